// The search port: what every engine answers, with the same shapes. The store (store.ts) is the record of what is
// searchable; an engine indexes what the store holds and answers queries. Plain functions over plain data.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FacetValue, SearchFacets, SearchKind, SearchSort, Segment } from './contract.ts';
import type { EntryKey, SearchEntry } from './entries.ts';
import type { ParsedQuery } from './query.ts';

export type SearchFilters = { kind?: SearchKind; subject?: string; university?: string; type?: string };

export type SearchRequest = {
  query: ParsedQuery;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  pageSize: number;
};

export type RankedEntry = { entry: SearchEntry; titleHighlight: Segment[]; snippet: Segment[] };
/** Whether the total and the facet counts are exact, or estimates (a broad query's, from a sample). */
export type Exhaustive = { total: boolean; facets: boolean };
export type SearchResult = { items: RankedEntry[]; total: number; facets: SearchFacets; exhaustive: Exhaustive };
export const EXACT: Exhaustive = { total: true, facets: true };
/** How deep a result whose total is estimated can be paged, as Meilisearch's `maxTotalHits` (its default is 1,000). */
export const ESTIMATED_BROWSABLE_HITS = 1000;

export type SearchEngine = {
  name: 'postgres' | 'meilisearch';
  /** Applies the index settings. Run on start; every other call waits for it. */
  prepare(): Promise<void>;
  index(em: EntityManager, entries: SearchEntry[]): Promise<void>;
  remove(em: EntityManager, keys: EntryKey[]): Promise<void>;
  /** After a full rebuild of one kind: forget what the rebuild did not write again (written before `startedAt`). */
  finishRebuild(em: EntityManager, kind: SearchKind, startedAt: Date): Promise<void>;
  /** The best entries of each kind whose title matches, at most `limits[kind]` each. */
  instant(em: EntityManager, query: ParsedQuery, limits: Record<SearchKind, number>): Promise<Record<SearchKind, SearchEntry[]>>;
  search(em: EntityManager, request: SearchRequest): Promise<SearchResult>;
  /** Matching documents' ids, best first, at most `limit` (the /documents text filter). */
  documentIds(em: EntityManager, query: ParsedQuery, limit: number): Promise<string[]>;
  counts(em: EntityManager): Promise<Record<SearchKind, number>>;
};

/** How many values a facet lists (the most frequent first). */
export const FACET_LIMIT = 30;

export const emptyFacets = (): SearchFacets => ({ kind: [], subject: [], university: [], type: [] });

/** Facet values as every engine lists them: the most frequent first, then by label; at most FACET_LIMIT. */
export const sortFacet = (values: FacetValue[]): FacetValue[] =>
  [...values].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, FACET_LIMIT);
