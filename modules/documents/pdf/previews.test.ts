// Preview images as the PDF threads make them (PDFium draws, pdfjs reads): each page drawn the way a PDF viewer
// shows it (turned by /Rotate, cut to its crop box), and a locked page blurred past reading.
import { spawnSync } from 'node:child_process';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfPool } from './pool.ts';
import type { PageImage } from './protocol.ts';

const WIDTHS = { readable: 800, cover: 400, locked: 267 };
const CANARY = 'ZEBRAFISH';

afterAll(() => pdfPool(2).close());

async function previews(bytes: Uint8Array): Promise<PageImage[]> {
  const images: PageImage[] = [];
  await pdfPool(2).run(
    { op: 'process', bytes, chunk: 0, chunks: 1, maxPages: 100, previewPages: 3, renderedPages: 10, widths: WIDTHS, quality: 72 },
    { timeoutMs: 120_000, onMessage: (m) => void (m.type === 'image' && images.push(m)) },
  );
  return images;
}

/** Six pages: plain, turned a quarter by /Rotate, cut by a crop box; then three to lock, the canary on page 4. */
async function shapedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= 6; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(p === 4 ? CANARY : `Page ${p} heading`, { x: 60, y: 700, size: 60, font });
    for (let l = 0; l < 20; l++) page.drawText(`line ${l} of page ${p}: a sentence of notes`, { x: 60, y: 600 - l * 22, size: 14, font });
    page.drawRectangle({ x: 380, y: 60, width: 150, height: 90, color: rgb(0.8, 0.2, 0.2) });
    if (p === 2) page.setRotation(degrees(90));
    if (p === 3) page.setCropBox(40, 300, 400, 500);
  }
  return doc.save();
}

/** RGB of a WebP, or of page `n` drawn by pdfjs at `width` (the reference a browser's PDF viewer would show). */
async function rgbOfWebp(data: Uint8Array) {
  return sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}
async function pdfjsRender(bytes: Uint8Array, n: number, width: number) {
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false } as any).promise;
  try {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const factory = (pdf as any).canvasFactory;
    const entry = factory.create(Math.round(viewport.width), Math.round(viewport.height));
    await page.render({ canvas: entry.canvas, viewport } as any).promise;
    const { width: w, height: h } = entry.canvas;
    return sharp(entry.canvas.data(), { raw: { width: w, height: h, channels: 4 } }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } finally {
    await pdf.loadingTask.destroy();
  }
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

function ocr(png: Buffer): string {
  const run = spawnSync('tesseract', ['stdin', 'stdout', '--psm', '11'], { input: png, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`tesseract failed: ${run.stderr}`);
  return run.stdout.replace(/\s+/g, '');
}

describe('preview images', () => {
  it('show each page as a PDF viewer does: turned by /Rotate, cut to the crop box, at the size pdfjs gives it', async () => {
    const bytes = await shapedPdf();
    const readable = (await previews(bytes)).filter((i) => i.kind === 'readable').sort((a, b) => a.page - b.page);
    expect(readable.map((i) => [i.page, i.width, i.height])).toEqual([
      [1, 800, 1132],
      [2, 800, 565], // landscape: turned a quarter
      [3, 800, 1000], // the crop box's 400 x 500 points
    ]);
    for (const image of readable) {
      const ours = await rgbOfWebp(image.data);
      const reference = await pdfjsRender(bytes, image.page, 800);
      expect([reference.info.width, reference.info.height]).toEqual([ours.info.width, ours.info.height]);
      // Anti-aliasing and WebP differ by a few levels; a page drawn unturned, uncropped or squashed by dozens.
      expect(meanDifference(ours.data, reference.data), `page ${image.page}`).toBeLessThan(6);
    }
  }, 180_000);

  it('blur a locked page past reading: OCR reads the canary on the page drawn readable, never on its locked preview', async () => {
    const bytes = await shapedPdf();
    const locked = (await previews(bytes)).find((i) => i.kind === 'locked' && i.page === 4)!;
    expect(locked.width).toBe(WIDTHS.locked);
    // The same page at the locked width, unblurred, is readable: the check below can see the canary when it is there.
    const sharpPage = await sharp((await pdfjsRender(bytes, 4, WIDTHS.locked)).data, { raw: { width: WIDTHS.locked, height: 378, channels: 3 } })
      .resize({ width: 1600 })
      .png()
      .toBuffer();
    expect(ocr(sharpPage)).toContain(CANARY);
    // An attacker's best: the locked preview scaled up and sharpened before OCR.
    const attacked = await sharp(locked.data).resize({ width: 1600 }).sharpen({ sigma: 2 }).png().toBuffer();
    expect(ocr(attacked)).not.toContain(CANARY);
    expect(ocr(attacked)).not.toMatch(/ZEBRA|FISH/);
  }, 180_000);
});
