// The documents of the previews bench: the 40-page text PDF with figures (as since issue #16), one page each of
// vector drawing, a photograph, and non-Latin text (Arabic, Greek, Cyrillic in DejaVu Sans, as the search tests
// make them), and a real document: the 36-page pdfTeX manual of libtasn1 (Debian's libtasn1-doc).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { addPhotoPage } from '../tests/support/photo-page.ts';

export const SAMPLE_PAGES = 40;
export const REAL_DOCUMENT = '/usr/share/doc/libtasn1-doc/libtasn1.pdf';
export const REAL_DOCUMENT_PACKAGE = 'libtasn1-doc';
const UNICODE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const words = 'the derivative measures how a function changes as its input changes and integration accumulates those changes over an interval'.split(' ');
  for (let p = 0; p < SAMPLE_PAGES; p++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Chapter ${p + 1}: Rates of change`, { x: 56, y: 780, size: 16, font: bold, color: rgb(0.1, 0.15, 0.35) });
    for (let l = 0; l < 46; l++) {
      const line = Array.from({ length: 13 }, (_, i) => words[(p * 7 + l * 3 + i) % words.length]).join(' ');
      page.drawText(line, { x: 56, y: 750 - l * 14.5, size: 10.5, font: regular });
    }
    // A figure on every other page: shapes as well as glyphs.
    if (p % 2 === 0) {
      page.drawRectangle({ x: 360, y: 90, width: 170, height: 110, borderColor: rgb(0.2, 0.3, 0.6), borderWidth: 1.5, color: rgb(0.93, 0.95, 1) });
      for (let i = 0; i < 12; i++) page.drawCircle({ x: 375 + i * 13, y: 110 + ((i * i) % 80), size: 3, color: rgb(0.8, 0.2, 0.2) });
    }
  }
  return doc.save();
}

/** A diagram page: curves, thin and dashed lines, fills, no text. */
async function vectorPage(doc: PDFDocument) {
  const page = doc.addPage([595, 842]);
  for (let i = 0; i < 24; i++) {
    page.drawSvgPath(`M 0 0 C ${40 + i * 9} ${-120 - i * 4}, ${200 + i * 6} ${60 - i * 7}, ${460} ${-i * 12}`, {
      x: 60, y: 720 - i * 6, borderColor: rgb(0.1 + i * 0.03, 0.2, 0.6 - i * 0.02), borderWidth: 0.4 + (i % 4) * 0.5,
    });
  }
  for (let i = 0; i < 10; i++) {
    page.drawLine({ start: { x: 60, y: 380 - i * 18 }, end: { x: 535, y: 300 - i * 9 }, thickness: 0.75, color: rgb(0, 0, 0), dashArray: [4, 2 + i] });
    page.drawEllipse({ x: 140 + i * 36, y: 160, xScale: 14, yScale: 40 - i * 3, color: rgb(0.9 - i * 0.07, 0.5, 0.2 + i * 0.06), opacity: 0.7 });
  }
}

/** A page that is a photograph, at a scanner's resolution. */
const imagePage = (doc: PDFDocument) => addPhotoPage(doc, { width: 1200, height: 1700 });

const NON_LATIN: Record<string, string[]> = {
  arabic: ['تعتمد سرعة التفاعل على تركيز المواد المتفاعلة', 'الطاقة الحركية للجزيئات تزداد مع درجة الحرارة', 'المحفز يخفض طاقة التنشيط للتفاعل الكيميائي'],
  greek: ['Η παράγωγος μετρά πώς αλλάζει μια συνάρτηση', 'Το ολοκλήρωμα συσσωρεύει τις αλλαγές σε ένα διάστημα', 'Θεώρημα μέσης τιμής και συνέχεια συναρτήσεων'],
  cyrillic: ['Производная показывает скорость изменения функции', 'Интеграл накапливает изменения на отрезке', 'Теорема о среднем значении и непрерывность'],
};

/** The single-page documents the fidelity comparison reads, by name; non-Latin ones only where DejaVu Sans is. */
export async function fidelityPages(): Promise<{ name: string; bytes: Uint8Array }[]> {
  const one = async (draw: (doc: PDFDocument) => Promise<void>) => {
    const doc = await PDFDocument.create();
    await draw(doc);
    return doc.save();
  };
  const sample = await PDFDocument.load(await samplePdf());
  const textPage = await PDFDocument.create();
  const [copied] = await textPage.copyPages(sample, [1]);
  textPage.addPage(copied!);
  const pages = [
    { name: 'text', bytes: await textPage.save() },
    { name: 'text+figure', bytes: await one(async (doc) => void doc.addPage((await doc.copyPages(sample, [0]))[0]!)) },
    { name: 'vector', bytes: await one(vectorPage) },
    { name: 'image', bytes: await one(imagePage) },
  ];
  if (existsSync(UNICODE_FONT)) {
    const fontBytes = await readFile(UNICODE_FONT);
    for (const [name, lines] of Object.entries(NON_LATIN)) {
      pages.push({
        name,
        bytes: await one(async (doc) => {
          doc.registerFontkit(fontkit);
          const font = await doc.embedFont(fontBytes, { subset: true });
          const page = doc.addPage([595, 842]);
          for (let i = 0; i < 30; i++) page.drawText(lines[i % lines.length]!, { x: 50, y: 790 - i * 24, size: 13, font });
        }),
      });
    }
  }
  return pages;
}
