import { type LazyPage, lazyPage } from '../../routing/lazy-page.js';
import type { StaffPageProps } from '../../views/registry.js';

/**
 * The administration area (系统管理, issue 38): its pages by view. A page joins the area with one line
 * here (the view a front_menu entry names, and its component) plus its menu entry under 系统管理
 * (demo/portal.ts, or an administrator's menu page); staff reach it through their menu, the site
 * administrator through the avatar menu's 系统管理 (ADMIN_HOME) and then the same side menu.
 */
export const ADMIN_PAGES: Record<string, LazyPage<StaffPageProps>> = {
  'admin/users': lazyPage(() => import('./UsersAdminPage.js').then((m) => m.UsersAdminPage)),
  'admin/admissions': lazyPage(() => import('./AdmissionsPage.js').then((m) => m.AdmissionsPage)),
  'admin/news': lazyPage(() => import('./NewsAdminPage.js').then((m) => m.NewsAdminPage)),
  'admin/notices': lazyPage(() => import('./NewsAdminPage.js').then((m) => m.NoticesAdminPage)),
  'admin/shortUrls': lazyPage(() => import('./ShortLinksAdminPage.js').then((m) => m.ShortLinksAdminPage)),
  'admin/changes': lazyPage(() => import('./ChangeLogPage.js').then((m) => m.ChangeLogPage)),
  'admin/orgs': lazyPage(() => import('./OrgAdminPage.js').then((m) => m.OrgAdminPage)),
  'admin/roles': lazyPage(() => import('./RoleAdminPage.js').then((m) => m.RoleAdminPage)),
  'admin/menus': lazyPage(() => import('./MenuAdminPage.js').then((m) => m.MenuAdminPage)),
  'admin/layout': lazyPage(() => import('./LayoutAdminPage.js').then((m) => m.LayoutAdminPage)),
  'admin/passwordStrategy': lazyPage(() =>
    import('./PasswordStrategyPage.js').then((m) => m.PasswordStrategyPage),
  ),
};

/** Where the avatar menu's 系统管理 leads: the area's first page. */
export const ADMIN_HOME = '/system/users';
