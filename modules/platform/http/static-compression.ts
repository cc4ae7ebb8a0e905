// The built web app's text files (JavaScript, CSS, SVG...) compressed once per process at the best ratios, brotli
// at quality 11 and gzip at level 9, and kept in memory: per-request compression (koa-compress, quality 4) would
// spend CPU on every answer for a bigger result, and stream it without a Content-Length. Compressed at startup
// (`warm`, in the background) rather than at build, so any build served from WEB_DIST gets it and nothing on disk
// can go stale. Brotli 11 is slow (about a second for the 255 KB vendor chunk), so nobody waits for it: a file
// asked for before its compressed copy is ready starts it and goes out through koa-compress this once.
// Memory: the dist's text files, compressed twice (a few MB; source maps are not compressed).
import { createReadStream, statSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { logger } from '../log.ts';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt', '.html']);
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';
type Variants = Record<Encoding, Buffer>;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const compressible = (file: string, size: number) => size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file));

/** Brotli whenever the client takes it (browsers list gzip first, at the same weight), else gzip, else none. */
export function chosenEncoding(ctx: Context): Encoding | null {
  if (ctx.acceptsEncodings('br')) return 'br';
  return ctx.acceptsEncodings('gzip') ? 'gzip' : null;
}

export function compressedFiles() {
  // Keyed by path and modification time: a rebuilt file is compressed again, never served stale.
  const cache = new Map<string, Promise<Variants>>();
  const done = new Map<string, Variants>();

  async function compress(file: string): Promise<Variants> {
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    return { br, gzip: gz };
  }

  const keyOf = (file: string, mtimeMs: number) => `${file}\0${mtimeMs}`;

  function variants(file: string, mtimeMs: number): Promise<Variants> {
    const key = keyOf(file, mtimeMs);
    let made = cache.get(key);
    if (!made) {
      made = compress(file);
      // A failed read is not remembered: a later request tries again (and meanwhile the file goes out as it is).
      made.then((v) => done.set(key, v)).catch(() => cache.delete(key));
      cache.set(key, made);
    }
    return made;
  }

  return {
    /** The compressed copies when ready; otherwise starts making them (once) and answers undefined. */
    ready(file: string, mtimeMs: number): Variants | undefined {
      const ready = done.get(keyOf(file, mtimeMs));
      if (!ready) variants(file, mtimeMs).catch(() => {});
      return ready;
    },
    /** Compresses every compressible file under `dir` one after another, so startup never takes both cores. */
    async warm(dir: string) {
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      for (const file of files) {
        try {
          const { size, mtimeMs } = await stat(file);
          if (compressible(file, size)) await variants(file, mtimeMs);
        } catch (error) {
          logger('http').warn({ err: error, file }, 'could not compress a web file');
        }
      }
    },
  };
}

/** A file as the answer: its compressed copy when ready and the client takes it, else the file itself, streamed. */
export function sendFile(ctx: Context, file: string, compressed: ReturnType<typeof compressedFiles>) {
  const { size, mtimeMs } = statSync(file);
  const packed = compressible(file, size) ? compressed.ready(file, mtimeMs) : undefined;
  const encoding = packed && chosenEncoding(ctx);
  if (packed) ctx.vary('Accept-Encoding');
  if (packed && encoding) {
    // A Buffer body: Koa sets its Content-Length; koa-compress leaves an encoded answer alone.
    ctx.set('Content-Encoding', encoding);
    ctx.body = packed[encoding];
    return;
  }
  ctx.length = size;
  ctx.body = createReadStream(file);
}
