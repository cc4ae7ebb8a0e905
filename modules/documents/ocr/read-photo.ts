// A photo of a question (the Homework Helper's "ask with a photo"): turned upright, contrast-stretched and read by
// Tesseract like a scanned page, without becoming a document. Nothing is stored: the text goes back to the asker,
// who checks it before asking.
import { fileTypeFromBuffer } from 'file-type';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { HttpError } from '../../platform/index.ts';
import { photoTooLarge } from '../photos.ts';
import type { DocumentsSettings } from '../settings.ts';
import type { Context } from 'koa';
import { readMultipart } from '../upload.ts';
import { chooseLanguage } from './languages.ts';
import { OcrTimeout, OcrUnavailable, ocrEngine, recognise } from './tesseract.ts';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
/** Long side in pixels: a question on a phone photo reads well at this size, and larger only costs time. */
const MAX_SIDE = 2400;
/** A photo has no resolution of its own: its long side is taken as an A4 page's height (11.69 in). */
const A4_LONG_SIDE_INCHES = 11.69;
/** A phone photo is a few megabytes; twice the largest common size is room enough. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  notPhoto: 'Choose a photo (JPEG, PNG, WebP or HEIC) of the question.',
  unreadable: 'The photo could not be read as an image.',
  noText: 'No text could be read from the photo. Try a sharper, closer photo, or type the question.',
  ocrUnavailable: 'Photo questions need OCR, which is not installed on this server. Please type the question.',
  tooSlow: 'Reading the photo took too long. Try a closer photo of just the question, or type it.',
} as const;

export type PhotoText = { text: string; confidence: number | null; language: string };

/** Whether this server can read photos (Tesseract runs and has a language pack). */
export async function photoOcrAvailable(settings: DocumentsSettings): Promise<boolean> {
  return (await ocrEngine(settings.tesseractPath)).available;
}

async function greyscale(bytes: Uint8Array): Promise<{ file: Buffer; width: number; height: number }> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
  if (!PHOTO_TYPES.has(mime)) throw new HttpError(415, 'not_a_photo', PHOTO_MESSAGES.notPhoto, { file: [PHOTO_MESSAGES.notPhoto] });
  const tooLarge = await photoTooLarge(bytes);
  if (tooLarge) throw new HttpError(422, 'photo_too_large', tooLarge, { file: [tooLarge] });
  try {
    let image: sharp.Sharp;
    if (mime === 'image/heic' || mime === 'image/heif') {
      const { width, height, data } = await decodeHeic({ buffer: bytes });
      image = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
    } else {
      image = sharp(bytes, { failOn: 'error' }).rotate();
    }
    const { data, info } = await image
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .greyscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { file: data, width: info.width, height: info.height };
  } catch {
    throw new HttpError(422, 'photo_unreadable', PHOTO_MESSAGES.unreadable, { file: [PHOTO_MESSAGES.unreadable] });
  }
}

/** The text of a photo, or a clear 4xx/503 saying why there is none. */
export async function readPhotoText(settings: DocumentsSettings, bytes: Uint8Array, wantedLanguage?: string | null): Promise<PhotoText> {
  const engine = await ocrEngine(settings.tesseractPath);
  if (!engine.available) throw new HttpError(503, 'ocr_unavailable', PHOTO_MESSAGES.ocrUnavailable);
  const image = await greyscale(bytes);
  const language = chooseLanguage(wantedLanguage ?? null, engine.languages, settings.ocrDefaultLanguage);
  const dpi = Math.max(72, Math.round(Math.max(image.width, image.height) / A4_LONG_SIDE_INCHES));
  try {
    const out = await recognise({ file: image.file, dpi }, { tesseractPath: settings.tesseractPath, language, timeoutMs: settings.ocrPageTimeoutMs, layer: false });
    if (!out.text.trim()) throw new HttpError(422, 'no_text', PHOTO_MESSAGES.noText, { file: [PHOTO_MESSAGES.noText] });
    return { text: out.text.trim(), confidence: out.confidence, language };
  } catch (error) {
    if (error instanceof OcrUnavailable) throw new HttpError(503, 'ocr_unavailable', PHOTO_MESSAGES.ocrUnavailable);
    if (error instanceof OcrTimeout) throw new HttpError(422, 'ocr_timed_out', PHOTO_MESSAGES.tooSlow);
    throw error;
  }
}

/** Reads a multipart request's `file` (and optional `language`) and answers the photo's text. */
export async function readPhotoUpload(settings: DocumentsSettings, ctx: Context): Promise<PhotoText> {
  const upload = await readMultipart(ctx, PHOTO_MAX_BYTES);
  if (!upload.file) throw new HttpError(400, 'validation_failed', PHOTO_MESSAGES.notPhoto, { file: [PHOTO_MESSAGES.notPhoto] });
  return readPhotoText(settings, upload.file.bytes, upload.fields.language);
}
