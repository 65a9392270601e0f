import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { routeOf } from './base.js';

/**
 * Handles an element's eip-navigate: a link inside the portal is routed without a reload; any other
 * link is left to the browser.
 */
export function useElementNavigation() {
  const [, navigate] = useLocation();
  return useCallback(
    (event: CustomEvent<{ href: string }>) => {
      const route = routeOf(event.detail.href);
      if (route !== undefined) {
        event.preventDefault();
        navigate(route);
        window.scrollTo({ top: 0 });
      }
    },
    [navigate],
  );
}
