// The buyer's searchable PDF: each OCR'd page of the document gets Tesseract's text-only page (invisible text,
// rendering mode 3, in a font that covers every character) drawn over it at the page's visible size, so a PDF
// viewer can search and copy what the scan shows. Runs in a PDF thread; erasable TypeScript only.
import { degrees, PDFDocument } from 'pdf-lib';
import type { TextLayerResult, TextLayerTask } from './protocol.ts';

export async function addTextLayers(task: TextLayerTask): Promise<TextLayerResult> {
  const doc = await PDFDocument.load(task.bytes, { updateMetadata: false });
  for (const { page: n, pdf } of task.layers) {
    const page = doc.getPage(n - 1);
    const [layer] = await doc.embedPdf(pdf, [0]);
    const box = page.getCropBox();
    // The layer is laid out as the page is seen; a page with /Rotate is drawn in unrotated space, so the layer is
    // turned the other way round from the corner that is seen bottom-left.
    const angle = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    const at = {
      0: { x: box.x, y: box.y, width: box.width, height: box.height },
      90: { x: box.x + box.width, y: box.y, width: box.height, height: box.width },
      180: { x: box.x + box.width, y: box.y + box.height, width: box.width, height: box.height },
      270: { x: box.x, y: box.y + box.height, width: box.height, height: box.width },
    }[angle];
    page.drawPage(layer!, { ...at, rotate: degrees(angle) });
  }
  return { ok: true, data: await doc.save({ useObjectStreams: true }) };
}
