// The embedded engine: PostgreSQL full-text search over the store's generated tsvectors. Instant search matches
// titles (unstemmed, the last word as a prefix); full search matches the weighted document (title A, description
// and names B, text C) with stemming. A query that finds nothing is tried once more with each unknown word
// replaced by its nearest indexed words (pg_trgm over the vocabulary), which is how "thermodynamcis" still
// finds thermodynamics without comparing the query with every title.
import type { EntityManager } from '@mikro-orm/postgresql';
import { KIND_LABELS, type SearchKind, searchKinds } from './contract.ts';
import { emptyFacets, FACET_LIMIT, sortFacet, type SearchEngine, type SearchFilters, type SearchRequest, type SearchResult } from './engine.ts';
import type { SearchEntry } from './entries.ts';
import { correctableWords, hasPositiveTerm, type ParsedQuery, toTsquery, withAlternatives } from './query.ts';
import { editDistance, prefixDistance, typosAllowed } from './typos.ts';
import { MARK_END, MARK_START, toSegments } from './segments.ts';
import { fromRow, type Row, SUMMARY_COLUMNS, sql, storeCounts } from './store.ts';

/** Candidates the trigram index proposes for one unknown word, before edit distance decides. */
const CANDIDATES = 12;

// The words typo correction can suggest: those of titles, descriptions and names (not extracted text, which is
// long and noisy), lower case without accents, 3 to 40 letters, not bare numbers.
const vocabulary = (condition = 'true') => `
  select distinct w from search_entries e,
    regexp_split_to_table(lower(unaccent(e.title || ' ' || e.description || ' ' || coalesce(e.subject_name, '') || ' '
      || coalesce(e.university_name, '') || ' ' || coalesce(e.course_name, '') || ' ' || coalesce(e.type_name, ''))), '[^[:alnum:]]+') w
  where ${condition} and length(w) between 3 and 40 and w !~ '^[0-9]+$'`;

const summary = SUMMARY_COLUMNS.map((c) => `e.${c}`).join(', ');

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

const ORDER: Record<SearchRequest['sort'], string> = {
  relevance: 'title_hit desc, title_start desc, score desc, downloads desc nulls last, created_at desc, source_id',
  newest: 'created_at desc, source_id desc',
  rating: 'rating desc nulls last, downloads desc nulls last, created_at desc, source_id',
  downloads: 'downloads desc nulls last, rating desc nulls last, created_at desc, source_id',
};

export function postgresEngine(): SearchEngine {
  /** Nearest vocabulary words of each unknown word, or null when every word is known (nothing to correct). */
  async function corrections(em: EntityManager, query: ParsedQuery): Promise<Map<string, string[]> | null> {
    const words = correctableWords(query).filter((w) => typosAllowed(w.word) > 0 && !/^\d+$/.test(w.word));
    if (!words.length) return null;
    // Trigrams propose (word_similarity for a word still being typed: it may be the start of a longer one); edit
    // distance decides, with Meilisearch's allowance, so both engines forgive the same typos.
    const found = await sql(
      em,
      `select q.word, q.prefix,
         exists (select 1 from search_words w where case when q.prefix then w.word >= q.word and w.word < q.word || chr(1114111)
                                                         else w.word = q.word end) as known,
         case when q.prefix
           then array(select w.word from search_words w where q.word <% w.word order by q.word <<-> w.word, w.word limit ${CANDIDATES})
           else array(select w.word from search_words w where w.word % q.word order by w.word <-> q.word, w.word limit ${CANDIDATES})
         end as near
       from json_to_recordset(?::json) as q(word text, prefix boolean)`,
      [JSON.stringify(words)],
    );
    const out = new Map<string, string[]>();
    for (const r of found) {
      if (r.known) continue;
      const allowed = typosAllowed(r.word);
      const scored = (r.near as string[]).map((w) => ({ w, d: r.prefix ? prefixDistance(r.word, w) : editDistance(r.word, w) })).filter((c) => c.d <= allowed);
      const best = Math.min(...scored.map((c) => c.d));
      const chosen = scored.filter((c) => c.d === best).map((c) => c.w);
      if (chosen.length) out.set(r.word, chosen);
    }
    return out.size ? out : null;
  }

  /** Runs `attempt`, and once more with corrected words when it finds nothing. */
  async function withCorrection<T>(em: EntityManager, query: ParsedQuery, attempt: (q: ParsedQuery) => Promise<T>, isEmpty: (r: T) => boolean) {
    const first = await attempt(query);
    if (!isEmpty(first)) return first;
    const alternatives = await corrections(em, query);
    return alternatives ? attempt(withAlternatives(query, alternatives)) : first;
  }

  async function instantOnce(em: EntityManager, query: ParsedQuery, limits: Record<SearchKind, number>) {
    const tsquery = toTsquery(query);
    const start = titleStart(query);
    const kinds = searchKinds.filter((k) => limits[k] > 0);
    const parts = kinds.map(
      () => `(select ${summary} from search_entries e
               where e.kind = ? and e.title_tsv @@ to_tsquery('search_plain', ?)
               order by (e.title_words like ?) desc, ts_rank(e.title_tsv, to_tsquery('search_plain', ?), 2) desc,
                        e.downloads desc nulls last, e.created_at desc, e.source_id
               limit ?)`,
    );
    const list = await sql(em, parts.join(' union all '), kinds.flatMap((k) => [k, tsquery, start ?? '', tsquery, limits[k]]));
    const out: Record<SearchKind, SearchEntry[]> = { document: [], homework: [], deck: [] };
    for (const r of list) out[r.kind as SearchKind].push(fromRow(r));
    return out;
  }

  async function searchOnce(em: EntityManager, request: SearchRequest, query: ParsedQuery): Promise<SearchResult> {
    const tsquery = toTsquery(query);
    const titleQuery = toTsquery(query, 'A');
    const filters = filterFragments(request.filters);
    const all = where(Object.values(filters));
    const except = (facet: keyof SearchFilters) => where(Object.entries(filters).map(([k, f]) => (k === facet ? null : f)));
    const facet = (facetName: keyof SearchFilters, value: string, label: string) => {
      const w = except(facetName);
      return {
        text: `(select coalesce(json_agg(f order by f.count desc, f.label), '[]') from (
                 select ${value} as value, min(${label}) as label, count(*)::int as count from m
                 where ${w.text} and ${value} is not null group by ${value} order by count(*) desc, min(${label}) limit ${FACET_LIMIT}) f)`,
        params: w.params,
      };
    };
    const facets = [
      facet('kind', 'kind', 'kind'),
      facet('subject', 'subject_slug', 'subject_name'),
      facet('university', 'university_slug', 'university_name'),
      facet('type', 'type_slug', 'type_name'),
    ];
    const [row] = await sql(
      em,
      `with m as materialized (
         select e.kind, e.source_id, e.subject_slug, e.subject_name, e.university_slug, e.university_name, e.type_slug, e.type_name,
                e.created_at, e.rating, e.downloads,
                e.tsv @@ to_tsquery('search_stemmed', ?) as title_hit,
                e.title_words like ? as title_start,
                ts_rank(e.tsv, to_tsquery('search_stemmed', ?), 1) as score
         from search_entries e where e.tsv @@ to_tsquery('search_stemmed', ?)
       )
       select (select count(*)::int from m where ${all.text}) as total,
              (select coalesce(json_agg(json_build_array(p.kind, p.source_id)), '[]') from (
                 select kind, source_id from m where ${all.text} order by ${ORDER[request.sort]} limit ? offset ?) p) as page,
              ${facets.map((f, i) => `${f.text} as facet_${i}`).join(', ')}`,
      [
        titleQuery, titleStart(query) ?? '', tsquery, tsquery,
        ...all.params, ...all.params, request.pageSize, (request.page - 1) * request.pageSize,
        ...facets.flatMap((f) => f.params),
      ],
    );
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
    // Headlines only for the page shown: ts_headline reads the whole text, so never for every match.
    const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const details = await sql(
      em,
      `select ${summary},
         ts_headline('search_stemmed', e.title, to_tsquery('search_stemmed', ?), ?) as title_marked,
         ts_headline('search_stemmed', left(e.description || E'\\n' || e.body, 6000), to_tsquery('search_stemmed', ?), ?) as snippet_marked
       from search_entries e where (e.kind, e.source_id) in (select * from json_to_recordset(?::json) as k(kind text, id uuid))`,
      [tsquery, `${options}, HighlightAll=true`, tsquery, options, JSON.stringify(page.map(([k, id]) => ({ kind: k, id })))],
    );
    const byKey = new Map(details.map((r) => [`${r.kind}:${r.source_id}`, r]));
    result.items = page.flatMap(([k, id]) => {
      const r = byKey.get(`${k}:${id}`);
      return r ? [{ entry: fromRow(r), titleHighlight: toSegments(r.title_marked), snippet: toSegments(r.snippet_marked) }] : [];
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
      return withCorrection(em, query, (q) => instantOnce(em, q, limits), (r) => searchKinds.every((k) => r[k].length === 0));
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
