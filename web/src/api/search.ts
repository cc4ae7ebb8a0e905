// Search: the navigation bar's instant results and the /search page's full results, as TanStack Query
// hooks. Types, paths and limits come from the search contract (the only server file used).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  INSTANT_DEBOUNCE_MS,
  type InstantHit,
  type InstantResponse,
  SEARCH_PAGE_SIZE,
  type SearchResponse,
  searchRoutes,
} from '../../../modules/search/contract.ts';
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts';
import type { SearchState } from '../lib/search.ts';
import { apiGet } from './client.ts';

export type { FacetValue, InstantHit, SearchFacets, SearchHit, SearchKind, SearchResponse, SearchSort, Segment } from '../../../modules/search/contract.ts';
export { INSTANT_LIMITS, QUERY_MAX_LENGTH, SEARCH_PAGE_SIZE, searchKinds, searchSorts } from '../../../modules/search/contract.ts';

export const searchKeys = {
  all: ['search'] as const,
  instant: (q: string) => ['search', 'instant', q] as const,
  results: (state: SearchState) => ['search', 'results', state] as const,
};

const NO_HITS: InstantHit[] = [];

/**
 * Instant results for what is being typed: the request waits until typing pauses for 300 ms, and a blank
 * text sends none. `loading` covers the pause too, so the skeleton shows from the first key press. A failure
 * reads as no results (spec 000 §8: instant search failures return an empty list), never as an error.
 */
export function useInstantSearch(text: string) {
  const q = text.trim();
  const debounced = useDebouncedValue(q, INSTANT_DEBOUNCE_MS);
  const settled = debounced === q;
  const result = useQuery({
    queryKey: searchKeys.instant(debounced),
    queryFn: ({ signal }) => apiGet<InstantResponse>(searchRoutes.instant.path, { query: { q: debounced }, signal }),
    enabled: debounced.length > 0,
    staleTime: 30_000,
    retry: false,
  });
  const loading = q.length > 0 && (!settled || result.isPending);
  return {
    query: q,
    loading,
    hits: settled && result.isSuccess ? result.data.items : NO_HITS,
  };
}

/** The /search page's results for its address; the previous page stays on screen while the next loads. */
export function useSearchResults(state: SearchState) {
  return useQuery({
    queryKey: searchKeys.results(state),
    queryFn: ({ signal }) =>
      apiGet<SearchResponse>(searchRoutes.search.path, {
        query: { ...state, kind: state.kind || undefined, pageSize: SEARCH_PAGE_SIZE },
        signal,
      }),
    enabled: state.q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
