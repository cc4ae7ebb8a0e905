// A paper as a file: Word (docx) or PDF (pdf-lib), its title, its paragraphs and headings, and its references in
// the paper's citation style at the end.
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { PaperReference } from './contract.ts';
import { plainText } from './text.ts';

type Block = { heading: boolean; text: string };

/** The editor's HTML as headings and paragraphs, in order. */
export function blocksOf(html: string): Block[] {
  const blocks: Block[] = [];
  for (const m of html.matchAll(/<(h[1-6]|p|li|blockquote)[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = plainText(m[2]!).replace(/\n/g, ' ');
    if (text) blocks.push({ heading: m[1]!.toLowerCase().startsWith('h'), text });
  }
  return blocks.length || !html.trim() ? blocks : plainText(html).split('\n').map((text) => ({ heading: false, text }));
}

export type ExportInput = { title: string; content: string; references: PaperReference[]; referencesHeading: string };

export async function paperDocx(input: ExportInput): Promise<Buffer> {
  const doc = new Document({
    title: input.title,
    creator: 'Studyhall',
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(input.title)] }),
          ...blocksOf(input.content).map((b) => (b.heading ? new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(b.text)] }) : new Paragraph({ children: [new TextRun(b.text)], spacing: { after: 160 } }))),
          ...(input.references.length
            ? [
                new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(input.referencesHeading)] }),
                ...input.references.map((r) => new Paragraph({ children: [new TextRun(r.text)], indent: { left: 720, hanging: 720 }, spacing: { after: 120 } })),
              ]
            : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

// The standard PDF fonts cover WinAnsi only: other characters are written as their closest ASCII or '?'.
const WIN_ANSI = /[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g;
const safe = (s: string) => s.normalize('NFKC').replace(WIN_ANSI, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of safe(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function paperPdf(input: ExportInput): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(safe(input.title));
  pdf.setCreator('Studyhall');
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const [W, H, M] = [595.28, 841.89, 64];
  let page = pdf.addPage([W, H]);
  let y = H - M;
  const write = (text: string, font: PDFFont, size: number, after: number, indent = 0) => {
    for (const line of wrap(text, font, size, W - 2 * M - indent)) {
      if (y < M + size) {
        page = pdf.addPage([W, H]);
        y = H - M;
      }
      page.drawText(line, { x: M + indent, y: y - size, size, font });
      y -= size * 1.45;
    }
    y -= after;
  };
  write(input.title, bold, 18, 12);
  for (const b of blocksOf(input.content)) write(b.text, b.heading ? bold : regular, b.heading ? 14 : 12, 8);
  if (input.references.length) {
    write(input.referencesHeading, bold, 14, 6);
    for (const r of input.references) write(r.text, regular, 11, 6, 18);
  }
  return Buffer.from(await pdf.save());
}
