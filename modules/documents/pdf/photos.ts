// Photos of notes become one PDF, a page per photo in the seller's order: turned upright by their EXIF
// orientation (HEIC by its own rotation, which libheif applies), scaled to at most `maxSide` pixels, contrast
// stretched (sharp's normalise: the darkest 1% to black, the lightest to white, so grey phone shots of paper read
// like scans), JPEG-encoded and laid on a page whose longer side is A4's. Runs in a PDF thread (decoding a HEIC is
// WebAssembly work on the calling thread); erasable TypeScript only.
import decodeHeic from 'heic-decode';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { PhotosResult, PhotosTask } from './protocol.ts';

/** A4's longer side in points: a photo's page is as large as a printed page, whatever its pixel count. */
const PAGE_LONG_SIDE = 842;

async function upright(photo: PhotosTask['photos'][number]): Promise<sharp.Sharp> {
  if (!photo.heic) return sharp(photo.bytes, { failOn: 'error' }).rotate();
  const { width, height, data } = await decodeHeic({ buffer: photo.bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

export async function photosToPdf(task: PhotosTask): Promise<PhotosResult> {
  const doc = await PDFDocument.create();
  for (const [index, photo] of task.photos.entries()) {
    let jpeg: { data: Buffer; info: sharp.OutputInfo };
    try {
      jpeg = await (await upright(photo))
        .resize({ width: task.maxSide, height: task.maxSide, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .normalise()
        .jpeg({ quality: 85 })
        .toBuffer({ resolveWithObject: true });
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
