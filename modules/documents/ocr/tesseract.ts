// Tesseract, run as Debian's `tesseract` binary: one process per page, one core each (OMP_THREAD_LIMIT=1, so
// several pages in parallel never oversubscribe the worker's threads), its own process group killed whole when a
// page takes too long. The page goes in on stdin as a greyscale PGM; out come the words with their confidences
// (TSV) and, for the buyer's searchable PDF, a text-only PDF page of the same size.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { textFromTsv } from './page-text.ts';

export type OcrImage = { width: number; height: number; dpi: number; data: Uint8Array };
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

export type OcrEngine = { available: false; reason: string } | { available: true; version: string; languages: string[] };

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
    const languages = `${langs.stdout}`
      .split('\n')
      .slice(1)
      .map((l) => l.trim())
      .filter((l) => l && l !== 'osd');
    if (!languages.length) return { available: false, reason: 'no language pack is installed' };
    return { available: true, version: `${version.stdout}${version.stderr}`.split('\n')[0]!.trim(), languages };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { available: false, reason: code === 'ENOENT' ? `${tesseractPath} is not installed` : (error as Error).message.split('\n')[0]! };
  }
}

function pgm(image: OcrImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength)]);
}

/** Reads one page. Throws OcrTimeout past `timeoutMs`, OcrUnavailable when the binary cannot start. */
export async function recognise(
  image: OcrImage,
  options: { tesseractPath: string; language: string; timeoutMs: number; layer: boolean },
): Promise<OcrOutput> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-ocr-'));
  try {
    const base = path.join(dir, 'page');
    const args = ['stdin', base, '-l', options.language, '--dpi', String(Math.round(image.dpi)), '--psm', '3'];
    if (options.layer) args.push('-c', 'textonly_pdf=1', 'tsv', 'pdf');
    else args.push('tsv');
    await new Promise<void>((resolve, reject) => {
      const child = spawn(options.tesseractPath, args, {
        detached: true,
        stdio: ['pipe', 'ignore', 'pipe'],
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      });
      let errors = '';
      child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
      // A process that exits before reading all of stdin (a bad argument) must not crash us with EPIPE.
      child.stdin.on('error', () => {});
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {}
        reject(new OcrTimeout(Math.round(options.timeoutMs / 1000)));
      }, options.timeoutMs);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new OcrUnavailable(`${options.tesseractPath} is not installed`) : error);
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        if (code === 0) resolve();
        else reject(new Error(`tesseract exited with ${code}: ${errors.trim().split('\n').pop() ?? ''}`));
      });
      child.stdin.end(pgm(image));
    });
    const { text, confidence } = textFromTsv(await readFile(`${base}.tsv`, 'utf8'));
    const layer = options.layer ? new Uint8Array(await readFile(`${base}.pdf`)) : null;
    return { text, confidence, layer };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
