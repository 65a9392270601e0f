/**
 * The demo data of the workflow lists (demo/workflow.ts, then demo/workflow-lists.ts): the staff demo
 * user 王晓明 has rows in every list, each count agrees with its list, and his saved filters run.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type {
  CardList,
  CollectRow,
  DelegateRow,
  ProcessCardList,
  SavedFilter,
  TodoRow,
} from '../../../api/contract/workflow-lists.js';
import { sharedTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

const R = '/runtime';

describe('the demo data of the workflow lists', () => {
  let server: TestServer;
  let token: string;
  const value = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const { status, body: envelope } = await server.request<Envelope<T>>(method, `${R}${path}`, {
      token,
      body,
    });
    assert.equal(status, 200, `${path}: ${envelope.message}`);
    return envelope.value as T;
  };
  const total = async (path: string, body: unknown = {}) =>
    (await value<PageList<unknown>>('POST', path, body)).total;

  before(async () => {
    server = await sharedTestServer();
    token = await tokenFor(server, 'staff');
  });
  after(() => server.stop());

  it('gives 王晓明 rows in every list, and counts that agree with them', async () => {
    const lists: [string, string, string | undefined][] = [
      ['to-do', '/task/v1/getTodoList', '/task/v1/getTodoCount'],
      ['leader to-do', '/task/v1/getLeaderTodoList', undefined],
      ['unread notices', '/task/v1/getNoticeTodoReadList', undefined],
      ['read notices', '/task/v1/getNoticeDoneReadList', undefined],
      ['notices sent', '/task/v1/getMyNoticeReadList', undefined],
      ['delegated', '/task/v1/getDelegate', '/task/v1/getDelegateCount'],
      ['new process', '/instance/v1/newProcess', '/instance/v1/newProcessCount'],
      ['my requests', '/instance/v1/myRequest', undefined],
      ['done instances', '/instance/v1/getDoneInstList', '/instance/v1/getDoneInstCount'],
      ['done tasks', '/instance/v1/getDoneList', undefined],
      ['collections', '/bpmFlowCollect/v1/myCollect', undefined],
    ];
    for (const [name, path, countPath] of lists) {
      const rows = await total(path);
      assert.ok(rows > 0, `${name} is empty`);
      if (countPath) assert.equal(await value<number>('POST', countPath, {}), rows, name);
    }
    assert.equal(
      await value<number>('GET', '/instance/v1/myRequestCount'),
      await total('/instance/v1/myRequest'),
    );
    assert.equal(
      await value<number>('GET', '/bpmFlowCollect/v1/myCollectCount'),
      await total('/bpmFlowCollect/v1/myCollect'),
    );
  });

  it('fills the home cards: to-dos, leader to-dos and startable processes by category', async () => {
    const todo = await value<CardList<TodoRow>>('POST', '/task/v1/getTodoCard', {});
    assert.ok(todo.rows.length > 0 && todo.rows.length <= 21);
    assert.ok(todo.rows.every((row) => row.taskId && row.instId && row.subject && row.procDefName));
    const leader = await value<CardList<TodoRow>>('POST', '/task/v1/getLeaderTodoCard', {});
    assert.ok(leader.rows.length > 0 && leader.rows.every((row) => row.leaderId && row.leaderName));
    const processes = await value<ProcessCardList>('POST', '/instance/v1/newProcessCard', {});
    assert.ok(processes.groups.length > 0);
    assert.ok(processes.groups.every((group) => group.categoryName && group.rows.length > 0));
  });

  it('shows his delegated to-do held by a colleague, and his collections he may start', async () => {
    const delegated = await value<PageList<DelegateRow>>('POST', '/task/v1/getDelegate', {});
    assert.ok(delegated.rows.every((row) => row.assigneeId !== 'u-staff' && row.assigneeName));
    const collections = await value<PageList<CollectRow>>('POST', '/bpmFlowCollect/v1/myCollect', {});
    assert.ok(collections.rows.every((row) => row.canStart && row.collected));
  });

  it('runs each of his saved filters on its list', async () => {
    const filters = await value<SavedFilter[]>('GET', '/todoFilter/v1/list');
    assert.deepEqual(
      filters.map((filter) => filter.name).sort(),
      ['审批中的申请', '按流程排序', '采购待办'].sort(),
    );
    const paths: Record<string, string> = {
      todo: '/task/v1/getTodoList',
      myRequest: '/instance/v1/myRequest',
    };
    for (const filter of filters) {
      const path = paths[filter.list];
      assert.ok(path, filter.list);
      const page = await value<PageList<unknown>>('POST', path, {
        querys: filter.querys,
        sorter: filter.sorter,
      });
      assert.ok(page.total > 0, `${filter.name} finds rows`);
    }
  });
});
