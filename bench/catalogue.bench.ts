// The home page's subject grid over HTTP: our endpoint (cached 10 minutes per instance) against a baseline
// endpoint that runs the same query on every request, on the same server and database, in one run.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { topSubjects } from '../modules/catalogue/index.ts';
import { bootPlatform, createServerApp, listen } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { seedAll } from '../modules/seed.ts';
import { fmt, measure } from './stats.ts';

export async function catalogueBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), { modules, migrations, migrate: true });
  try {
    await seedAll(platform);
    const { app, api } = createServerApp(platform);
    api.add({ method: 'get', path: '/api/bench/top-subjects-uncached' }, async ({ em }) => ({ items: await topSubjects(em, 12) }));
    const server = await listen(app, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const hit = (p: string) => async () => {
      const response = await fetch(base + p);
      if (response.status !== 200) throw new Error(`${p}: ${response.status}`);
      await response.arrayBuffer();
    };
    const total = 3000;
    const concurrency = 16;
    await measure(200, concurrency, hit('/api/catalogue/subjects/top'));
    await measure(200, concurrency, hit('/api/bench/top-subjects-uncached'));
    const ours = await measure(total, concurrency, hit('/api/catalogue/subjects/top'));
    const baseline = await measure(total, concurrency, hit('/api/bench/top-subjects-uncached'));
    console.log(`GET /api/catalogue/subjects/top, ${total} requests, ${concurrency} in flight`);
    console.log(`  ours (cached):      ${fmt(ours.perSecond, 0)} req/s  p50 ${fmt(ours.p50)} ms  p95 ${fmt(ours.p95)} ms  p99 ${fmt(ours.p99)} ms`);
    console.log(`  baseline (no cache): ${fmt(baseline.perSecond, 0)} req/s  p50 ${fmt(baseline.p50)} ms  p95 ${fmt(baseline.p95)} ms  p99 ${fmt(baseline.p99)} ms`);
    console.log(`  ratio: ${fmt(ours.perSecond / baseline.perSecond, 2)}x throughput, p95 ${fmt(baseline.p95 / ours.p95, 2)}x lower`);
    server.close();
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
