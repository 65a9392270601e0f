import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskDetail } from '../../../api/contract/workflow.js';
import type { TaskComm, TaskSignRound } from '../../../api/contract/workflow-actions.js';
import type { CardList, TodoRow } from '../../../api/contract/workflow-lists.js';
import type { TestServer } from './harness.js';
import { taskActionSteps, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * The people a task asks something of (issue 34, item 12): who receives an inquiry, a communication or
 * a vote as an added signer finds it in 我的待办, marked with its kind, counted in the to-do count and in
 * the cards, opens it to answer, and it leaves the list and the counts once they answered, or once a vote
 * is no longer asked.
 */
describe('to-do entries of inquiries, communications and added signers', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const { ok, atHr, purchaseAtSign } = taskActionSteps(() => ({ server, flow }));

  /** The account's to-do entry of a task (its kind), its to-do count, and whether its cards hold it. */
  const todoOf = async (account: string, taskId: string) => {
    const list = ok<{ rows: TodoRow[]; total: number }>(
      await flow.as(account, 'POST', '/runtime/task/v1/getTodoList', {
        querys: [],
        pageBean: { page: 1, pageSize: 1000 },
      }),
    );
    const count = ok<number>(await flow.as(account, 'POST', '/runtime/task/v1/getTodoCount', {}));
    const cards = ok<CardList<TodoRow>>(
      await flow.as(account, 'POST', '/runtime/task/v1/getTodoCard?size=100', {}),
    );
    assert.equal(count, list.total, 'the count is the list’s total');
    assert.equal(cards.total, list.total, 'the cards count the same');
    const row = list.rows.find((entry) => entry.taskId === taskId);
    assert.equal(
      cards.rows.some((entry) => entry.taskId === taskId),
      Boolean(row),
    );
    return { kind: row?.todoKind, count };
  };

  it('an inquiry and a communication wait in their receivers’ to-dos until they reply', async () => {
    const { hrTask } = await atHr();
    const before = await todoOf('huangmin', hrTask);
    assert.equal(before.kind, undefined);
    const [asked] = ok<TaskComm[]>(
      await flow.as('lina', 'POST', '/runtime/task/v1/taskToInqu', {
        taskId: hrTask,
        userIds: ['u-liuyang'],
        opinion: '交接人是谁？',
      }),
    );
    const [consulted] = ok<TaskComm[]>(
      await flow.as('lina', 'POST', '/runtime/task/v1/communicate', {
        taskId: hrTask,
        userIds: ['u-huangmin'],
        opinion: '系统权限需要回收吗？',
      }),
    );
    const liuyang = await todoOf('liuyang', hrTask);
    assert.equal(liuyang.kind, 'inquiry');
    const huangmin = await todoOf('huangmin', hrTask);
    assert.deepEqual(huangmin, { kind: 'communicate', count: before.count + 1 });
    // The handler's own entry stays a task to handle.
    assert.equal((await todoOf('lina', hrTask)).kind, 'task');
    // Opened, it offers the reply.
    const detail = ok<TaskDetail>(
      await flow.as('huangmin', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${hrTask}`),
    );
    assert.deepEqual(
      detail.actions?.myPendingComms.map((comm) => comm.id),
      [consulted?.id],
    );
    ok(
      await flow.as('huangmin', 'POST', '/runtime/instance/v1/doNextcommu', {
        commId: consulted?.id,
        opinion: '需要回收',
      }),
    );
    assert.deepEqual(await todoOf('huangmin', hrTask), { kind: undefined, count: before.count });
    assert.equal((await todoOf('liuyang', hrTask)).kind, 'inquiry', 'another’s reply leaves it');
    ok(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/taskToInquReply', {
        commId: asked?.id,
        opinion: '交接给陈静',
      }),
    );
    assert.equal((await todoOf('liuyang', hrTask)).kind, undefined);
  });

  it('a question left unanswered leaves the list when the task is handled', async () => {
    const { hrTask } = await atHr();
    ok(
      await flow.as('lina', 'POST', '/runtime/task/v1/communicate', {
        taskId: hrTask,
        userIds: ['u-huangmin'],
        opinion: '需要交接吗？',
      }),
    );
    assert.equal((await todoOf('huangmin', hrTask)).kind, 'communicate');
    ok(await flow.complete('lina', { taskId: hrTask, actionName: 'agree', opinion: '同意' }));
    assert.equal((await todoOf('huangmin', hrTask)).kind, undefined);
  });

  it('added signers find the vote in their to-dos; it leaves on their vote, or when the round decided', async () => {
    const instId = await purchaseAtSign({
      itemName: '投影仪',
      quantity: 1,
      budget: 5000,
      needDate: '2026-12-20',
      reason: '会议室需要。',
    });
    const hulinTask = await flow.pendingTask(instId, 'sign', 'hulin');
    const round = ok<TaskSignRound>(
      await flow.as('hulin', 'POST', '/runtime/task/v1/userTaskToSign', {
        taskId: hulinTask,
        userIds: ['u-lina', 'u-zhuhong', 'u-huangmin'],
        opinion: '请各位把关',
      }),
    );
    const signOf = (userId: string) => round.signers.find((signer) => signer.userId === userId)?.id;
    for (const account of ['lina', 'zhuhong', 'huangmin']) {
      assert.equal((await todoOf(account, hulinTask)).kind, 'sign', account);
    }
    const huangmin = await todoOf('huangmin', hulinTask);
    for (const account of ['lina', 'zhuhong']) {
      ok(
        await flow.as(account, 'POST', '/runtime/task/v1/userAddSignFeedback', {
          signId: signOf(`u-${account}`),
          actionName: 'agree',
          opinion: '可以',
        }),
      );
      assert.equal((await todoOf(account, hulinTask)).kind, undefined, account);
    }
    // Two of three decided the round: 黄敏's vote is no longer asked, nor accepted.
    assert.deepEqual(await todoOf('huangmin', hulinTask), { kind: undefined, count: huangmin.count - 1 });
    const late = await flow.as('huangmin', 'POST', '/runtime/task/v1/userAddSignFeedback', {
      signId: signOf('u-huangmin'),
      actionName: 'oppose',
      opinion: '',
    });
    assert.equal(late.status, 400);
    assert.equal(late.body.message, '加签已有结果，无需再反馈');
    const english = await flow.as(
      'huangmin',
      'POST',
      '/runtime/task/v1/userAddSignFeedback',
      { signId: signOf('u-huangmin'), actionName: 'oppose', opinion: '' },
      'en-US',
    );
    assert.equal(english.status, 400);
    assert.doesNotMatch(english.body.message, /[\u4e00-\u9fff]/);
  });
});
