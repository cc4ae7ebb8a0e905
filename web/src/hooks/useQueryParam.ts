// A URL query parameter as React state, so filters survive reloads and can be shared.
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

export function useQueryParam(name: string): [string, (value: string) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const value = new URLSearchParams(search).get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      const params = new URLSearchParams(window.location.search);
      if (next) params.set(name, next);
      else params.delete(name);
      const qs = params.toString();
      navigate(qs ? `${location}?${qs}` : location, { replace: true });
    },
    [name, location, navigate],
  );
  return [value, setValue];
}
