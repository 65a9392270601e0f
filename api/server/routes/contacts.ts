import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  CONTACT_GROUP_LIMITS,
  CONTACT_SEARCH_PATH,
  type Contact,
  type ContactGroup,
} from '../../contract/contacts.js';
import type { PageList } from '../../contract/envelope.js';
import {
  ContactGroupIdsQuery,
  ContactGroupSaveBody,
  ContactSearchBody,
  GroupIdQuery,
  GroupSwapBody,
  GroupUsersBody,
} from '../../contract/schemas/contacts.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { GUEST_USER_ID } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok, refuse } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { staffUsers } from '../workflow/task-actions.js';
import { toPinyin } from './portal-tools.js';
import { staffOnly } from './selectors.js';

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
const isAdministrator = (user: SessionUser) => user.identity === 'administrators';

/** The departments of a user, joined: one column of the contact rows. */
const orgNames = sql<
  string | null
>`(select string_agg(orgs.name, '、' order by orgs.sn) from user_orgs join orgs on orgs.id = user_orgs.org_id where user_orgs.user_id = users.id)`;

const CONTACT_COLUMNS = [
  'users.id',
  'users.fullname',
  'users.account',
  'users.email',
  'users.mobile',
  orgNames.as('org_name'),
] as const;

interface ContactRow {
  id: string;
  fullname: string;
  account: string;
  email: string | null;
  mobile: string | null;
  org_name: string | null;
}

const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.fullname,
  account: row.account,
  email: row.email,
  mobile: row.mobile,
  orgName: row.org_name,
});

/** Pinyin of names, full and initials: a pure function of the name, so a process may keep it. */
const pinyinCache = new Map<string, string>();
function pinyinOf(name: string): string {
  let value = pinyinCache.get(name);
  if (value === undefined) {
    value = `${toPinyin(name, 0)} ${toPinyin(name, 1)}`;
    if (pinyinCache.size > 10_000) pinyinCache.clear();
    pinyinCache.set(name, value);
  }
  return value;
}

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

/**
 * Contacts and groups (ucGroup, ucGroupUser; workflow-portal section 7). A group is personal: its owner
 * lists, renames, removes and fills it. An administrator's query and member list read every user's
 * groups, read only. Suppliers, purchasers and guests are refused like the organisation's selectors.
 */
export function registerContactRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const staffUser = (request: FastifyRequest) => {
    const user = currentUser(request);
    staffOnly(user);
    return user;
  };
  /** A change of one of the caller's groups, in a transaction that holds the group. */
  const inOwnGroup = <T>(request: FastifyRequest, groupId: string, change: (trx: Db) => Promise<T>) => {
    const user = staffUser(request);
    return ctx.db.transaction().execute(async (trx) => {
      await ownGroup(trx, user, groupId);
      return change(trx);
    });
  };

  signedIn.route({
    ...ctx.call('ucGroup/query', 'POST'),
    schema: { body: ListBody },
    handler: async (request) => {
      const user = staffUser(request);
      let query = ctx.db
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
      const page = await runPagedQuery(query, request.body, GROUP_LIST);
      const list: PageList<ContactGroup> = {
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
      return ok(list);
    },
  });

  signedIn.route({
    ...ctx.call('ucGroup/save', 'POST'),
    schema: { body: ContactGroupSaveBody },
    handler: async (request) => {
      const user = staffUser(request);
      const { id, description } = request.body;
      const name = request.body.name.trim();
      const clash = await ctx.db
        .selectFrom('contact_groups')
        .select('id')
        .where('owner_id', '=', user.id)
        .where('name', '=', name)
        .executeTakeFirst();
      if (clash && clash.id !== id) return refuse('分组名称已存在');
      const values = { name, description: description?.trim() || null };
      if (id) {
        const updated = await ctx.db
          .updateTable('contact_groups')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', id)
          .where('owner_id', '=', user.id)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) ? ok(id, '保存成功') : refuse(GROUP_NOT_FOUND);
      }
      const created = `grp-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
      await ctx.db
        .insertInto('contact_groups')
        .values({ id: created, owner_id: user.id, ...values })
        .execute();
      return ok(created, '保存成功');
    },
  });

  signedIn.route({
    ...ctx.call('ucGroup/remove', 'DELETE'),
    schema: { querystring: ContactGroupIdsQuery },
    handler: async (request) => {
      const user = staffUser(request);
      const raw = request.query.ids;
      const ids = [...new Set((Array.isArray(raw) ? raw : raw.split(',')).map((id) => id.trim()))].filter(
        Boolean,
      );
      if (ids.length === 0) return refuse('请选择要删除的分组');
      return ctx.db.transaction().execute(async (trx) => {
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
    },
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/getGroupUsers', 'GET'),
    schema: { querystring: GroupIdQuery },
    handler: async (request) => {
      const user = staffUser(request);
      let group = ctx.db.selectFrom('contact_groups').select('id').where('id', '=', request.query.groupId);
      if (!isAdministrator(user)) group = group.where('owner_id', '=', user.id);
      if (!(await group.executeTakeFirst())) return refuse(GROUP_NOT_FOUND);
      const rows = await ctx.db
        .selectFrom('contact_group_users')
        .innerJoin('users', 'users.id', 'contact_group_users.user_id')
        .select([...CONTACT_COLUMNS, 'contact_group_users.sn'])
        .where('contact_group_users.group_id', '=', request.query.groupId)
        .orderBy('contact_group_users.sn')
        .orderBy('users.id')
        .execute();
      return ok<Contact[]>(rows.map((row) => ({ ...toContact(row), sn: row.sn })));
    },
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/saveJson', 'POST'),
    schema: { body: GroupUsersBody },
    handler: async (request) => {
      const { groupId, userIds } = request.body;
      return inOwnGroup(request, groupId, async (trx) => {
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
    },
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/remove', 'POST'),
    schema: { body: GroupUsersBody },
    handler: async (request) => {
      const { groupId, userIds } = request.body;
      return inOwnGroup(request, groupId, async (trx) => {
        const result = await trx
          .deleteFrom('contact_group_users')
          .where('group_id', '=', groupId)
          .where('user_id', 'in', userIds)
          .executeTakeFirst();
        const count = Number(result.numDeletedRows);
        return count ? ok(count, '移除成功') : refuse('该人员不在分组中');
      });
    },
  });

  signedIn.route({
    ...ctx.call('ucGroupUser/swap', 'POST'),
    schema: { body: GroupSwapBody },
    handler: async (request) => {
      const { groupId, userId, targetUserId } = request.body;
      if (userId === targetUserId) return refuse('请选择另一位成员交换顺序');
      return inOwnGroup(request, groupId, async (trx) => {
        const rows = await trx
          .selectFrom('contact_group_users')
          .select(['user_id', 'sn'])
          .where('group_id', '=', groupId)
          .where('user_id', 'in', [userId, targetUserId])
          .execute();
        const one = rows.find((row) => row.user_id === userId);
        const other = rows.find((row) => row.user_id === targetUserId);
        if (!one || !other) return refuse('该人员不在分组中');
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
    },
  });

  // The contacts page's directory: the organisation's active staff but the caller, by name, account, e-mail or pinyin.
  signedIn.route({
    method: CONTACT_SEARCH_PATH.method,
    url: ctx.path('contacts', CONTACT_SEARCH_PATH.path),
    schema: { body: ContactSearchBody },
    handler: async (request) => {
      const user = staffUser(request);
      const { page = 1, pageSize = 20 } = request.body;
      const keyword = (request.body.keyword ?? '').trim().toLowerCase();
      const rows = await ctx.db
        .selectFrom('users')
        .select([...CONTACT_COLUMNS])
        .where('users.tenant_id', '=', user.tenant_id)
        .where('users.identity', 'is', null)
        .where('users.status', '=', 1)
        .where('users.id', 'not in', [GUEST_USER_ID, user.id])
        .orderBy('users.account')
        .execute();
      const compact = keyword.replace(/\s+/g, '');
      const matches = keyword
        ? rows.filter(
            (row) =>
              row.fullname.toLowerCase().includes(keyword) ||
              row.account.toLowerCase().includes(keyword) ||
              (row.email ?? '').toLowerCase().includes(keyword) ||
              pinyinOf(row.fullname)
                .split(' ')
                .some((spelling) => spelling.includes(compact)),
          )
        : rows;
      const start = (page - 1) * pageSize;
      const list: PageList<Contact> = {
        rows: matches.slice(start, start + pageSize).map(toContact),
        total: matches.length,
        page,
        pageSize,
      };
      return ok(list);
    },
  });
}
