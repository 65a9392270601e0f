import { FRONT_MENU_ALIAS, type MenuItem, type MenuTarget } from '../../contract/menu.js';
import type { MethodAuth } from '../../contract/portal.js';
import { MenuQuery } from '../../contract/schemas/portal.js';
import { methodRightsVersion } from '../auth/method-rights.js';
import { changeAwareCache } from '../db/change-feed.js';
import type { MenuTable } from '../db/schema.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { type TextI18n, textIn } from '../http/localized-text.js';
import { languageOf, type ServerLanguage } from '../http/translations/index.js';
import { grantedIds, granteesOf } from './portal-grants.js';

type MenuRow = Omit<MenuTable, 'menu_url' | 'sn' | 'is_new' | 'hidden' | 'badge_i18n'> & {
  badge_i18n: TextI18n | null;
  menu_url: string;
  sn: number;
  is_new: boolean;
  hidden: boolean;
};

/** A menu's name in a language: its translation where it has one (name_i18n), else the zh-CN name. */
function nameIn(row: MenuRow, language: ServerLanguage): string {
  if (language === 'zh-CN' || !row.name_i18n) return row.name;
  try {
    const names = JSON.parse(row.name_i18n) as Partial<Record<ServerLanguage, unknown>> | null;
    const name = names?.[language];
    return typeof name === 'string' && name.trim() ? name : row.name;
  } catch {
    return row.name; // a hand-edited row with broken JSON keeps its own name
  }
}

/** The route definition with its title in the menu's language (the tab and the page show it). */
function routeIn(definition: string, name: string, language: ServerLanguage): string {
  if (language === 'zh-CN') return definition;
  try {
    const route = JSON.parse(definition) as { meta?: Record<string, unknown> };
    if (!route || typeof route !== 'object' || !route.meta) return definition;
    return JSON.stringify({ ...route, meta: { ...route.meta, title: name } });
  } catch {
    return definition;
  }
}

function toMenuItem(row: MenuRow, children: MenuItem[], language: ServerLanguage): MenuItem {
  const name = nameIn(row, language);
  const item: MenuItem = {
    id: row.id,
    alias: row.alias,
    menuUrl: row.menu_url,
    name,
    sn: row.sn,
    isNew: row.is_new,
    hidden: row.hidden,
  };
  if (row.code) item.code = row.code;
  if (row.parent_id) item.parentId = row.parent_id;
  if (row.icon) item.icon = row.icon;
  if (row.badge) item.badge = textIn(row.badge, row.badge_i18n, language);
  if (row.target === '_blank' || row.target === '_self') item.target = row.target satisfies MenuTarget;
  if (row.route_definition) item.route = routeIn(row.route_definition, name, language);
  if (children.length) item.children = children;
  return item;
}

/**
 * The menu tree under a root alias that the grants let the user see, named in `language`. A grant on an
 * entry covers its descendants; an entry that is not granted itself still shows when it holds a granted one.
 */
export function visibleMenuTree(
  rows: readonly MenuRow[],
  rootAlias: string,
  granted: ReadonlySet<string>,
  language: ServerLanguage = 'zh-CN',
): MenuItem[] {
  const root = rows.find((row) => row.alias === rootAlias);
  if (!root) return [];
  const childrenOf = new Map<string, MenuRow[]>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }
  const build = (parentId: string, inherited: boolean, depth: number): MenuItem[] => {
    // Menus are edited by people: a parent loop must not hang the server.
    if (depth > 20) return [];
    return (childrenOf.get(parentId) ?? [])
      .slice()
      .sort((a, b) => a.sn - b.sn || a.id.localeCompare(b.id))
      .flatMap((row) => {
        const isGranted = inherited || granted.has(row.id);
        const children = build(row.id, isGranted, depth + 1);
        return isGranted || children.length ? [toMenuItem(row, children, language)] : [];
      });
  };
  return build(root.id, granted.has(root.id), 0);
}

/** The flow menu's child that lists the to-dos of the leaders a secretary serves. */
export const LEADER_TODO_ALIAS = 'leaderTask';

/** A menu tree without the entries of an alias. */
function withoutAlias(items: MenuItem[], alias: string): MenuItem[] {
  return items
    .filter((item) => item.alias !== alias)
    .map((item) => (item.children ? { ...item, children: withoutAlias(item.children, alias) } : item));
}

/** What a user's menu tree is read from (granteesOf and grantedIds, and the leader's secretaries). */
const MENU_TABLES = ['menus', 'portal_grants', 'roles', 'user_roles', 'bpm_secretaries'] as const;

/** Menus and method permissions of the signed-in user (tender-portal sections 2.1, 6, 7.2). */
export function registerPortalMenuRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('sysMenu/getCurrentUserMenu'),
    schema: { querystring: MenuQuery },
    handler: async (request) => {
      const { menuAlias = FRONT_MENU_ALIAS } = request.query;
      const user = currentUser(request);
      const language = languageOf(request.headers['accept-language']);
      // Read on every page load: cached, and cleared by any change to the menus or the grants.
      const trees = changeAwareCache<MenuItem[]>(ctx.db, 'menu-trees', MENU_TABLES);
      const key = `${user.id}\n${user.identity ?? ''}\n${menuAlias}\n${language}`;
      const tree = await trees.get(key, async () => {
        const [rows, granted, leader] = await Promise.all([
          ctx.db.selectFrom('menus').selectAll().execute(),
          granteesOf(ctx.db, user).then((grantees) => grantedIds(ctx.db, 'menu', grantees)),
          // Spec 4: the leader flag comes from whether the user has secretaries; a leader's flow menu has
          // no leader to-do (that list is for the secretaries who act for a leader).
          ctx.db
            .selectFrom('bpm_secretaries')
            .select('id')
            .where('leader_id', '=', user.id)
            .executeTakeFirst(),
        ]);
        const visible = visibleMenuTree(rows, menuAlias, granted, language);
        return leader ? withoutAlias(visible, LEADER_TODO_ALIAS) : visible;
      });
      return ok(tree);
    },
  });

  // The spec names this call (fetched after login, kept in session storage) but not its path, so it is
  // one of our own calls; its path sits next to getCurrentUserMenu, as in the product's backend.
  signedIn.route({
    ...ctx.call('sysMenu/getCurrentUserMethodAuth'),
    handler: async (request) => {
      // The version first: a change made while the rights are read shows as a newer one at the next call.
      const version = await methodRightsVersion(ctx.db);
      const [methods, granted] = await Promise.all([
        ctx.db.selectFrom('method_auths').select('alias').orderBy('sn').orderBy('alias').execute(),
        granteesOf(ctx.db, currentUser(request)).then((grantees) => grantedIds(ctx.db, 'method', grantees)),
      ]);
      const allMethod = methods.map((method) => method.alias);
      const curUserMethod = allMethod.filter((alias) => granted.has(alias));
      return ok<MethodAuth>({ allMethod, curUserMethod, version });
    },
  });
}
