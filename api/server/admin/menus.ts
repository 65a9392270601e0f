import { FRONT_MENU_ALIAS } from '../../contract/menu.js';
import type { MenuReorderBody, MenuSaveBody } from '../../contract/schemas/structure-admin.js';
import type { AdminMenu, AdminMenuTree } from '../../contract/structure-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/envelope.js';
import { type AdminScope, requireAdmin } from './access.js';
import {
  changing,
  createdChange,
  newId,
  Refusal,
  removedChange,
  type Trx,
  updatedChange,
} from './structure-people.js';

/**
 * The menu tree of the staff portal as administrators keep it (issue 38): front_menu's entries with their
 * order, icons, badges and routes, and which roles see them (portal_grants of kind role; the grants to a
 * user, an identity or everyone are the seed's or a script's and are kept). A staff 系统管理员 keeps the
 * staff area only: not the roots, and not an entry that it or an entry above it shows to an outside
 * identity (the tender site's purchasers and suppliers, the site administrator's 系统管理).
 * The menu trees the portal serves are cached per process and dropped by the change feed (menus and
 * portal_grants, migration 0006), in the writing process before it answers (change-feed.ts tellingWrites).
 */

type MenuRecord = {
  id: string;
  parent_id: string | null;
  alias: string;
  name: string;
  name_i18n: string | null;
  menu_url: string;
  route_definition: string | null;
  icon: string | null;
  badge: string | null;
  is_new: boolean;
  hidden: boolean;
  target: string | null;
  sn: number;
};

const MENU_MISSING = '菜单不存在';
const STAFF_AREA_ONLY = '系统管理员只能管理内部员工区域的菜单';

async function allMenus(trx: Trx | Db): Promise<MenuRecord[]> {
  return trx
    .selectFrom('menus')
    .select([
      'id',
      'parent_id',
      'alias',
      'name',
      'name_i18n',
      'menu_url',
      'route_definition',
      'icon',
      'badge',
      'is_new',
      'hidden',
      'target',
      'sn',
    ])
    .orderBy('sn')
    .orderBy('id')
    .execute();
}

async function menuGrants(trx: Trx | Db) {
  return trx
    .selectFrom('portal_grants')
    .select(['object_id', 'grantee_kind', 'grantee_id'])
    .where('object_kind', '=', 'menu')
    .execute();
}

/** The entries a staff 系统管理员 may change: below a root, and shown to no identity on their way up. */
function staffArea(
  menus: readonly MenuRecord[],
  grants: Awaited<ReturnType<typeof menuGrants>>,
): Set<string> {
  const outside = new Set(
    grants.filter((grant) => grant.grantee_kind === 'identity').map((grant) => grant.object_id),
  );
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const editable = new Set<string>();
  for (const menu of menus) {
    if (!menu.parent_id) continue;
    let current: MenuRecord | undefined = menu;
    let depth = 0;
    let inside = true;
    while (current && depth++ < 20) {
      if (outside.has(current.id)) inside = false;
      current = current.parent_id ? byId.get(current.parent_id) : undefined;
    }
    if (inside) editable.add(menu.id);
  }
  return editable;
}

/** What a scope may change: everything for the site administrator, the staff area for a staff one. */
export async function editableMenus(
  trx: Trx | Db,
  scope: AdminScope,
): Promise<{ menus: MenuRecord[]; editable: (id: string) => boolean }> {
  const [menus, grants] = await Promise.all([allMenus(trx), menuGrants(trx)]);
  if (scope === 'all') return { menus, editable: () => true };
  const area = staffArea(menus, grants);
  return { menus, editable: (id) => area.has(id) };
}

function viewOf(definition: string | null): string | null {
  if (!definition) return null;
  try {
    const route = JSON.parse(definition) as { component?: unknown };
    return typeof route.component === 'string' ? route.component : null;
  } catch {
    return null;
  }
}

function namesOf(i18n: string | null): { nameZhTw: string | null; nameEnUs: string | null } {
  try {
    const names = i18n ? (JSON.parse(i18n) as Record<string, unknown>) : {};
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
    return { nameZhTw: text(names['zh-TW']), nameEnUs: text(names['en-US']) };
  } catch {
    return { nameZhTw: null, nameEnUs: null };
  }
}

/** Every entry, flat in order, with the roles that see it and whether the caller may change it; the methods. */
export async function menuAdminTree(db: Db, user: SessionUser): Promise<AdminMenuTree> {
  const scope = await requireAdmin(db, user);
  const [{ menus, editable }, grants, methods] = await Promise.all([
    editableMenus(db, scope),
    menuGrants(db),
    db
      .selectFrom('method_auths')
      .select(['alias', 'name', 'menu_alias'])
      .orderBy('sn')
      .orderBy('alias')
      .execute(),
  ]);
  const rows: AdminMenu[] = menus.map((menu) => {
    const own = grants.filter((grant) => grant.object_id === menu.id);
    return {
      id: menu.id,
      parentId: menu.parent_id,
      alias: menu.alias,
      name: menu.name,
      ...namesOf(menu.name_i18n),
      menuUrl: menu.menu_url,
      view: viewOf(menu.route_definition),
      icon: menu.icon,
      badge: menu.badge,
      isNew: menu.is_new,
      hidden: menu.hidden,
      target: menu.target === '_blank' || menu.target === '_self' ? menu.target : null,
      sn: menu.sn,
      roleIds: own
        .filter((grant) => grant.grantee_kind === 'role')
        .map((grant) => grant.grantee_id)
        .sort(),
      otherGrantees: own.filter((grant) => grant.grantee_kind !== 'role').length,
      editable: editable(menu.id),
    };
  });
  return {
    menus: rows,
    methods: methods.map((method) => ({
      alias: method.alias,
      name: method.name,
      menuAlias: method.menu_alias,
    })),
    rootAlias: FRONT_MENU_ALIAS,
  };
}

function snapshot(menu: MenuRecord, roleIds: readonly string[]) {
  return {
    parentId: menu.parent_id,
    alias: menu.alias,
    name: menu.name,
    names: menu.name_i18n,
    menuUrl: menu.menu_url,
    view: viewOf(menu.route_definition),
    icon: menu.icon,
    badge: menu.badge,
    isNew: menu.is_new,
    hidden: menu.hidden,
    target: menu.target,
    sn: menu.sn,
    roleIds,
  };
}

async function roleIdsOf(trx: Trx, menuId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('portal_grants')
    .select('grantee_id')
    .where('object_kind', '=', 'menu')
    .where('object_id', '=', menuId)
    .where('grantee_kind', '=', 'role')
    .orderBy('grantee_id')
    .execute();
  return rows.map((row) => row.grantee_id);
}

/** The role grants of a menu entry set to these roles (each must exist). */
export async function setMenuRoles(trx: Trx, menuId: string, roleIds: readonly string[]): Promise<void> {
  if (roleIds.length) {
    const found = await trx
      .selectFrom('roles')
      .select('id')
      .where('id', 'in', [...roleIds])
      .execute();
    if (found.length !== roleIds.length) throw new Refusal('角色不存在');
  }
  await trx
    .deleteFrom('portal_grants')
    .where('object_kind', '=', 'menu')
    .where('object_id', '=', menuId)
    .where('grantee_kind', '=', 'role')
    .execute();
  if (roleIds.length) {
    await trx
      .insertInto('portal_grants')
      .values(
        roleIds.map((roleId) => ({
          object_kind: 'menu',
          object_id: menuId,
          grantee_kind: 'role',
          grantee_id: roleId,
        })),
      )
      .execute();
  }
}

function routeDefinition(body: MenuSaveBody): string | null {
  const view = body.view?.trim();
  if (!view || !body.menuUrl.startsWith('/')) return null;
  return JSON.stringify({
    path: body.menuUrl.split('?')[0],
    name: body.alias,
    component: view,
    meta: { title: body.name.trim(), icon: body.icon?.trim() || undefined },
  });
}

function namesJson(body: MenuSaveBody): string | null {
  const zhTw = body.nameZhTw?.trim();
  const enUs = body.nameEnUs?.trim();
  if (!zhTw && !enUs) return null;
  return JSON.stringify({ ...(zhTw ? { 'zh-TW': zhTw } : {}), ...(enUs ? { 'en-US': enUs } : {}) });
}

/** Creates a menu entry (no id) or changes one, with the roles that see it; answers its id. */
export async function saveMenu(db: Db, user: SessionUser, body: MenuSaveBody): Promise<string> {
  const scope = await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    const { menus, editable } = await editableMenus(trx, scope);
    const parent = menus.find((menu) => menu.id === body.parentId);
    if (!parent) throw new Refusal('上级菜单不存在');
    // A staff administrator adds under front_menu's root or an entry of the staff area.
    const parentOk = editable(parent.id) || (parent.parent_id === null && parent.alias === FRONT_MENU_ALIAS);
    if (scope === 'staff' && !parentOk) throw forbidden(STAFF_AREA_ONLY);
    const aliasOwner = menus.find((menu) => menu.alias === body.alias);
    if (aliasOwner && aliasOwner.id !== body.id) throw new Refusal('菜单别名已被使用');
    const values = {
      parent_id: parent.id,
      alias: body.alias,
      code: body.alias,
      name: body.name.trim(),
      name_i18n: namesJson(body),
      menu_url: body.menuUrl,
      route_definition: routeDefinition(body),
      icon: body.icon?.trim() || null,
      badge: body.badge?.trim() || null,
      // A badge typed here stays as typed in every language (localized-text.ts).
      badge_i18n: null,
      is_new: body.isNew ?? false,
      hidden: body.hidden ?? false,
      target: body.target ?? null,
    };
    if (body.id) {
      const before = menus.find((menu) => menu.id === body.id);
      if (!before) throw notFound(MENU_MISSING);
      if (scope === 'staff' && !editable(before.id)) throw forbidden(STAFF_AREA_ONLY);
      if (parentIsBelow(menus, before.id, parent.id)) throw new Refusal('不能移动到自身或下级菜单之下');
      const beforeRoles = await roleIdsOf(trx, before.id);
      const sn = body.sn ?? before.sn;
      const after = await trx
        .updateTable('menus')
        .set({ ...values, sn })
        .where('id', '=', before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await setMenuRoles(trx, before.id, body.roleIds);
      return updatedChange(
        'menu',
        before.id,
        snapshot(before, beforeRoles),
        snapshot(after, [...body.roleIds].sort()),
      );
    }
    const id = newId('m');
    const sn =
      body.sn ??
      Math.max(0, ...menus.filter((menu) => menu.parent_id === parent.id).map((menu) => menu.sn)) + 1;
    const created = await trx
      .insertInto('menus')
      .values({ id, ...values, sn })
      .returningAll()
      .executeTakeFirstOrThrow();
    await setMenuRoles(trx, id, body.roleIds);
    return createdChange('menu', id, snapshot(created, [...body.roleIds].sort()));
  });
}

/** Whether `candidate` is `id` or below it. */
function parentIsBelow(menus: readonly MenuRecord[], id: string, candidate: string): boolean {
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  let current: string | null = candidate;
  for (let depth = 0; current && depth < 20; depth++) {
    if (current === id) return true;
    current = byId.get(current)?.parent_id ?? null;
  }
  return false;
}

/** The children of an entry in a new order: each gets its place as its sort number. */
export async function reorderMenus(db: Db, user: SessionUser, body: MenuReorderBody): Promise<void> {
  const scope = await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    const { menus, editable } = await editableMenus(trx, scope);
    const children = menus.filter((menu) => menu.parent_id === body.parentId);
    if (!menus.some((menu) => menu.id === body.parentId)) throw notFound(MENU_MISSING);
    const childIds = new Set(children.map((menu) => menu.id));
    if (body.ids.length !== children.length || body.ids.some((id) => !childIds.has(id))) {
      throw new Refusal('菜单顺序须包含该菜单下的全部下级菜单');
    }
    // A staff administrator reorders where every entry moved is theirs to change.
    const moved = body.ids.filter((id, index) => children[index]?.id !== id);
    if (scope === 'staff' && moved.some((id) => !editable(id))) throw forbidden(STAFF_AREA_ONLY);
    for (const [index, id] of body.ids.entries()) {
      await trx
        .updateTable('menus')
        .set({ sn: index + 1 })
        .where('id', '=', id)
        .execute();
    }
    return {
      value: undefined,
      kind: 'menu.reorder',
      objectType: 'menu',
      objectId: body.parentId,
      before: { order: children.map((menu) => menu.alias) },
      after: { order: body.ids.map((id) => menus.find((menu) => menu.id === id)?.alias ?? id) },
    };
  });
}

/** Removes an entry without children, with its grants. */
export async function removeMenu(db: Db, user: SessionUser, id: string): Promise<void> {
  const scope = await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    const { menus, editable } = await editableMenus(trx, scope);
    const menu = menus.find((candidate) => candidate.id === id);
    if (!menu) throw notFound(MENU_MISSING);
    if (scope === 'staff' && !editable(id)) throw forbidden(STAFF_AREA_ONLY);
    if (!menu.parent_id) throw new Refusal('不能删除菜单的根');
    if (menus.some((candidate) => candidate.parent_id === id)) throw new Refusal('请先删除下级菜单');
    const roles = await roleIdsOf(trx, id);
    await trx
      .deleteFrom('portal_grants')
      .where('object_kind', '=', 'menu')
      .where('object_id', '=', id)
      .execute();
    await trx.deleteFrom('menus').where('id', '=', id).execute();
    return removedChange('menu', id, snapshot(menu, roles));
  });
}
