// The Meilisearch engine, selected by MEILI_HOST (and MEILI_KEY), through the official client. One index holds
// every kind; its settings (searchable, filterable and sortable attributes, ranking rules, typo tolerance) are
// applied on start. Each write waits for its task, so an indexing job ends only when the entry is searchable.
import { Meilisearch, type MultiSearchQuery, type SearchResponse, type Settings } from 'meilisearch';
import { KIND_LABELS, type FacetValue, type SearchKind, searchKinds } from './contract.ts';
import { EXACT, emptyFacets, FACET_LIMIT, type SearchEngine, type SearchFilters, type SearchRequest, sortFacet } from './engine.ts';
import { type EntryKey, fromFields, type SearchEntry, toFields } from './entries.ts';
import { hasPositiveTerm, toMeiliQuery } from './query.ts';
import { MARK_END, MARK_START, toSegments } from './segments.ts';

export const MEILI_INDEX = 'studyhall';

type MeiliDoc = Record<string, unknown> & { key: string };

const FACETS = { subject: 'subject_facet', university: 'university_facet', type: 'type_facet' } as const;
const FACET_SEPARATOR = '|';

/** What a hit without a snippet needs (description and texts stay in the index). */
const SUMMARY_ATTRIBUTES = [
  'kind', 'source_id', 'slug', 'title', 'subject_slug', 'subject_name', 'university_slug', 'university_name', 'course_name', 'type_slug',
  'type_name', 'rating', 'review_count', 'downloads', 'points_price', 'page_count', 'card_count', 'cover_url', 'created_at',
];

/** The texts a snippet may quote: the description and the readable preview. */
const SNIPPET_ATTRIBUTES = ['description', 'preview'];

/** Meilisearch counts hits up to this many (and pages no further). */
const MAX_TOTAL_HITS = 10_000;

export const MEILI_SETTINGS: Settings = {
  // Order matters: the attribute rule ranks a match in the title above one in the description or the text.
  searchableAttributes: ['title', 'description', 'subject_name', 'university_name', 'course_name', 'type_name', 'body'],
  // The full text (`body`, locked pages included) decides what matches but is never displayed: no answer, hit or
  // _formatted, can carry it, whatever a query asks for. `preview` is displayed, not searched (body holds it too).
  displayedAttributes: [...SUMMARY_ATTRIBUTES, ...SNIPPET_ATTRIBUTES],
  filterableAttributes: ['kind', 'subject_slug', 'university_slug', 'type_slug', ...Object.values(FACETS), 'indexed_at'],
  sortableAttributes: ['created_at_ts', 'rating', 'downloads'],
  // `sort` first: a chosen sort is strict (newest means newest); without one, relevance, then popularity.
  rankingRules: ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'downloads:desc'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  faceting: { maxValuesPerFacet: FACET_LIMIT, sortFacetValuesBy: { '*': 'count' } },
  pagination: { maxTotalHits: MAX_TOTAL_HITS },
};

const keyOf = (k: EntryKey) => `${k.kind}-${k.id}`;
const facetValue = (ref: { slug: string; name: string } | null) => (ref ? `${ref.slug}${FACET_SEPARATOR}${ref.name}` : null);

export function toMeiliDoc(e: SearchEntry, indexedAt = Date.now()): MeiliDoc {
  return {
    key: keyOf(e),
    ...toFields(e),
    subject_facet: facetValue(e.subject),
    university_facet: facetValue(e.university),
    type_facet: facetValue(e.type),
    created_at_ts: new Date(e.createdAt).getTime(),
    indexed_at: indexedAt,
  };
}

const quote = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** The filters (each required), but `except`'s; undefined when there are none. */
function filterOf(filters: SearchFilters, except?: keyof SearchFilters): string[] | undefined {
  const columns: Record<keyof SearchFilters, string> = { kind: 'kind', subject: 'subject_slug', university: 'university_slug', type: 'type_slug' };
  const list = (Object.keys(columns) as (keyof SearchFilters)[])
    .filter((k) => k !== except && filters[k])
    .map((k) => `${columns[k]} = ${quote(filters[k]!)}`);
  return list.length ? list : undefined;
}

const SORT: Record<SearchRequest['sort'], string[] | undefined> = {
  relevance: undefined,
  newest: ['created_at_ts:desc'],
  rating: ['rating:desc', 'downloads:desc'],
  downloads: ['downloads:desc', 'rating:desc'],
};

function facetValues(distribution: Record<string, number> | undefined, labelled: boolean): FacetValue[] {
  return sortFacet(
    Object.entries(distribution ?? {}).map(([raw, count]) => {
      if (!labelled) return { value: raw, label: KIND_LABELS[raw as SearchKind] ?? raw, count };
      const cut = raw.indexOf(FACET_SEPARATOR);
      return { value: raw.slice(0, cut), label: raw.slice(cut + 1), count };
    }),
  );
}

export function meiliEngine(options: { host: string; apiKey?: string; index?: string; timeoutMs?: number }): SearchEngine {
  const client = new Meilisearch({ host: options.host, apiKey: options.apiKey, timeout: options.timeoutMs ?? 5000 });
  const uid = options.index ?? MEILI_INDEX;
  const index = client.index(uid);

  async function settle(task: { waitTask: () => Promise<{ status: string; error?: { message: string } | null }> }, what: string) {
    const done = await task.waitTask();
    if (done.status !== 'succeeded') throw new Error(`Meilisearch could not ${what}: ${done.error?.message ?? done.status}`);
  }

  const multi = (queries: MultiSearchQuery[]) => client.multiSearch({ queries }) as Promise<{ results: SearchResponse<Record<string, any>>[] }>;

  return {
    name: 'meilisearch',

    async prepare() {
      const created = await client.createIndex(uid, { primaryKey: 'key' }).waitTask();
      if (created.status !== 'succeeded' && created.error?.code !== 'index_already_exists') {
        throw new Error(`Meilisearch could not create the index ${uid}: ${created.error?.message ?? created.status}`);
      }
      await settle(index.updateSettings(MEILI_SETTINGS), 'apply the index settings');
    },

    async index(_em, entries) {
      if (!entries.length) return;
      await settle(index.addDocuments(entries.map((e) => toMeiliDoc(e)), { primaryKey: 'key' }), 'index entries');
    },

    async remove(_em, keys) {
      if (!keys.length) return;
      await settle(index.deleteDocuments(keys.map(keyOf)), 'remove entries');
    },

    async finishRebuild(_em, kind, startedAt) {
      await settle(index.deleteDocuments({ filter: `kind = ${quote(kind)} AND indexed_at < ${startedAt.getTime()}` }), 'remove stale entries');
    },

    async instant(_em, query, limits) {
      const out: Record<SearchKind, SearchEntry[]> = { document: [], homework: [], deck: [] };
      if (!hasPositiveTerm(query)) return out;
      const kinds = searchKinds.filter((k) => limits[k] > 0);
      const { results } = await multi(
        kinds.map((kind) => ({
          indexUid: uid,
          q: toMeiliQuery(query),
          filter: `kind = ${quote(kind)}`,
          limit: limits[kind],
          attributesToSearchOn: ['title'],
          attributesToRetrieve: SUMMARY_ATTRIBUTES,
          matchingStrategy: 'all',
        })),
      );
      kinds.forEach((kind, i) => {
        out[kind] = (results[i]?.hits ?? []).map(fromFields);
      });
      return out;
    },

    async search(_em, request) {
      if (!hasPositiveTerm(request.query)) return { items: [], total: 0, facets: emptyFacets(), exhaustive: EXACT };
      const q = toMeiliQuery(request.query);
      const base = { indexUid: uid, q, matchingStrategy: 'all' as const };
      const facetNames = ['kind', 'subject', 'university', 'type'] as const;
      // Disjunctive facets: each facet counts with every filter but its own, so choosing a value keeps its siblings.
      const { results } = await multi([
        {
          ...base,
          filter: filterOf(request.filters),
          sort: SORT[request.sort],
          page: request.page,
          hitsPerPage: request.pageSize,
          attributesToRetrieve: SUMMARY_ATTRIBUTES,
          attributesToHighlight: ['title', ...SNIPPET_ATTRIBUTES],
          attributesToCrop: SNIPPET_ATTRIBUTES,
          cropLength: 28,
          cropMarker: '…',
          highlightPreTag: MARK_START,
          highlightPostTag: MARK_END,
        },
        ...facetNames.map((f) => ({
          ...base,
          filter: filterOf(request.filters, f),
          limit: 0,
          facets: [f === 'kind' ? 'kind' : FACETS[f]],
        })),
      ]);
      const [main, ...facetResults] = results;
      const total = (main as { totalHits?: number }).totalHits ?? main!.estimatedTotalHits ?? 0;
      const distribution = (i: number, attribute: string) => facetResults[i]?.facetDistribution?.[attribute];
      return {
        total,
        // Asked by page, Meilisearch counts every hit up to its maxTotalHits, and every facet value.
        exhaustive: { total: total < MAX_TOTAL_HITS, facets: true },
        items: (main?.hits ?? []).map((hit) => {
          const formatted = (hit._formatted ?? {}) as Record<string, string>;
          const marked = [formatted.description, formatted.preview].find((t) => t?.includes(MARK_START)) ?? (formatted.description || formatted.preview || '');
          return { entry: fromFields(hit), titleHighlight: toSegments(formatted.title ?? String(hit.title)), snippet: toSegments(marked) };
        }),
        facets: {
          kind: facetValues(distribution(0, 'kind'), false),
          subject: facetValues(distribution(1, FACETS.subject), true),
          university: facetValues(distribution(2, FACETS.university), true),
          type: facetValues(distribution(3, FACETS.type), true),
        },
      };
    },

    async documentIds(_em, query, limit) {
      if (!hasPositiveTerm(query)) return [];
      const result = await index.search(toMeiliQuery(query), {
        filter: 'kind = "document"',
        limit,
        attributesToRetrieve: ['source_id'],
        matchingStrategy: 'all',
      });
      return result.hits.map((h) => String(h.source_id));
    },

    async counts() {
      const result = await index.search('', { limit: 0, facets: ['kind'] });
      const counts: Record<SearchKind, number> = { document: 0, homework: 0, deck: 0 };
      for (const [kind, n] of Object.entries(result.facetDistribution?.kind ?? {})) if (kind in counts) counts[kind as SearchKind] = n;
      return counts;
    },
  };
}
