import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { CONTACT_GROUP_LIMITS, type Contact, type ContactGroup } from '../../contract/contacts.js';
import type { Envelope, PageList } from '../../contract/envelope.js';
import type { ContactGroupSaveBody } from '../../contract/schemas/contacts.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, ok, refuse } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { staffUsers } from '../workflow/assignees.js';
import { CONTACT_COLUMNS, toContact } from './directory.js';

/**
 * Personal contact groups (ucGroup, ucGroupUser; workflow-portal section 7). A group is its owner's: they
 * list, rename, remove and fill it. An administrator's query and member list read every user's groups,
 * read only. Changes that can be refused answer the envelope the page shows.
 */

const GROUP_LIST: ListSpec = {
  columns: {
    name: { column: 'contact_groups.name' },
    ownerId: { column: 'contact_groups.owner_id' },
    createTime: { column: 'contact_groups.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'contact_groups.created_at', direction: 'asc' },
    { column: 'contact_groups.id', direction: 'asc' },
  ],
  defaultPageSize: -1,
};

const GROUP_NOT_FOUND = '联系人分组不存在';
const NOT_A_MEMBER = '该人员不在分组中';
const isAdministrator = (user: SessionUser) => user.identity === 'administrators';

/** A group the caller owns, locked for the change that follows; refuses another's. */
async function ownGroup(trx: Db, user: SessionUser, groupId: string): Promise<{ id: string }> {
  const group = await trx
    .selectFrom('contact_groups')
    .select('id')
    .where('id', '=', groupId)
    .where('owner_id', '=', user.id)
    .forUpdate()
    .executeTakeFirst();
  if (!group) throw badRequest(GROUP_NOT_FOUND);
  return group;
}

/** A change of one of the caller's groups, in a transaction that holds the group. */
function inOwnGroup<T>(
  db: Db,
  user: SessionUser,
  groupId: string,
  change: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await ownGroup(trx, user, groupId);
    return change(trx);
  });
}

/** The caller's groups (an administrator's: everyone's), with their owner and member count. */
export async function groupPage(db: Db, user: SessionUser, body: ListBody): Promise<PageList<ContactGroup>> {
  let query = db
    .selectFrom('contact_groups')
    .innerJoin('users', 'users.id', 'contact_groups.owner_id')
    .select([
      'contact_groups.id',
      'contact_groups.name',
      'contact_groups.description',
      'contact_groups.owner_id',
      'users.fullname as owner_name',
      'contact_groups.created_at',
      sql<string>`(select count(*) from contact_group_users m where m.group_id = contact_groups.id)`.as(
        'member_count',
      ),
    ]);
  if (!isAdministrator(user)) query = query.where('contact_groups.owner_id', '=', user.id);
  const page = await runPagedQuery(query, body, GROUP_LIST);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      memberCount: Number(row.member_count),
      createTime: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Creates a group, or renames one of the caller's (`id`); a name is the owner's once. Answers its id. */
export async function saveGroup(
  db: Db,
  user: SessionUser,
  body: ContactGroupSaveBody,
): Promise<Envelope<string>> {
  const { id, description } = body;
  const name = body.name.trim();
  const clash = await db
    .selectFrom('contact_groups')
    .select('id')
    .where('owner_id', '=', user.id)
    .where('name', '=', name)
    .executeTakeFirst();
  if (clash && clash.id !== id) return refuse('分组名称已存在');
  const values = { name, description: description?.trim() || null };
  if (id) {
    const updated = await db
      .updateTable('contact_groups')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where('owner_id', '=', user.id)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) ? ok(id, '保存成功') : refuse(GROUP_NOT_FOUND);
  }
  const created = `grp-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await db
    .insertInto('contact_groups')
    .values({ id: created, owner_id: user.id, ...values })
    .execute();
  return ok(created, '保存成功');
}

/** Removes some of the caller's groups, all or none (`ids`: an array or comma-separated). */
export async function removeGroups(
  db: Db,
  user: SessionUser,
  raw: string | string[],
): Promise<Envelope<number>> {
  const ids = [...new Set((Array.isArray(raw) ? raw : raw.split(',')).map((id) => id.trim()))].filter(
    Boolean,
  );
  if (ids.length === 0) return refuse('请选择要删除的分组');
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('contact_groups')
      .select('id')
      .where('id', 'in', ids)
      .where('owner_id', '=', user.id)
      .execute();
    if (owned.length !== ids.length) return refuse(GROUP_NOT_FOUND);
    await trx.deleteFrom('contact_groups').where('id', 'in', ids).execute();
    return ok(ids.length, '删除成功');
  });
}

/** A group's members in their order: the caller's group, or any for an administrator. */
export async function groupMembers(db: Db, user: SessionUser, groupId: string): Promise<Envelope<Contact[]>> {
  let group = db.selectFrom('contact_groups').select('id').where('id', '=', groupId);
  if (!isAdministrator(user)) group = group.where('owner_id', '=', user.id);
  if (!(await group.executeTakeFirst())) return refuse(GROUP_NOT_FOUND);
  const rows = await db
    .selectFrom('contact_group_users')
    .innerJoin('users', 'users.id', 'contact_group_users.user_id')
    .select([...CONTACT_COLUMNS, 'contact_group_users.sn'])
    .where('contact_group_users.group_id', '=', groupId)
    .orderBy('contact_group_users.sn')
    .orderBy('users.id')
    .execute();
  return ok(rows.map((row) => ({ ...toContact(row), sn: row.sn })));
}

/** Adds colleagues to the end of one of the caller's groups (those already in it stay where they are). */
export function addMembers(
  db: Db,
  user: SessionUser,
  groupId: string,
  userIds: string[],
): Promise<Envelope<number>> {
  return inOwnGroup(db, user, groupId, async (trx) => {
    const people = await staffUsers(trx, userIds);
    const members = await trx
      .selectFrom('contact_group_users')
      .select(['user_id', 'sn'])
      .where('group_id', '=', groupId)
      .execute();
    const present = new Set(members.map((row) => row.user_id));
    const added = people.filter((person) => !present.has(person.id));
    if (members.length + added.length > CONTACT_GROUP_LIMITS.members) {
      return refuse('分组成员已达上限');
    }
    const last = Math.max(0, ...members.map((row) => row.sn));
    if (added.length) {
      await trx
        .insertInto('contact_group_users')
        .values(
          added.map((person, index) => ({ group_id: groupId, user_id: person.id, sn: last + index + 1 })),
        )
        .execute();
    }
    return ok(added.length, '添加成功');
  });
}

export function removeMembers(
  db: Db,
  user: SessionUser,
  groupId: string,
  userIds: string[],
): Promise<Envelope<number>> {
  return inOwnGroup(db, user, groupId, async (trx) => {
    const result = await trx
      .deleteFrom('contact_group_users')
      .where('group_id', '=', groupId)
      .where('user_id', 'in', userIds)
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    return count ? ok(count, '移除成功') : refuse(NOT_A_MEMBER);
  });
}

/** Swaps the places of two members of one of the caller's groups. */
export async function swapMembers(
  db: Db,
  user: SessionUser,
  groupId: string,
  userId: string,
  targetUserId: string,
): Promise<Envelope<void>> {
  if (userId === targetUserId) return refuse('请选择另一位成员交换顺序');
  return inOwnGroup(db, user, groupId, async (trx) => {
    const rows = await trx
      .selectFrom('contact_group_users')
      .select(['user_id', 'sn'])
      .where('group_id', '=', groupId)
      .where('user_id', 'in', [userId, targetUserId])
      .execute();
    const one = rows.find((row) => row.user_id === userId);
    const other = rows.find((row) => row.user_id === targetUserId);
    if (!one || !other) return refuse(NOT_A_MEMBER);
    await trx
      .updateTable('contact_group_users')
      .set({ sn: other.sn })
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('contact_group_users')
      .set({ sn: one.sn })
      .where('group_id', '=', groupId)
      .where('user_id', '=', targetUserId)
      .execute();
    return ok(undefined, '排序成功');
  });
}
