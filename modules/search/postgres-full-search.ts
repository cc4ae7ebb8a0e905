// Full search on PostgreSQL: the count, the facets and one page of a query's matches, without reading every match
// of a broad word. Each set the answer counts (the matches with every filter, and for each chosen facet the matches
// with the other filters) is first counted in a fixed share of the entries, the sample (a partial index: a sixteenth,
// a 64th past 262,144 entries); a set the sample finds large is reported from it, times its share, as an estimate, and any other set is counted exactly through
// the match index, which holds the facet columns so a filtered set's bitmap holds only its own rows. The page never
// reads more than it shows where it can help it: each kind's first matches in the page's order (one btree per sort,
// walked where the counts say matches are dense; the bitmap where they are few).
import type { EntityManager } from '@mikro-orm/postgresql';
import { KIND_LABELS, type SearchKind, searchKinds } from './contract.ts';
import { ESTIMATED_BROWSABLE_HITS, type SearchFilters, type SearchRequest, type SearchResult, sortFacet } from './engine.ts';
import { sql } from './store.ts';

/**
 * The samples: the entries whose id hashes into one sixteenth, 64th or 256th, each a subset of the one before, each
 * with its own partial index (`search_entries_sample{,64,256}_index`). A query counts in the largest of them that
 * holds at most `sampleRows` entries, so a broad word's sampled matches stay a few thousand rows however large the
 * catalogue grows (a sixteenth up to 262,144 entries, a 64th up to 1,048,576).
 */
const SAMPLES = [16, 64, 256] as const;
export const SAMPLE_ROWS = 16_384;
const sampled = (share: number) => `(uuid_hash(e.source_id) & ${share - 1}) = 0`;
export const sampleShare = (entries: number, sampleRows = SAMPLE_ROWS) => SAMPLES.find((share) => entries / share <= sampleRows) ?? SAMPLES.at(-1)!;
/**
 * From this many sampled matches a set is estimated from the sample (±9 % at the threshold, one standard error),
 * below it counted exactly: at most a few thousand rows, a few milliseconds.
 */
const ESTIMATE_FROM_SAMPLED = 128;
/** How many candidates beyond the page ts_rank orders (relevance only). */
const RERANK_MARGIN = 50;

type Fragment = { text: string; params: unknown[] };
type FacetName = keyof SearchFilters;

/** Each facet's column in the store and the column its label comes from. */
const FACETS = [
  { name: 'kind', value: 'kind', label: 'kind' },
  { name: 'subject', value: 'subject_slug', label: 'subject_name' },
  { name: 'university', value: 'university_slug', label: 'university_name' },
  { name: 'type', value: 'type_slug', label: 'type_name' },
] as const satisfies readonly { name: FacetName; value: string; label: string }[];

/** Each sort's order; a btree per sort and kind holds it (`search_entries_{sort}_index`). */
const ORDER: Record<Exclude<SearchRequest['sort'], 'relevance'>, string> = {
  newest: 'e.created_at desc, e.source_id',
  rating: 'e.rating desc nulls last, e.downloads desc nulls last, e.created_at desc, e.source_id',
  downloads: 'e.downloads desc nulls last, e.rating desc nulls last, e.created_at desc, e.source_id',
};
/** The order relevance's ties fall back to, and relevance's candidates are read in (the popular index's). */
const POPULAR = 'e.downloads desc nulls last, e.created_at desc, e.source_id';
/**
 * Questions and decks have no downloads or rating (always null), so every order is by date for them. Said so, the
 * planner walks the date index; asked by downloads first, it cannot know they are all null and sorts every one.
 */
const UNRATED: readonly SearchKind[] = ['homework', 'deck'];
const orderFor = (kind: SearchKind, order: string) => (UNRATED.includes(kind) ? ORDER.newest : order);

function where(filters: SearchFilters, leaveOut?: FacetName): Fragment {
  const present = FACETS.filter((f) => f.name !== leaveOut && filters[f.name]);
  return present.length
    ? { text: present.map((f) => `e.${f.value} = ?`).join(' and '), params: present.map((f) => filters[f.name]) }
    : { text: 'true', params: [] };
}

/** A set to count: the matches passing `filter`, grouped by the facets counted over it. */
type CountedSet = { id: string; filter: Fragment; facets: FacetName[] };

/**
 * The sets an answer counts: every filter (the total and every facet: a chosen facet's one value there counts the
 * matches shown), and each chosen facet without its own filter (its other values).
 */
function countedSets(filters: SearchFilters): CountedSet[] {
  const chosen = FACETS.filter((f) => filters[f.name]).map((f) => f.name);
  return [
    { id: 'all', filter: where(filters), facets: FACETS.map((f) => f.name) },
    ...chosen.map((name) => ({ id: name, filter: where(filters, name), facets: [name] })),
  ];
}

type Counts = {
  total: number;
  facets: Partial<Record<FacetName, { value: string; label: string; count: number }[]>>;
  /** Per kind, how many of its matches match in the title too (what decides how relevance reads its candidates). */
  titled: Partial<Record<SearchKind, number>>;
};

/** One statement counting each set (in the sample of one in `share` entries, or all): its size, and its facets' values. */
async function countSets(em: EntityManager, tsquery: string, sets: CountedSet[], share: number | null): Promise<Map<string, Counts>> {
  const params: unknown[] = [];
  const arms = sets.map((set) => {
    const facets = FACETS.filter((f) => set.facets.includes(f.name));
    const which = (pick: (f: (typeof FACETS)[number]) => string) =>
      facets.length ? `case ${facets.map((f) => `when grouping(e.${f.value}) = 0 then ${pick(f)}`).join(' ')} end` : 'null';
    params.push(set.id, tsquery, tsquery, ...set.filter.params);
    return `(select ?::text as counted, ${which((f) => `'${f.name}'`)} as facet, ${which((f) => `e.${f.value}`)} as value,
        ${which((f) => `min(e.${f.label})`)} as label, count(*)::int as n,
        count(*) filter (where e.title_tsv @@ to_tsquery('search_plain', ?))::int as titled
      from search_entries e where ${share ? `${sampled(share)} and` : ''} e.tsv @@ to_tsquery('search_stemmed', ?) and ${set.filter.text}
      group by grouping sets (${['()', ...facets.map((f) => `(e.${f.value})`)].join(', ')}))`;
  });
  const rows = await sql(em, arms.join(' union all '), params);
  const out = new Map<string, Counts>(sets.map((s) => [s.id, { total: 0, facets: {}, titled: {} }]));
  for (const r of rows) {
    const counts = out.get(r.counted)!;
    if (r.facet === null) counts.total = Number(r.n);
    else if (r.value !== null) (counts.facets[r.facet as FacetName] ??= []).push({ value: r.value, label: r.label, count: Number(r.n) });
    if (r.facet === 'kind') counts.titled[r.value as SearchKind] = Number(r.titled);
  }
  return out;
}

/** Each set's counts: exact where the sample finds it small, else the sample's times its share (and marked estimated). */
async function countAnswer(em: EntityManager, tsquery: string, filters: SearchFilters, share: number) {
  const sets = countedSets(filters);
  const sample = await countSets(em, tsquery, sets, share);
  const small = sets.filter((s) => sample.get(s.id)!.total < ESTIMATE_FROM_SAMPLED);
  const exact = small.length ? await countSets(em, tsquery, small, null) : new Map<string, Counts>();
  const scale = (c: Counts): Counts => ({
    total: c.total * share,
    facets: Object.fromEntries(Object.entries(c.facets).map(([k, values]) => [k, values.map((v) => ({ ...v, count: v.count * share }))])),
    titled: Object.fromEntries(Object.entries(c.titled).map(([k, n]) => [k, n * share])),
  });
  const counted = new Map(sets.map((s) => [s.id, exact.get(s.id) ?? scale(sample.get(s.id)!)]));
  const facetOf = (name: FacetName) => {
    const own = counted.get(filters[name] ? name : 'all')!.facets[name] ?? [];
    // The chosen value counts what the page shows, from the set of every filter: exact whenever the total is, and
    // present even when the sample of its siblings missed a rare value.
    const chosen = filters[name] ? (counted.get('all')!.facets[name] ?? []) : [];
    const values = [...own.filter((v) => v.value !== filters[name]), ...chosen];
    return sortFacet(name === 'kind' ? values.map((v) => ({ ...v, label: KIND_LABELS[v.value as SearchKind] })) : values);
  };
  return {
    total: counted.get('all')!.total,
    titled: counted.get('all')!.titled,
    facets: { kind: facetOf('kind'), subject: facetOf('subject'), university: facetOf('university'), type: facetOf('type') },
    exhaustive: { total: exact.has('all'), facets: exact.size === sets.length },
  };
}

/**
 * The page's keys, in order. Each kind's first `limit` matches in the page's order, merged. For relevance (titles
 * holding every word of the query first, then titles that start with it, then ts_rank over the weighted document,
 * then downloads), the candidates are each kind's most downloaded matches whose title matches, and its most
 * downloaded matches; ts_rank, which reads the whole tsvector, orders only the best of them.
 */
async function pageKeys(em: EntityManager, request: SearchRequest, tsquery: string, start: string, sizes: KindSizes): Promise<[SearchKind, string][]> {
  const offset = (request.page - 1) * request.pageSize;
  const kinds = request.filters.kind ? [request.filters.kind] : [...searchKinds];
  const others = where(request.filters, 'kind');
  const params: unknown[] = [];
  /**
   * Walking an order's index reads about limit / density entries; the bitmap reads every match of the kind.
   * PostgreSQL takes the filters and the words as independent (a subject and its own words are not), so it often
   * guesses few matches and takes the bitmap; where the counts say the walk is shorter, the match is written so
   * that no index can serve it, and the walk is all that is left.
   */
  const walks = (kind: SearchKind, limit: number, matches = sizes.matches[kind] ?? 0) => {
    const rows = sizes.rows[kind] ?? 0; // 0 until ANALYZE has seen the table: then the planner decides alone
    return matches > 0 && rows > 0 && (limit * rows) / matches < matches / 2;
  };
  const firstOf = (kind: SearchKind, order: { text: string; params: unknown[] }, limit: number, how: { walk: boolean; titles?: boolean }) => {
    const unindexed = (test: string) => (how.walk ? `coalesce(${test}, false)` : test);
    const match = unindexed("e.tsv @@ to_tsquery('search_stemmed', ?)");
    const title = how.titles ? `and ${unindexed("e.title_tsv @@ to_tsquery('search_plain', ?)")}` : '';
    params.push(kind, ...(how.titles ? [tsquery] : []), tsquery, ...others.params, ...order.params, limit);
    return `(select e.kind, e.source_id from search_entries e where e.kind = ? ${title}
      and ${match} and ${others.text} order by ${order.text} limit ?)`;
  };
  const plain = (text: string) => ({ text, params: [] });
  let text: string;
  if (request.sort !== 'relevance') {
    const order = ORDER[request.sort];
    const limit = offset + request.pageSize;
    const arms = kinds.map((k) => firstOf(k, plain(orderFor(k, order)), limit, { walk: walks(k, limit) }));
    text = `select e.kind, e.source_id from (${arms.join(' union all ')}) p join search_entries e using (kind, source_id)
      order by ${order} limit ? offset ?`;
    params.push(request.pageSize, offset);
  } else {
    const limit = offset + request.pageSize + RERANK_MARGIN;
    // Where the kind's matches are dense, its most downloaded title matches and its most downloaded matches; where
    // they are few, all of them are read anyway, so in relevance's own order. The title matches are walked to in the
    // same way where they are dense themselves: at a million entries a subject's word can be in 16,000 titles, and
    // the bitmap read every one of them (25,000 blocks) to keep 60.
    const titlesFirst = (k: SearchKind) => ({
      text: `e.title_tsv @@ to_tsquery('search_plain', ?) desc, e.title_words like ? desc, ${orderFor(k, POPULAR)}`,
      params: [tsquery, start],
    });
    const arms = kinds.flatMap((k) =>
      walks(k, limit)
        ? [
            firstOf(k, plain(orderFor(k, POPULAR)), limit, { walk: walks(k, limit, sizes.titled[k] ?? 0), titles: true }),
            firstOf(k, plain(orderFor(k, POPULAR)), limit, { walk: true }),
          ]
        : [firstOf(k, titlesFirst(k), limit, { walk: false })],
    );
    text = `select c.kind, c.source_id from (
        select e.kind, e.source_id, e.downloads, e.created_at, e.tsv,
               e.title_tsv @@ to_tsquery('search_plain', ?) as title_hit, e.title_words like ? as title_start
        from (select distinct kind, source_id from (${arms.join(' union all ')}) a) k join search_entries e using (kind, source_id)
        order by title_hit desc, title_start desc, e.downloads desc nulls last, e.created_at desc, e.source_id limit ?) c
      order by c.title_hit desc, c.title_start desc, ts_rank(c.tsv, to_tsquery('search_stemmed', ?), 1) desc,
               c.downloads desc nulls last, c.created_at desc, c.source_id
      limit ? offset ?`;
    params.unshift(tsquery, start);
    params.push(limit, tsquery, request.pageSize, offset);
  }
  const rows = await sql(em, text, params);
  return rows.map((r) => [r.kind as SearchKind, r.source_id as string]);
}

export type FullSearchPage = Omit<SearchResult, 'items'> & { keys: [SearchKind, string][] };

/** Per kind: its entries (PostgreSQL's statistics), this query's matches with the filters and those of them that match in the title (the counts). */
type KindSizes = { rows: Partial<Record<SearchKind, number>>; matches: Partial<Record<SearchKind, number>>; titled: Partial<Record<SearchKind, number>> };

/** The count, the facets and the page's keys of one query (`tsquery`; `start`: the title start that gets a boost). */
export async function fullSearchPage(
  em: EntityManager,
  request: SearchRequest,
  tsquery: string,
  start: string,
  kindRows: Partial<Record<SearchKind, number>>,
  sampleRows = SAMPLE_ROWS,
): Promise<FullSearchPage> {
  const entries = Object.values(kindRows).reduce((a, b) => a + (b ?? 0), 0);
  const { titled, ...counted } = await countAnswer(em, tsquery, request.filters, sampleShare(entries, sampleRows));
  const chosen = request.filters.kind;
  const matches = chosen ? { [chosen]: counted.total } : Object.fromEntries(counted.facets.kind.map((f) => [f.value, f.count]));
  const beyond = !counted.exhaustive.total && (request.page - 1) * request.pageSize >= ESTIMATED_BROWSABLE_HITS;
  const keys = counted.total === 0 || beyond ? [] : await pageKeys(em, request, tsquery, start, { rows: kindRows, matches, titled });
  return { ...counted, keys };
}
