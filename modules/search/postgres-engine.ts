// The embedded engine: PostgreSQL full-text search over the store's generated tsvectors. Instant search matches
// titles (unstemmed, the last word as a prefix); full search matches the weighted document (title A, description
// and names B, text C) with stemming. A query that finds nothing is tried once more with each unknown word
// replaced by its nearest indexed words (pg_trgm over the vocabulary), which is how "thermodynamcis" still
// finds thermodynamics without comparing the query with every title.
import type { EntityManager } from '@mikro-orm/postgresql';
import { KIND_LABELS, type SearchKind, searchKinds } from './contract.ts';
import { emptyFacets, FACET_LIMIT, sortFacet, type SearchEngine, type SearchFilters, type SearchRequest, type SearchResult } from './engine.ts';
import { fromFields, type SearchEntry } from './entries.ts';
import { type Clause, correctableWords, hasPositiveTerm, type ParsedQuery, toTsquery, withAlternatives } from './query.ts';
import { loadTitleStats, planKind, type TitleStats } from './title-plan.ts';
import { editDistance, prefixDistance, typosAllowed } from './typos.ts';
import { MARK_END, MARK_START, toSegments } from './segments.ts';
import { type Row, SUMMARY, sql, storeCounts } from './store.ts';

/** Candidates the trigram index proposes for one unknown word, before edit distance decides. */
const CANDIDATES = 12;
/** How many of a kind's most downloaded (then newest) titles instant search reads before it asks the title index. */
export const POPULAR_SLICE = 2000;

// The words typo correction can suggest: those of titles, descriptions and names (not extracted text, which is
// long and noisy), lower case without accents, 3 to 40 letters, not bare numbers.
const vocabulary = (condition = 'true') => `
  select distinct w from search_entries e join search_texts t using (kind, source_id),
    regexp_split_to_table(lower(unaccent(e.title || ' ' || t.description || ' ' || coalesce(e.subject_name, '') || ' '
      || coalesce(e.university_name, '') || ' ' || coalesce(e.course_name, '') || ' ' || coalesce(e.type_name, ''))), '[^[:alnum:]]+') w
  where ${condition} and length(w) between 3 and 40 and w !~ '^[0-9]+$'`;


/** The start of a title that gets a boost: the query's leading positive words. */
function titleStart(query: ParsedQuery): string | null {
  const words: string[] = [];
  for (const group of query.all) {
    const [c] = group;
    if (group.length > 1 || !c || c.negated) break;
    if (c.term.kind === 'phrase') words.push(...c.term.words);
    else {
      words.push(c.term.word);
      if (c.term.prefix) break;
    }
  }
  return words.length ? `${words.join(' ')}%` : null;
}

type Fragment = { text: string; params: unknown[] };

function filterFragments(filters: SearchFilters): Record<keyof SearchFilters, Fragment | null> {
  const eq = (column: string, value: string | undefined): Fragment | null => (value ? { text: `${column} = ?`, params: [value] } : null);
  return {
    kind: eq('kind', filters.kind),
    subject: eq('subject_slug', filters.subject),
    university: eq('university_slug', filters.university),
    type: eq('type_slug', filters.type),
  };
}

function where(fragments: (Fragment | null)[]): Fragment {
  const present = fragments.filter((f): f is Fragment => f !== null);
  return present.length
    ? { text: present.map((f) => f.text).join(' and '), params: present.flatMap((f) => f.params) }
    : { text: 'true', params: [] };
}

const ORDER: Record<Exclude<SearchRequest['sort'], 'relevance'>, string> = {
  newest: 'created_at desc, source_id desc',
  rating: 'rating desc nulls last, downloads desc nulls last, created_at desc, source_id',
  downloads: 'downloads desc nulls last, rating desc nulls last, created_at desc, source_id',
};

/** Each facet's column in the store and the column its label comes from. */
const FACETS = [
  { name: 'kind', value: 'kind', label: 'kind' },
  { name: 'subject', value: 'subject_slug', label: 'subject_name' },
  { name: 'university', value: 'university_slug', label: 'university_name' },
  { name: 'type', value: 'type_slug', label: 'type_name' },
] as const satisfies readonly { name: keyof SearchFilters; value: string; label: string }[];

type Vocabulary = {
  /** Words that can be checked (typos allowed, not a bare number) and are not indexed, with their corrections. */
  unknown: Map<string, string[]>;
};

/** Title statistics change slowly (ANALYZE refreshes them): read them at most this often. */
const STATS_TTL_MS = 5 * 60_000;

/** How many candidates beyond the page ts_rank orders (relevance only). */
const RERANK_MARGIN = 200;

/**
 * The page, in the chosen order. Relevance is titles first (every word of the query in the title as written, then
 * titles that start with it), then ts_rank over the weighted document, then downloads. ts_rank reads the whole
 * tsvector, so it orders only the best candidates by the cheaper keys (the page and a margin), never every match.
 */
function pageQuery(filter: string, sort: SearchRequest['sort']): string {
  if (sort !== 'relevance') return `select kind, source_id from m where ${filter} order by ${ORDER[sort]} limit ? offset ?`;
  return `select c.kind, c.source_id from (
      select kind, source_id, title_hit, title_start, downloads, created_at from m where ${filter}
      order by title_hit desc, title_start desc, downloads desc nulls last, created_at desc, source_id limit ?) c
    join search_entries e using (kind, source_id)
    order by c.title_hit desc, c.title_start desc, ts_rank(e.tsv, to_tsquery('search_stemmed', ?), 1) desc,
             c.downloads desc nulls last, c.created_at desc, c.source_id
    limit ? offset ?`;
}

function pageParams(tsquery: string, request: SearchRequest): unknown[] {
  const offset = (request.page - 1) * request.pageSize;
  return request.sort === 'relevance' ? [offset + request.pageSize + RERANK_MARGIN, tsquery, request.pageSize, offset] : [request.pageSize, offset];
}

export function postgresEngine(options: { popularSlice?: number } = {}): SearchEngine {
  const popularSlice = options.popularSlice ?? POPULAR_SLICE;

  /** Which of the query's words the vocabulary lacks, and the indexed words each may be a typo of. */
  async function vocabularyOf(em: EntityManager, query: ParsedQuery): Promise<Vocabulary> {
    const words = correctableWords(query).filter((w) => typosAllowed(w.word) > 0 && !/^\d+$/.test(w.word));
    const unknown = new Map<string, string[]>();
    if (!words.length) return { unknown };
    // Trigrams propose (word_similarity for a word still being typed: it may be the start of a longer one) and
    // only for unknown words; edit distance decides, with Meilisearch's allowance, so both engines forgive alike.
    // One branch per word, each with its own conditions, so every lookup is an index scan.
    const normal = 'lower(unaccent(?::text))';
    const branches = words.map((w) => {
      const known = w.prefix
        ? `exists (select 1 from search_words w where w.word >= ${normal} and w.word < ${normal} || chr(1114111))`
        : `exists (select 1 from search_words w where w.word = ${normal})`;
      const near = w.prefix
        ? `array(select w.word from search_words w where ${normal} <% w.word order by ${normal} <<-> w.word, w.word limit ${CANDIDATES})`
        : `array(select w.word from search_words w where w.word % ${normal} order by w.word <-> ${normal}, w.word limit ${CANDIDATES})`;
      return {
        text: `(select ?::text as word, ?::boolean as prefix, k.known, case when k.known then null else ${near} end as near from (select ${known} as known) k)`,
        // The word and whether it is a prefix, then the word for each placeholder in the suggestions and the lookup.
        params: [w.word, w.prefix, ...Array(w.prefix ? 4 : 3).fill(w.word)],
      };
    });
    const found = await sql(em, branches.map((b) => b.text).join(' union all '), branches.flatMap((b) => b.params));
    for (const r of found) {
      if (r.known) continue;
      const allowed = typosAllowed(r.word);
      const scored = (r.near as string[]).map((w) => ({ w, d: r.prefix ? prefixDistance(r.word, w) : editDistance(r.word, w) })).filter((c) => c.d <= allowed);
      const best = Math.min(...scored.map((c) => c.d));
      unknown.set(r.word, scored.filter((c) => c.d === best).map((c) => c.w));
    }
    return { unknown };
  }

  /** Runs `attempt`, and once more with corrected words when it finds nothing. */
  async function withCorrection<T>(em: EntityManager, query: ParsedQuery, attempt: (q: ParsedQuery) => Promise<T>, isEmpty: (r: T) => boolean) {
    const first = await attempt(query);
    if (!isEmpty(first)) return first;
    const { unknown } = await vocabularyOf(em, query);
    const alternatives = new Map([...unknown].filter(([, near]) => near.length > 0));
    return alternatives.size ? attempt(withAlternatives(query, alternatives)) : first;
  }

  let stats: { at: number; value: TitleStats } | null = null;
  async function titleStats(em: EntityManager): Promise<TitleStats> {
    if (!stats || Date.now() - stats.at > STATS_TTL_MS) stats = { at: Date.now(), value: await loadTitleStats(em) };
    return stats.value;
  }

  /**
   * Each kind's best few whose title matches, in one statement, each kind planned from its statistics
   * (title-plan.ts). Broad queries are answered from the kind's most downloaded (then newest) titles, read in that
   * order from an index that carries them: a few thousand index entries however many titles match. A kind that
   * does not fill its places there, or whose query is selective, is looked up through its title index.
   */
  async function instantOnce(em: EntityManager, query: ParsedQuery, limits: Record<SearchKind, number>) {
    const tsquery = toTsquery(query);
    const start = titleStart(query) ?? '';
    const kinds = searchKinds.filter((k) => limits[k] > 0);
    const known = await titleStats(em);
    const plans = new Map(kinds.map((k) => [k, planKind(known[k], query)]));
    const params: unknown[] = [];
    const p = (...values: unknown[]) => {
      params.push(...values);
      return '?';
    };
    const rank = (t: string) =>
      `(${t}.title_words like ${p(start)}) desc, ts_rank(${t}.title_tsv, to_tsquery('search_plain', ${p(tsquery)}), 2) desc,
       ${t}.downloads desc nulls last, ${t}.created_at desc, ${t}.source_id`;
    // The slice is read from the popular index alone; only the winners are read from the table.
    const sliced = kinds.filter((k) => !plans.get(k)!.direct);
    const popular = sliced.map(
      (kind) => `(select c.kind, c.source_id, row_number() over (order by ${rank('c')}) as pos from (
          select kind, source_id, title_tsv, title_words, downloads, created_at from search_entries where kind = ${p(kind)}
          order by downloads desc nulls last, created_at desc, source_id limit ${popularSlice}) c
        where c.title_tsv @@ to_tsquery('search_plain', ${p(tsquery)}) order by pos limit ${p(limits[kind])})`,
    );
    const indexed = kinds.map((kind) => {
      const plan = plans.get(kind)!;
      // Placeholders are numbered in the order they are written: the ranking comes first in the text.
      const order = rank('e');
      const unfilled = plan.direct ? '' : `(select count(*) from popular where popular.kind = ${p(kind)}) < ${p(limits[kind])} and`;
      return `(select 'indexed' as via, row_number() over (order by ${order}) as pos, ${SUMMARY} from search_entries e
        where ${unfilled} e.kind = ${p(kind)} and e.title_tsv @@ to_tsquery('search_plain', ${p(toTsquery(plan.leading))})
          and ts_match_vq(e.title_tsv, to_tsquery('search_plain', ${p(tsquery)}))
        order by pos limit ${p(limits[kind])})`;
    });
    const list = await sql(
      em,
      popular.length
        ? `with popular as (${popular.join(' union all ')})
           select 'popular' as via, x.pos, ${SUMMARY} from popular x join search_entries e on e.kind = x.kind and e.source_id = x.source_id
           union all ${indexed.join(' union all ')}`
        : indexed.join(' union all '),
      params,
    );
    const out: Record<SearchKind, SearchEntry[]> = { document: [], homework: [], deck: [] };
    for (const kind of kinds) {
      const mine = list.filter((r) => r.kind === kind);
      // The title index, when it was asked, saw everything the popular slice saw and more.
      const rows = mine.some((r) => r.via === 'indexed') ? mine.filter((r) => r.via === 'indexed') : mine;
      out[kind] = rows.sort((a, b) => Number(a.pos) - Number(b.pos)).map(fromFields);
    }
    return out;
  }

  async function searchOnce(em: EntityManager, request: SearchRequest, query: ParsedQuery): Promise<SearchResult> {
    const tsquery = toTsquery(query);
    const filters = filterFragments(request.filters);
    const all = where(Object.values(filters));
    const except = (facet: keyof SearchFilters) => where(Object.entries(filters).map(([k, f]) => (k === facet ? null : f)));
    // The count and the four facets in one pass over the matches: grouping sets, each facet counting the matches
    // that pass every filter but its own (so choosing a subject still shows the other subjects' counts).
    const counts = FACETS.map((f) => except(f.name));
    const grouped = `select ${FACETS.map((f) => `grouping(${f.value}) as g_${f.name}, ${f.value} as v_${f.name}, min(${f.label}) as l_${f.name}`).join(', ')},
        count(*) filter (where ${all.text}) as n_all, ${FACETS.map((f, i) => `count(*) filter (where ${counts[i]!.text}) as n_${f.name}`).join(', ')}
      from m group by grouping sets ((), ${FACETS.map((f) => `(${f.value})`).join(', ')})`;
    const facetList = (f: (typeof FACETS)[number]) => `(select coalesce(json_agg(x order by x.count desc, x.label), '[]') from (
        select v_${f.name} as value, l_${f.name} as label, n_${f.name}::int as count from g
        where g_${f.name} = 0 and ${FACETS.filter((o) => o !== f).map((o) => `g_${o.name} = 1`).join(' and ')}
          and v_${f.name} is not null and n_${f.name} > 0
        order by n_${f.name} desc, l_${f.name} limit ${FACET_LIMIT}) x)`;
    const row = await em.transactional(async (tx) => {
      // The match list stays in memory for its two readers (the grouping sets and the page) instead of spilling.
      await sql(tx, "set local work_mem = '64MB'");
      const [found] = await sql(
        tx,
        `with m as materialized (
           select e.kind, e.source_id, e.subject_slug, e.subject_name, e.university_slug, e.university_name, e.type_slug, e.type_name,
                  e.created_at, e.rating, e.downloads,
                  e.title_tsv @@ to_tsquery('search_plain', ?) as title_hit,
                  e.title_words like ? as title_start
           from search_entries e where e.tsv @@ to_tsquery('search_stemmed', ?)
         ), g as materialized (${grouped})
         select (select n_all from g where ${FACETS.map((f) => `g_${f.name} = 1`).join(' and ')})::int as total,
                (select coalesce(json_agg(json_build_array(p.kind, p.source_id)), '[]') from (${pageQuery(all.text, request.sort)}) p) as page,
                ${FACETS.map((f, i) => `${facetList(f)} as facet_${i}`).join(', ')}`,
        [toTsquery(query), titleStart(query) ?? '', tsquery, ...all.params, ...counts.flatMap((c) => c.params), ...all.params, ...pageParams(tsquery, request)],
      );
      return found;
    });
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as any[];
    const page = parse(row!.page) as [SearchKind, string][];
    const [kind, subject, university, type] = [0, 1, 2, 3].map((i) => parse(row![`facet_${i}`]));
    const result: SearchResult = {
      total: Number(row!.total),
      items: [],
      facets: {
        kind: sortFacet(kind!.map((f) => ({ value: f.value, label: KIND_LABELS[f.value as SearchKind], count: f.count }))),
        subject: sortFacet(subject!),
        university: sortFacet(university!),
        type: sortFacet(type!),
      },
    };
    if (!page.length) return result;
    // Headlines only for the page shown: ts_headline reads the whole text, so never for every match. They quote the
    // description and the readable preview only: the body (locked pages included) decides what matches, never what
    // is shown.
    const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const details = await sql(
      em,
      `select ${SUMMARY},
         ts_headline('search_stemmed', e.title, to_tsquery('search_stemmed', ?), ?) as title_marked,
         ts_headline('search_stemmed', left(t.description || E'\\n' || t.preview, 6000), to_tsquery('search_stemmed', ?), ?) as snippet_marked
       from search_entries e join search_texts t using (kind, source_id)
       where (e.kind, e.source_id) in (select * from json_to_recordset(?::json) as k(kind text, id uuid))`,
      [tsquery, `${options}, HighlightAll=true`, tsquery, options, JSON.stringify(page.map(([k, id]) => ({ kind: k, id })))],
    );
    const byKey = new Map(details.map((r) => [`${r.kind}:${r.source_id}`, r]));
    result.items = page.flatMap(([k, id]) => {
      const r = byKey.get(`${k}:${id}`);
      return r ? [{ entry: fromFields(r), titleHighlight: toSegments(r.title_marked), snippet: toSegments(r.snippet_marked) }] : [];
    });
    return result;
  }

  return {
    name: 'postgres',
    prepare: async () => {},

    async index(em, entries) {
      if (!entries.length) return;
      // The store already holds the entries (its tsvectors are the index); only the vocabulary grows.
      await sql(
        em,
        `insert into search_words (word)
         ${vocabulary('(e.kind, e.source_id) in (select * from json_to_recordset(?::json) as k(kind text, id uuid))')}
         on conflict do nothing`,
        [JSON.stringify(entries.map((e) => ({ kind: e.kind, id: e.id })))],
      );
    },

    // Deleting from the store removed them; their words may serve other entries, and a rebuild prunes the rest.
    remove: async () => {},

    async finishRebuild(em) {
      await sql(em, 'delete from search_words');
      await sql(em, `insert into search_words (word) ${vocabulary()} on conflict do nothing`);
    },

    async instant(em, query, limits) {
      const empty = { document: [], homework: [], deck: [] };
      if (!hasPositiveTerm(query)) return empty;
      // Every title word is in the vocabulary, so a word it lacks cannot match as typed: correct it first (or give
      // up when nothing is close), and spare the titles a search that finds nothing.
      const { unknown } = await vocabularyOf(em, query);
      const hopeless = (c: Clause) => c.term.kind === 'word' && !c.negated && unknown.get(c.term.word)?.length === 0;
      if (query.all.some((group) => group.every(hopeless))) return empty;
      return instantOnce(em, unknown.size ? withAlternatives(query, unknown) : query, limits);
    },

    async search(em, request) {
      if (!hasPositiveTerm(request.query)) return { items: [], total: 0, facets: emptyFacets() };
      return withCorrection(em, request.query, (q) => searchOnce(em, request, q), (r) => r.total === 0);
    },

    async documentIds(em, query, limit) {
      if (!hasPositiveTerm(query)) return [];
      return withCorrection(
        em,
        query,
        async (q) => {
          const list: Row[] = await sql(
            em,
            `select e.source_id from search_entries e
             where e.kind = 'document' and e.tsv @@ to_tsquery('search_stemmed', ?)
             order by e.tsv @@ to_tsquery('search_stemmed', ?) desc, ts_rank(e.tsv, to_tsquery('search_stemmed', ?), 1) desc, e.source_id
             limit ?`,
            [toTsquery(q), toTsquery(q, 'A'), toTsquery(q), limit],
          );
          return list.map((r) => r.source_id as string);
        },
        (ids) => ids.length === 0,
      );
    },

    // The store is this engine's index.
    counts: storeCounts,
  };
}
