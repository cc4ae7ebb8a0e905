// The built web app over the wire: every JavaScript and CSS file of web/dist/assets fetched through the real
// server, as the plain bytes (Accept-Encoding: identity, the baseline), then gzip and brotli (the copies made
// once at startup), in the same run. Prints bytes transferred, the loopback time per full fetch of the assets,
// and what the bytes would take on a 10 Mbit/s mobile link, where the difference is felt.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { buildWebIfNeeded } from '../modules/main.ts';
import { bootPlatform, createServerApp, listen, WEB_DIST } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { fmt } from './stats.ts';

const ROUNDS = 20;
const MOBILE_BYTES_PER_SECOND = 10_000_000 / 8;

/** One GET, counting the bytes as they came off the wire (never decoded). */
function fetchRaw(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string; length: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity', length: res.headers['content-length'] }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function staticBench() {
  await buildWebIfNeeded();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true });
  const server = await listen(createServerApp(platform).app, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const assets = readdirSync(path.join(WEB_DIST, 'assets')).filter((f) => /\.(js|css)$/.test(f));
    const urls = assets.map((f) => `${base}/assets/${f}`);
    const vendor = urls.find((u) => /\/vendor-[^/]+\.js$/.test(u));
    // The compressed copies are made on first request, in the background: wait until every asset has them.
    for (const url of urls) while ((await fetchRaw(url, 'br')).length === undefined) await new Promise((r) => setTimeout(r, 50));

    const rows: Array<{ encoding: string; bytes: number; ms: number; vendorBytes: number }> = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      let bytes = 0;
      const started = performance.now();
      for (let round = 0; round < ROUNDS; round++) {
        for (const url of urls) {
          const got = await fetchRaw(url, encoding);
          // Files under 1 KiB go out as they are whatever was asked.
          if (got.encoding !== encoding && got.encoding !== 'identity') throw new Error(`${url} came back ${got.encoding}, asked for ${encoding}`);
          if (round === 0) bytes += got.bytes;
        }
      }
      const vendorBytes = vendor ? (await fetchRaw(vendor, encoding)).bytes : 0;
      rows.push({ encoding, bytes, ms: (performance.now() - started) / ROUNDS, vendorBytes });
    }
    const raw = rows[0]!;
    console.log(`${urls.length} JavaScript and CSS files, fetched ${ROUNDS} times each way through the server`);
    console.log('encoding  |  all assets KB | ratio | vendor chunk KB | loopback ms per fetch of all | at 10 Mbit/s s');
    for (const row of rows) {
      console.log(
        `${row.encoding.padEnd(9)} | ${fmt(row.bytes / 1024).padStart(14)} | ${fmt(row.bytes / raw.bytes, 2).padStart(5)} | ` +
          `${fmt(row.vendorBytes / 1024).padStart(15)} | ${fmt(row.ms).padStart(28)} | ${fmt(row.bytes / MOBILE_BYTES_PER_SECOND, 2).padStart(14)}`,
      );
    }
  } finally {
    server.closeAllConnections();
    server.close();
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
