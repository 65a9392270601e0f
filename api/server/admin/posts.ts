import type { MembersBody, PostSaveBody } from '../../contract/schemas/structure-admin.js';
import type { AdminPerson } from '../../contract/structure-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { PostTable } from '../db/schema.js';
import { notFound } from '../http/envelope.js';
import { requireAdmin } from './access.js';
import {
  changing,
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
 * Posts as administrators keep them (issue 38): a job in one organisation (采购管理部 / 采购专员), and the
 * people who hold it. Holding a post makes its organisation one of the person's (user_orgs), the main one
 * when they had none, as the workflow's assignee rules and the selectors read people by organisation.
 */

async function postRow(trx: Trx | Db, id: string): Promise<PostTable> {
  const post = await trx.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!post) throw notFound('岗位不存在');
  return post;
}

function snapshot(post: PostTable) {
  return { name: post.name, code: post.code, orgId: post.org_id, jobId: post.job_id };
}

async function membersOf(trx: Trx | Db, postId: string): Promise<AdminPerson[]> {
  return trx
    .selectFrom('user_posts')
    .innerJoin('users', 'users.id', 'user_posts.user_id')
    .select(['users.id', 'users.account', 'users.fullname'])
    .where('user_posts.post_id', '=', postId)
    .orderBy('users.account')
    .execute();
}

/** Creates a post (no id) or changes one; answers its id. */
export async function savePost(db: Db, user: SessionUser, body: PostSaveBody): Promise<string> {
  await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    if (await codeTaken(trx, 'posts', body.code, body.id)) throw new Refusal('岗位编码已被使用');
    const org = await trx.selectFrom('orgs').select('id').where('id', '=', body.orgId).executeTakeFirst();
    if (!org) throw new Refusal('所属组织不存在');
    const jobId = body.jobId ?? null;
    if (jobId && !(await trx.selectFrom('jobs').select('id').where('id', '=', jobId).executeTakeFirst())) {
      throw new Refusal('职务不存在');
    }
    const values = { name: body.name.trim(), code: body.code, org_id: body.orgId, job_id: jobId };
    if (body.id) {
      const before = await postRow(trx, body.id);
      if (before.org_id !== body.orgId) {
        const held = await trx
          .selectFrom('user_posts')
          .select('user_id')
          .where('post_id', '=', body.id)
          .executeTakeFirst();
        if (held) throw new Refusal('岗位下还有人员，不能改到其他组织');
      }
      const after = await trx
        .updateTable('posts')
        .set(values)
        .where('id', '=', body.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return updatedChange('post', body.id, snapshot(before), snapshot(after));
    }
    const id = newId('post');
    const created = await trx
      .insertInto('posts')
      .values({ id, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return createdChange('post', id, snapshot(created));
  });
}

/** Removes a post that nobody holds. */
export async function removePost(db: Db, user: SessionUser, id: string): Promise<void> {
  await requireAdmin(db, user);
  await changing(db, user, async (trx) => {
    const post = await postRow(trx, id);
    if ((await membersOf(trx, id)).length) throw new Refusal('岗位下还有人员，不能删除');
    await trx.deleteFrom('posts').where('id', '=', id).execute();
    return removedChange('post', id, snapshot(post));
  });
}

/** The people who hold a post, all at once; a new holder joins the post's organisation. */
export async function setPostMembers(db: Db, user: SessionUser, body: MembersBody): Promise<AdminPerson[]> {
  const scope = await requireAdmin(db, user);
  return changing(db, user, async (trx) => {
    const post = await postRow(trx, body.id);
    const before = await membersOf(trx, body.id);
    const { gone, added, result } = await membershipChange(trx, scope, before, body.userIds, {
      kind: 'post.setMembers',
      objectType: 'post',
      objectId: body.id,
    });
    if (gone.length) {
      await trx
        .deleteFrom('user_posts')
        .where('post_id', '=', body.id)
        .where('user_id', 'in', gone)
        .execute();
    }
    for (const member of added) await joinPost(trx, member.id, post);
    return result;
  });
}

/** Gives the user the post, and its organisation (the main ones when the user has none yet). */
export async function joinPost(trx: Trx, userId: string, post: PostTable): Promise<void> {
  const [mainPost, mainOrg] = await Promise.all([
    trx
      .selectFrom('user_posts')
      .select('post_id')
      .where('user_id', '=', userId)
      .where('is_master', '=', true)
      .executeTakeFirst(),
    trx
      .selectFrom('user_orgs')
      .select('org_id')
      .where('user_id', '=', userId)
      .where('is_master', '=', true)
      .executeTakeFirst(),
  ]);
  await trx
    .insertInto('user_posts')
    .values({ user_id: userId, post_id: post.id, is_master: !mainPost })
    .execute();
  await trx
    .insertInto('user_orgs')
    .values({ user_id: userId, org_id: post.org_id, is_master: !mainOrg })
    .onConflict((oc) => oc.columns(['user_id', 'org_id']).doNothing())
    .execute();
}
