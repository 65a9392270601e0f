import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The page's query parameters, and a way to change some of them (empty values are dropped). */
export function useQueryParams(): [
  URLSearchParams,
  (changes: Record<string, string | number | undefined>) => void,
] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location);
    },
    [search, location, navigate],
  );
  return [params, update];
}
