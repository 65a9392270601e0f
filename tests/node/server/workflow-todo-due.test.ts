/**
 * The to-do lists' due time, priority and lock holder (issue 34, item 18): each row carries its due time,
 * its priority and who holds its lock by name; the lists sort and filter by due time and priority, as
 * Camunda's Tasklist does, and refuse a priority that is not a number in the caller's language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type { DelegateRow, TodoRow } from '../../../api/contract/workflow-lists.js';
import { useWorkflowListServer, WL, WL_NAMES } from './workflow-lists-fixtures.js';

const HOUR = 3600_000;

describe('to-do lists: due time, priority and lock holder', () => {
  const { page, call, inEnglish } = useWorkflowListServer();
  const todos = (querys: QueryBody['querys'] = [], sorter: QueryBody['sorter'] = []) =>
    page<TodoRow>('approver', '/task/v1/getTodoList', {
      querys,
      sorter,
      pageBean: { page: 1, pageSize: 100 },
    });

  it('carries each task’s due time, priority and the name of who holds its lock', async () => {
    const list = await todos();
    const byId = new Map(list.rows.map((row) => [row.taskId, row]));
    const first = byId.get('wl-t-a-1');
    assert.ok(first?.dueTime);
    assert.ok(Math.abs(Date.parse(first.dueTime) - (Date.now() + HOUR)) < 10 * 60_000);
    assert.deepEqual(
      ['wl-t-a-1', 'wl-t-a-2', 'wl-t-a-3'].map((id) => byId.get(id)?.priority),
      [0, 1, 2],
    );
    const locked = byId.get('wl-t-c-2');
    assert.equal(locked?.lockStatus, 4);
    assert.equal(locked?.lockUserId, WL.other);
    assert.equal(locked?.lockUserName, WL_NAMES.other);
    assert.equal(byId.get('wl-t-c-3')?.lockUserName, WL_NAMES.approver);
    assert.equal(byId.get('wl-t-c-1')?.lockUserName, null);
  });

  it('sorts by due time (soonest first, the undated last) and by priority', async () => {
    const soonest = await todos([], [{ property: 'dueTime', direction: 'ASC' }]);
    assert.deepEqual(
      soonest.rows.slice(0, 3).map((row) => row.taskId),
      ['wl-t-a-1', 'wl-t-a-2', 'wl-t-a-3'],
    );
    const dated = soonest.rows.filter((row) => row.dueTime).length;
    assert.ok(soonest.rows.slice(dated).every((row) => row.dueTime === null));
    const urgent = await todos([], [{ property: 'priority', direction: 'DESC' }]);
    assert.deepEqual(
      urgent.rows.slice(0, 2).map((row) => [row.taskId, row.priority]),
      [
        ['wl-t-a-3', 2],
        ['wl-t-a-2', 1],
      ],
    );
  });

  it('filters by priority and by a due-time range', async () => {
    const overdue = await todos([{ property: 'priority', value: 2, operation: 'EQUAL' }]);
    assert.deepEqual(
      overdue.rows.map((row) => row.taskId),
      ['wl-t-a-3'],
    );
    const raised = await todos([{ property: 'priority', value: '1,2', operation: 'IN' }]);
    assert.deepEqual(raised.rows.map((row) => row.taskId).sort(), ['wl-t-a-2', 'wl-t-a-3']);
    const dueSoon = await todos([
      { property: 'dueTime', value: new Date().toISOString(), operation: 'GREAT_EQUAL' },
      {
        property: 'dueTime',
        value: new Date(Date.now() + 2.5 * HOUR).toISOString(),
        operation: 'LESS_EQUAL',
      },
    ]);
    assert.deepEqual(dueSoon.rows.map((row) => row.taskId).sort(), ['wl-t-a-1', 'wl-t-a-2']);
    const pastDue = await todos([
      { property: 'dueTime', value: new Date().toISOString(), operation: 'LESS' },
    ]);
    assert.equal(pastDue.total, 0);
  });

  it('offers the same in the leader and delegated lists', async () => {
    const leader = await page<TodoRow>('secretary', '/task/v1/getLeaderTodoList', {
      sorter: [{ property: 'priority', direction: 'DESC' }],
    });
    assert.ok(leader.rows.length > 0);
    assert.ok(leader.rows.every((row) => row.priority === 0 && row.todoKind === 'task'));
    const delegated = await page<DelegateRow>('other', '/task/v1/getDelegate', {
      querys: [{ property: 'priority', value: 0, operation: 'EQUAL' }],
    });
    assert.ok(delegated.rows.length > 0);
  });

  it('refuses a priority that is not a number, in the caller’s language', async () => {
    const body = { querys: [{ property: 'priority', value: 'high', operation: 'EQUAL' }] };
    const refused = await call('approver', 'POST', '/task/v1/getTodoList', body);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, '查询条件 priority 的值不正确');
    const english = await inEnglish('approver', 'POST', '/task/v1/getTodoList', body);
    assert.equal(english.status, 400);
    assert.match(english.body.message, /priority/);
    assert.doesNotMatch(english.body.message, /[\u4e00-\u9fff]/);
  });
});
