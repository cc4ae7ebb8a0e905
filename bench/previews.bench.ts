// Preview rendering: our pipeline (pdfjs-dist through @napi-rs/canvas in worker threads, WebP by sharp, text
// extracted on the way) against poppler's pdftoppm rendering the same PDF to PNG at the same size, in one run.
// pdftoppm is installed with apt-get (poppler-utils) when it is missing. Prints pages/s of each and the ratio,
// on one core and on every core (pdftoppm runs one process per core over page ranges for the latter).
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { PdfPool } from '../modules/documents/pdf/pool.ts';
import { fmt } from './stats.ts';

const PAGES = 40;
/** A4 at 72 dpi: 595 pixels wide, what pdftoppm -r 72 gives. */
const WIDTH = 595;

async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const words = 'the derivative measures how a function changes as its input changes and integration accumulates those changes over an interval'.split(' ');
  for (let p = 0; p < PAGES; p++) {
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

/** A command from a Debian package, installed with apt-get when it is missing; false when that fails. */
function ensureTool(command: string, debianPackage: string): boolean {
  const present = () => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (present()) return true;
  console.log(`${command} is missing: installing ${debianPackage} with apt-get ...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) => spawnSync(asRoot[0] ?? args[0]!, asRoot.length ? [...asRoot.slice(1), ...args] : args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run(['apt-get', 'install', '-y', '-q', debianPackage]).status !== 0) {
    run(['apt-get', 'update', '-q']);
    run(['apt-get', 'install', '-y', '-q', debianPackage]);
  }
  return present();
}

function exec(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** A page range of the PDF as PNGs at 72 dpi, by poppler or by MuPDF. */
const RENDERERS = {
  pdftoppm: {
    debianPackage: 'poppler-utils',
    label: 'pdftoppm -r 72 -png',
    run: (file: string, out: string, first: number, last: number) => exec('pdftoppm', ['-r', '72', '-png', '-f', String(first), '-l', String(last), file, out]),
  },
  mutool: {
    debianPackage: 'mupdf-tools',
    label: 'mutool draw -r 72 (PNG)',
    run: (file: string, out: string, first: number, last: number) => exec('mutool', ['draw', '-q', '-r', '72', '-o', `${out}-%d.png`, file, `${first}-${last}`]),
  },
} as const;

async function timed(task: () => Promise<void>, rounds = 3): Promise<number> {
  await task(); // warm-up
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await task();
    best = Math.min(best, performance.now() - started);
  }
  return best / 1000;
}

async function ours(bytes: Uint8Array, threads: number): Promise<number> {
  const pool = new PdfPool(threads);
  try {
    return await timed(async () => {
      let images = 0;
      await Promise.all(
        Array.from({ length: threads }, (_, chunk) =>
          pool.run(
            {
              op: 'process', bytes, chunk, chunks: threads, maxPages: 1000, previewPages: PAGES, renderedPages: PAGES,
              widths: { readable: WIDTH, cover: WIDTH, locked: WIDTH }, quality: 72,
            },
            { timeoutMs: 600_000, onMessage: (m) => void (m.type === 'image' && m.kind !== 'cover' && images++) },
          ),
        ),
      );
      if (images !== PAGES) throw new Error(`rendered ${images} of ${PAGES} pages`);
    });
  } finally {
    await pool.close();
  }
}

export async function previewsBench() {
  const cores = Math.max(1, os.availableParallelism());
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-previews-bench-'));
  try {
    const bytes = await samplePdf();
    const file = path.join(dir, 'sample.pdf');
    await writeFile(file, bytes);
    console.log(`${PAGES}-page A4 text PDF with figures (${Math.round(bytes.length / 1024)} KB), ${WIDTH} px wide (72 dpi), ${cores} core(s)`);
    const oursOne = await ours(bytes, 1);
    const oursAll = cores > 1 ? await ours(bytes, cores) : oursOne;
    console.log(`  ours, 1 thread:        ${fmt(PAGES / oursOne)} pages/s  (render + WebP + text of every page; the second half blurred, as locked pages are)`);
    if (cores > 1) console.log(`  ours, ${cores} threads:       ${fmt(PAGES / oursAll)} pages/s`);
    const outDir = path.join(dir, 'out');
    const fresh = async () => {
      await rm(outDir, { recursive: true, force: true });
      await mkdir(outDir);
    };
    for (const [name, renderer] of Object.entries(RENDERERS)) {
      if (!ensureTool(name, renderer.debianPackage)) {
        console.log(`  ${name}: not available (apt-get failed); no ${name} baseline this run`);
        continue;
      }
      const one = await timed(async () => {
        await fresh();
        await renderer.run(file, path.join(outDir, 'p'), 1, PAGES);
      });
      const produced = (await readdir(outDir)).length;
      if (produced !== PAGES) throw new Error(`${name} produced ${produced} of ${PAGES} pages`);
      const all = await timed(async () => {
        await fresh();
        const per = Math.ceil(PAGES / cores);
        await Promise.all(Array.from({ length: cores }, (_, i) => renderer.run(file, path.join(outDir, `q${i}`), i * per + 1, Math.min(PAGES, (i + 1) * per))));
      });
      console.log(`  ${renderer.label}, 1 process: ${fmt(PAGES / one)} pages/s${cores > 1 ? `; ${cores} processes: ${fmt(PAGES / all)} pages/s` : ''}`);
      const target = name === 'mutool' ? ` (target >= 0.5x on one core: ${one / oursOne >= 0.5 ? 'met' : 'NOT met'})` : '';
      console.log(`  ratio ours / ${name}: ${fmt(one / oursOne, 2)}x on one core${cores > 1 ? `, ${fmt(all / oursAll, 2)}x on ${cores} cores` : ''}${target}`);
    }
    await profileStages(bytes);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Where one thread's time goes, page by page in this process with the thread's own libraries and settings: parse,
 * page objects, text, drawing, reading the pixels out, WebP. What ours on one thread costs beyond the sum is the
 * hand-off between threads and the blur of locked pages.
 */
async function profileStages(bytes: Uint8Array): Promise<void> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const sharp = (await import('sharp')).default;
  const { pageText } = await import('../modules/documents/pdf/page-text.ts');
  const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const spent = { open: 0, page: 0, text: 0, draw: 0, pixels: 0, webp: 0 };
  const clock = async <T>(stage: keyof typeof spent, work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      spent[stage] += performance.now() - started;
    }
  };
  for (let round = 0; round < 2; round++) {
    for (const key of Object.keys(spent) as (keyof typeof spent)[]) spent[key] = 0;
    const pdf = await clock('open', () =>
      pdfjs.getDocument({
        data: bytes.slice(),
        standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
        isEvalSupported: false,
        useSystemFonts: false,
        verbosity: 0,
      } as any).promise,
    );
    const factory = (pdf as any).canvasFactory;
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await clock('page', () => pdf.getPage(n));
      await clock('text', async () => pageText((await page.getTextContent()).items));
      const viewport = page.getViewport({ scale: WIDTH / page.getViewport({ scale: 1 }).width });
      const entry = factory.create(Math.round(viewport.width), Math.round(viewport.height));
      await clock('draw', () => page.render({ canvas: entry.canvas, viewport } as any).promise);
      const pixels: Buffer = await clock('pixels', () => entry.canvas.data());
      await clock('webp', () =>
        sharp(pixels, { raw: { width: entry.canvas.width, height: entry.canvas.height, channels: 4 } }).removeAlpha().webp({ quality: 72, effort: 2 }).toBuffer(),
      );
      factory.destroy(entry);
      page.cleanup();
    }
    await pdf.loadingTask.destroy();
  }
  const total = Object.values(spent).reduce((a, b) => a + b, 0);
  console.log(`  where one thread's time goes (${PAGES} pages, in process, second of two rounds): ${fmt(total, 0)} ms in all`);
  console.log(`    ${Object.entries(spent).map(([stage, ms]) => `${stage} ${fmt(ms, 0)} ms (${fmt((100 * ms) / total, 0)}%)`).join(', ')}`);
}
