// Instant search as the catalogue grows: the shared corpus (search-corpus.ts: 100,000 documents, 50,000 homework
// questions and 20,000 flashcard decks in the search store), grown to 3x and 10x, and at each size a fixed query mix
// (prefixes of 1-4 words as typed, misspellings, quoted phrases) through the instant-search service, against a naive
// `title ILIKE '%q%'` over the same rows measured in the same run. SEARCH_BENCH_SCALE (default 1) shrinks the
// corpus for a quick look and SEARCH_BENCH_SIZES (default 1,3,10; `1` alone for 100,000 documents) picks the sizes;
// the recorded numbers are at scale 1. At 100,000 documents (scale 1) the suite fails (exit code 1, a REGRESSION line)
// when its p95 ratio against the baseline falls more than 15% below the one the README's bench table records for it
// (the first "NNx" of the search row's baseline cell), so a regression is seen the day it lands.
// SEARCH_BENCH_BEFORE=dir (a checkout of another commit, e.g. a clone at the previous revision) also runs that
// checkout's PostgreSQL engine over the same database, each query alternately through the two, so a change is
// measured before and after under the same load (on a shared machine, runs minutes apart do not compare).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../modules/platform/index.ts';
import { engineFor, instantSearch, type SearchEngine, type SearchEntry, type SearchKind } from '../modules/search/index.ts';
import { COUNTS, type CorpusRun, SCALE, growCorpus, pick, type Rng, withSearchCorpus } from './search-corpus.ts';
import { fmt, percentile } from './stats.ts';

const QUERIES = 600;
/** SEARCH_BENCH_QUICK=1: one round and a tenth of the baseline, for tuning. */
const QUICK = process.env.SEARCH_BENCH_QUICK === '1';
const ROUNDS = QUICK ? 1 : 3;
const BEFORE = process.env.SEARCH_BENCH_BEFORE;

/** The PostgreSQL engine of another checkout (SEARCH_BENCH_BEFORE), to compare with this one in the same run. */
async function engineBefore(): Promise<SearchEngine | null> {
  if (!BEFORE) return null;
  const module = await import(path.resolve(BEFORE, 'modules/search/postgres-engine.ts'));
  return module.postgresEngine();
}

/** What people type: prefixes of 1-4 words of a title, misspelt words, quoted phrases. Fixed by the seed. */
function queryMix(rng: Rng, entries: SearchEntry[]): { kind: 'prefix' | 'typo' | 'phrase'; q: string }[] {
  const words = (e: SearchEntry) => e.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: { kind: 'prefix' | 'typo' | 'phrase'; q: string }[] = [];
  while (out.length < QUERIES) {
    const w = words(pick(rng, entries));
    if (w.length < 2) continue;
    const r = rng();
    if (r < 0.6) {
      const count = Math.min(w.length, 1 + Math.floor(rng() * 4));
      const start = Math.floor(rng() * (w.length - count + 1));
      const typed = w.slice(start, start + count);
      const last = typed.at(-1)!;
      typed[typed.length - 1] = last.slice(0, Math.max(2, Math.ceil(last.length * (0.3 + rng() * 0.7))));
      out.push({ kind: 'prefix', q: typed.join(' ') });
    } else if (r < 0.8) {
      const long = w.filter((x) => x.length >= 6);
      if (!long.length) continue;
      const word = pick(rng, long);
      const at = 1 + Math.floor(rng() * (word.length - 2));
      const typo = rng() < 0.5 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
      out.push({ kind: 'typo', q: typo });
    } else {
      const start = Math.floor(rng() * (w.length - 1));
      out.push({ kind: 'phrase', q: `"${w.slice(start, start + 2).join(' ')}"` });
    }
  }
  return out;
}

type Stats = { p50: number; p95: number; p99: number };
const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((x, y) => x - y);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};
const line = (s: Stats) => `p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  p99 ${fmt(s.p99)} ms`;

/** The query mix through instant search (every query, ROUNDS times) and the ILIKE baseline (every `baselineEvery`th). */
async function measureAt(run: CorpusRun, engine: SearchEngine, queries: { kind: string; q: string }[], baselineEvery: number, before: SearchEngine | null) {
  const { platform } = run;
  const log = logger('bench');
  let found = 0;
  // The last answer of each side per query: both engines must answer the same hits in the same order.
  const answers = new Map<string, { ours?: string; before?: string }>();
  const answered = (q: string, side: 'ours' | 'before', items: unknown) => {
    answers.set(q, { ...answers.get(q), [side]: JSON.stringify(items) });
  };
  const ours = async (q: string) => {
    const result = await instantSearch(engine, platform.orm.em.fork(), q, log);
    found += result.items.length ? 1 : 0;
    answered(q, 'ours', result.items);
  };
  const theirs = async (q: string) => answered(q, 'before', (await instantSearch(before!, platform.orm.em.fork(), q, log)).items);
  const caps = { document: 5, homework: 3, deck: 3 };
  const naive = async (q: string) => {
    const like = `%${q.replace(/"/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    await run.sql(
      (Object.keys(caps) as SearchKind[]).map((k) => `(select source_id, kind, slug, title from search_entries where kind = '${k}' and title ilike ? limit ${caps[k]})`).join(' union all '),
      Object.keys(caps).map(() => like),
    );
  };
  const time = async (task: (q: string) => Promise<void>, list: { q: string }[]) => {
    const latencies: number[] = [];
    for (const { q } of list) {
      const start = performance.now();
      await task(q);
      latencies.push(performance.now() - start);
    }
    return latencies;
  };
  const t = performance.now();
  await time(ours, queries.slice(0, 100));
  if (before) await time(theirs, queries.slice(0, 100));
  await time(naive, queries.slice(0, 5));
  const oursAll: number[] = [];
  const beforeAll: number[] = [];
  const byKind: Record<string, number[]> = { prefix: [], typo: [], phrase: [] };
  const slowest: { q: string; ms: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    found = 0;
    for (const [i, query] of queries.entries()) {
      // Alternately first, so neither side always finds the other's pages in cache.
      if (before && i % 2 === 0) beforeAll.push(...(await time(theirs, [query])));
      const [a] = await time(ours, [query]);
      if (before && i % 2 === 1) beforeAll.push(...(await time(theirs, [query])));
      oursAll.push(a!);
      byKind[query.kind]!.push(a!);
      slowest.push({ q: query.q, ms: a! });
    }
  }
  // The baseline is slow (seconds a query at a million): a sample of the mix, every kind in it.
  const naiveAll = await time(naive, queries.filter((_, i) => i % baselineEvery === 0));
  const o = stats(oursAll);
  const b = stats(naiveAll);
  console.log(`instant search, ${queries.length} queries x ${ROUNDS} rounds, one at a time (${Math.round((found / queries.length) * 100)}% of queries find something)`);
  console.log(`  ours (${engine.name}):           ${line(o)}`);
  for (const [kind, values] of Object.entries(byKind)) console.log(`    ${kind.padEnd(8)} (${values.length / ROUNDS} queries): ${line(stats(values))}`);
  if (before) {
    const old = stats(beforeAll);
    const differ = [...answers].filter(([, a]) => a.ours !== a.before).map(([q]) => q);
    console.log(`  before (${BEFORE}), alternating with ours: ${line(old)}  (ours/before p50 ${fmt(o.p50 / old.p50, 2)}, p95 ${fmt(o.p95 / old.p95, 2)})`);
    console.log(`  answers differing from before: ${differ.length} of ${queries.length}${differ.length ? ` (${differ.slice(0, 5).join(', ')})` : ''}`);
  }
  console.log(`  baseline (title ILIKE '%q%'): ${line(b)}  (${naiveAll.length} queries)`);
  console.log(`  ratio: p50 ${fmt(b.p50 / o.p50, 1)}x, p95 ${fmt(b.p95 / o.p95, 1)}x faster than the baseline`);
  slowest.sort((x, y) => y.ms - x.ms);
  console.log(`  slowest: ${slowest.slice(0, Number(process.env.SEARCH_BENCH_SLOWEST ?? 5)).map((x) => `${x.q} (${fmt(x.ms)} ms)`).join(', ')}`);
  console.log(`  (${fmt((performance.now() - t) / 1000)} s measuring)`);
  return { ours: o, baseline: b };
}

/** How far below the README's recorded 100k ratio a run may fall before the suite fails. */
const REGRESSION_MARGIN = 0.15;

/** The 100k p95 ratio the README's bench table records for this suite: the first "NNx" of its baseline cell. */
async function recordedRatio(): Promise<number> {
  const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
  const row = readme.split('\n').find((l) => l.startsWith('| `search` |'));
  const ratio = row?.split('|').at(-2)?.match(/(\d+(?:\.\d+)?)x/);
  if (!ratio) throw new Error("README.md's bench table has no search row with a ratio (\"NNx\") in its baseline cell");
  return Number(ratio[1]);
}

/** Fails the run when the 100k ratio fell more than REGRESSION_MARGIN below the recorded one. */
async function checkAgainstReadme(ours: Stats, baseline: Stats): Promise<void> {
  const recorded = await recordedRatio();
  const ratio = baseline.p95 / ours.p95;
  const floor = recorded * (1 - REGRESSION_MARGIN);
  if (ratio >= floor) {
    console.log(`regression check: p95 ${fmt(ratio, 1)}x the baseline at 100,000 documents; README records ${recorded}x, floor ${fmt(floor, 1)}x: ok`);
    return;
  }
  console.error(`REGRESSION: instant search p95 is ${fmt(ratio, 1)}x the baseline at 100,000 documents, below ${fmt(floor, 1)}x (README records ${recorded}x, less 15%)`);
  process.exitCode = 1;
}

/**
 * The catalogue at 1x, 3x and 10x the base corpus (100,000 / 300,000 / 1,000,000 documents, questions and decks in
 * proportion; SEARCH_BENCH_SIZES=1,3,10), the same queries at each size, then the growth curve.
 */
export async function searchBench() {
  const sizes = (process.env.SEARCH_BENCH_SIZES ?? '1,3,10').split(',').map(Number).sort((a, b) => a - b);
  await withSearchCorpus(async (run) => {
    const queries = queryMix(run.rng, run.entries);
    const curve: { factor: number; ours: Stats; baseline: Stats }[] = [];
    for (const factor of sizes) {
      await growCorpus(run, factor);
      console.log(`\n-- ${COUNTS.document * factor} documents, ${COUNTS.homework * factor} questions, ${COUNTS.deck * factor} decks --`);
      // Fresh engines: their title statistics (what plans each kind's lookup) are read again after the growth.
      curve.push({ factor, ...(await measureAt(run, engineFor(run.platform), queries, (QUICK ? 10 : ROUNDS) * factor, await engineBefore())) });
    }
    console.log('\ngrowth (p95): ' + curve.map((c) => `${COUNTS.document * c.factor} documents ${fmt(c.ours.p95)} ms (baseline ${fmt(c.baseline.p95, 0)} ms, ${fmt(c.baseline.p95 / c.ours.p95, 0)}x)`).join('; '));
    const base = curve.find((c) => c.factor === 1);
    if (base && SCALE === 1) await checkAgainstReadme(base.ours, base.baseline);
    const largest = curve.at(-1)!;
    console.log(`target: p95 <= 15 ms at the largest size: ${largest.ours.p95 <= 15 ? 'met' : 'NOT met'} (${fmt(largest.ours.p95)} ms at ${COUNTS.document * largest.factor} documents)`);
  }, { grownUpTo: sizes[0] });
}
