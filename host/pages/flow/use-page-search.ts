import { useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * The query of this page's own address. Open tabs stay mounted while another tab shows, and the
 * router's query is then the other page's: a hidden page keeps reading the query it was last shown with.
 */
export function usePageSearch(path: string): URLSearchParams {
  const [location] = useLocation();
  const search = useSearch();
  const own = useRef(search);
  if (location === path) own.current = search;
  return new URLSearchParams(own.current);
}
