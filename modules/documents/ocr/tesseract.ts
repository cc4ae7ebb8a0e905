// Tesseract, run as Debian's `tesseract` binary: one process per page, one core each (OMP_THREAD_LIMIT=1, so
// several pages in parallel never oversubscribe the worker's threads), its own process group killed whole when a
// page takes too long. The page goes in as an image file (raster.ts); out come the words with their confidences
// (TSV) and, for the buyer's searchable PDF, a text-only PDF page of the same size; or, for photos, which way is up.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { textFromTsv } from './page-text.ts';

/** An image file Tesseract reads (PGM, PPM, JPEG, PNG...) and its resolution. */
export type OcrImage = { file: Uint8Array; dpi: number };
export type OcrOutput = { text: string; confidence: number | null; layer: Uint8Array | null };

export class OcrTimeout extends Error {
  constructor(seconds: number) {
    super(`reading the page took longer than ${seconds} s`);
    this.name = 'OcrTimeout';
  }
}

export class OcrUnavailable extends Error {
  constructor(detail: string) {
    super(`Tesseract cannot be run (${detail})`);
    this.name = 'OcrUnavailable';
  }
}

/** `osd`: the orientation and script detection pack is installed (`orientation` works). */
export type OcrEngine = { available: false; reason: string } | { available: true; version: string; languages: string[]; osd: boolean };

const engines = new Map<string, Promise<OcrEngine>>();

/**
 * Whether this binary runs and which language packs it has. A working engine is remembered per path and process;
 * a missing one is asked again each time (a failed start costs a millisecond), so a worker that was running when
 * Tesseract got installed reads the scans that `reprocess --ocr` sends it.
 */
export function ocrEngine(tesseractPath: string): Promise<OcrEngine> {
  let engine = engines.get(tesseractPath);
  if (!engine) {
    engine = probe(tesseractPath);
    engines.set(tesseractPath, engine);
    void engine.then((e) => {
      if (!e.available) engines.delete(tesseractPath);
    });
  }
  return engine;
}

/** Forgets what was found, so an install is seen without a restart (the reprocess command asks again). */
export function forgetOcrEngines(): void {
  engines.clear();
}

async function probe(tesseractPath: string): Promise<OcrEngine> {
  try {
    const run = promisify(execFile);
    const version = await run(tesseractPath, ['--version'], { timeout: 10_000 });
    const langs = await run(tesseractPath, ['--list-langs'], { timeout: 10_000 });
    const packs = `${langs.stdout}`
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter(Boolean);
    const languages = packs.filter((l) => l !== 'osd');
    if (!languages.length) return { available: false, reason: 'no language pack is installed' };
    return { available: true, version: `${version.stdout}${version.stderr}`.split('\n')[0]!.trim(), languages, osd: packs.includes('osd') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { available: false, reason: code === 'ENOENT' ? `${tesseractPath} is not installed` : (error as Error).message.split('\n')[0]! };
  }
}

/** A private directory for one run's files, removed afterwards. */
async function scratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-ocr-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs Tesseract on the image, written to a file in `dir` first: Tesseract copies stdin into memory character by
 * character, which costs it about 0.35 s of CPU more than a file for a 26 MB page of pixels (an A4 RGB scan at
 * 300 dpi; writing the file costs us about 10 ms). Answers its standard output.
 */
async function run(tesseractPath: string, args: string[], image: OcrImage, options: { dir: string; timeoutMs: number }): Promise<string> {
  const input = path.join(options.dir, 'image');
  await writeFile(input, image.file);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(tesseractPath, [input, ...args, '--dpi', String(Math.round(image.dpi))], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
      reject(new OcrTimeout(Math.round(options.timeoutMs / 1000)));
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new OcrUnavailable(`${tesseractPath} is not installed`) : error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`tesseract exited with ${code}: ${errors.trim().split('\n').pop() ?? ''}`));
    });
  });
}

/** Reads one page. Throws OcrTimeout past `timeoutMs`, OcrUnavailable when the binary cannot start. */
export function recognise(
  image: OcrImage,
  options: { tesseractPath: string; language: string; timeoutMs: number; layer: boolean },
): Promise<OcrOutput> {
  return scratch(async (dir) => {
    const base = path.join(dir, 'page');
    const args = [base, '-l', options.language, '--psm', '3'];
    if (options.layer) args.push('-c', 'textonly_pdf=1', 'tsv', 'pdf');
    else args.push('tsv');
    await run(options.tesseractPath, args, image, { dir, timeoutMs: options.timeoutMs });
    const { text, confidence } = textFromTsv(await readFile(`${base}.tsv`, 'utf8'));
    const layer = options.layer ? new Uint8Array(await readFile(`${base}.pdf`)) : null;
    return { text, confidence, layer };
  });
}

/**
 * Tesseract's orientation and script detection (`--psm 0`, the `osd` pack): how far to turn the image clockwise
 * to stand it upright, and the script it is written in, each with Tesseract's confidence.
 */
export type Orientation = { rotate: 0 | 90 | 180 | 270; confidence: number; script: string; scriptConfidence: number };

export async function orientation(image: OcrImage, options: { tesseractPath: string; timeoutMs: number }): Promise<Orientation> {
  const out = await scratch((dir) => run(options.tesseractPath, ['stdout', '--psm', '0'], image, { dir, timeoutMs: options.timeoutMs }));
  const field = (name: string) => out.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1]?.trim() ?? '';
  const rotate = Number(field('Rotate'));
  return {
    rotate: rotate === 90 || rotate === 180 || rotate === 270 ? rotate : 0,
    confidence: Number(field('Orientation confidence')) || 0,
    script: field('Script'),
    scriptConfidence: Number(field('Script confidence')) || 0,
  };
}
