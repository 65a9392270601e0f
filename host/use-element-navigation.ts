import { useCallback } from 'react';
import { useLocation } from 'wouter';

const BASE = '/front';

/**
 * Handles an element's eip-navigate: a link inside the portal is routed without a reload; any other
 * link is left to the browser.
 */
export function useElementNavigation() {
  const [, navigate] = useLocation();
  return useCallback(
    (event: CustomEvent<{ href: string }>) => {
      const { href } = event.detail;
      if (href === BASE || href.startsWith(`${BASE}/`) || href.startsWith(`${BASE}?`)) {
        event.preventDefault();
        navigate(href.slice(BASE.length) || '/');
        window.scrollTo({ top: 0 });
      }
    },
    [navigate],
  );
}
