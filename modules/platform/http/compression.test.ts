// Compression as a client sees it on the wire: brotli or gzip by Accept-Encoding for the app's assets and JSON,
// the built files' best-ratio copies made once with their Content-Length, year-long immutable caching for hashed
// assets, no-cache for index.html, and server-sent events never compressed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../../tests/support/database.ts';

let platform: TestPlatform;
let server: Awaited<ReturnType<typeof startTestServer>>;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;

beforeAll(async () => {
  platform = await bootTestPlatform({ realtime: true });
  const webDist = path.join(platform.dataDir, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>Studyhall</title><div id="root"></div>${' '.repeat(2000)}`);
  writeFileSync(path.join(webDist, 'assets', 'index-Bx12Ab.js'), script);
  server = await startTestServer(platform, { webDist });
});
afterAll(async () => {
  await server?.close();
  await platform?.cleanup();
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A plain GET that leaves the body as it came (fetch would decode it), stopping after `firstChunkOnly`. */
function get(urlPath: string, acceptEncoding: string, firstChunkOnly = false): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${urlPath}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (firstChunkOnly) {
          done();
          req.destroy();
        }
      });
      res.on('end', done);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression', () => {
  it('sends hashed assets brotli-compressed to browsers that accept it, cached for a year as immutable', async () => {
    const asset = await get('/assets/index-Bx12Ab.js', 'gzip, deflate, br, zstd');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toContain('Accept-Encoding');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.body).toString()).toBe(script);
    expect(asset.body.length).toBeLessThan(script.length / 2);
  });

  it('falls back to gzip, and to the plain bytes when the client accepts no encoding', async () => {
    const gzipped = await get('/assets/index-Bx12Ab.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plain = await get('/assets/index-Bx12Ab.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("serves a built file's compressed copy, made once, with its Content-Length, decompressing to the same bytes", async () => {
    // The first request starts the copies (and goes out compressed on the fly); later ones get them.
    await expect
      .poll(async () => (await get('/assets/index-Bx12Ab.js', 'gzip, deflate, br, zstd')).headers['content-length'], { timeout: 10_000, interval: 100 })
      .toBeDefined();
    const br = await get('/assets/index-Bx12Ab.js', 'gzip, deflate, br, zstd');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(Buffer.from(script))).toBe(true);
    const gz = await get('/assets/index-Bx12Ab.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).equals(Buffer.from(script))).toBe(true);
    const plain = await get('/assets/index-Bx12Ab.js', 'br;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(Number(plain.headers['content-length'])).toBe(script.length);
    expect(plain.body.toString()).toBe(script);
  });

  it('serves index.html compressed and never cached without revalidation', async () => {
    const page = await get('/documents', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toContain('<div id="root">');
  });

  it('compresses JSON answers', async () => {
    const openapi = await get('/api/openapi.json', 'br');
    expect(openapi.status).toBe(200);
    expect(openapi.headers['content-type']).toContain('application/json');
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(openapi.body).toString()).openapi).toMatch(/^3\./);
  });

  it('never compresses or holds back server-sent events, and a client leaving is not an error', async () => {
    const printed = vi.spyOn(console, 'error');
    const events = await get('/api/events', 'gzip, deflate, br', true);
    expect(events.headers['content-type']).toContain('text/event-stream');
    expect(events.headers['content-encoding']).toBeUndefined();
    // The first frame arrives at once and readable: nothing sits in a compressor's buffer.
    expect(events.body.toString()).toContain('retry: 1000');
    // The client is gone (get() destroyed it): once the server has let go of the stream, nothing was reported.
    await expect.poll(() => platform.realtime!.connections).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(printed.mock.calls.flat().join(' ')).not.toContain('Premature close');
    printed.mockRestore();
  });
});
