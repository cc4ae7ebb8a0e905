// A page rendered for OCR: greyscale at the resolution Tesseract reads best (300 dpi by default), capped so a
// poster-sized page cannot exhaust memory. Runs in a PDF thread (thread.ts opens the document); erasable
// TypeScript only.
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
      // Luma (BT.601) in one pass that also counts dark pixels: a tenth of what the same conversion costs in sharp
      // once the 4-channel buffer is copied in. The render is opaque (white background), so alpha is ignored.
      const rgba: Uint8Array = entry.canvas.data();
      const grey = new Uint8Array(width * height);
      let dark = 0;
      for (let i = 0, j = 0; i < grey.length; i++, j += 4) {
        const y = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
        grey[i] = y;
        if (y < 128) dark++;
      }
      return { ok: true, width, height, dpi: 72 * scale, data: grey, blank: dark < grey.length * INK_SHARE };
    } finally {
      factory.destroy(entry);
    }
  } finally {
    page.cleanup();
  }
}
