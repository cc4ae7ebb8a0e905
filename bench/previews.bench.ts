// Preview rendering (issue #29): our pipeline (pdfjs text, PDFium drawing, WebP by sharp, in a worker thread)
// against the one before it (pdfjs drawing through @napi-rs/canvas) and against MuPDF's `mutool draw` and poppler's
// `pdftoppm` on the same PDFs in the same run: the 40-page text PDF with figures and a real 36-page pdfTeX manual.
// Then the fidelity of both renderers against MuPDF on text, vector, image and non-Latin pages, the encoders'
// bytes and time, the stages of one thread and one job's peak memory. Missing tools and the manual are installed
// with apt-get.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { encodePreview } from '../modules/documents/pdf/encode.ts';
import { openForDrawing } from '../modules/documents/pdf/pdfium.ts';
import { PdfPool } from '../modules/documents/pdf/pool.ts';
import { fidelityPages, REAL_DOCUMENT, REAL_DOCUMENT_PACKAGE, SAMPLE_PAGES, samplePdf } from './previews-corpus.ts';
import { PRODUCT, type Pipeline, runPipeline, type Settings, type Stages } from './previews-pipelines.ts';
import { fmt } from './stats.ts';

/** A4 at 72 dpi: 595 pixels wide, what pdftoppm -r 72 gives. */
const WIDTH = 595;
/** Every page drawn, the second half blurred as locked pages are, at 72 dpi: the bench since issue #16. */
const BENCH: Settings = { previewPages: 1000, renderedPages: 1000, widths: { readable: WIDTH, cover: WIDTH, locked: WIDTH }, quality: 72 };

/** A Debian package installed with apt-get when `present` says it is missing; false when that fails. */
function ensurePackage(debianPackage: string, present: () => boolean): boolean {
  if (present()) return true;
  console.log(`  installing ${debianPackage} with apt-get ...`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const run = (args: string[]) => spawnSync(asRoot[0] ?? args[0]!, asRoot.length ? [...asRoot.slice(1), ...args] : args.slice(1), {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run(['apt-get', 'install', '-y', '-q', debianPackage]).status !== 0) {
    run(['apt-get', 'update', '-q']);
    run(['apt-get', 'install', '-y', '-q', debianPackage]);
  }
  return present();
}
const hasCommand = (command: string) => () => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

function exec(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** A page range of the PDF as PNGs at 72 dpi, by poppler or by MuPDF. */
const RENDERERS = {
  mutool: {
    debianPackage: 'mupdf-tools',
    label: 'mutool draw -r 72 (PNG)',
    run: (file: string, out: string, first: number, last: number) => exec('mutool', ['draw', '-q', '-r', '72', '-o', `${out}-%d.png`, file, `${first}-${last}`]),
  },
  pdftoppm: {
    debianPackage: 'poppler-utils',
    label: 'pdftoppm -r 72 -png',
    run: (file: string, out: string, first: number, last: number) => exec('pdftoppm', ['-r', '72', '-png', '-f', String(first), '-l', String(last), file, out]),
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

/** Seconds for the product's path: the worker-thread pool, `threads` threads sharing the document, and the images' bytes. */
async function pooled(bytes: Uint8Array, pages: number, threads: number): Promise<{ seconds: number; bytes: number }> {
  const pool = new PdfPool(threads);
  let total = 0;
  try {
    const seconds = await timed(async () => {
      let images = 0;
      total = 0;
      await Promise.all(
        Array.from({ length: threads }, (_, chunk) =>
          pool.run(
            { op: 'process', bytes, chunk, chunks: threads, maxPages: 1000, ...BENCH },
            {
              timeoutMs: 600_000,
              onMessage: (m) => {
                if (m.type !== 'image' || m.kind === 'cover') return;
                images++;
                total += m.data.length;
              },
            },
          ),
        ),
      );
      if (images !== pages) throw new Error(`rendered ${images} of ${pages} pages`);
    });
    return { seconds, bytes: total };
  } finally {
    await pool.close();
  }
}

/** One case: ours (new, in the pool) against the old pipeline and the command-line renderers, one core. */
async function speedCase(name: string, file: string, dir: string, tools: (keyof typeof RENDERERS)[]) {
  const bytes = new Uint8Array(await readFile(file));
  const pages = (await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 } as any).promise).numPages;
  console.log(`${name}: ${pages} pages (${Math.round(bytes.length / 1024)} KB), ${WIDTH} px wide (72 dpi)`);
  const rate = (seconds: number) => pages / seconds;
  const seconds: Record<string, number> = {};
  const kb: Record<string, number> = {};
  const ours = await pooled(bytes, pages, 1);
  seconds.new = ours.seconds;
  kb.new = ours.bytes / 1024 / pages;
  for (const pipeline of ['lossy', 'old'] as const) {
    let total = 0;
    seconds[pipeline] = await timed(async () => void (total = (await runPipeline(pipeline, bytes, BENCH)).bytes));
    kb[pipeline] = total / 1024 / pages;
  }
  const row = (label: string, key: string) => `  ${label.padEnd(52)} ${fmt(rate(seconds[key]!)).padStart(5)} pages/s, ${fmt(kb[key]!, 1).padStart(5)} KB a page`;
  console.log(`${row('ours (PDFium + WebP chosen per page, 1 thread):', 'new')}  (text + drawing + encoded image of every page)`);
  console.log(`${row('PDFium + lossy WebP e2 on every page (until today):', 'lossy')}  -> ours ${fmt(seconds.lossy! / seconds.new, 2)}x, bytes ${fmt(kb.new! / kb.lossy!, 2)}x`);
  console.log(`${row('before #29 (pdfjs + @napi-rs/canvas + WebP e2):', 'old')}  -> ours ${fmt(seconds.old! / seconds.new, 2)}x the old pipeline`);
  const outDir = path.join(dir, 'out');
  for (const tool of tools) {
    const renderer = RENDERERS[tool];
    const one = await timed(async () => {
      await rm(outDir, { recursive: true, force: true });
      await mkdir(outDir);
      await renderer.run(file, path.join(outDir, 'p'), 1, pages);
    });
    const produced = (await readdir(outDir)).length;
    if (produced !== pages) throw new Error(`${tool} produced ${produced} of ${pages} pages`);
    seconds[tool] = one;
    const target = tool === 'mutool' ? ` (issue #29's target >= 0.8x: ${one / seconds.new >= 0.8 ? 'met' : 'NOT met'}; lossy e2 until today: ${fmt(one / seconds.lossy!, 2)}x; before #29: ${fmt(one / seconds.old!, 2)}x)` : '';
    console.log(`  ${renderer.label}, 1 process: ${fmt(rate(one))} pages/s  -> ours ${fmt(one / seconds.new, 2)}x${target}`);
  }
  return { bytes, pages, seconds };
}

/** Decoded RGB of an image file, or of an RGBA bitmap. */
async function rgbOf(input: Buffer | { pixels: Uint8Array; width: number; height: number }) {
  const image = Buffer.isBuffer(input) ? sharp(input) : sharp(input.pixels, { raw: { width: input.width, height: input.height, channels: 4 } });
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference per channel (0-255) and the share of pixels off by more than 64 in some channel. */
function difference(a: { data: Buffer; width: number; height: number }, b: { data: Buffer; width: number; height: number }) {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  let sum = 0;
  let visible = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a.width + x) * 3;
      const j = (y * b.width + x) * 3;
      let worst = 0;
      for (let c = 0; c < 3; c++) {
        const d = Math.abs(a.data[i + c]! - b.data[j + c]!);
        sum += d;
        worst = Math.max(worst, d);
      }
      if (worst > 64) visible++;
    }
  }
  return { mean: sum / (width * height * 3), visible: (100 * visible) / (width * height) };
}

/** Page one of `bytes` at `width` px by PDFium and by pdfjs (RGBA), the size from pdfjs's view of the page. */
async function bothRenders(bytes: Uint8Array, page: number, width: number) {
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false } as any).promise;
  const drawing = await openForDrawing(bytes);
  try {
    const p = await pdf.getPage(page);
    const viewport = p.getViewport({ scale: width / p.getViewport({ scale: 1 }).width });
    const w = Math.round(viewport.width);
    const h = Math.round(viewport.height);
    const factory = (pdf as any).canvasFactory;
    const entry = factory.create(w, h);
    await p.render({ canvas: entry.canvas, viewport } as any).promise;
    const old = new Uint8Array(entry.canvas.data());
    factory.destroy(entry);
    return { pdfium: { pixels: drawing.render(page, w, h), width: w, height: h }, pdfjs: { pixels: old, width: w, height: h } };
  } finally {
    drawing.close();
    await pdf.loadingTask.destroy();
  }
}

/** Both renderers against MuPDF (`mutool draw -w`), page by page, at the product's readable width. */
async function fidelity(dir: string, realDocument: string | null) {
  const width = PRODUCT.widths.readable;
  const cases: { name: string; file: string; page: number }[] = [];
  for (const { name, bytes } of await fidelityPages()) {
    const file = path.join(dir, `fidelity-${name}.pdf`);
    await writeFile(file, bytes);
    cases.push({ name, file, page: 1 });
  }
  if (realDocument) for (const page of [1, 5, 20]) cases.push({ name: `manual p${page}`, file: realDocument, page });
  console.log(`fidelity at ${width} px against mutool draw: mean difference per channel (0-255) / share of pixels off by more than 64`);
  const rows: Record<string, ReturnType<typeof difference>>[] = [];
  for (const c of cases) {
    const renders = await bothRenders(new Uint8Array(await readFile(c.file)), c.page, width);
    const png = path.join(dir, `mu-${c.name.replace(/\W/g, '')}.png`);
    await exec('mutool', ['draw', '-q', '-w', String(renders.pdfium.width), '-h', String(renders.pdfium.height), '-o', png, c.file, String(c.page)]);
    const mu = await rgbOf(await readFile(png));
    const ours = await rgbOf(renders.pdfium);
    const old = await rgbOf(renders.pdfjs);
    const row = { pdfium: difference(ours, mu), pdfjs: difference(old, mu), between: difference(ours, old) };
    rows.push(row);
    const cell = (d: { mean: number; visible: number }) => `${fmt(d.mean, 2)} / ${fmt(d.visible, 2)}%`;
    console.log(`  ${c.name.padEnd(12)} PDFium ${cell(row.pdfium).padEnd(16)} pdfjs ${cell(row.pdfjs).padEnd(16)} PDFium vs pdfjs ${cell(row.between)}`);
  }
  const mean = (key: 'pdfium' | 'pdfjs') => rows.reduce((sum, r) => sum + r[key]!.mean, 0) / rows.length;
  console.log(`  mean over ${rows.length} pages: PDFium ${fmt(mean('pdfium'), 2)}, pdfjs ${fmt(mean('pdfjs'), 2)} (lower is closer to MuPDF)`);
}

/** Bytes and time of the encoders a browser takes, on readable pages (800 px) of text, vector and image. */
async function encoders(realDocument: string | null) {
  const width = PRODUCT.widths.readable;
  const corpus = await fidelityPages();
  const pick = (name: string) => corpus.find((c) => c.name === name)!.bytes;
  const pages = [
    { name: 'text', bytes: pick('text+figure'), page: 1 },
    { name: 'vector', bytes: pick('vector'), page: 1 },
    { name: 'image', bytes: pick('image'), page: 1 },
    ...(realDocument ? [{ name: 'manual', bytes: new Uint8Array(await readFile(realDocument)), page: 5 }] : []),
  ];
  const bitmaps = await Promise.all(pages.map(async (p) => ({ name: p.name, ...(await bothRenders(p.bytes, p.page, width)).pdfium })));
  const variants: [string, (image: sharp.Sharp) => sharp.Sharp | null][] = [
    ['ours: chosen per page', () => null],
    ['WebP q72 effort 2 (before)', (i) => i.webp({ quality: 72, effort: 2 })],
    ['WebP q72 effort 0', (i) => i.webp({ quality: 72, effort: 0 })],
    ['WebP q72 effort 4', (i) => i.webp({ quality: 72, effort: 4 })],
    ['WebP lossless effort 0', (i) => i.webp({ lossless: true, effort: 0 })],
    ['WebP lossless effort 1', (i) => i.webp({ lossless: true, effort: 1 })],
    ['JPEG q80', (i) => i.jpeg({ quality: 80 })],
    ['PNG level 1', (i) => i.png({ compressionLevel: 1 })],
  ];
  console.log(`encoders on one ${width} px page each (best of 3): ms / KB for ${bitmaps.map((b) => b.name).join(', ')}`);
  for (const [label, encode] of variants) {
    const cells: string[] = [];
    for (const b of bitmaps) {
      let best = Number.POSITIVE_INFINITY;
      let size = 0;
      for (let round = 0; round < 3; round++) {
        const started = performance.now();
        const chosen = encode(sharp(b.pixels, { raw: { width: b.width, height: b.height, channels: 4 } }).removeAlpha());
        size = (chosen ? await chosen.toBuffer() : (await encodePreview(b.pixels, b.width, b.height, 'readable', b.width, PRODUCT.quality)).data).length;
        best = Math.min(best, performance.now() - started);
      }
      cells.push(`${fmt(best, 1)} ms / ${fmt(size / 1024, 0)} KB`);
    }
    console.log(`  ${label.padEnd(28)} ${cells.join('   ')}`);
  }
}

function printStages(label: string, spent: Stages) {
  const total = Object.values(spent).reduce((a, b) => a + b, 0);
  const parts = Object.entries(spent).filter(([, ms]) => ms > 0);
  console.log(`  ${label}: ${fmt(total, 0)} ms: ${parts.map(([stage, ms]) => `${stage} ${fmt(ms, 0)} ms (${fmt((100 * ms) / total, 0)}%)`).join(', ')}`);
}

/** Where one thread's time goes, old and new, in this process (second of two rounds). */
async function stages(bytes: Uint8Array) {
  console.log(`where one thread's time goes (${SAMPLE_PAGES}-page PDF, in process, second of two rounds):`);
  for (const pipeline of ['old', 'lossy', 'new'] as Pipeline[]) {
    const spent: Stages = { open: 0, text: 0, draw: 0, pixels: 0, encode: 0 };
    await runPipeline(pipeline, bytes, BENCH);
    await runPipeline(pipeline, bytes, BENCH, spent);
    printStages({ old: 'before #29', lossy: 'lossy e2 ', new: 'ours     ' }[pipeline], spent);
  }
}

/** One job with the product's settings in a fresh process each: its peak resident memory, old and new. */
async function memory(files: { name: string; file: string }[]) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'previews-pipelines.ts');
  const peak = async (pipeline: Pipeline, file: string) => {
    const out = await exec(process.execPath, [...process.execArgv, script, pipeline, file]);
    return JSON.parse(out.trim().split('\n').pop()!).peakMb as number;
  };
  console.log('one job\'s peak resident memory (a fresh process each, product settings: 800 px, 10 pages drawn):');
  for (const { name, file } of files) {
    const old = await peak('old', file);
    const ours = await peak('new', file);
    console.log(`  ${name.padEnd(16)} before ${fmt(old, 0)} MB, ours ${fmt(ours, 0)} MB (${ours <= old ? 'not more' : `${fmt(ours - old, 0)} MB more`})`);
  }
}

export async function previewsBench() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-previews-bench-'));
  try {
    const tools = (Object.keys(RENDERERS) as (keyof typeof RENDERERS)[]).filter((tool) => {
      const ok = ensurePackage(RENDERERS[tool].debianPackage, hasCommand(tool));
      if (!ok) console.log(`  ${tool}: not available (apt-get failed); no ${tool} baseline this run`);
      return ok;
    });
    const realDocument = ensurePackage(REAL_DOCUMENT_PACKAGE, () => existsSync(REAL_DOCUMENT)) ? REAL_DOCUMENT : null;
    const sample = path.join(dir, 'sample.pdf');
    await writeFile(sample, await samplePdf());
    console.log(`one core each (${os.availableParallelism()} on this machine), best of 3 after a warm-up`);
    const first = await speedCase(`${SAMPLE_PAGES}-page A4 text PDF with figures`, sample, dir, tools);
    if (os.availableParallelism() > 1) {
      const threads = os.availableParallelism();
      console.log(`  ours, ${threads} threads: ${fmt(first.pages / (await pooled(first.bytes, first.pages, threads)).seconds)} pages/s`);
    }
    if (realDocument) await speedCase('real document: the libtasn1 manual (pdfTeX)', realDocument, dir, tools.filter((t) => t === 'mutool'));
    else console.log(`real document: ${REAL_DOCUMENT} not available (apt-get ${REAL_DOCUMENT_PACKAGE} failed)`);
    await stages(first.bytes);
    if (tools.includes('mutool')) await fidelity(dir, realDocument);
    await encoders(realDocument);
    await memory([{ name: 'sample (40 pages)', file: sample }, ...(realDocument ? [{ name: 'manual (36 pages)', file: realDocument }] : [])]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
