// Test helpers for scanned and photographed notes: a text PDF rendered to images and rebuilt from them alone (a
// scan with no text layer), one of its pages as a phone photo (JPEG, PNG or WebP, optionally stored sideways with
// an EXIF orientation that puts it upright), a PDF's page texts as a viewer reads them, and word accuracy.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { pdfPool } from './pdf/pool.ts';
import type { ProcessMessage } from './pdf/protocol.ts';

const pool = () => pdfPool(2);

async function pageImage(pdf: Uint8Array, page: number, dpi: number) {
  const r = await pool().run({ op: 'raster', bytes: pdf, page, dpi, render: true }, { timeoutMs: 60_000 });
  // A rendered page is a PGM: its header, then one byte per pixel.
  const grey = r.file.subarray(r.file.length - r.width * r.height);
  return sharp(Buffer.from(grey), { raw: { width: r.width, height: r.height, channels: 1 } });
}

/**
 * Every page of `pdf` as a greyscale image at `dpi` (a PNG, or a JPEG as most scanners write), in a PDF of the same
 * page sizes with no text at all.
 */
export async function scannedPdf(pdf: Uint8Array, options: { dpi?: number; blankPages?: number[]; jpeg?: boolean } = {}): Promise<Uint8Array> {
  const dpi = options.dpi ?? 200;
  const source = await PDFDocument.load(pdf);
  const out = await PDFDocument.create();
  for (let n = 1; n <= source.getPageCount(); n++) {
    const { width, height } = source.getPage(n - 1).getSize();
    const page = out.addPage([width, height]);
    if (options.blankPages?.includes(n)) continue;
    const scan = await pageImage(pdf, n, dpi);
    const image = options.jpeg ? await out.embedJpg(await scan.jpeg({ quality: 90 }).toBuffer()) : await out.embedPng(await scan.png().toBuffer());
    page.drawImage(image, { x: 0, y: 0, width, height });
  }
  return out.save();
}

/**
 * Page `page` of `pdf` as a photo. `sideways`: the pixels are stored turned a quarter to the left with EXIF
 * orientation 6 (as a phone held sideways writes them), so only a reader that honours EXIF shows it upright.
 * `turned`: the pixels turned this many degrees clockwise with no EXIF tag to undo it (a scanner app's output, a
 * screenshot); `leaning`: turned this many degrees clockwise on a white ground (a hand-held shot).
 */
export async function pagePhoto(
  pdf: Uint8Array,
  page: number,
  options: { format: 'jpeg' | 'png' | 'webp'; sideways?: boolean; turned?: 90 | 180 | 270; leaning?: number; dpi?: number },
): Promise<Uint8Array> {
  let image = await pageImage(pdf, page, options.dpi ?? 150);
  if (options.sideways) image = sharp(await image.rotate(270).png().toBuffer()).withMetadata({ orientation: 6 });
  if (options.turned) image = sharp(await image.rotate(options.turned).png().toBuffer());
  if (options.leaning) image = sharp(await image.rotate(options.leaning, { background: '#ffffff' }).png().toBuffer());
  const encoded = options.format === 'jpeg' ? image.jpeg({ quality: 90 }) : options.format === 'png' ? image.png() : image.webp({ quality: 90 });
  return new Uint8Array(await encoded.toBuffer());
}

/** The text a PDF viewer finds on each page (the same extraction the pipeline uses). */
export async function pdfTexts(pdf: Uint8Array): Promise<string[]> {
  const texts: string[] = [];
  const onMessage = (m: ProcessMessage) => {
    if (m.type === 'page') texts[m.page - 1] = m.text;
  };
  const task = { op: 'process', bytes: pdf, chunk: 0, chunks: 1, maxPages: 500, previewPages: 0, renderedPages: 0, widths: { readable: 100, locked: 100, cover: 100 }, quality: 50 } as const;
  await pool().run(task, { timeoutMs: 60_000, onMessage });
  return texts;
}

const tokens = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The share of the source's words that the recognised text has, in order (longest common subsequence). */
export function wordAccuracy(source: string, recognised: string): number {
  const a = tokens(source);
  const b = tokens(recognised);
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  return a.length ? prev[b.length]! / a.length : 1;
}

const SENTENCES = [
  'The cell membrane controls which substances enter and leave the cell.',
  'Enzymes are proteins that speed up chemical reactions without being used up.',
  'Diffusion is the net movement of particles from a high to a low concentration.',
  'Mitochondria release energy from glucose during aerobic respiration.',
  'The nucleus holds the genetic material that controls the activities of the cell.',
  'Osmosis is the diffusion of water across a partially permeable membrane.',
  'Ribosomes join amino acids together to build new proteins.',
  'Active transport moves substances against a concentration gradient using energy.',
  'Plant cells have a cell wall made of cellulose that keeps their shape.',
  'Stem cells can divide and become many different kinds of specialised cells.',
  'The rate of an enzyme reaction rises with temperature until the enzyme denatures.',
  'Each chromosome carries a long molecule of DNA wound around proteins.',
];

/** The same notes in German: a second language for the detection tests (Tesseract's `deu` pack). */
const GERMAN = {
  title: 'Biologie, Mitschrift Seite',
  sentences: [
    'Die Zellmembran bestimmt, welche Stoffe in die Zelle gelangen und welche sie verlassen.',
    'Enzyme sind Proteine, die chemische Reaktionen beschleunigen, ohne dabei verbraucht zu werden.',
    'Diffusion ist die Bewegung von Teilchen von einer hohen zu einer niedrigen Konzentration.',
    'Mitochondrien gewinnen während der Zellatmung Energie aus Glukose.',
    'Der Zellkern enthält das Erbgut, das die Tätigkeiten der Zelle steuert.',
    'Osmose ist die Diffusion von Wasser durch eine halbdurchlässige Membran.',
    'Ribosomen verknüpfen Aminosäuren zu neuen Proteinen.',
    'Aktiver Transport bewegt Stoffe unter Energieaufwand gegen ein Konzentrationsgefälle.',
    'Pflanzenzellen haben eine Zellwand aus Zellulose, die ihre Form erhält.',
    'Stammzellen können sich teilen und zu vielen verschiedenen Zelltypen werden.',
    'Die Geschwindigkeit einer Enzymreaktion steigt mit der Temperatur, bis das Enzym denaturiert.',
    'Jedes Chromosom trägt ein langes Molekül DNA, das um Proteine gewickelt ist.',
  ],
};

/**
 * Lecture notes as a text PDF: `pages` pages of plain sentences (English, or German with `german`); `extra[n]` is
 * added to page n + 1 only.
 */
export async function notesPdf(pages: number, extra: Record<number, string> = {}, options: { german?: boolean } = {}): Promise<{ pdf: Uint8Array; texts: string[] }> {
  const { title, sentences } = options.german ? GERMAN : { title: 'Biology notes, page', sentences: SENTENCES };
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const texts: string[] = [];
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    const lines = [`${title} ${p + 1}`, ...Array.from({ length: 14 }, (_, i) => sentences[(i * 5 + p * 7) % sentences.length]!)];
    if (extra[p]) lines.push(extra[p]!);
    lines.forEach((line, i) => {
      page.drawText(line, { x: 50, y: 780 - i * 24, size: i === 0 ? 16 : 12, font });
    });
    texts.push(lines.join('\n'));
  }
  return { pdf: await doc.save(), texts };
}
