// Instant search at scale: the shared corpus (search-corpus.ts: 100,000 documents, 50,000
// homework questions and 20,000 flashcard decks in the search store), then a fixed query mix
// (prefixes of 1-4 words as typed, misspellings, quoted phrases) through the instant-search service, against a naive
// `title ILIKE '%q%'` over the same rows measured in the same run. SEARCH_BENCH_SCALE (default 1) shrinks the
// corpus for a quick look; the recorded numbers are at scale 1.
import { logger } from '../modules/platform/index.ts';
import { instantSearch, type SearchEntry, type SearchKind } from '../modules/search/index.ts';
import { pick, type Rng, withSearchCorpus } from './search-corpus.ts';
import { fmt, percentile } from './stats.ts';

const QUERIES = 600;
/** SEARCH_BENCH_QUICK=1: one round and a tenth of the baseline, for tuning. */
const QUICK = process.env.SEARCH_BENCH_QUICK === '1';
const ROUNDS = QUICK ? 1 : 3;

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

export async function searchBench() {
  await withSearchCorpus(async ({ platform, engine, entries, rng }) => {
    let t = performance.now();
    const queries = queryMix(rng, entries);
    const log = logger('bench');
    let found = 0;
    const ours = async (q: string) => {
      const result = await instantSearch(engine, platform.orm.em.fork(), q, log);
      found += result.items.length ? 1 : 0;
    };
    const caps = { document: 5, homework: 3, deck: 3 };
    const naive = async (q: string) => {
      const like = `%${q.replace(/"/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await platform.orm.em
        .fork()
        .getConnection()
        .execute(
          (Object.keys(caps) as SearchKind[])
            .map((k) => `(select source_id, kind, slug, title from search_entries where kind = '${k}' and title ilike ? limit ${caps[k]})`)
            .join(' union all '),
          Object.keys(caps).map(() => like),
        );
    };
    const time = async (run: (q: string) => Promise<void>, list: { q: string }[]) => {
      const latencies: number[] = [];
      for (const { q } of list) {
        const start = performance.now();
        await run(q);
        latencies.push(performance.now() - start);
      }
      return latencies;
    };
    t = performance.now();
    await time(ours, queries.slice(0, 100));
    await time(naive, queries.slice(0, 20));
    const oursAll: number[] = [];
    const naiveAll: number[] = [];
    const byKind: Record<string, number[]> = { prefix: [], typo: [], phrase: [] };
    const slowest: { q: string; ms: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      found = 0;
      for (const query of queries) {
        const [a] = await time(ours, [query]);
        oursAll.push(a!);
        byKind[query.kind]!.push(a!);
        slowest.push({ q: query.q, ms: a! });
      }
      // The baseline is slow: a third of the mix per round keeps the run short and still measures every kind.
      naiveAll.push(...(await time(naive, queries.filter((_, i) => i % (QUICK ? 10 : ROUNDS) === round))));
    }
    const stats = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
    };
    const o = stats(oursAll);
    const b = stats(naiveAll);
    const line = (s: { p50: number; p95: number; p99: number }) => `p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  p99 ${fmt(s.p99)} ms`;
    console.log(`instant search, ${queries.length} queries x ${ROUNDS} rounds, one at a time (${Math.round((found / queries.length) * 100)}% of queries find something)`);
    console.log(`  ours (${engine.name}):           ${line(o)}`);
    for (const [kind, values] of Object.entries(byKind)) console.log(`    ${kind.padEnd(8)} (${values.length / ROUNDS} queries): ${line(stats(values))}`);
    console.log(`  baseline (title ILIKE '%q%'): ${line(b)}  (${naiveAll.length} queries)`);
    console.log(`  ratio: p50 ${fmt(b.p50 / o.p50, 1)}x, p95 ${fmt(b.p95 / o.p95, 1)}x faster than the baseline`);
    console.log(`  target: p95 <= 15 ms ${o.p95 <= 15 ? 'met' : 'NOT met'}; >= 10x faster ${b.p95 / o.p95 >= 10 ? 'met' : 'NOT met'}`);
    slowest.sort((x, y) => y.ms - x.ms);
    console.log(`  slowest: ${slowest.slice(0, Number(process.env.SEARCH_BENCH_SLOWEST ?? 5)).map((x) => `${x.q} (${fmt(x.ms)} ms)`).join(', ')}`);
    console.log(`  (${fmt((performance.now() - t) / 1000)} s measuring)`);
  });
}
