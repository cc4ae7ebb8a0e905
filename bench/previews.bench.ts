// Preview rendering: our pipeline (pdfjs-dist through @napi-rs/canvas in worker threads, WebP by sharp, text
// extracted on the way) against poppler's pdftoppm rendering the same PDF to PNG at the same size, in one run.
// pdftoppm is installed with apt-get (poppler-utils) when it is missing. Prints pages/s of each and the ratio,
// on one core and on every core (pdftoppm runs one process per core over page ranges for the latter).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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

function ensurePdftoppm(): boolean {
  if (spawnSync('sh', ['-c', 'command -v pdftoppm']).status === 0) return true;
  console.log('pdftoppm is missing: installing poppler-utils with apt-get ...');
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) => spawnSync(asRoot[0] ?? args[0]!, asRoot.length ? [...asRoot.slice(1), ...args] : args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run(['apt-get', 'install', '-y', '-q', 'poppler-utils']).status !== 0) {
    run(['apt-get', 'update', '-q']);
    run(['apt-get', 'install', '-y', '-q', 'poppler-utils']);
  }
  return spawnSync('sh', ['-c', 'command -v pdftoppm']).status === 0;
}

function pdftoppm(file: string, out: string, first: number, last: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pdftoppm', ['-r', '72', '-png', '-f', String(first), '-l', String(last), file, out], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pdftoppm exited with ${code}`))));
  });
}

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
    if (!ensurePdftoppm()) {
      console.log('  pdftoppm: not available (apt-get failed); no baseline this run');
      return;
    }
    const outDir = path.join(dir, 'out');
    const popplerOne = await timed(async () => {
      await rm(outDir, { recursive: true, force: true });
      await (await import('node:fs/promises')).mkdir(outDir);
      await pdftoppm(file, path.join(outDir, 'p'), 1, PAGES);
    });
    const produced = (await readdir(outDir)).length;
    if (produced !== PAGES) throw new Error(`pdftoppm produced ${produced} of ${PAGES} pages`);
    const popplerAll = await timed(async () => {
      const per = Math.ceil(PAGES / cores);
      await Promise.all(
        Array.from({ length: cores }, (_, i) => pdftoppm(file, path.join(outDir, `q${i}`), i * per + 1, Math.min(PAGES, (i + 1) * per))),
      );
    });
    console.log(`  pdftoppm -r 72 -png, 1 process:   ${fmt(PAGES / popplerOne)} pages/s`);
    if (cores > 1) console.log(`  pdftoppm -r 72 -png, ${cores} processes: ${fmt(PAGES / popplerAll)} pages/s`);
    console.log(`  ratio ours / pdftoppm: ${fmt(popplerOne / oursOne, 2)}x on one core${cores > 1 ? `, ${fmt(popplerAll / oursAll, 2)}x on ${cores} cores` : ''}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
