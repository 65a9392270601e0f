/**
 * The typed calls of the workflow lists (api/client/workflow-lists.ts) against the reference backend: each
 * reaches its route with its method, query string and body, and answers what the list holds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type ApiClient, createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import {
  fixtureTokens,
  insertWorkflowListFixture,
  WL,
  WL_COUNTS,
  type WlUser,
} from '../server/workflow-lists-fixtures.js';

describe('typed calls of the workflow lists against the reference backend', () => {
  let server: TestServer;
  let tokens: Record<WlUser, string>;
  const notices: string[] = [];
  const as = (user: WlUser): ApiClient['workflowLists'] =>
    createApiClient({
      deployment: resolveDeployment({ baseUrl: server.url }),
      getToken: () => tokens[user],
      getLang: () => 'zh-CN',
      hooks: { notify: (_kind, message) => notices.push(message) },
    }).workflowLists;

  before(async () => {
    server = await startTestServer();
    await insertWorkflowListFixture(server.app.db);
    tokens = await fixtureTokens(server.app.db);
  });
  after(() => server.stop());

  it('reads the to-do lists, counts and cards', async () => {
    const approver = as('approver');
    const page = await approver.getTodoList({ pageBean: { page: 2, pageSize: 10 } });
    assert.deepEqual(
      [page.value?.page, page.value?.rows.length, page.value?.total],
      [2, 10, WL_COUNTS.approverTodo],
    );
    assert.equal((await approver.getTodoList()).value?.rows.length, 20);
    assert.equal((await approver.getTodoCount()).value, WL_COUNTS.approverTodo);
    assert.equal((await approver.getTodoCard()).value?.rows.length, 21);
    assert.equal((await approver.getTodoCard(4)).value?.rows.length, 4);
    const secretary = as('secretary');
    const leader = await secretary.getLeaderTodoList({
      pageBean: { page: 1, pageSize: 50 },
      querys: [{ property: 'leaderId', value: WL.leader, operation: 'EQUAL' }],
    });
    assert.equal(leader.value?.total, WL_COUNTS.leaderTodo);
    assert.equal((await secretary.getLeaderTodoCard()).value?.rows.length, 6);
    assert.equal((await secretary.getLeaderTodoCard(3)).value?.size, 3);
    const other = as('other');
    assert.equal((await other.getDelegate()).value?.total, WL_COUNTS.delegated);
    assert.equal((await other.getDelegateCount()).value, WL_COUNTS.delegated);
  });

  it('reads the notices, new processes, requests and done lists', async () => {
    const staff = as('staff');
    assert.equal((await staff.getNoticeTodoReadList()).value?.total, WL_COUNTS.unread);
    assert.equal((await staff.getNoticeDoneReadList()).value?.total, WL_COUNTS.read);
    assert.equal(
      (await as('approver').getMyNoticeReadList()).value?.total,
      WL_COUNTS.unread + WL_COUNTS.read,
    );
    const startable = await staff.newProcess({
      pageBean: { page: 1, pageSize: 100 },
      querys: [{ property: 'categoryId', value: 'wl-cat-b', operation: 'EQUAL' }],
    });
    assert.deepEqual(
      startable.value?.rows.map((row) => row.defKey),
      ['wlExpense', 'wlPurchase'],
    );
    const count = (await staff.newProcessCount()).value ?? 0;
    const cards = await staff.newProcessCard(100);
    assert.equal(cards.value?.total, count);
    assert.equal((await staff.newProcessCard()).value?.size, 11);
    assert.equal((await staff.myRequest()).value?.total, WL_COUNTS.requests);
    assert.equal((await staff.myRequestCount()).value, WL_COUNTS.requests);
    const approver = as('approver');
    assert.equal((await approver.getDoneInstList()).value?.total, 6);
    assert.equal((await approver.getDoneInstCount()).value, 6);
    const done = await approver.getDoneList(null, { isCheckRevoke: true });
    assert.equal(done.value?.total, WL_COUNTS.approverDone);
    assert.ok(done.value?.rows.every((row) => typeof row.revokable === 'boolean'));
    assert.ok((await approver.getDoneList()).value?.rows.every((row) => row.revokable === undefined));
  });

  it('collects, uncollects and lists the collection', async () => {
    const staff = as('staff');
    assert.deepEqual((await staff.collect('wlPurchase')).value, { defKey: 'wlPurchase', collected: true });
    assert.deepEqual(
      (await staff.myCollect()).value?.rows.map((row) => row.defKey),
      ['wlPurchase'],
    );
    assert.equal((await staff.myCollectCount()).value, 1);
    assert.deepEqual((await staff.uncollect('wlPurchase')).value, { defKey: 'wlPurchase', collected: false });
    assert.equal((await staff.myCollectCount()).value, 0);
  });

  it('saves, lists and removes a filter, and reports a refusal through the hook', async () => {
    const approver = as('approver');
    const saved = await approver.saveFilter({
      name: '加急',
      list: 'todo',
      querys: [{ property: 'keyword', value: '加急', operation: 'LIKE' }],
    });
    const id = saved.value?.id ?? '';
    assert.ok(id);
    assert.deepEqual(
      (await approver.listSavedFilters('todo')).value?.map((filter) => filter.name),
      ['加急'],
    );
    assert.deepEqual((await approver.listSavedFilters('done')).value, []);
    assert.equal((await approver.removeFilter(id)).state, true);
    assert.deepEqual((await approver.listSavedFilters()).value, []);
    await assert.rejects(approver.removeFilter(id));
    assert.equal(notices.at(-1), '筛选条件不存在');
  });
});
