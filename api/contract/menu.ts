/** Alias of the menu that drives the routes of logged-in staff. */
export const FRONT_MENU_ALIAS = 'front_menu';

export const MENU_TARGETS = ['_self', '_blank'] as const;
export type MenuTarget = (typeof MENU_TARGETS)[number];

/** A menu item as getCurrentUserMenu answers it; children nest to any depth. */
export interface MenuItem {
  id: string;
  alias: string;
  code?: string;
  /** The route path; may carry a query string whose pairs go into the route meta. */
  menuUrl: string;
  name: string;
  /** Sort number. */
  sn: number;
  parentId?: string;
  icon?: string;
  /** A count or a short text shown on the entry. */
  badge?: string | number;
  /** Show a 'new' tag. */
  isNew?: boolean;
  /** `_blank` opens an external link in a new window. */
  target?: MenuTarget;
  /** An own route definition (JSON) instead of the online-menu page. */
  route?: string;
  hidden?: boolean;
  children?: MenuItem[];
}
