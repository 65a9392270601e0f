/**
 * The workflow lists on PostgreSQL (DATABASE_URL): every list, count and card call and the saved filters
 * over the same fixture as on the embedded database, so that their SQL (subqueries, `is distinct from`,
 * counts that the driver answers as text, the trigram index) holds on the server the lists are built for.
 * Skipped, saying why, where no PostgreSQL server binaries are installed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type {
  CardList,
  DoneTaskRow,
  InstanceRow,
  ProcessCardList,
  SavedFilter,
  TodoRow,
} from '../../../api/contract/workflow-lists.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import {
  fixtureTokens,
  insertWorkflowListFixture,
  WL,
  WL_COUNTS,
  WL_NAMES,
  type WlUser,
} from './workflow-lists-fixtures.js';

const bin = postgresBin();
const R = '/runtime';

describe('workflow lists on PostgreSQL', { skip: bin ? false : NO_POSTGRES }, () => {
  let server: TestServer;
  let tokens: Record<WlUser, string>;
  const value = async <T>(user: WlUser, method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await server.request<Envelope<T>>(method, `${R}${path}`, { token: tokens[user], body });
    assert.equal(answer.status, 200, `${path}: ${answer.body.message}`);
    return answer.body.value as T;
  };

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    server = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    await insertWorkflowListFixture(server.app.db);
    tokens = await fixtureTokens(server.app.db);
  });
  after(async () => {
    await server?.stop();
  });

  it('pages, filters and counts the to-do lists', async () => {
    const page = await value<PageList<TodoRow>>('approver', 'POST', '/task/v1/getTodoList', {
      pageBean: { page: 1, pageSize: 100 },
    });
    assert.equal(page.total, WL_COUNTS.approverTodo);
    const locks = Object.fromEntries(page.rows.map((row) => [row.taskId, row.lockStatus]));
    assert.deepEqual(
      [locks['wl-t-a-1'], locks['wl-t-c-1'], locks['wl-t-c-2'], locks['wl-t-c-3']],
      [2, 1, 4, 3],
    );
    assert.equal(
      await value<number>('approver', 'POST', '/task/v1/getTodoCount', {}),
      WL_COUNTS.approverTodo,
    );
    const deep = await value<PageList<TodoRow>>('bulk', 'POST', '/task/v1/getTodoList', {
      pageBean: { page: 120, pageSize: 50 },
    });
    assert.equal(deep.total, WL_COUNTS.bulkTodo);
    assert.equal(deep.rows[0]?.taskId, 'wl-bt-05951');
    const urgent = await value<PageList<TodoRow>>('bulk', 'POST', '/task/v1/getTodoList', {
      querys: [{ property: 'keyword', value: '加急', operation: 'LIKE' }],
    });
    assert.equal(urgent.total, 1000);
    // Due time and priority sort and filter; the lock holder is named (issue 34, item 18).
    const raised = await value<PageList<TodoRow>>('approver', 'POST', '/task/v1/getTodoList', {
      querys: [{ property: 'priority', value: '1,2', operation: 'IN' }],
      sorter: [{ property: 'priority', direction: 'DESC' }],
    });
    assert.deepEqual(
      raised.rows.map((row) => [row.taskId, row.priority, row.todoKind]),
      [
        ['wl-t-a-3', 2, 'task'],
        ['wl-t-a-2', 1, 'task'],
      ],
    );
    const soonest = await value<PageList<TodoRow>>('approver', 'POST', '/task/v1/getTodoList', {
      sorter: [{ property: 'dueTime', direction: 'ASC' }],
      pageBean: { page: 1, pageSize: 100 },
    });
    assert.equal(soonest.rows[0]?.taskId, 'wl-t-a-1');
    assert.equal(soonest.rows.find((row) => row.taskId === 'wl-t-c-2')?.lockUserName, WL_NAMES.other);
    const cards = await value<CardList<TodoRow>>('secretary', 'POST', '/task/v1/getLeaderTodoCard', {});
    assert.deepEqual([cards.rows.length, cards.total], [6, WL_COUNTS.leaderTodo]);
    assert.ok(cards.rows.every((row) => row.leaderId === WL.leader));
    const delegated = await value<PageList<TodoRow>>('other', 'POST', '/task/v1/getDelegate', {});
    assert.equal(delegated.total, WL_COUNTS.delegated);
    assert.equal(await value<number>('leader', 'POST', '/task/v1/getDelegateCount', {}), 0);
  });

  it('answers the notice, request, done and process lists', async () => {
    const unread = await value<PageList<unknown>>('staff', 'POST', '/task/v1/getNoticeTodoReadList', {});
    assert.equal(unread.total, WL_COUNTS.unread);
    const sent = await value<PageList<unknown>>('approver', 'POST', '/task/v1/getMyNoticeReadList', {
      querys: [{ property: 'isRead', value: true, operation: 'EQUAL' }],
    });
    assert.equal(sent.total, WL_COUNTS.read);
    const requests = await value<PageList<InstanceRow>>('staff', 'POST', '/instance/v1/myRequest', {
      pageBean: { page: 1, pageSize: 100 },
    });
    assert.equal(requests.total, WL_COUNTS.requests);
    assert.equal(await value<number>('staff', 'GET', '/instance/v1/myRequestCount'), WL_COUNTS.requests);
    const first = requests.rows.find((row) => row.instId === 'wl-i-01');
    assert.deepEqual(
      first?.currentNodes.map((node) => node.nodeId),
      ['deptLeader', 'hr'],
    );
    assert.equal(await value<number>('approver', 'POST', '/instance/v1/getDoneInstCount', {}), 6);
    const done = await value<PageList<DoneTaskRow>>(
      'approver',
      'POST',
      '/instance/v1/getDoneList?isCheckRevoke=true',
      {},
    );
    const oppose = done.rows.find((row) => row.taskId === 'wl-t-d-20');
    assert.deepEqual([oppose?.opinion, oppose?.revokable], ['预算超标，请重新核算', true]);
    const startable = await value<PageList<{ defKey: string }>>(
      'approver',
      'POST',
      '/instance/v1/newProcess',
      {
        querys: [{ property: 'categoryId', value: ['wl-cat-a', 'wl-cat-b'], operation: 'IN' }],
      },
    );
    assert.deepEqual(startable.rows.map((row) => row.defKey).sort(), ['wlContract', 'wlIt', 'wlLeave']);
    const count = await value<number>('approver', 'POST', '/instance/v1/newProcessCount', {});
    const cards = await value<ProcessCardList>('approver', 'POST', '/instance/v1/newProcessCard', {});
    assert.equal(cards.total, count);
  });

  it('collects and saves filters', async () => {
    await value('staff', 'POST', '/bpmFlowCollect/v1/collect', { defKey: 'wlLeave' });
    await value('staff', 'POST', '/bpmFlowCollect/v1/collect', { defKey: 'wlLeave' });
    assert.equal(await value<number>('staff', 'GET', '/bpmFlowCollect/v1/myCollectCount'), 1);
    const saved = await value<SavedFilter>('staff', 'POST', '/todoFilter/v1/save', {
      name: '全部',
      list: 'todo',
      isDefault: true,
    });
    assert.equal(saved.isDefault, true);
    const filters = await value<SavedFilter[]>('staff', 'GET', '/todoFilter/v1/list?list=todo');
    assert.deepEqual(
      filters.map((filter) => filter.id),
      [saved.id],
    );
  });
});
