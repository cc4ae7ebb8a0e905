// Typesets the set's documents (documents.ts) into the files a student would upload, the same bytes every run:
// A4 text PDFs with pdf-lib, a 16:9 deck as a presentation program exports it, and a scan (the typeset pages
// drawn as greyscale images, no text layer) that the pipeline must OCR with Tesseract.
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { scannedPdf } from '../../modules/documents/scan-support.ts';
import type { EvalDocument } from './documents.ts';

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

type Layout = { size: [number, number]; margin: number; heading: number; body: number; gap: number };
const A4: Layout = { size: [595.28, 841.89], margin: 56, heading: 15, body: 11, gap: 8 };
const SLIDE: Layout = { size: [960, 540], margin: 60, heading: 30, body: 20, gap: 14 };

async function typeset(doc: EvalDocument, layout: Layout): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  // Fixed dates keep the bytes the same every run.
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [w, h] = layout.size;
  const width = w - 2 * layout.margin;
  for (const text of doc.pages) {
    const page = pdf.addPage([w, h]);
    let y = h - layout.margin;
    for (const block of text.split(/\n\s*\n/)) {
      for (const raw of block.split('\n')) {
        const heading = raw.startsWith('# ');
        const bullet = raw.startsWith('- ');
        const font = heading ? bold : regular;
        const size = heading ? layout.heading : layout.body;
        const content = heading ? raw.slice(2) : bullet ? raw.slice(2) : raw;
        const indent = bullet ? size * 1.2 : 0;
        wrap(content, font, size, width - indent).forEach((line, i) => {
          y -= size * 1.35;
          if (bullet && i === 0) page.drawText('•', { x: layout.margin, y, size, font });
          page.drawText(line, { x: layout.margin + indent, y, size, font });
        });
        if (bullet) y -= layout.gap / 2;
      }
      y -= layout.gap;
    }
  }
  return pdf.save();
}

/** The file uploaded for a document: a PDF always (the chat upload takes PDFs and photos). */
export async function renderDocument(doc: EvalDocument): Promise<Uint8Array> {
  if (doc.layout === 'slides') return typeset(doc, SLIDE);
  const pdf = await typeset(doc, A4);
  return doc.layout === 'scan' ? scannedPdf(pdf, { dpi: 300 }) : pdf;
}
