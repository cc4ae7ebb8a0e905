// The long fuzz run (`npm run bench -- fuzz`): the suite of tests/fuzz/ with more cases per operation and role, over
// several rounds, each with a fresh victim and fresh fuzzing users and its own seed. Prints the requests sent, the
// operations covered, every failure by operation and status, and the latency percentiles; failures set the exit code.
// FUZZ_BENCH_ROUNDS (default 3), FUZZ_BENCH_CASES (schema-valid and as many invalid cases, default 3), FUZZ_SEED.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { bootPlatform, createServerApp, listen } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { fuzzApi, type Report, summarise } from '../tests/fuzz/fuzz.ts';
import { seedFuzzCatalogue, seedWorld } from '../tests/fuzz/world.ts';
import { fmt, percentile } from './stats.ts';

const ROUNDS = Number(process.env.FUZZ_BENCH_ROUNDS ?? 3);
const CASES = Number(process.env.FUZZ_BENCH_CASES ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const SLOW_MS = 5_000;

export async function fuzzBench() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'fatal' }), { modules, migrations, migrate: true, realtime: true });
  const { app } = createServerApp(platform);
  const server = await listen(app, 0, '127.0.0.1');
  try {
    await seedFuzzCatalogue(platform);
    const h = { platform: Object.assign(platform, { dataDir, cleanup: async () => {} }), baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
    const total: Report = { requests: 0, latenciesMs: [], msByOperation: new Map(), covered: new Set(), operations: 0, failures: [] };
    const started = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const report = await fuzzApi(await seedWorld(h), { seed: SEED + round, casesPerKind: CASES, slowMs: SLOW_MS });
      total.requests += report.requests;
      total.latenciesMs.push(...report.latenciesMs);
      for (const [key, ms] of report.msByOperation) total.msByOperation.set(key, (total.msByOperation.get(key) ?? 0) + ms);
      for (const key of report.covered) total.covered.add(key);
      total.operations = report.operations;
      total.failures.push(...report.failures);
      console.log(`  round ${round + 1}/${ROUNDS} (seed ${SEED + round}): ${report.requests} requests, ${report.failures.length} failures`);
    }
    const seconds = (performance.now() - started) / 1000;
    const sorted = total.latenciesMs.sort((a, b) => a - b);
    const slowest = [...total.msByOperation].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`  ${total.requests} requests in ${fmt(seconds, 0)} s (${fmt(total.requests / seconds, 0)} req/s, four roles, ${CASES} valid + ${CASES} invalid cases per operation and role)`);
    console.log(`  operations covered: ${total.covered.size}/${total.operations}`);
    console.log(`  latency: p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms  max ${fmt(sorted.at(-1) ?? 0)} ms`);
    console.log(`  most time spent on: ${slowest.map(([key, ms]) => `${key} ${fmt(ms / 1000)} s`).join('; ')}`);
    console.log(`  failures (5xx, no answer, slower than ${SLOW_MS} ms, leak): ${total.failures.length}`);
    if (total.failures.length) {
      console.log(summarise(total.failures).replace(/^/gm, '    '));
      process.exitCode = 1;
    }
  } finally {
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
