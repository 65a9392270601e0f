import { PUBLIC_PATH } from '../api/contract/limits.js';

/**
 * The portal's base path, '/front' (tender-portal section 9). The one source: vite's `base` (and so
 * `import.meta.env.BASE_URL`), the router, the elements' link base and every address the host builds
 * come from PUBLIC_PATH.
 */
export const BASE = PUBLIC_PATH;

/** A file of the built portal (config.json, logo, Shoelace assets) by its path below the base. */
export function publicUrl(file: string): string {
  return `${BASE}/${file}`;
}

/** A route of the portal (`/bidNotice?id=1`) as an address (`/front/bidNotice?id=1`). */
export function portalUrl(route: string): string {
  return `${BASE}${route}`;
}

/**
 * The route of a portal address (`/front/bidNotice?id=1` gives `/bidNotice?id=1`, `/front` gives `/`);
 * undefined for an address outside the portal.
 */
export function routeOf(href: string): string | undefined {
  if (href === BASE) return '/';
  if (href.startsWith(`${BASE}/`)) return href.slice(BASE.length);
  if (href.startsWith(`${BASE}?`)) return `/${href.slice(BASE.length)}`;
  return undefined;
}
