// A page rendered for OCR: greyscale at the resolution Tesseract reads best (300 dpi by default), capped so a
// poster-sized page cannot exhaust memory. Runs in a PDF thread (thread.ts opens the document); erasable
// TypeScript only.
import sharp from 'sharp';
import type { RasterResult, RasterTask } from './protocol.ts';

/** Longest side of an OCR raster, in pixels: an A3 page at 300 dpi fits. */
const MAX_SIDE = 5000;
/** Below this share of dark pixels a page has no ink at all: OCR would only read noise. */
const INK_SHARE = 0.00002;

type PdfDocument = { getPage(n: number): Promise<any>; canvasFactory?: unknown };

export async function rasterise(pdf: PdfDocument, task: RasterTask): Promise<RasterResult> {
  const page = await pdf.getPage(task.page);
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(task.dpi / 72, MAX_SIDE / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const factory = (pdf as any).canvasFactory;
    const entry = factory.create(Math.max(1, Math.round(viewport.width)), Math.max(1, Math.round(viewport.height)));
    try {
      await page.render({ canvas: entry.canvas, viewport, background: 'white' } as any).promise;
      const { width, height } = entry.canvas;
      const grey = await sharp(entry.canvas.data() as Buffer, { raw: { width, height, channels: 4 } })
        .flatten({ background: '#ffffff' })
        .greyscale()
        .raw()
        .toBuffer();
      let dark = 0;
      for (let i = 0; i < grey.length; i++) if (grey[i]! < 128) dark++;
      return { ok: true, width, height, dpi: (72 * scale), data: new Uint8Array(grey.buffer, grey.byteOffset, grey.byteLength), blank: dark < grey.length * INK_SHARE };
    } finally {
      factory.destroy(entry);
    }
  } finally {
    page.cleanup();
  }
}
