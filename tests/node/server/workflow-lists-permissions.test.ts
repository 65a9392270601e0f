/**
 * Who may read which workflow list (issue 13), table-driven: every identity (the initiator, an approver, a
 * secretary, another colleague, a supplier, a visitor without a token) against every list call, for their
 * own rows and for another's. A list only ever holds the caller's own rows (or those of the leaders a
 * secretary serves); asking for another's answers 403, a supplier 403, a visitor 401.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { CardList, ProcessCardList, SavedFilter } from '../../../api/contract/workflow-lists.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { fixtureTokens, insertWorkflowListFixture, WL, WL_COUNTS } from './workflow-lists-fixtures.js';

type Identity = 'staff' | 'approver' | 'secretary' | 'other' | 'supplier' | 'visitor';
const IDENTITIES: Identity[] = ['staff', 'approver', 'secretary', 'other', 'supplier', 'visitor'];

/** What an answer must be: a status, and for 200 the ids (or number) the caller may see. */
type Expected = number | { ids: string[] } | { count: number };

interface Case {
  call: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** Reads the ids of an answer's value (rows of a page, of cards...). */
  ids?: (value: unknown) => string[];
  expect: Partial<Record<Identity, Expected>>;
}

const R = '/runtime';
const pageIds =
  (key: string) =>
  (value: unknown): string[] =>
    (value as PageList<Record<string, string>>).rows.map((row) => row[key] ?? '').sort();
const cardIds = (value: unknown) =>
  (value as CardList<{ taskId: string }>).rows.map((row) => row.taskId).sort();

const approverTasks = [
  ...Array.from({ length: 25 }, (_, index) => `wl-t-a-${index + 1}`),
  'wl-t-c-1',
  'wl-t-c-2',
  'wl-t-c-3',
  'wl-t-g-21',
  'wl-t-g-22',
].sort();
const leaderTasks = Array.from({ length: WL_COUNTS.leaderTodo }, (_, index) => `wl-t-l-${index + 5}`).sort();
const otherTasks = ['wl-t-c-1', 'wl-t-c-2', 'wl-t-c-3'];
const requests = Array.from(
  { length: 30 },
  (_, index) => `wl-i-${String(index + 1).padStart(2, '0')}`,
).sort();
const doneInstances = ['wl-i-20', 'wl-i-26', 'wl-i-27', 'wl-i-28', 'wl-i-29', 'wl-i-30'];
const doneTasks = ['wl-t-d-20', 'wl-t-d-26', 'wl-t-d-27', 'wl-t-d-28', 'wl-t-d-29', 'wl-t-d-30'];
const notices = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `wl-n-${from + i}`);

/** Page size large enough for every fixture list but the bulk one. */
const BODY = { pageBean: { page: 1, pageSize: 100 } };
const ONLY_FIXTURE_DEFS = {
  ...BODY,
  querys: [{ property: 'categoryId', value: ['wl-cat-a', 'wl-cat-b'], operation: 'IN' }],
};
const DENIED = { supplier: 403, visitor: 401 } as const;
/** Everybody is refused. */
const REFUSED = { staff: 403, approver: 403, secretary: 403, other: 403, ...DENIED } as const;

type Person = Exclude<Identity, 'supplier' | 'visitor'>;
const PEOPLE: Person[] = ['staff', 'approver', 'secretary', 'other'];

/** `/task/v1/getTodoList` for `task/getTodoList`, with a query string if any. */
const pathOf = (call: string, query = '') => {
  const [service, name] = call.split('/');
  return `/${service}/v1/${name}${query}`;
};

/** A list call: each identity sees the ids named for it, the others none; a supplier and a visitor are refused. */
const list = (
  call: string,
  ids: (value: unknown) => string[],
  sees: Partial<Record<Person, string[]>>,
  {
    method = 'POST',
    query = '',
    body = BODY,
  }: { method?: Case['method']; query?: string; body?: unknown } = {},
): Case => ({
  call,
  method,
  path: pathOf(call, query),
  body: method === 'GET' ? undefined : body,
  ids,
  expect: { ...Object.fromEntries(PEOPLE.map((person) => [person, { ids: sees[person] ?? [] }])), ...DENIED },
});

/** A count call: each identity counts the number named for it, the others 0. */
const count = (
  call: string,
  counts: Partial<Record<Person, number>>,
  method: Case['method'] = 'POST',
): Case => ({
  call,
  method,
  path: pathOf(call),
  body: method === 'GET' ? undefined : {},
  expect: {
    ...Object.fromEntries(PEOPLE.map((person) => [person, { count: counts[person] ?? 0 }])),
    ...DENIED,
  },
});

const startableDefs = (value: unknown) =>
  (value as ProcessCardList).groups
    .flatMap((group) => group.rows)
    .map((row) => row.defKey)
    .filter((key) => key.startsWith('wl'))
    .sort();
const STARTABLE = {
  staff: ['wlExpense', 'wlLeave', 'wlPurchase'],
  approver: ['wlContract', 'wlIt', 'wlLeave'],
  secretary: ['wlLeave'],
  other: ['wlLeave', 'wlSecret'],
};
const TODO = { approver: approverTasks, secretary: ['wl-t-s-1'], other: otherTasks };

/** Own rows: each identity sees exactly its own. */
const OWN_ROWS: Case[] = [
  list('task/getTodoList', pageIds('taskId'), TODO),
  count('task/getTodoCount', { approver: approverTasks.length, secretary: 1, other: 3 }),
  list('task/getTodoCard', cardIds, TODO, { query: '?size=100', body: {} }),
  list('task/getLeaderTodoList', pageIds('taskId'), { secretary: leaderTasks }),
  list('task/getLeaderTodoCard', cardIds, { secretary: leaderTasks }, { query: '?size=50', body: {} }),
  list('task/getNoticeTodoReadList', pageIds('id'), { staff: notices(1, 4) }),
  list('task/getNoticeDoneReadList', pageIds('id'), { staff: notices(5, 7) }),
  list('task/getMyNoticeReadList', pageIds('id'), { approver: notices(1, 7) }),
  list('task/getDelegate', pageIds('taskId'), { other: ['wl-t-g-21', 'wl-t-g-22'] }),
  count('task/getDelegateCount', { other: 2 }),
  list('instance/newProcess', pageIds('defKey'), STARTABLE, { body: ONLY_FIXTURE_DEFS }),
  // The definitions the caller has the right to start: the new-process list's rows (issue 34 item 26).
  list('instance/getHasAuthFlowList', pageIds('defKey'), STARTABLE, { body: ONLY_FIXTURE_DEFS }),
  // The count includes the demo definitions; only its refusals are fixed here (the functional test
  // compares it with the list's total).
  { ...count('instance/newProcessCount', {}), expect: { ...DENIED } },
  list('instance/newProcessCard', startableDefs, STARTABLE, { query: '?size=100', body: {} }),
  list('instance/myRequest', pageIds('instId'), { staff: requests }),
  count('instance/myRequestCount', { staff: 30 }, 'GET'),
  list('instance/getDoneInstList', pageIds('instId'), { approver: doneInstances }),
  count('instance/getDoneInstCount', { approver: 6 }),
  list('instance/getDoneList', pageIds('taskId'), { approver: doneTasks }, { query: '?isCheckRevoke=true' }),
  // The staff collected wlLeave in before().
  list('bpmFlowCollect/myCollect', pageIds('defKey'), { staff: ['wlLeave'] }),
  count('bpmFlowCollect/myCollectCount', { staff: 1 }, 'GET'),
  // The staff saved one filter in before().
  list(
    'todoFilter/list',
    (value) => (value as SavedFilter[]).map((filter) => filter.name).sort(),
    { staff: ['员工的筛选'] },
    { method: 'GET' },
  ),
];

/**
 * Another's rows: the calls that name an object (a leader, a definition, a saved filter) refuse one that is
 * not the caller's; the calls that name none cannot reach another's rows at all (the OWN_ROWS table shows
 * each identity's answer holds only its own).
 */
const OTHERS_ROWS: Case[] = [
  {
    call: 'task/getLeaderTodoList (another leader)',
    method: 'POST',
    path: '/task/v1/getLeaderTodoList',
    body: { querys: [{ property: 'leaderId', value: WL.approver, operation: 'EQUAL' }] },
    expect: REFUSED,
  },
  {
    call: 'task/getLeaderTodoList (their leader)',
    method: 'POST',
    path: '/task/v1/getLeaderTodoList',
    body: { ...BODY, querys: [{ property: 'leaderId', value: [WL.leader], operation: 'IN' }] },
    ids: pageIds('taskId'),
    expect: { ...REFUSED, secretary: { ids: leaderTasks } },
  },
  {
    call: 'bpmFlowCollect/collect (a definition they may not start)',
    method: 'POST',
    path: '/bpmFlowCollect/v1/collect',
    body: { defKey: 'wlSecret' },
    expect: { ...REFUSED, other: 200 },
  },
  {
    // The staff collected wlLeave: uncollecting it changes the caller's own collection only.
    call: 'bpmFlowCollect/uncollect (a definition another user collected)',
    method: 'POST',
    path: '/bpmFlowCollect/v1/uncollect',
    body: { defKey: 'wlLeave' },
    expect: { approver: 200, secretary: 200, other: 200, ...DENIED },
  },
  {
    call: 'todoFilter/save (another’s filter)',
    method: 'POST',
    path: '/todoFilter/v1/save',
    body: () => ({ id: staffFilterId, name: '改掉', list: 'todo' }),
    expect: { ...REFUSED, staff: 200 },
  },
  {
    call: 'todoFilter/remove (another’s filter)',
    method: 'DELETE',
    path: '/todoFilter/v1/remove?id={approverFilter}',
    expect: { ...REFUSED, approver: 200 },
  },
];

let staffFilterId = '';

describe('workflow list permissions', () => {
  let server: TestServer;
  const tokens: Partial<Record<Identity, string>> = {};
  let approverFilter = '';

  before(async () => {
    server = await startTestServer();
    await insertWorkflowListFixture(server.app.db);
    const fixture = await fixtureTokens(server.app.db);
    Object.assign(tokens, {
      staff: fixture.staff,
      approver: fixture.approver,
      secretary: fixture.secretary,
      other: fixture.other,
      supplier: await tokenFor(server, 'supplier'),
    });
    // The staff's collection and saved filter, which the rows of other identities try to reach.
    const post = async (token: string | undefined, path: string, body: unknown) => {
      const { body: envelope } = await server.request<Envelope<SavedFilter>>('POST', `${R}${path}`, {
        token,
        body,
      });
      assert.equal(envelope.state, true, envelope.message);
      return envelope.value as SavedFilter;
    };
    await post(tokens.staff, '/bpmFlowCollect/v1/collect', { defKey: 'wlLeave' });
    staffFilterId = (await post(tokens.staff, '/todoFilter/v1/save', { name: '员工的筛选', list: 'todo' }))
      .id;
  });
  after(() => server.stop());

  const run = async (row: Case, identity: Identity) => {
    const body = typeof row.body === 'function' ? (row.body as () => unknown)() : row.body;
    return server.request<Envelope>(
      row.method,
      `${R}${row.path.replace('{approverFilter}', approverFilter)}`,
      {
        token: tokens[identity],
        body,
      },
    );
  };

  const check = async (row: Case, identity: Identity) => {
    const expected = row.expect[identity];
    if (expected === undefined) return;
    const { status, body } = await run(row, identity);
    const label = `${identity} × ${row.call}`;
    if (typeof expected === 'number') {
      assert.equal(status, expected, `${label}: ${body.message}`);
      assert.equal(body.state, expected === 200, label);
      if (expected === 401) assert.equal(body.message, '登录已失效，请重新登录', label);
      if (expected === 403 && identity === 'supplier') assert.equal(body.message, '没有权限访问流程', label);
      return;
    }
    assert.equal(status, 200, `${label}: ${body.message}`);
    assert.equal(body.state, true, label);
    if ('count' in expected) assert.equal(body.value, expected.count, label);
    else assert.deepEqual(row.ids?.(body.value), expected.ids, label);
  };

  it('every identity sees its own rows of every list, and nobody else’s', async () => {
    for (const row of OWN_ROWS) {
      for (const identity of IDENTITIES) await check(row, identity);
    }
  });

  it('every identity is refused another’s leader, definition or saved filter', async () => {
    const saved = await server.request<Envelope<SavedFilter>>('POST', `${R}/todoFilter/v1/save`, {
      token: tokens.approver,
      body: { name: '审批人的筛选', list: 'done' },
    });
    approverFilter = (saved.body.value as SavedFilter).id;
    // The approver's filter is removed by the approver's row only: their row runs last.
    const order: Identity[] = ['staff', 'secretary', 'other', 'supplier', 'visitor', 'approver'];
    for (const row of OTHERS_ROWS) {
      for (const identity of order) await check(row, identity);
    }
    // Nothing of the staff's was changed by anyone else: the filter has the staff's own new name.
    const { body } = await server.request<Envelope<SavedFilter[]>>('GET', `${R}/todoFilter/v1/list`, {
      token: tokens.staff,
    });
    assert.deepEqual(
      body.value?.map((filter) => filter.name),
      ['改掉'],
    );
    const collected = await server.request<Envelope<number>>('GET', `${R}/bpmFlowCollect/v1/myCollectCount`, {
      token: tokens.staff,
    });
    assert.equal(collected.body.value, 1);
  });

  it('covers every list call of the runtime service', () => {
    const covered = new Set([...OWN_ROWS, ...OTHERS_ROWS].map((row) => row.call.split(' ')[0]));
    for (const call of [
      'task/getTodoList',
      'task/getTodoCount',
      'task/getTodoCard',
      'task/getLeaderTodoList',
      'task/getLeaderTodoCard',
      'task/getNoticeDoneReadList',
      'task/getNoticeTodoReadList',
      'task/getMyNoticeReadList',
      'task/getDelegate',
      'task/getDelegateCount',
      'instance/newProcess',
      'instance/newProcessCount',
      'instance/newProcessCard',
      'instance/getHasAuthFlowList',
      'instance/myRequest',
      'instance/myRequestCount',
      'instance/getDoneInstList',
      'instance/getDoneInstCount',
      'instance/getDoneList',
      'bpmFlowCollect/myCollect',
      'bpmFlowCollect/myCollectCount',
      'bpmFlowCollect/collect',
      'bpmFlowCollect/uncollect',
      'todoFilter/list',
      'todoFilter/save',
      'todoFilter/remove',
    ]) {
      assert.ok(covered.has(call), call);
    }
  });
});
