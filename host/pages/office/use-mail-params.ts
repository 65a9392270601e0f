import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { usePageSearch } from '../flow/use-page-search.js';

/** The mail page's own query (tab, compose, to, name) and a way to change it in place. */
export function useMailParams(
  path: string,
): [URLSearchParams, (changes: Record<string, string | undefined>) => void] {
  const params = usePageSearch(path);
  const [location, navigate] = useLocation();
  const query = params.toString();
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      if (location !== path) return;
      const next = new URLSearchParams(query);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      const text = next.toString();
      // The composer's and the tab's state live in the address so that a reload comes back to them.
      navigate(text ? `${path}?${text}` : path, { replace: true });
    },
    [location, navigate, path, query],
  );
  return [params, update];
}
