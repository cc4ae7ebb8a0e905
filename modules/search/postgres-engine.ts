// The embedded engine: PostgreSQL full-text search over the store's generated tsvectors. Instant search matches
// titles (unstemmed, the last word as a prefix); full search matches the weighted document (title A, description
// and names B, text C) with stemming. A query that finds nothing is tried once more with each unknown word
// replaced by its nearest indexed words (pg_trgm over the vocabulary), which is how "thermodynamcis" still
// finds thermodynamics without comparing the query with every title.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type SearchKind, searchKinds } from './contract.ts';
import { EXACT, emptyFacets, type SearchEngine, type SearchRequest, type SearchResult } from './engine.ts';
import { fullSearchPage } from './postgres-full-search.ts';
import { fromFields, type SearchEntry } from './entries.ts';
import { type Clause, correctableWords, hasPositiveTerm, type ParsedQuery, toTsquery, withAlternatives } from './query.ts';
import { type Completions, loadTitleStats, planKind, type TitleStats } from './title-plan.ts';
import { editDistance, prefixDistance, typosAllowed } from './typos.ts';
import { MARK_END, MARK_START, toSegments } from './segments.ts';
import { prepared, type Row, SUMMARY, sql, storeCounts } from './store.ts';

/** Candidates the trigram index proposes for one unknown word, before edit distance decides. */
const CANDIDATES = 12;
/** Enough completions to call any still-typed word broad; counting stops there. */
const MAX_COMPLETIONS = 2000;
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

type Vocabulary = {
  /** Words that can be checked (typos allowed, not a bare number) and are not indexed, with their corrections. */
  unknown: Map<string, string[]>;
  /** How many indexed words each still-typed word of 3+ letters completes to, up to MAX_COMPLETIONS (when asked). */
  completions: Completions;
};

/** Title statistics change slowly (ANALYZE refreshes them): read them at most this often. */
const STATS_TTL_MS = 5 * 60_000;

export function postgresEngine(options: { popularSlice?: number } = {}): SearchEngine {
  const popularSlice = options.popularSlice ?? POPULAR_SLICE;

  /**
   * What the vocabulary says of the query's words, in one statement (each statement is a round trip, and on a busy
   * machine a round trip costs more than these lookups): which correctable words it lacks, with the indexed words each
   * may be a typo of, and with `completions`, how many indexed words each still-typed word of 3+ letters completes to.
   */
  async function vocabularyOf(em: EntityManager, query: ParsedQuery, options: { completions?: boolean } = {}): Promise<Vocabulary> {
    const correctable = correctableWords(query).filter((w) => typosAllowed(w.word) > 0 && !/^\d+$/.test(w.word));
    const counted = options.completions
      ? query.all.flat().flatMap((c) => (c.term.kind === 'word' && c.term.prefix && [...c.term.word].length >= 3 ? [c.term.word] : []))
      : [];
    const words = [
      ...correctable.map((w) => ({ ...w, correct: true, count: w.prefix && counted.includes(w.word) })),
      ...counted.filter((w) => !correctable.some((c) => c.prefix && c.word === w)).map((word) => ({ word, prefix: true, correct: false, count: true })),
    ];
    const unknown = new Map<string, string[]>();
    const completions = new Map<string, number>();
    if (!words.length) return { unknown, completions };
    // Trigrams propose (word_similarity for a word still being typed: it may be the start of a longer one) and
    // only for unknown words; edit distance decides, with Meilisearch's allowance, so both engines forgive alike.
    // The statement is search_instant_words (migration 20261128001800): one text, its plan made once a connection.
    const found = await prepared(em, 'select * from search_instant_words(?::text[], ?::boolean[], ?::boolean[], ?::boolean[], ?, ?)', [
      words.map((w) => w.word),
      words.map((w) => w.prefix),
      words.map((w) => w.correct),
      words.map((w) => Boolean(w.count)),
      CANDIDATES,
      MAX_COMPLETIONS,
    ]);
    for (const r of found) {
      if (r.completions !== null) completions.set(r.word, Number(r.completions));
      if (r.known || !r.correct) continue;
      const allowed = typosAllowed(r.word);
      const scored = (r.near as string[]).map((w) => ({ w, d: r.prefix ? prefixDistance(r.word, w) : editDistance(r.word, w) })).filter((c) => c.d <= allowed);
      const best = Math.min(...scored.map((c) => c.d));
      unknown.set(r.word, scored.filter((c) => c.d === best).map((c) => c.w));
    }
    return { unknown, completions };
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
   * does not fill its places there, or whose query is selective, is looked up through its title index. The
   * statement is search_instant_titles (migration 20261128001800): one text whatever the plans, which come as values,
   * so each connection plans it once rather than on every keystroke.
   */
  async function instantOnce(em: EntityManager, query: ParsedQuery, limits: Record<SearchKind, number>, completions: Completions) {
    const known = await titleStats(em);
    const plans = searchKinds.map((k) => (limits[k] > 0 ? planKind(known[k], query, completions) : null));
    const list = await prepared(em, 'select * from search_instant_titles(?, ?, ?, ?::integer[], ?::boolean[], ?::text[])', [
      toTsquery(query),
      titleStart(query) ?? '',
      popularSlice,
      searchKinds.map((k) => limits[k]),
      plans.map((plan) => plan?.direct ?? false),
      plans.map((plan) => (plan ? toTsquery(plan.leading) : '')),
    ]);
    const out: Record<SearchKind, SearchEntry[]> = { document: [], homework: [], deck: [] };
    for (const kind of searchKinds.filter((k) => limits[k] > 0)) {
      const mine = list.filter((r) => r.kind === kind);
      // The title index, when it was asked, saw everything the popular slice saw and more.
      const rows = mine.some((r) => r.via === 'indexed') ? mine.filter((r) => r.via === 'indexed') : mine;
      out[kind] = rows.sort((a, b) => Number(a.pos) - Number(b.pos)).map(fromFields);
    }
    return out;
  }

  async function searchOnce(em: EntityManager, request: SearchRequest, query: ParsedQuery): Promise<SearchResult> {
    const tsquery = toTsquery(query);
    const known = await titleStats(em);
    const kindRows = Object.fromEntries(Object.entries(known).map(([kind, s]) => [kind, s.rows]));
    const { keys: page, ...counted } = await fullSearchPage(em, request, tsquery, titleStart(query) ?? '', kindRows);
    const result: SearchResult = { ...counted, items: [] };
    if (!page.length) return result;
    // Headlines only for the page shown: ts_headline reads the whole text, so never for every match. They quote the
    // description and the readable preview only: the body (locked pages included) decides what matches, never what
    // is shown.
    const headline = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
    const details = await sql(
      em,
      `select ${SUMMARY},
         ts_headline('search_stemmed', e.title, to_tsquery('search_stemmed', ?), ?) as title_marked,
         ts_headline('search_stemmed', left(t.description || E'\\n' || t.preview, 6000), to_tsquery('search_stemmed', ?), ?) as snippet_marked
       from search_entries e join search_texts t using (kind, source_id)
       where (e.kind, e.source_id) in (select * from json_to_recordset(?::json) as k(kind text, id uuid))`,
      [tsquery, `${headline}, HighlightAll=true`, tsquery, headline, JSON.stringify(page.map(([k, id]) => ({ kind: k, id })))],
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
      const { unknown, completions } = await vocabularyOf(em, query, { completions: true });
      const hopeless = (c: Clause) => c.term.kind === 'word' && !c.negated && unknown.get(c.term.word)?.length === 0;
      if (query.all.some((group) => group.every(hopeless))) return empty;
      // A corrected word is whole (no longer a prefix): the counts of the words still typed as they were hold.
      return instantOnce(em, unknown.size ? withAlternatives(query, unknown) : query, limits, completions);
    },

    async search(em, request) {
      if (!hasPositiveTerm(request.query)) return { items: [], total: 0, facets: emptyFacets(), exhaustive: EXACT };
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
