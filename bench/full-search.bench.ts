// Full search at scale (/api/search: kinds, facets, sorts, highlights) over the shared corpus (search-corpus.ts),
// through the full-search service, against a naive full-text query measured in the same run: every match read,
// counted and grouped for the facets, ordered by ts_rank, the page highlighted. The fixed mix leans on broad
// one-word queries (each subject's most common words, found in thousands of texts), with kind and subject filters
// and every sort. SEARCH_BENCH_SCALE (default 1) shrinks the corpus; the recorded numbers are at scale 1.
import os from 'node:os';
import { logger } from '../modules/platform/index.ts';
import { fullSearch, type SearchKind, type SearchSort } from '../modules/search/index.ts';
import { pick, SUBJECTS, withSearchCorpus } from './search-corpus.ts';
import { fmt, percentile } from './stats.ts';

const QUERIES = 120;
const ROUNDS = process.env.SEARCH_BENCH_QUICK === '1' ? 1 : 2;
const SORTS: SearchSort[] = ['relevance', 'newest', 'rating', 'downloads'];
const KINDS: (SearchKind | undefined)[] = [undefined, undefined, 'document', 'homework', 'deck'];

type Query = { shape: 'broad' | 'two words' | 'filtered'; q: string; kind?: SearchKind; subject?: string; sort: SearchSort; page: number };

const slug = (s: string) => s.toLowerCase().replace(/\s+/g, '-');

export async function fullSearchBench() {
  await withSearchCorpus(async ({ platform, engine, rng, sql }) => {
    const subjects = Object.keys(SUBJECTS);
    // The most common words: the first two of each subject's list (the Zipf spread puts them in most of its texts).
    const broad = subjects.flatMap((s) => SUBJECTS[s]!.slice(0, 2));
    const queries: Query[] = Array.from({ length: QUERIES }, (_, i) => {
      const subject = pick(rng, subjects);
      const sort = SORTS[i % SORTS.length]!;
      const page = rng() < 0.15 ? 2 : 1;
      const r = rng();
      if (r < 0.5) return { shape: 'broad', q: pick(rng, broad), kind: pick(rng, KINDS), sort, page };
      if (r < 0.75) return { shape: 'two words', q: `${pick(rng, SUBJECTS[subject]!)} ${pick(rng, SUBJECTS[subject]!)}`, kind: pick(rng, KINDS), sort, page };
      return { shape: 'filtered', q: pick(rng, SUBJECTS[subject]!.slice(0, 4)), subject: slug(subject), kind: pick(rng, KINDS), sort, page };
    });
    const log = logger('bench');
    const ours = async (x: Query) => {
      await fullSearch(engine, platform.orm.em.fork(), { q: x.q, kind: x.kind, subject: x.subject, sort: x.sort, page: x.page, pageSize: 10 }, log);
    };
    const order: Record<SearchSort, string> = {
      relevance: 'ts_rank(tsv, q) desc',
      newest: 'created_at desc',
      rating: 'rating desc nulls last',
      downloads: 'downloads desc nulls last',
    };
    // The naive way: every match joined, counted, grouped per facet and sorted in full; the page highlighted.
    const naive = async (x: Query) => {
      const filter = `${x.kind ? 'and e.kind = ?' : ''} ${x.subject ? 'and e.subject_slug = ?' : ''}`;
      const params = [x.q, ...(x.kind ? [x.kind] : []), ...(x.subject ? [x.subject] : [])];
      await sql(
        `with m as materialized (select e.*, t.description, t.preview, q from search_entries e join search_texts t using (kind, source_id),
           websearch_to_tsquery('search_stemmed', ?) q where e.tsv @@ q ${filter})
         select (select count(*) from m) as total,
           (select json_agg(f) from (select kind, count(*) from m group by kind) f) as kinds,
           (select json_agg(f) from (select subject_slug, count(*) from m group by subject_slug) f) as subjects,
           (select json_agg(f) from (select university_slug, count(*) from m group by university_slug) f) as universities,
           (select json_agg(f) from (select type_slug, count(*) from m group by type_slug) f) as types,
           (select json_agg(p) from (select title, ts_headline('search_stemmed', description || ' ' || preview, q) from m
              order by ${order[x.sort]} limit 10 offset ${(x.page - 1) * 10}) p) as page`,
        params,
      );
    };
    const time = async (run: (x: Query) => Promise<void>, x: Query) => {
      const start = performance.now();
      await run(x);
      return performance.now() - start;
    };
    for (const x of queries.slice(0, 20)) await time(ours, x);
    const t = performance.now();
    const oursAll: number[] = [];
    const naiveAll: number[] = [];
    const byShape: Record<string, number[]> = {};
    const bySort: Record<string, number[]> = {};
    const slowest: { q: Query; ms: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, x] of queries.entries()) {
        const ms = await time(ours, x);
        oursAll.push(ms);
        (byShape[x.shape] ??= []).push(ms);
        (bySort[x.sort] ??= []).push(ms);
        slowest.push({ q: x, ms });
        // The baseline is slow: every other query per round keeps the run short and still covers the mix.
        if (i % ROUNDS === round) naiveAll.push(await time(naive, x));
      }
    }
    const stats = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
    };
    const line = (s: { p50: number; p95: number; p99: number }) => `p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  p99 ${fmt(s.p99)} ms`;
    const o = stats(oursAll);
    const b = stats(naiveAll);
    console.log(`full search, ${queries.length} queries x ${ROUNDS} rounds, one at a time (half broad one-word queries; kinds, subject filters, every sort)`);
    console.log(`  ours (${engine.name}):  ${line(o)}`);
    for (const [shape, values] of Object.entries(byShape)) console.log(`    ${shape.padEnd(10)} (${values.length / ROUNDS} queries): ${line(stats(values))}`);
    for (const [sort, values] of Object.entries(bySort)) console.log(`    sort ${sort.padEnd(10)} (${values.length / ROUNDS} queries): ${line(stats(values))}`);
    console.log(`  baseline (naive full-text query): ${line(b)}  (${naiveAll.length} queries)`);
    console.log(`  ratio: p50 ${fmt(b.p50 / o.p50, 1)}x, p95 ${fmt(b.p95 / o.p95, 1)}x faster than the baseline`);
    console.log(`  target: p95 <= 50 ms ${o.p95 <= 50 ? 'met' : 'NOT met'}`);
    slowest.sort((x, y) => y.ms - x.ms);
    const describe = (x: Query) => `${x.q}${x.kind ? ` kind=${x.kind}` : ''}${x.subject ? ` subject=${x.subject}` : ''} ${x.sort}${x.page > 1 ? ' p2' : ''}`;
    console.log(`  slowest: ${slowest.slice(0, Number(process.env.SEARCH_BENCH_SLOWEST ?? 5)).map((s) => `${describe(s.q)} (${fmt(s.ms)} ms)`).join(', ')}`);
    console.log(`  (${fmt((performance.now() - t) / 1000)} s measuring, load average ${os.loadavg().map((l) => fmt(l)).join(' ')})`);
  });
}
