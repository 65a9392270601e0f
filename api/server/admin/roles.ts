import type { MembersBody, RoleGrantsBody, RoleSaveBody } from '../../contract/schemas/structure-admin.js';
import type { AdminPerson, AdminRoleDetail } from '../../contract/structure-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { RoleTable } from '../db/schema.js';
import { forbidden, notFound } from '../http/envelope.js';
import { requireAdmin, SYSTEM_ADMIN_ROLE } from './access.js';
import { editableMenus } from './menus.js';
import {
  changing,
  checkedPeople,
  codeTaken,
  createdChange,
  membershipChange,
  newId,
  Refusal,
  removedChange,
  type Trx,
  updatedChange,
} from './structure-people.js';

/**
 * Roles as administrators keep them (issue 38): name, code, enabled, the people who hold them, and what
 * they grant: the menu entries their holders see and the methods (permission aliases) they may use, both
 * portal_grants of grantee kind role. What a user sees follows at once on every server process: the menu
 * trees are cached per process and dropped by the change feed on any change to roles, user_roles or
 * portal_grants (migration 0006; change-feed.ts).
 */

async function roleRow(trx: Trx | Db, id: string): Promise<RoleTable> {
  const role = await trx.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!role) throw notFound('角色不存在');
  return role;
}

function snapshot(role: RoleTable) {
  return { name: role.name, code: role.code, enabled: role.enabled };
}

async function membersOf(trx: Trx | Db, roleId: string): Promise<AdminPerson[]> {
  return trx
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['users.id', 'users.account', 'users.fullname'])
    .where('user_roles.role_id', '=', roleId)
    .orderBy('users.account')
    .execute();
}

async function grantsOf(trx: Trx | Db, roleId: string, kind: 'menu' | 'method'): Promise<string[]> {
  const rows = await trx
    .selectFrom('portal_grants')
    .select('object_id')
    .where('object_kind', '=', kind)
    .where('grantee_kind', '=', 'role')
    .where('grantee_id', '=', roleId)
    .orderBy('object_id')
    .execute();
  return rows.map((row) => row.object_id);
}

export async function roleDetail(db: Db, user: SessionUser, id: string): Promise<AdminRoleDetail> {
  await requireAdmin(db, user);
  const role = await roleRow(db, id);
  const [members, menuIds, methodAliases] = await Promise.all([
    membersOf(db, id),
    grantsOf(db, id, 'menu'),
    grantsOf(db, id, 'method'),
  ]);
  return {
    id: role.id,
    name: role.name,
    code: role.code,
    enabled: role.enabled,
    members,
    menuIds,
    methodAliases,
  };
}

/** Creates a role (no id) or changes one; the administrators' own role is never disabled. */
export async function saveRole(db: Db, user: SessionUser, body: RoleSaveBody): Promise<string> {
  await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    if (await codeTaken(trx, 'roles', body.code, body.id)) throw new Refusal('角色编码已被使用');
    const values = { name: body.name.trim(), code: body.code, enabled: body.enabled };
    if (body.id) {
      const before = await roleRow(trx, body.id);
      if (body.id === SYSTEM_ADMIN_ROLE && !body.enabled) throw new Refusal('系统管理员角色不能停用');
      const after = await trx
        .updateTable('roles')
        .set(values)
        .where('id', '=', body.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return updatedChange('role', body.id, snapshot(before), snapshot(after));
    }
    const id = newId('role');
    const created = await trx
      .insertInto('roles')
      .values({ id, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return createdChange('role', id, snapshot(created));
  });
}

/** Removes a role with its holders' links and its grants; the administrators' role stays. */
export async function removeRole(db: Db, user: SessionUser, id: string): Promise<void> {
  const scope = await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    const role = await roleRow(trx, id);
    if (id === SYSTEM_ADMIN_ROLE) throw new Refusal('系统管理员角色不能删除');
    const members = await membersOf(trx, id);
    // A staff administrator cannot take a role away from a supplier or purchaser by removing it.
    await checkedPeople(
      trx,
      scope,
      members.map((member) => member.id),
    );
    const [menuIds, methodAliases] = await Promise.all([
      grantsOf(trx, id, 'menu'),
      grantsOf(trx, id, 'method'),
    ]);
    await trx
      .deleteFrom('portal_grants')
      .where('grantee_kind', '=', 'role')
      .where('grantee_id', '=', id)
      .execute();
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    return removedChange('role', id, {
      ...snapshot(role),
      members: members.map((member) => member.account),
      menuIds,
      methodAliases,
    });
  });
}

/** The people who hold a role, all at once. */
export async function setRoleMembers(db: Db, user: SessionUser, body: MembersBody): Promise<AdminPerson[]> {
  const scope = await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    await roleRow(trx, body.id);
    const before = await membersOf(trx, body.id);
    const { gone, added, result } = await membershipChange(trx, scope, before, body.userIds, {
      kind: 'role.setMembers',
      objectType: 'role',
      objectId: body.id,
    });
    if (gone.length) {
      await trx
        .deleteFrom('user_roles')
        .where('role_id', '=', body.id)
        .where('user_id', 'in', gone)
        .execute();
    }
    if (added.length) {
      await trx
        .insertInto('user_roles')
        .values(added.map((member) => ({ user_id: member.id, role_id: body.id })))
        .execute();
    }
    return result;
  });
}

/**
 * What a role grants: the menu entries its holders see (an entry covers what is below it) and the methods
 * they may use. A staff administrator changes only the staff area's entries and their methods.
 */
export async function setRoleGrants(db: Db, user: SessionUser, body: RoleGrantsBody): Promise<void> {
  const scope = await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    await roleRow(trx, body.id);
    const [{ menus, editable }, methods, beforeMenus, beforeMethods] = await Promise.all([
      editableMenus(trx, scope),
      trx.selectFrom('method_auths').select(['alias', 'menu_alias']).execute(),
      grantsOf(trx, body.id, 'menu'),
      grantsOf(trx, body.id, 'method'),
    ]);
    const menuById = new Map(menus.map((menu) => [menu.id, menu]));
    if (body.menuIds.some((id) => !menuById.has(id))) throw new Refusal('菜单不存在');
    const methodByAlias = new Map(methods.map((method) => [method.alias, method]));
    if (body.methodAliases.some((alias) => !methodByAlias.has(alias))) throw new Refusal('方法不存在');
    const changedMenus = symmetricDifference(beforeMenus, body.menuIds);
    const changedMethods = symmetricDifference(beforeMethods, body.methodAliases);
    if (scope === 'staff') {
      const menuIdOfAlias = new Map(menus.map((menu) => [menu.alias, menu.id]));
      const methodEditable = (alias: string) => {
        const menuAlias = methodByAlias.get(alias)?.menu_alias;
        const menuId = menuAlias ? menuIdOfAlias.get(menuAlias) : undefined;
        return menuAlias === null || (menuId !== undefined && editable(menuId));
      };
      if (
        changedMenus.some((id) => !editable(id)) ||
        changedMethods.some((alias) => !methodEditable(alias))
      ) {
        throw forbidden('系统管理员只能管理内部员工区域的菜单');
      }
    }
    await replaceGrants(trx, body.id, 'menu', body.menuIds);
    await replaceGrants(trx, body.id, 'method', body.methodAliases);
    return {
      value: undefined,
      kind: 'role.setGrants',
      objectType: 'role',
      objectId: body.id,
      before: { menuIds: beforeMenus, methodAliases: beforeMethods },
      after: { menuIds: [...body.menuIds].sort(), methodAliases: [...body.methodAliases].sort() },
    };
  });
}

function symmetricDifference(before: readonly string[], after: readonly string[]): string[] {
  const a = new Set(before);
  const b = new Set(after);
  return [...before.filter((id) => !b.has(id)), ...after.filter((id) => !a.has(id))];
}

async function replaceGrants(
  trx: Trx,
  roleId: string,
  kind: 'menu' | 'method',
  ids: readonly string[],
): Promise<void> {
  await trx
    .deleteFrom('portal_grants')
    .where('object_kind', '=', kind)
    .where('grantee_kind', '=', 'role')
    .where('grantee_id', '=', roleId)
    .execute();
  if (ids.length) {
    await trx
      .insertInto('portal_grants')
      .values(
        ids.map((id) => ({ object_kind: kind, object_id: id, grantee_kind: 'role', grantee_id: roleId })),
      )
      .execute();
  }
}
