import { sql } from 'kysely';
import type { OrgLeadersBody, OrgMoveBody, OrgSaveBody } from '../../contract/schemas/structure-admin.js';
import type { AdminOrgDetail, AdminPerson, AdminPost } from '../../contract/structure-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { OrgTable } from '../db/schema.js';
import { notFound } from '../http/envelope.js';
import { requireAdmin } from './access.js';
import {
  changing,
  checkedPeople,
  codeTaken,
  createdChange,
  newId,
  Refusal,
  removedChange,
  type Trx,
  updatedChange,
} from './structure-people.js';

/**
 * Organisations as administrators keep them (issue 38): a tree per dimension, created, renamed, moved
 * (with everything below) and removed when empty, with the leaders named for each. `path` is the ids from
 * the root, each followed by a dot, as the selectors read it (a RIGHT_LIKE on it is a subtree).
 */

const ORG_MISSING = '组织不存在';

async function orgRow(trx: Trx | Db, id: string): Promise<OrgTable> {
  const org = await trx.selectFrom('orgs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!org) throw notFound(ORG_MISSING);
  return org;
}

function snapshot(org: OrgTable) {
  return {
    name: org.name,
    code: org.code,
    demId: org.dem_id,
    parentId: org.parent_id,
    path: org.path,
    sn: org.sn,
  };
}

async function nextSn(trx: Trx, demId: string, parentId: string | null): Promise<number> {
  const row = await trx
    .selectFrom('orgs')
    .select((eb) => eb.fn.max('sn').as('sn'))
    .where('dem_id', '=', demId)
    .where((eb) => (parentId ? eb('parent_id', '=', parentId) : eb('parent_id', 'is', null)))
    .executeTakeFirst();
  return Number(row?.sn ?? 0) + 1;
}

async function leadersOf(db: Trx | Db, orgId: string): Promise<AdminPerson[]> {
  return db
    .selectFrom('org_leaders')
    .innerJoin('users', 'users.id', 'org_leaders.user_id')
    .select(['users.id', 'users.account', 'users.fullname'])
    .where('org_leaders.org_id', '=', orgId)
    .orderBy('org_leaders.sn')
    .orderBy('users.account')
    .execute();
}

/** An organisation with its leaders, its posts and their members, and how many people it has. */
export async function orgDetail(db: Db, user: SessionUser, id: string): Promise<AdminOrgDetail> {
  await requireAdmin(db, user);
  const org = await orgRow(db, id);
  const [leaders, posts, members, count] = await Promise.all([
    leadersOf(db, id),
    db
      .selectFrom('posts')
      .leftJoin('jobs', 'jobs.id', 'posts.job_id')
      .select([
        'posts.id',
        'posts.name',
        'posts.code',
        'posts.org_id',
        'posts.job_id',
        'jobs.name as job_name',
      ])
      .where('posts.org_id', '=', id)
      .orderBy('posts.code')
      .execute(),
    db
      .selectFrom('user_posts')
      .innerJoin('posts', 'posts.id', 'user_posts.post_id')
      .innerJoin('users', 'users.id', 'user_posts.user_id')
      .select(['user_posts.post_id', 'users.id', 'users.account', 'users.fullname'])
      .where('posts.org_id', '=', id)
      .orderBy('users.account')
      .execute(),
    db
      .selectFrom('user_orgs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('org_id', '=', id)
      .executeTakeFirst(),
  ]);
  const postRows: AdminPost[] = posts.map((post) => ({
    id: post.id,
    name: post.name,
    code: post.code,
    orgId: post.org_id,
    jobId: post.job_id,
    jobName: post.job_name,
    members: members
      .filter((member) => member.post_id === post.id)
      .map(({ id: memberId, account, fullname }) => ({ id: memberId, account, fullname })),
  }));
  return {
    id: org.id,
    name: org.name,
    code: org.code,
    demId: org.dem_id,
    parentId: org.parent_id,
    path: org.path,
    sn: org.sn,
    leaders,
    posts: postRows,
    memberCount: Number(count?.count ?? 0),
  };
}

/** Creates an organisation (no id) or renames and recodes one; answers its id. */
export async function saveOrg(db: Db, user: SessionUser, body: OrgSaveBody): Promise<string> {
  await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    if (await codeTaken(trx, 'orgs', body.code, body.id)) throw new Refusal('组织编码已被使用');
    if (body.id) {
      const before = await orgRow(trx, body.id);
      const after = await trx
        .updateTable('orgs')
        .set({ name: body.name.trim(), code: body.code, sn: body.sn ?? before.sn })
        .where('id', '=', body.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return updatedChange('org', body.id, snapshot(before), snapshot(after));
    }
    const parent = body.parentId ? await orgRow(trx, body.parentId) : null;
    const demId = parent?.dem_id ?? body.demId;
    if (!demId) throw new Refusal('请选择维度');
    if (parent && body.demId && body.demId !== parent.dem_id) throw new Refusal('上级组织不在该维度中');
    const dem = await trx.selectFrom('dems').select('id').where('id', '=', demId).executeTakeFirst();
    if (!dem) throw new Refusal('维度不存在');
    const id = newId('org');
    const created = await trx
      .insertInto('orgs')
      .values({
        id,
        name: body.name.trim(),
        code: body.code,
        dem_id: demId,
        parent_id: parent?.id ?? null,
        path: `${parent?.path ?? ''}${id}.`,
        sn: body.sn ?? (await nextSn(trx, demId, parent?.id ?? null)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return createdChange('org', id, snapshot(created));
  });
}

/** Moves an organisation, with everything below it, under another of its dimension or to the roots. */
export async function moveOrg(db: Db, user: SessionUser, body: OrgMoveBody): Promise<void> {
  await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    const org = await orgRow(trx, body.id);
    const parent = body.parentId ? await orgRow(trx, body.parentId) : null;
    if (parent && parent.dem_id !== org.dem_id) throw new Refusal('只能在同一维度内移动组织');
    if (parent?.path.startsWith(org.path)) throw new Refusal('不能移动到自身或下级组织之下');
    const path = `${parent?.path ?? ''}${org.id}.`;
    const sn =
      body.sn ?? (parent?.id === org.parent_id ? org.sn : await nextSn(trx, org.dem_id, parent?.id ?? null));
    await trx
      .updateTable('orgs')
      .set({ parent_id: parent?.id ?? null, sn })
      .where('id', '=', org.id)
      .execute();
    // The subtree's paths: the old prefix replaced by the new one, in one statement.
    await trx
      .updateTable('orgs')
      .set({ path: sql<string>`${path}::text || substr(path, ${org.path.length + 1}::integer)` })
      .where('path', 'like', `${org.path.replace(/[\\%_]/g, '\\$&')}%`)
      .execute();
    return {
      value: undefined,
      kind: 'org.move',
      objectType: 'org',
      objectId: org.id,
      before: snapshot(org),
      after: { ...snapshot(org), parentId: parent?.id ?? null, path, sn },
    };
  });
}

/** Removes an organisation that has nothing left: no organisations below, no posts, no people. */
export async function removeOrg(db: Db, user: SessionUser, id: string): Promise<void> {
  await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    const org = await orgRow(trx, id);
    const [child, post, member] = await Promise.all([
      trx.selectFrom('orgs').select('id').where('parent_id', '=', id).executeTakeFirst(),
      trx.selectFrom('posts').select('id').where('org_id', '=', id).executeTakeFirst(),
      trx.selectFrom('user_orgs').select('user_id').where('org_id', '=', id).executeTakeFirst(),
    ]);
    if (child || post || member) throw new Refusal('组织下还有下级组织、岗位或人员，不能删除');
    await trx.deleteFrom('orgs').where('id', '=', id).execute();
    return removedChange('org', id, snapshot(org));
  });
}

/** Names the leaders of an organisation, in order (all at once: the editor sends the list it shows). */
export async function setOrgLeaders(db: Db, user: SessionUser, body: OrgLeadersBody): Promise<AdminPerson[]> {
  const scope = await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    await orgRow(trx, body.id);
    const before = await leadersOf(trx, body.id);
    const leaders = await checkedPeople(trx, scope, body.userIds);
    await trx.deleteFrom('org_leaders').where('org_id', '=', body.id).execute();
    if (leaders.length) {
      await trx
        .insertInto('org_leaders')
        .values(leaders.map((leader, index) => ({ org_id: body.id, user_id: leader.id, sn: index + 1 })))
        .execute();
    }
    return {
      value: leaders,
      kind: 'org.setLeaders',
      objectType: 'org',
      objectId: body.id,
      before: { leaders: before.map((leader) => leader.account) },
      after: { leaders: leaders.map((leader) => leader.account) },
    };
  });
}
