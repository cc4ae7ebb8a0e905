// Photos of notes become one PDF, a page per photo in the seller's order: turned upright by their EXIF
// orientation (HEIC by its own rotation, which libheif applies), scaled to at most `maxSide` pixels, cut to the
// page when it lies on a desk (page-in-photo.ts: the desk painted white, the paper evened out to white), then
// straightened: turned a quarter, half or three quarters when Tesseract's orientation detection is sure the text
// stands that way (a photo taken sideways with no EXIF tag), and levelled when its lines lean (deskew.ts). Then
// contrast stretched (sharp's normalise: the darkest 1% to black, the lightest to white, so grey phone shots of
// paper read like scans), JPEG-encoded and laid on a page whose longer side is A4's. Runs in a PDF thread (decoding
// a HEIC is WebAssembly work on the calling thread); erasable TypeScript only.
import decodeHeic from 'heic-decode';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { orientation } from '../ocr/tesseract.ts';
import { MIN_DESKEW_DEGREES, skewDegrees } from './deskew.ts';
import { cutToPage } from './page-in-photo.ts';
import type { PhotosResult, PhotosTask } from './protocol.ts';

/** A4's longer side in points (and inches): a photo's page is as large as a printed page, whatever its pixel count. */
const PAGE_LONG_SIDE = 842;
const PAGE_LONG_INCHES = 11.69;
/** The copy orientation and lean are judged on: enough for OSD to see letters, small enough to be quick. */
const ANALYSIS_SIDE = 2000;
/**
 * Below this OSD confidence a photo is not turned: a wrong quarter turn ruins a page that was upright. Clean pages
 * of notes score 15 to 20 or more; a page with a few words scores low, and is left as taken.
 */
const OSD_MIN_CONFIDENCE = 6;
const OSD_TIMEOUT_MS = 15_000;

type Raw = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

async function upright(photo: PhotosTask['photos'][number]): Promise<sharp.Sharp> {
  if (!photo.heic) return sharp(photo.bytes, { failOn: 'error' }).rotate();
  const { width, height, data } = await decodeHeic({ buffer: photo.bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

async function grey(image: sharp.Sharp): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await image.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** How far to turn the photo clockwise, in degrees, to stand its text upright and level. */
async function straightening(pixels: Buffer, raw: Raw, tesseractPath: string | null): Promise<number> {
  const small = sharp(pixels, { raw }).resize({ width: ANALYSIS_SIDE, height: ANALYSIS_SIDE, fit: 'inside', withoutEnlargement: true }).normalise();
  const { data, info } = await small.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  let turn = 0;
  if (tesseractPath) {
    const header = Buffer.from(`P5\n${info.width} ${info.height}\n255\n`, 'ascii');
    const dpi = Math.max(info.width, info.height) / PAGE_LONG_INCHES;
    try {
      const seen = await orientation({ file: Buffer.concat([header, data]), dpi }, { tesseractPath, timeoutMs: OSD_TIMEOUT_MS });
      if (seen.confidence >= OSD_MIN_CONFIDENCE) turn = seen.rotate;
    } catch {
      // Too little text to judge, or no OSD here: the photo keeps the way it was taken.
    }
  }
  const level = turn ? await grey(sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } }).rotate(turn)) : { data, width: info.width, height: info.height };
  const lean = skewDegrees(level.data, level.width, level.height);
  return Math.abs(lean) >= MIN_DESKEW_DEGREES ? turn - lean : turn;
}

export async function photosToPdf(task: PhotosTask): Promise<PhotosResult> {
  const doc = await PDFDocument.create();
  for (const [index, photo] of task.photos.entries()) {
    let jpeg: { data: Buffer; info: sharp.OutputInfo };
    try {
      const { data, info } = await (await upright(photo))
        .resize({ width: task.maxSide, height: task.maxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      // A page photographed on a desk: only the page goes on (page-in-photo.ts).
      const { pixels, raw } = await cutToPage(data, { width: info.width, height: info.height, channels: info.channels });
      const turn = await straightening(pixels, raw, task.tesseractPath);
      let image = sharp(pixels, { raw });
      // The corners a lean turn uncovers are paper-white.
      if (turn) image = image.rotate(turn, { background: '#ffffff' });
      jpeg = await image.normalise().jpeg({ quality: 85 }).toBuffer({ resolveWithObject: true });
    } catch (error) {
      return { ok: false, index, detail: (error as Error).message };
    }
    const { width, height } = jpeg.info;
    const scale = PAGE_LONG_SIDE / Math.max(width, height);
    const page = doc.addPage([width * scale, height * scale]);
    page.drawImage(await doc.embedJpg(jpeg.data), { x: 0, y: 0, width: width * scale, height: height * scale });
  }
  return { ok: true, data: await doc.save(), pages: task.photos.length };
}
