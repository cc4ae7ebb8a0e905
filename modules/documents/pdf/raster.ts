// A page as Tesseract will read it. A scan (one full-page image, scan-image.ts) is handed over as its own image
// at its own resolution; any other page is rendered greyscale at the resolution Tesseract reads best (300 dpi by
// default), capped so a poster-sized page cannot exhaust memory, as a PGM. Runs in a PDF thread (thread.ts
// opens the document); erasable TypeScript only.
import type { PDFDocument } from 'pdf-lib';
import type { RasterResult, RasterTask } from './protocol.ts';
import { scanImage } from './scan-image.ts';

/** Longest side of an OCR raster, in pixels: an A3 page at 300 dpi fits. */
const MAX_SIDE = 5000;
/** A scan stored below this resolution is rendered (scaled up) instead: Tesseract misreads smaller letters. */
const MIN_SCAN_DPI = 150;
/** Below this share of dark pixels a page has no ink at all: OCR would only read noise. */
const INK_SHARE = 0.00002;

type PdfDocument = { getPage(n: number): Promise<any>; canvasFactory?: unknown };

/** True when fewer than INK_SHARE of the pixels (their first channel) are dark. */
function blank(pixels: Uint8Array, channels: number): boolean {
  let dark = 0;
  for (let i = 0; i < pixels.length; i += channels) if (pixels[i]! < 128) dark++;
  return dark < (pixels.length / channels) * INK_SHARE;
}

/** The page's own scan image when it is one Tesseract can read as it is, else null (the page is rendered). */
export function storedScan(doc: PDFDocument, task: RasterTask): RasterResult | null {
  const scan = scanImage(doc, task.page);
  if (!scan || scan.dpi < MIN_SCAN_DPI || Math.max(scan.width, scan.height) > MAX_SIDE) return null;
  const empty = scan.pixels ? blank(scan.pixels, scan.channels) : false;
  // A JPEG is a view into the document's bytes: copied, so it can be handed to the main thread on its own.
  return { ok: true, source: 'scan', file: scan.pixels ? scan.file : scan.file.slice(), width: scan.width, height: scan.height, dpi: scan.dpi, blank: empty };
}

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
      // Luma (BT.601) straight into the PGM Tesseract reads, in one pass: a tenth of what the same conversion
      // costs in sharp once the 4-channel buffer is copied in. The render is opaque (white background).
      const rgba: Uint8Array = entry.canvas.data();
      const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
      const file = new Uint8Array(header.length + width * height);
      file.set(header);
      const grey = file.subarray(header.length);
      for (let i = 0, j = 0; i < grey.length; i++, j += 4) grey[i] = (rgba[j]! * 77 + rgba[j + 1]! * 150 + rgba[j + 2]! * 29) >> 8;
      return { ok: true, source: 'render', file, width, height, dpi: 72 * scale, blank: blank(grey, 1) };
    } finally {
      factory.destroy(entry);
    }
  } finally {
    page.cleanup();
  }
}
