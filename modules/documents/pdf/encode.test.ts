// The preview encoder's choice, page by page: a text page comes out lossless (exact, and smaller than the lossy
// WebP it used to be), a photograph and a locked page stay lossy. Pages drawn by PDFium, as the PDF threads draw them.
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addPhotoPage } from '../../../tests/support/photo-page.ts';
import { encodePreview } from './encode.ts';
import { openForDrawing } from './pdfium.ts';

const WIDTH = 800;
const HEIGHT = 1132;

/** A page of notes: a heading, forty lines of 11-point text and a small coloured figure. */
async function textPage(doc: PDFDocument) {
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const page = doc.addPage([595, 842]);
  page.drawText('Chapter 3: Rates of change', { x: 56, y: 780, size: 18, font, color: rgb(0.1, 0.15, 0.35) });
  for (let l = 0; l < 40; l++) page.drawText(`line ${l}: the derivative measures how a function changes as its input changes`, { x: 56, y: 740 - l * 16, size: 11, font });
  page.drawRectangle({ x: 380, y: 60, width: 150, height: 60, color: rgb(0.93, 0.95, 1), borderColor: rgb(0.2, 0.3, 0.6) });
}

/** A page that is one photograph. */
const photoPage = (doc: PDFDocument) => addPhotoPage(doc, { width: 900, height: 1270 });

async function drawn(page: (doc: PDFDocument) => Promise<void>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  await page(doc);
  const drawing = await openForDrawing(await doc.save());
  try {
    return drawing.render(1, WIDTH, HEIGHT);
  } finally {
    drawing.close();
  }
}

/** 'VP8L' for a lossless WebP, 'VP8 ' for a lossy one (the first chunk after the RIFF header). */
const format = (webp: Uint8Array) => new TextDecoder().decode(webp.subarray(12, 16));

/** The encoding every readable page had before the choice: lossy, quality 72, effort 2. */
const lossyBefore = async (pixels: Uint8Array) =>
  (await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } }).removeAlpha().webp({ quality: 72, effort: 2 }).toBuffer()).length;

describe('preview encoding', () => {
  it('makes a text page lossless: every pixel as drawn, in fewer bytes than the lossy WebP before', async () => {
    const pixels = await drawn(textPage);
    const image = await encodePreview(pixels, WIDTH, HEIGHT, 'readable', WIDTH, 72);
    expect(format(image.data)).toBe('VP8L');
    expect(image.data.length).toBeLessThan(await lossyBefore(pixels));
    const decoded = await sharp(image.data).removeAlpha().raw().toBuffer();
    const original = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } }).removeAlpha().raw().toBuffer();
    expect(decoded.equals(original)).toBe(true);
  }, 60_000);

  it('keeps a photograph lossy (lossless would be many times the bytes)', async () => {
    const pixels = await drawn(photoPage);
    for (const kind of ['readable', 'cover'] as const) {
      const image = await encodePreview(pixels, WIDTH, HEIGHT, kind, kind === 'cover' ? 400 : WIDTH, 72);
      expect(format(image.data), kind).toBe('VP8 ');
    }
    const image = await encodePreview(pixels, WIDTH, HEIGHT, 'readable', WIDTH, 72);
    expect(image.data.length).toBeLessThanOrEqual(await lossyBefore(pixels));
  }, 60_000);

  it('keeps a locked page lossy and blurred, even a text page', async () => {
    const image = await encodePreview(await drawn(textPage), WIDTH, HEIGHT, 'locked', 267, 72);
    expect(format(image.data)).toBe('VP8 ');
    expect([image.width, image.height]).toEqual([267, 378]);
  }, 60_000);
});
