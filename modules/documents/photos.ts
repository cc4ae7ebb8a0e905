// Photos of notes as an upload: one or several JPEG, PNG, WebP or HEIC photos (judged by their bytes, in the order
// sent) become one PDF (pdf/photos.ts, in a PDF thread: turned upright and levelled), which is then stored and processed like any PDF upload:
// its pages have no text layer, so the pipeline reads them with OCR.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest, HttpError } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { ocrEngine } from './ocr/tesseract.ts';
import { pdfPool } from './pdf/pool.ts';
import type { DocumentsSettings } from './settings.ts';

export type IncomingFile = { name: string; bytes: Uint8Array };

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
/** Long side of a photo's page image: 300 dpi across an A4 page's height is more than OCR needs. */
const PHOTO_MAX_SIDE = 3000;
/**
 * Decoding, orientation detection and encoding of one photo take one to three seconds on a quiet core; the budget
 * is a cap for a machine under load, not a cost.
 */
const SECONDS_PER_PHOTO = 60;

/**
 * The most pixels a photo may have: the largest phone cameras (108 MP, 200 MP binned to 50) fit. A HEIC photo is
 * decoded whole into memory (heic-decode, four bytes a pixel) before anything can shrink it, so its size is read
 * from its header first and a larger one is refused before any decoding; other formats are held to the same rule.
 */
export const PHOTO_MAX_PIXELS = 120_000_000;

/** The photo's width and height from its header alone (no pixel is decoded), or null when it has none readable. */
async function headerSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** Refuses a photo over the pixel limit, by its header, before it is decoded; answers the refusal's words, or null. */
export async function photoTooLarge(bytes: Uint8Array): Promise<string | null> {
  const size = await headerSize(bytes);
  return size && size.width * size.height > PHOTO_MAX_PIXELS ? MESSAGES.photoTooLarge(size.width, size.height, PHOTO_MAX_PIXELS / 1_000_000) : null;
}

async function isPhoto(file: IncomingFile): Promise<{ photo: boolean; heic: boolean }> {
  const mime = (await fileTypeFromBuffer(file.bytes))?.mime ?? '';
  return { photo: PHOTO_TYPES.has(mime), heic: mime === 'image/heic' || mime === 'image/heif' };
}

/**
 * The one file to store for these: a single document as it came, or the photos as one PDF named after the
 * title. Several files must all be photos; null when there is none.
 */
export async function oneDocument(files: IncomingFile[], title: string, settings: DocumentsSettings): Promise<IncomingFile | null> {
  if (!files.length) return null;
  const kinds = await Promise.all(files.map(isPhoto));
  if (files.length === 1 && !kinds[0]!.photo) return files[0]!;
  if (kinds.some((k) => !k.photo)) throw badRequest(MESSAGES.mixedUpload, { file: [MESSAGES.mixedUpload] }, 'mixed_upload');
  if (files.length > settings.maxPhotos) {
    const message = MESSAGES.tooManyPhotos(settings.maxPhotos);
    throw badRequest(message, { file: [message] }, 'too_many_photos');
  }
  for (const [i, file] of files.entries()) {
    const tooLarge = await photoTooLarge(file.bytes);
    if (tooLarge) {
      const message = `Photo ${i + 1} (${file.name}): ${tooLarge}`;
      throw new HttpError(422, 'photo_too_large', message, { file: [message] });
    }
  }
  const engine = await ocrEngine(settings.tesseractPath);
  const tesseractPath = engine.available && engine.osd ? settings.tesseractPath : null;
  const result = await pdfPool(settings.renderThreads).run(
    { op: 'photos', photos: files.map((f, i) => ({ bytes: f.bytes, heic: kinds[i]!.heic })), maxSide: PHOTO_MAX_SIDE, tesseractPath },
    { timeoutMs: SECONDS_PER_PHOTO * 1000 * files.length },
  );
  if (!result.ok) {
    const message = MESSAGES.photoUnreadable(result.index + 1, files[result.index]!.name);
    throw new HttpError(422, 'photo_unreadable', message, { file: [message] });
  }
  return { name: `${title}.pdf`, bytes: result.data };
}
