/**
 * The definition and instance lists of the runtime service (issue 13): new process limited to what the
 * user may start and grouped by category, the instances the user started or handled, the tasks they
 * handled, and collections, idempotent.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  CollectResult,
  CollectRow,
  DoneTaskRow,
  InstanceRow,
  ProcessCardList,
  ProcessRow,
} from '../../../api/contract/workflow-lists.js';
import {
  instId,
  STARTABLE,
  useWorkflowListServer,
  WL_COUNTS,
  WL_DEFS,
  WL_NAMES,
  type WlUser,
} from './workflow-lists-fixtures.js';

const FIXTURE_CATEGORIES = {
  property: 'categoryId',
  value: ['wl-cat-a', 'wl-cat-b'],
  operation: 'IN',
} as const;

describe('workflow lists: processes and instances', () => {
  const { call, value, page, allPages } = useWorkflowListServer();

  describe('new process', () => {
    const fixtureDefs = async (user: Exclude<WlUser, 'bulk'>) => {
      const list = await page<ProcessRow>(user, '/instance/v1/newProcess', {
        querys: [FIXTURE_CATEGORIES],
        pageBean: { page: 1, pageSize: 100 },
      });
      return list.rows.map((row) => row.defKey).sort();
    };

    it('lists only the main, deployed definitions the user may start', async () => {
      for (const user of Object.keys(STARTABLE) as (keyof typeof STARTABLE)[]) {
        assert.deepEqual(await fixtureDefs(user), [...STARTABLE[user]].sort(), user);
      }
      const leave = await page<ProcessRow>('staff', '/instance/v1/newProcess', {
        querys: [{ property: 'defKey', value: 'wlLeave', operation: 'EQUAL' }],
      });
      assert.deepEqual(
        leave.rows.map((row) => [row.defId, row.version, row.categoryName]),
        [[WL_DEFS.wlLeave.id, 2, '测试类别甲']],
      );
    });

    it('answers getHasAuthFlowList with the same definitions, those the caller may start', async () => {
      const body = { querys: [FIXTURE_CATEGORIES], pageBean: { page: 1, pageSize: 100 } };
      for (const user of Object.keys(STARTABLE) as (keyof typeof STARTABLE)[]) {
        const authorised = await page<ProcessRow>(user, '/instance/v1/getHasAuthFlowList', body);
        assert.deepEqual(authorised, await page<ProcessRow>(user, '/instance/v1/newProcess', body), user);
        assert.deepEqual(authorised.rows.map((row) => row.defKey).sort(), [...STARTABLE[user]].sort(), user);
      }
    });

    it('counts what the list holds', async () => {
      const all = await page<ProcessRow>('staff', '/instance/v1/newProcess', {
        pageBean: { page: 1, pageSize: 100 },
      });
      assert.equal(await value<number>('staff', 'POST', '/instance/v1/newProcessCount', {}), all.total);
      const found = await page<ProcessRow>('staff', '/instance/v1/newProcess', {
        querys: [{ property: 'keyword', value: '测试采', operation: 'LIKE' }],
      });
      assert.deepEqual(
        found.rows.map((row) => row.defKey),
        ['wlPurchase'],
      );
    });

    it('gives cards grouped by category, 11 by default', async () => {
      const count = await value<number>('approver', 'POST', '/instance/v1/newProcessCount', {});
      const cards = await value<ProcessCardList>('approver', 'POST', '/instance/v1/newProcessCard', {});
      assert.equal(cards.size, 11);
      assert.equal(cards.total, count);
      const shown = cards.groups.flatMap((group) => group.rows);
      assert.equal(shown.length, Math.min(11, count));
      // Each category once, its rows all of it.
      const categories = cards.groups.map((group) => group.categoryId);
      assert.equal(new Set(categories).size, categories.length);
      for (const group of cards.groups)
        assert.ok(group.rows.every((row) => row.categoryId === group.categoryId));
      const wide = await value<ProcessCardList>(
        'approver',
        'POST',
        '/instance/v1/newProcessCard?size=100',
        {},
      );
      const fixture = wide.groups.filter((group) => group.categoryId?.startsWith('wl-cat-'));
      assert.deepEqual(
        fixture.map((group) => [group.categoryName, group.rows.map((row) => row.defKey)]),
        [['测试类别甲', ['wlLeave', 'wlContract', 'wlIt']]],
      );
      const two = await value<ProcessCardList>('approver', 'POST', '/instance/v1/newProcessCard?size=2', {});
      assert.equal(two.groups.flatMap((group) => group.rows).length, Math.min(2, count));
    });
  });

  describe('my requests and done', () => {
    it('lists the instances the user started, drafts left out, with the nodes waiting', async () => {
      const { rows, total } = await allPages<InstanceRow>('staff', '/instance/v1/myRequest', 8);
      assert.equal(total, WL_COUNTS.requests);
      assert.equal(rows.length, WL_COUNTS.requests);
      assert.ok(!rows.some((row) => row.status === 'draft'));
      assert.equal(await value<number>('staff', 'GET', '/instance/v1/myRequestCount'), total);
      const first = rows.find((row) => row.instId === instId(1));
      assert.deepEqual(
        first?.currentNodes.map((node) => [node.nodeId, node.name, [...node.assigneeNames].sort()]),
        [
          ['deptLeader', '部门审批', [WL_NAMES.approver]],
          ['hr', '人事审批', [WL_NAMES.approver, WL_NAMES.other].sort()],
        ],
      );
      const ended = await page<InstanceRow>('staff', '/instance/v1/myRequest', {
        querys: [{ property: 'status', value: 'end', operation: 'EQUAL' }],
        sorter: [{ property: 'endTime', direction: 'ASC' }],
      });
      assert.equal(ended.total, 5);
      assert.ok(ended.rows.every((row) => row.endTime !== null && row.currentNodes.length === 0));
      const refused = await call('staff', 'POST', '/instance/v1/myRequest', {
        querys: [{ property: 'status', value: 'lost', operation: 'EQUAL' }],
      });
      assert.equal(refused.status, 400);
      assert.equal(await value<number>('approver', 'GET', '/instance/v1/myRequestCount'), 0);
    });

    it('lists the instances the user handled and counts them', async () => {
      const list = await page<InstanceRow>('approver', '/instance/v1/getDoneInstList');
      assert.deepEqual(list.rows.map((row) => row.instId).sort(), [20, 26, 27, 28, 29, 30].map(instId));
      assert.equal(await value<number>('approver', 'POST', '/instance/v1/getDoneInstCount', {}), list.total);
      assert.equal(await value<number>('staff', 'POST', '/instance/v1/getDoneInstCount', {}), 0);
    });

    it('lists the tasks the user handled with their opinion, and whether each may be taken back', async () => {
      const plain = await page<DoneTaskRow>('approver', '/instance/v1/getDoneList');
      assert.equal(plain.total, WL_COUNTS.approverDone);
      assert.ok(plain.rows.every((row) => !('revokable' in row)));
      const checked = await page<DoneTaskRow>('approver', '/instance/v1/getDoneList?isCheckRevoke=true', {
        pageBean: { page: 1, pageSize: 10 },
      });
      const oppose = checked.rows.find((row) => row.taskId === 'wl-t-d-20');
      assert.equal(oppose?.action, 'oppose');
      assert.equal(oppose?.opinion, '预算超标，请重新核算');
      assert.equal(oppose?.revokable, true);
      assert.ok(
        checked.rows.filter((row) => row.instStatus === 'end').every((row) => row.revokable === false),
      );
      const agreed = await page<DoneTaskRow>('approver', '/instance/v1/getDoneList', {
        querys: [{ property: 'action', value: 'agree', operation: 'EQUAL' }],
        sorter: [{ property: 'completeTime', direction: 'ASC' }],
      });
      assert.deepEqual(
        agreed.rows.map((row) => row.instId),
        [26, 27, 28, 29, 30].map(instId),
      );
    });
  });

  describe('collections', () => {
    it('collects and uncollects idempotently, and the lists follow', async () => {
      const collect = (action: 'collect' | 'uncollect', defKey: string) =>
        value<CollectResult>('staff', 'POST', `/bpmFlowCollect/v1/${action}`, { defKey });
      assert.deepEqual(await collect('collect', 'wlLeave'), { defKey: 'wlLeave', collected: true });
      assert.deepEqual(await collect('collect', 'wlLeave'), { defKey: 'wlLeave', collected: true });
      await collect('collect', 'wlExpense');
      const mine = await page<CollectRow>('staff', '/bpmFlowCollect/v1/myCollect');
      assert.deepEqual(
        mine.rows.map((row) => [row.defKey, row.canStart, row.collected]),
        [
          ['wlExpense', true, true],
          ['wlLeave', true, true],
        ],
      );
      assert.equal(await value<number>('staff', 'GET', '/bpmFlowCollect/v1/myCollectCount'), 2);
      const collected = await page<ProcessRow>('staff', '/instance/v1/newProcess', {
        querys: [{ property: 'collected', value: true, operation: 'EQUAL' }],
      });
      assert.deepEqual(collected.rows.map((row) => row.defKey).sort(), ['wlExpense', 'wlLeave']);
      // Another user's collection is their own.
      assert.equal(await value<number>('approver', 'GET', '/bpmFlowCollect/v1/myCollectCount'), 0);
      assert.deepEqual(await collect('uncollect', 'wlLeave'), { defKey: 'wlLeave', collected: false });
      assert.deepEqual(await collect('uncollect', 'wlLeave'), { defKey: 'wlLeave', collected: false });
      assert.equal(await value<number>('staff', 'GET', '/bpmFlowCollect/v1/myCollectCount'), 1);
      await collect('uncollect', 'wlExpense');
    });

    it('refuses a definition the user may not start, or that does not exist', async () => {
      const secret = await call('staff', 'POST', '/bpmFlowCollect/v1/collect', { defKey: 'wlSecret' });
      assert.equal(secret.status, 403);
      assert.equal(secret.body.message, '您没有发起该流程的权限');
      const missing = await call('staff', 'POST', '/bpmFlowCollect/v1/collect', { defKey: 'nope' });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, '流程定义不存在');
      const badAction = await call('staff', 'POST', '/bpmFlowCollect/v1/steal', { defKey: 'wlLeave' });
      assert.equal(badAction.status, 400);
      assert.equal(await value<number>('staff', 'GET', '/bpmFlowCollect/v1/myCollectCount'), 0);
    });
  });
});
