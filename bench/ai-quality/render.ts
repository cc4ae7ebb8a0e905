// Makes the set's documents (documents.ts) into the files a student would upload: A4 text PDFs typeset with
// pdf-lib, a scan (the typeset pages drawn as greyscale images, no text layer) that the pipeline must OCR with
// Tesseract, and a PowerPoint deck written with pptxgenjs that the pipeline itself converts with LibreOffice.
// The PDFs are the same bytes every run; the deck's text is, its creation date in docProps/core.xml is not.
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import pptxgenjs from 'pptxgenjs';
import { UPLOAD_FORMATS } from '../../modules/documents/contract.ts';
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

/** The class: what Node's ESM import gives. Its types, read as CommonJS under nodenext, put it on `.default`
 * (gitbrent/PptxGenJS#1536). */
const PptxGenJS = pptxgenjs as unknown as typeof pptxgenjs.default;

/**
 * One slide a source page, in 16:9: the `# ` heading as its title and the rest as one text box, `- ` lines as
 * bullets. Each box is tall enough for its text at these sizes, so the converted PDF has a page a slide and the pages
 * the questions cite stay right (the bench checks the processed page count against the source).
 */
async function deck(doc: EvalDocument): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = doc.title;
  for (const text of doc.pages) {
    const slide = pptx.addSlide();
    const lines = text.split('\n').filter((line) => line.trim());
    const title = lines.find((line) => line.startsWith('# '));
    if (title) slide.addText(title.slice(2), { x: 0.5, y: 0.3, w: 9, h: 0.9, fontFace: 'Arial', fontSize: 30, bold: true });
    const body = lines.filter((line) => line !== title).map((line) => {
      const bullet = line.startsWith('- ');
      return { text: bullet ? line.slice(2) : line, options: { bullet, breakLine: true, paraSpaceAfter: 8 } };
    });
    slide.addText(body, { x: 0.5, y: 1.3, w: 9, h: 4, fontFace: 'Arial', fontSize: 20, valign: 'top' });
  }
  return (await pptx.write({ outputType: 'uint8array', compression: true })) as Uint8Array;
}

/** A file as the student uploads it: its name (the extension says the format) and content type. */
export type RenderedFile = { name: string; type: string; bytes: Uint8Array };

/** The file uploaded for a document: a PDF, or for slides the PPTX (the upload converts it to PDF). */
export async function renderDocument(doc: EvalDocument): Promise<RenderedFile> {
  if (doc.layout === 'slides') {
    return { name: `${doc.id}.pptx`, type: UPLOAD_FORMATS.pptx.mime, bytes: await deck(doc) };
  }
  const pdf = await typeset(doc, A4);
  return { name: `${doc.id}.pdf`, type: UPLOAD_FORMATS.pdf.mime, bytes: doc.layout === 'scan' ? await scannedPdf(pdf, { dpi: 300 }) : pdf };
}
