// The address-bar state every admin list shares: the page (?page=, 1 when absent) and a search box (?user= or
// ?q=) that goes back to page one when it changes and reaches the server 300 ms after the last key.
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

export function useListParams(searchParam: 'user' | 'q' = 'user') {
  const [pageParam, setPageParam] = useQueryParam('page');
  const [search, setSearchParam] = useQueryParam(searchParam);
  const debounced = useDebouncedValue(search, 300).trim();
  const resetPage = () => {
    if (pageParam) setPageParam('');
  };
  return {
    page: Math.max(1, Number(pageParam) || 1),
    setPage: (page: number) => setPageParam(page > 1 ? String(page) : ''),
    resetPage,
    /** What the box shows. */
    search,
    setSearch: (value: string) => {
      setSearchParam(value);
      resetPage();
    },
    /** What the server is asked. */
    debounced,
  };
}
