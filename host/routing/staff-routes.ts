import type { MenuItem } from '../../api/contract/menu.js';

/** Layout kinds a menu route may ask for (tender-portal section 2.1). */
export const LAYOUT_KINDS = [
  'Layout',
  'EmptyLayout',
  'DataVLayout',
  'TemplateLayout',
  'SqlLayout',
  'IndexLayout',
  'OnlineMenu',
  'MultilevelMenu',
] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

/** Components that only group children; their items become routes, they do not. */
const CONTAINER_COMPONENTS = new Set<string>(['Layout', 'MultilevelMenu', 'EmptyLayout']);

export const DUPLICATE_ROUTE_ERROR = '存在相同的路由路径';

/** The staff area's home page, always open as the first tab. */
export const STAFF_HOME = '/home';

export interface StaffRoute {
  /** Path without query. */
  path: string;
  alias: string;
  title: string;
  icon?: string;
  /** A key of the views registry, or OnlineMenu for the online-menu page. */
  component: string;
  layout: LayoutKind;
  /** The definition's meta plus the pairs of the menu path's query string. */
  meta: Record<string, string>;
}

interface RouteDefinition {
  path?: string;
  name?: string;
  component?: string;
  layout?: string;
  meta?: Record<string, unknown>;
}

function parseDefinition(text: string | undefined): RouteDefinition | undefined {
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as RouteDefinition) : undefined;
  } catch {
    return undefined;
  }
}

/** `online.leaveApply.html` -> `leaveApply`: the last-but-one dot segment of a menu path. */
export function onlineMenuSegment(menuUrl: string): string {
  const segments = menuUrl.split('?')[0]!.split('.');
  return segments.length > 1
    ? segments[segments.length - 2]!.replace(/^.*\//, '')
    : segments[0]!.replace(/^\/+/, '');
}

export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url);
}

function queryPairs(menuUrl: string): Record<string, string> {
  const query = menuUrl.split('?')[1];
  return query ? Object.fromEntries(new URLSearchParams(query)) : {};
}

function stringMeta(meta: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(meta ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * Turns the user's menu tree into routes: an item with its own route definition uses it, any other
 * leaf becomes an online-menu page at /onlineMenu/{segment}; query pairs of a menu path go into the
 * meta; external links and containers make no route; a duplicate path is dropped and reported.
 */
export function buildStaffRoutes(
  menus: readonly MenuItem[],
  report: (message: string) => void,
): StaffRoute[] {
  const routes: StaffRoute[] = [];
  const seen = new Set<string>();
  const visit = (item: MenuItem) => {
    const definition = parseDefinition(item.route);
    const component = definition?.component;
    const hasChildren = Boolean(item.children?.length);
    item.children?.forEach(visit);
    if (item.hidden === true && !definition) return;
    if (isExternalUrl(item.menuUrl)) return;
    if (component && CONTAINER_COMPONENTS.has(component)) return;
    if (!definition && hasChildren) return;
    const route: StaffRoute = definition
      ? {
          path: (definition.path ?? item.menuUrl).split('?')[0]!,
          alias: item.alias,
          title: item.name,
          icon: item.icon,
          component: component ?? 'OnlineMenu',
          layout: (LAYOUT_KINDS as readonly string[]).includes(definition.layout ?? '')
            ? (definition.layout as LayoutKind)
            : 'Layout',
          meta: { ...stringMeta(definition.meta), ...queryPairs(item.menuUrl), title: item.name },
        }
      : {
          path: `/onlineMenu/${onlineMenuSegment(item.menuUrl)}`,
          alias: item.alias,
          title: item.name,
          icon: item.icon,
          component: 'OnlineMenu',
          layout: 'OnlineMenu',
          meta: { ...queryPairs(item.menuUrl), title: item.name, alias: item.alias },
        };
    if (seen.has(route.path)) {
      report(`${DUPLICATE_ROUTE_ERROR}：${route.path}`);
      return;
    }
    seen.add(route.path);
    routes.push(route);
  };
  menus.forEach(visit);
  return routes;
}

/** Is this path a page of the staff area (its home or one of the user's menu routes)? */
export function isStaffPath(path: string, routes: readonly Pick<StaffRoute, 'path'>[]): boolean {
  return path === STAFF_HOME || routes.some((route) => route.path === path);
}

/** The link a menu item opens: its route's path, its external url, or nothing for a container. */
export function menuHref(
  item: Pick<MenuItem, 'menuUrl' | 'alias'>,
  routes: readonly StaffRoute[],
): string | undefined {
  if (isExternalUrl(item.menuUrl)) return item.menuUrl;
  const route = routes.find((r) => r.alias === item.alias);
  if (!route) return undefined;
  const query = item.menuUrl.split('?')[1];
  return query ? `${route.path}?${query}` : route.path;
}
