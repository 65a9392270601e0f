/**
 * The to-do lists of the runtime service (issue 13): the user's to-dos, the leader to-dos of a secretary,
 * delegated tasks and notices, each filtered, sorted and paged through the query body, counts equal to
 * list totals, cards capped by `?size=`, and the to-do filters saved per user. The definition and instance
 * lists are workflow-lists-processes.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { QueryBody } from '../../../api/contract/envelope.js';
import type {
  CardList,
  DelegateRow,
  NoticeReadRow,
  SavedFilter,
  TodoRow,
} from '../../../api/contract/workflow-lists.js';
import {
  COLLECT_LIST_PROPERTIES,
  DELEGATE_LIST_PROPERTIES,
  DONE_LIST_PROPERTIES,
  INSTANCE_LIST_PROPERTIES,
  LEADER_TODO_LIST_PROPERTIES,
  NOTICE_LIST_PROPERTIES,
  PROCESS_LIST_PROPERTIES,
  TODO_LIST_PROPERTIES,
} from '../../../api/contract/workflow-lists.js';
import { WORKFLOW_LIST_SPECS } from '../../../api/server/workflow/lists/specs.js';
import {
  instId,
  useWorkflowListServer,
  WL,
  WL_COUNTS,
  WL_NAMES,
  type WlUser,
} from './workflow-lists-fixtures.js';

describe('workflow lists: to-do', () => {
  const { call, value, page, allPages, inEnglish } = useWorkflowListServer();
  it('whitelists exactly the properties the contract names for each list', () => {
    const contract: Record<keyof typeof WORKFLOW_LIST_SPECS, readonly string[]> = {
      todo: TODO_LIST_PROPERTIES,
      leaderTodo: LEADER_TODO_LIST_PROPERTIES,
      delegate: DELEGATE_LIST_PROPERTIES,
      instance: INSTANCE_LIST_PROPERTIES,
      done: DONE_LIST_PROPERTIES,
      notice: NOTICE_LIST_PROPERTIES,
      process: PROCESS_LIST_PROPERTIES,
      collect: COLLECT_LIST_PROPERTIES,
    };
    for (const [list, spec] of Object.entries(WORKFLOW_LIST_SPECS)) {
      const names = contract[list as keyof typeof WORKFLOW_LIST_SPECS];
      assert.deepEqual(Object.keys(spec.columns).sort(), [...names].sort(), list);
    }
  });

  describe('to-do list', () => {
    it('holds the tasks assigned to the user and those open to them as a candidate, with taskId and instId', async () => {
      const list = await page<TodoRow>('approver', '/task/v1/getTodoList', {
        pageBean: { page: 1, pageSize: 100 },
      });
      assert.equal(list.total, WL_COUNTS.approverTodo);
      assert.equal(list.rows.length, WL_COUNTS.approverTodo);
      const first = list.rows.find((row) => row.taskId === 'wl-t-a-1');
      assert.ok(first);
      assert.equal(first.instId, instId(1));
      assert.equal(first.subject, '测试请假申请（第01号）');
      assert.equal(first.procDefName, '测试请假');
      assert.equal(first.nodeName, '部门审批');
      assert.equal(first.creatorName, WL_NAMES.staff);
      assert.equal(first.defKey, 'wlLeave');
      assert.equal(first.nodeType, 'USERTASK');
      // Newest first.
      const times = list.rows.map((row) => row.createTime);
      assert.deepEqual(times, [...times].sort().reverse());
      // Never another's task, never a done one.
      assert.ok(
        !list.rows.some((row) => row.taskId.startsWith('wl-t-l-') || row.taskId.startsWith('wl-t-d-')),
      );
    });

    it('shows each task’s lock status as the viewer sees it', async () => {
      const status = async (user: WlUser) => {
        const list = await page<TodoRow>(user, '/task/v1/getTodoList', {
          pageBean: { page: 1, pageSize: 100 },
        });
        return Object.fromEntries(list.rows.map((row) => [row.taskId, row.lockStatus]));
      };
      const approver = await status('approver');
      assert.equal(approver['wl-t-a-1'], 2);
      assert.equal(approver['wl-t-c-1'], 1);
      assert.equal(approver['wl-t-c-2'], 4);
      assert.equal(approver['wl-t-c-3'], 3);
      assert.deepEqual(await status('other'), { 'wl-t-c-1': 1, 'wl-t-c-2': 3, 'wl-t-c-3': 4 });
    });

    it('carries who delegated a task to the user', async () => {
      const list = await page<TodoRow>('approver', '/task/v1/getTodoList', {
        querys: [{ property: 'nodeName', value: '人事审批', operation: 'EQUAL' }],
        pageBean: { page: 1, pageSize: 100 },
      });
      const delegated = list.rows.filter((row) => row.ownerId);
      assert.deepEqual(delegated.map((row) => row.taskId).sort(), ['wl-t-g-21', 'wl-t-g-22']);
      assert.ok(delegated.every((row) => row.ownerId === WL.other && row.ownerName === WL_NAMES.other));
    });

    it('filters by subject, process, initiator and dates', async () => {
      const filtered = (querys: QueryBody['querys']) =>
        page<TodoRow>('approver', '/task/v1/getTodoList', { querys, pageBean: { page: 1, pageSize: 100 } });
      const purchase = await filtered([{ property: 'subject', value: '采购', operation: 'LIKE' }]);
      assert.ok(purchase.total > 0);
      assert.ok(purchase.rows.every((row) => row.subject.includes('采购')));
      const byProcess = await filtered([{ property: 'defKey', value: 'wlExpense', operation: 'EQUAL' }]);
      assert.ok(byProcess.total > 0);
      assert.ok(byProcess.rows.every((row) => row.procDefName === '测试报销'));
      assert.equal(purchase.total + byProcess.total < WL_COUNTS.approverTodo, true);
      const byName = await filtered([{ property: 'procDefName', value: '报销', operation: 'LIKE' }]);
      assert.equal(byName.total, byProcess.total);
      const keyword = await filtered([{ property: 'keyword', value: '第07号', operation: 'LIKE' }]);
      assert.deepEqual(
        keyword.rows.map((row) => row.taskId),
        ['wl-t-a-7'],
      );
      assert.equal(
        (await filtered([{ property: 'creatorId', value: WL.staff, operation: 'EQUAL' }])).total,
        30,
      );
      assert.equal(
        (await filtered([{ property: 'creatorId', value: WL.other, operation: 'EQUAL' }])).total,
        0,
      );
      const all = await filtered([]);
      const sorted = all.rows.map((row) => row.createTime).sort();
      const [from, to] = [sorted[5] ?? '', sorted[14] ?? ''];
      const between = await filtered([{ property: 'createTime', value: [from, to], operation: 'BETWEEN' }]);
      assert.equal(
        between.total,
        all.rows.filter((row) => row.createTime >= from && row.createTime <= to).length,
      );
      const since = await filtered([{ property: 'createTime', value: from, operation: 'GREAT_EQUAL' }]);
      assert.equal(since.total, all.rows.filter((row) => row.createTime >= from).length);
    });

    it('sorts by a whitelisted property and refuses others', async () => {
      const bySubject = await page<TodoRow>('approver', '/task/v1/getTodoList', {
        sorter: [{ property: 'subject', direction: 'ASC' }],
        pageBean: { page: 1, pageSize: 100 },
      });
      const subjects = bySubject.rows.map((row) => row.subject);
      assert.deepEqual(
        subjects,
        [...subjects].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const byDue = await page<TodoRow>('approver', '/task/v1/getTodoList', {
        querys: [{ property: 'dueTime', operation: 'NOTNULL', value: null }],
        sorter: [{ property: 'dueTime', direction: 'DESC' }],
        pageBean: { page: 1, pageSize: 3 },
      });
      assert.deepEqual(
        byDue.rows.map((row) => row.taskId),
        ['wl-t-a-25', 'wl-t-a-24', 'wl-t-a-23'],
      );
      const refused = await call('approver', 'POST', '/task/v1/getTodoList', {
        sorter: [{ property: 'assignee_id', direction: 'ASC' }],
      });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.message, '不支持的排序字段：assignee_id');
      const badFilter = await call('approver', 'POST', '/task/v1/getTodoList', {
        querys: [{ property: 'password', value: 'x', operation: 'EQUAL' }],
      });
      assert.equal(badFilter.status, 400);
      assert.equal(badFilter.body.message, '不支持的查询条件：password');
      const badDate = await inEnglish('approver', 'POST', '/task/v1/getTodoList', {
        querys: [{ property: 'createTime', value: 'yesterday', operation: 'GREAT' }],
      });
      assert.equal(badDate.status, 400);
      assert.equal(badDate.body.message, 'the value of filter createTime is invalid');
    });

    it('pages without losing or repeating a row, and its count equals the total', async () => {
      const { rows, total } = await allPages<TodoRow>('approver', '/task/v1/getTodoList', 7);
      assert.equal(total, WL_COUNTS.approverTodo);
      assert.equal(new Set(rows.map((row) => row.taskId)).size, WL_COUNTS.approverTodo);
      assert.equal(await value<number>('approver', 'POST', '/task/v1/getTodoCount', {}), total);
      assert.equal(await value<number>('other', 'POST', '/task/v1/getTodoCount', {}), 3);
      assert.equal(await value<number>('staff', 'POST', '/task/v1/getTodoCount', {}), 0);
    });

    it('gives the newest 21 as cards, or `size` of them, never more than 100', async () => {
      const cards = await value<CardList<TodoRow>>('approver', 'POST', '/task/v1/getTodoCard', {});
      assert.equal(cards.size, 21);
      assert.equal(cards.rows.length, 21);
      assert.equal(cards.total, WL_COUNTS.approverTodo);
      const list = await page<TodoRow>('approver', '/task/v1/getTodoList', {
        pageBean: { page: 1, pageSize: 21 },
      });
      assert.deepEqual(
        cards.rows.map((row) => row.taskId),
        list.rows.map((row) => row.taskId),
      );
      const five = await value<CardList<TodoRow>>('approver', 'POST', '/task/v1/getTodoCard?size=5', {});
      assert.equal(five.rows.length, 5);
      assert.equal(five.total, WL_COUNTS.approverTodo);
      for (const size of ['0', '101', 'x']) {
        const refused = await call('approver', 'POST', `/task/v1/getTodoCard?size=${size}`, {});
        assert.equal(refused.status, 400, size);
        assert.equal(refused.body.state, false);
      }
    });
  });

  describe('10,000 to-dos', () => {
    it('pages the first, a deep and the last page in order, with the exact total', async () => {
      const first = await page<TodoRow>('bulk', '/task/v1/getTodoList', {
        pageBean: { page: 1, pageSize: 50 },
      });
      assert.equal(first.total, WL_COUNTS.bulkTodo);
      assert.equal(first.rows[0]?.taskId, 'wl-bt-00001');
      const deep = await page<TodoRow>('bulk', '/task/v1/getTodoList', {
        pageBean: { page: 120, pageSize: 50 },
      });
      assert.deepEqual(
        deep.rows.map((row) => row.taskId),
        Array.from({ length: 50 }, (_, index) => `wl-bt-${String(5951 + index).padStart(5, '0')}`),
      );
      const last = await page<TodoRow>('bulk', '/task/v1/getTodoList', {
        pageBean: { page: 200, pageSize: 50 },
      });
      assert.equal(last.rows.at(-1)?.taskId, 'wl-bt-10000');
      assert.equal(await value<number>('bulk', 'POST', '/task/v1/getTodoCount', {}), WL_COUNTS.bulkTodo);
    });

    it('searches and sorts all of them on the server', async () => {
      const urgent = await page<TodoRow>('bulk', '/task/v1/getTodoList', {
        querys: [{ property: 'keyword', value: '加急', operation: 'LIKE' }],
        sorter: [{ property: 'subject', direction: 'DESC' }],
        pageBean: { page: 1, pageSize: 30 },
      });
      // Every tenth of the 500 instances is urgent, with 20 tasks each.
      assert.equal(urgent.total, 1000);
      assert.ok(urgent.rows.every((row) => row.subject.endsWith('（加急）')));
      assert.equal(urgent.rows[0]?.subject, '批量事项0500（加急）');
      const node = await page<TodoRow>('bulk', '/task/v1/getTodoList', {
        querys: [{ property: 'nodeName', value: '批量节点7', operation: 'EQUAL' }],
        pageBean: { page: 3, pageSize: 100 },
      });
      assert.equal(node.total, 500);
      assert.equal(node.rows.length, 100);
    });
  });

  describe('leader to-do', () => {
    it('shows a secretary the to-dos of the leader they serve, with leaderId', async () => {
      const list = await page<TodoRow>('secretary', '/task/v1/getLeaderTodoList', {
        pageBean: { page: 1, pageSize: 50 },
      });
      assert.equal(list.total, WL_COUNTS.leaderTodo);
      assert.ok(list.rows.every((row) => row.leaderId === WL.leader && row.leaderName === WL_NAMES.leader));
      assert.ok(list.rows.every((row) => row.taskId.startsWith('wl-t-l-')));
      const own = await page<TodoRow>('leader', '/task/v1/getTodoList', {
        pageBean: { page: 1, pageSize: 50 },
      });
      assert.deepEqual(
        list.rows.map((row) => row.taskId),
        own.rows.map((row) => row.taskId),
      );
      const filtered = await page<TodoRow>('secretary', '/task/v1/getLeaderTodoList', {
        querys: [{ property: 'leaderId', value: WL.leader, operation: 'EQUAL' }],
      });
      assert.equal(filtered.total, WL_COUNTS.leaderTodo);
    });

    it('gives cards of 6 by default', async () => {
      const cards = await value<CardList<TodoRow>>('secretary', 'POST', '/task/v1/getLeaderTodoCard', {});
      assert.equal(cards.size, 6);
      assert.equal(cards.rows.length, 6);
      assert.equal(cards.total, WL_COUNTS.leaderTodo);
      const two = await value<CardList<TodoRow>>(
        'secretary',
        'POST',
        '/task/v1/getLeaderTodoCard?size=2',
        {},
      );
      assert.equal(two.rows.length, 2);
    });

    it('is empty for a user who serves no leader', async () => {
      const list = await page<TodoRow>('staff', '/task/v1/getLeaderTodoList');
      assert.deepEqual([list.total, list.rows], [0, []]);
      const cards = await value<CardList<TodoRow>>('staff', 'POST', '/task/v1/getLeaderTodoCard', {});
      assert.deepEqual([cards.total, cards.rows], [0, []]);
    });
  });

  describe('delegated', () => {
    it('lists the tasks the user delegated, with who holds them, and counts them', async () => {
      const list = await page<DelegateRow>('other', '/task/v1/getDelegate');
      assert.deepEqual(list.rows.map((row) => row.taskId).sort(), ['wl-t-g-21', 'wl-t-g-22']);
      assert.ok(
        list.rows.every((row) => row.assigneeId === WL.approver && row.assigneeName === WL_NAMES.approver),
      );
      assert.equal(await value<number>('other', 'POST', '/task/v1/getDelegateCount', {}), list.total);
      const byAssignee = await page<DelegateRow>('other', '/task/v1/getDelegate', {
        querys: [{ property: 'assigneeId', value: WL.staff, operation: 'EQUAL' }],
      });
      assert.equal(byAssignee.total, 0);
    });

    it('leaves out a leader’s tasks that their secretary holds', async () => {
      assert.equal((await page<DelegateRow>('leader', '/task/v1/getDelegate')).total, 0);
      assert.equal(await value<number>('leader', 'POST', '/task/v1/getDelegateCount', {}), 0);
    });
  });

  describe('notices', () => {
    it('splits the notices to the user into unread and read', async () => {
      const unread = await page<NoticeReadRow>('staff', '/task/v1/getNoticeTodoReadList');
      const read = await page<NoticeReadRow>('staff', '/task/v1/getNoticeDoneReadList');
      assert.equal(unread.total, WL_COUNTS.unread);
      assert.equal(read.total, WL_COUNTS.read);
      assert.ok(
        unread.rows.every((row) => !row.isRead && row.readTime === null && row.receiverId === WL.staff),
      );
      assert.ok(read.rows.every((row) => row.isRead && row.readTime !== null));
      assert.equal(unread.rows[0]?.senderName, WL_NAMES.approver);
      assert.equal(unread.rows[0]?.kind, 'copyto');
      assert.equal(unread.rows[0]?.subject, '测试请假申请（第01号）');
    });

    it('lists the notices the user sent, filterable by read', async () => {
      const sent = await page<NoticeReadRow>('approver', '/task/v1/getMyNoticeReadList');
      assert.equal(sent.total, WL_COUNTS.unread + WL_COUNTS.read);
      assert.ok(sent.rows.every((row) => row.receiverName === WL_NAMES.staff));
      const stillUnread = await page<NoticeReadRow>('approver', '/task/v1/getMyNoticeReadList', {
        querys: [{ property: 'isRead', value: false, operation: 'EQUAL' }],
      });
      assert.equal(stillUnread.total, WL_COUNTS.unread);
      assert.equal((await page<NoticeReadRow>('staff', '/task/v1/getMyNoticeReadList')).total, 0);
    });
  });

  describe('saved to-do filters', () => {
    const save = (user: WlUser, body: object) => call<SavedFilter>(user, 'POST', '/todoFilter/v1/save', body);
    const list = (user: WlUser, query = '') =>
      value<SavedFilter[]>(user, 'GET', `/todoFilter/v1/list${query}`);

    it('saves, lists, updates and removes a user’s filters', async () => {
      const querys = [{ property: 'subject', value: '采购', operation: 'LIKE' }];
      const sorter = [{ property: 'createTime', direction: 'ASC' }];
      const created = await save('approver', { name: ' 采购待办 ', list: 'todo', querys, sorter });
      assert.equal(created.status, 200, created.body.message);
      const filter = created.body.value as SavedFilter;
      assert.equal(filter.name, '采购待办');
      assert.deepEqual([filter.querys, filter.sorter, filter.isDefault], [querys, sorter, false]);
      // The saved filter runs as it is.
      const applied = await page<TodoRow>('approver', '/task/v1/getTodoList', { querys: filter.querys });
      assert.ok(applied.total > 0 && applied.rows.every((row) => row.subject.includes('采购')));

      const second = await save('approver', { name: '全部报销', list: 'todo', isDefault: true, querys: [] });
      assert.equal(second.status, 200);
      const defaults = async (query = '') =>
        Object.fromEntries((await list('approver', query)).map((row) => [row.name, row.isDefault]));
      assert.deepEqual(await defaults('?list=todo'), { 全部报销: true, 采购待办: false });
      const updated = await save('approver', {
        id: filter.id,
        name: '采购（新）',
        list: 'todo',
        isDefault: true,
      });
      assert.equal(updated.status, 200);
      assert.deepEqual(await defaults(), { 全部报销: false, '采购（新）': true });
      assert.deepEqual(await list('approver', '?list=done'), []);

      const taken = await save('approver', { name: '全部报销', list: 'todo' });
      assert.deepEqual(
        [taken.status, taken.body.state, taken.body.message],
        [200, false, '已存在同名的筛选条件'],
      );
      const sameNameOtherList = await save('approver', { name: '全部报销', list: 'done' });
      assert.equal(sameNameOtherList.body.state, true);

      const removed = await call('approver', 'DELETE', `/todoFilter/v1/remove?id=${filter.id}`);
      assert.equal(removed.status, 200);
      assert.deepEqual(
        (await list('approver', '?list=todo')).map((row) => row.name),
        ['全部报销'],
      );
      const again = await call('approver', 'DELETE', `/todoFilter/v1/remove?id=${filter.id}`);
      assert.equal(again.status, 404);
    });

    it('refuses filters the list does not know, and empty names, keeping nothing', async () => {
      const before = (await list('approver')).length;
      const unknown = await save('approver', {
        name: '坏的',
        list: 'todo',
        querys: [{ property: 'password', value: 'x', operation: 'EQUAL' }],
      });
      assert.equal(unknown.status, 400);
      assert.equal(unknown.body.message, '不支持的查询条件：password');
      const badSort = await save('approver', {
        name: '坏的',
        list: 'myRequest',
        sorter: [{ property: 'nodeName', direction: 'ASC' }],
      });
      assert.equal(badSort.status, 400);
      const blank = await save('approver', { name: '   ', list: 'todo' });
      assert.equal(blank.status, 400);
      const badList = await save('approver', { name: '列表', list: 'mail' });
      assert.equal(badList.status, 400);
      const tooLong = await save('approver', {
        name: '太长',
        list: 'todo',
        querys: [{ property: 'subject', value: '长'.repeat(9000), operation: 'LIKE' }],
      });
      assert.deepEqual([tooLong.status, tooLong.body.message], [400, '筛选条件过长']);
      assert.equal((await list('approver')).length, before);
    });

    it('keeps at most 30 filters per list and user', async () => {
      for (let index = 0; index < 30; index += 1) {
        const saved = await save('secretary', { name: `筛选${index}`, list: 'leaderTodo' });
        assert.equal(saved.body.state, true, saved.body.message);
      }
      const refused = await save('secretary', { name: '第三十一个', list: 'leaderTodo' });
      assert.deepEqual([refused.body.state, refused.body.message], [false, '每个列表最多保存 30 个筛选条件']);
      const english = await inEnglish('secretary', 'POST', '/todoFilter/v1/save', {
        name: '第三十一个',
        list: 'leaderTodo',
      });
      assert.equal(english.body.message, 'At most 30 saved filters per list');
      assert.equal((await save('secretary', { name: '第三十一个', list: 'todo' })).body.state, true);
      assert.equal((await list('secretary', '?list=leaderTodo')).length, 30);
    });

    it('keeps each user’s filters their own', async () => {
      const mine = await save('other', { name: '我的', list: 'todo' });
      const id = (mine.body.value as SavedFilter).id;
      assert.ok(!(await list('approver')).some((row) => row.id === id));
      const overwrite = await save('approver', { id, name: '抢来的', list: 'todo' });
      assert.equal(overwrite.status, 403);
      const remove = await call('approver', 'DELETE', `/todoFilter/v1/remove?id=${id}`);
      assert.equal(remove.status, 403);
      assert.deepEqual(
        (await list('other')).map((row) => row.name),
        ['我的'],
      );
    });
  });
});
