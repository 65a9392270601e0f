import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AssigneeRule } from '../../../api/contract/workflow.js';
import { orgLeaders, resolveAssignees } from '../../../api/server/workflow/assignees.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The workflow's leader rules through the leaders the administration names for an organisation (issue 38):
 * 组织负责人 and 发起人的上级 find the named leaders first, walking up the tree; an organisation with none
 * named keeps the seed's way (whoever holds its manager's post).
 */

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(() => server.stop());

const db = () => server.app.db;
const ids = (users: { id: string }[]) => users.map((user) => user.id);

/** The active holders of an organisation's posts of a job, as the seed names its managers. */
async function postHolders(orgId: string, jobId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('user_posts')
    .innerJoin('posts', 'posts.id', 'user_posts.post_id')
    .select('user_posts.user_id')
    .where('posts.org_id', '=', orgId)
    .where('posts.job_id', '=', jobId)
    .orderBy('user_posts.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

async function nameLeaders(orgId: string, userIds: string[]): Promise<void> {
  await db().deleteFrom('org_leaders').where('org_id', '=', orgId).execute();
  if (userIds.length === 0) return;
  await db()
    .insertInto('org_leaders')
    .values(userIds.map((user_id, sn) => ({ org_id: orgId, user_id, sn })))
    .execute();
}

async function resolve(
  rule: AssigneeRule,
  initiator = { id: 'u-staff', name: '张伟', orgId: 'org-purchase' },
) {
  return ids((await resolveAssignees(db(), [rule], initiator)).users);
}

describe('the workflow’s leader rules', () => {
  it('find the manager’s post holder where the administration named no leader (the seed)', async () => {
    const managers = await postHolders('org-purchase', 'job-manager');
    assert.ok(managers.length > 0, 'the seed has a purchase manager');
    assert.deepEqual(await resolve({ kind: 'orgLeader', ids: ['org-purchase'] }), managers);
    assert.deepEqual(await resolve({ kind: 'initiatorLeader' }), managers);
  });

  it('find the named leaders, in their order, instead of the post holders', async () => {
    const [manager] = await postHolders('org-purchase', 'job-manager');
    const named = ['u-zhaolei', 'u-staff'];
    await nameLeaders('org-purchase', named);
    try {
      assert.deepEqual(await resolve({ kind: 'orgLeader', ids: ['org-purchase'] }), named);
      assert.equal(
        (await resolve({ kind: 'orgLeader', ids: ['org-purchase'] })).includes(manager ?? ''),
        false,
      );
      // The initiator is one of the leaders: the other one approves.
      assert.deepEqual(await resolve({ kind: 'initiatorLeader' }), ['u-zhaolei']);
      // Up the tree: a section with no leader of its own is led by its department's named leaders.
      const inSection = { id: 'u-nobody', name: '某人', orgId: 'org-purchase-goods' };
      assert.deepEqual(await resolve({ kind: 'initiatorLeader' }, inSection), named);
      assert.deepEqual(ids(await orgLeaders(db(), 'org-purchase-goods')), named);
    } finally {
      await nameLeaders('org-purchase', []);
    }
  });

  it('skip a named leader who is disabled, and go up when no named leader is active', async () => {
    await nameLeaders('org-it', ['u-zhaolei']);
    await db().updateTable('users').set({ status: 0 }).where('id', '=', 'u-zhaolei').execute();
    try {
      const parent = await db()
        .selectFrom('orgs')
        .select('parent_id')
        .where('id', '=', 'org-it')
        .executeTakeFirstOrThrow();
      assert.ok(parent.parent_id);
      const above = ids(await orgLeaders(db(), parent.parent_id));
      assert.ok(above.length > 0);
      assert.deepEqual(await resolve({ kind: 'orgLeader', ids: ['org-it'] }), above);
      // The post holder of org-it is not asked: the administration's naming decides for that organisation.
      const itManagers = await postHolders('org-it', 'job-manager');
      assert.equal(
        above.some((id) => itManagers.includes(id)),
        false,
      );
    } finally {
      await db().updateTable('users').set({ status: 1 }).where('id', '=', 'u-zhaolei').execute();
      await nameLeaders('org-it', []);
    }
  });
});
