import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskDetail } from '../../../api/contract/workflow.js';
import type {
  DelayResult,
  LockResult,
  TaskComm,
  TaskUrgent,
  UrgentStateConf,
} from '../../../api/contract/workflow-actions.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import type { TestServer } from './harness.js';
import { leaveData, taskActionSteps, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * The task actions of the approval form over HTTP (issue 14): each action's rule (who may, in which
 * state; others get a message and nothing changes), the opinion statuses it records and who it tells.
 * This file: the buttons, a suspended instance, lock, urge, delay and a node that does not offer an
 * action; reject and the signers are in workflow-task-actions-reject.test.ts, the actions that bring
 * other people in workflow-task-actions-people.test.ts.
 */
describe('task actions', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const { ok, buttons, reject, agree, expenseAtFinance, atHr, pendingCount } = taskActionSteps(() => ({
    server,
    flow,
  }));

  it('buttons: the handler gets the node’s actions, the initiator urge and circulate, a stranger nothing', async () => {
    const { instId, hrTask } = await atHr();
    assert.deepEqual(await buttons('lina', hrTask), [
      'agree',
      'oppose',
      'saveDraft',
      'reject',
      'inquiry',
      'communicate',
      'transfer',
      'delegate',
      'addSign',
      'circulate',
      'delay',
    ]);
    assert.deepEqual(await buttons('staff', hrTask), ['circulate', 'urge']);
    // 刘洋 handled an earlier step: he reads the task, with nothing to press.
    assert.deepEqual(await buttons('liuyang', hrTask), []);
    assert.equal(
      (await flow.as('huangmin', 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${hrTask}`)).status,
      404,
    );
    assert.ok(instId);
  });

  it('a suspended instance refuses every task action with the message of task/complete; nothing changes', async () => {
    const { instId, hrTask } = await atHr();
    const [asked] = ok<TaskComm[]>(
      await flow.as('lina', 'POST', '/runtime/task/v1/taskToInqu', {
        taskId: hrTask,
        userIds: ['u-liuyang'],
        opinion: '交接人是谁？',
      }),
    );
    ok(await flow.as('lina', 'GET', `/runtime/instance/v1/hang-up?instId=${instId}`));
    const suspended = 'The process is suspended and cannot be handled';
    const refusals = [
      await reject('lina', hrTask, { backModel: 'previous', opinion: '退回' }, 'en-US'),
      await flow.as('lina', 'GET', `/runtime/task/v1/lockUnlock?taskId=${hrTask}`, undefined, 'en-US'),
      await flow.as(
        'lina',
        'POST',
        '/runtime/task/v1/taskToInqu',
        { taskId: hrTask, userIds: ['u-liuyang'], opinion: '再问' },
        'en-US',
      ),
      await flow.as(
        'liuyang',
        'POST',
        '/runtime/task/v1/taskToInquReply',
        { commId: asked?.id, opinion: '张三' },
        'en-US',
      ),
      await flow.as(
        'staff',
        'POST',
        '/runtime/instance/v1/sendBpmTaskUrgent',
        { instId, opinion: '请尽快审批' },
        'en-US',
      ),
    ];
    assert.deepEqual(
      refusals.map((answer) => [answer.status, answer.body.message]),
      refusals.map(() => [409, suspended]),
    );
    assert.equal(await flow.pendingTask(instId, 'hr', 'lina'), hrTask);
    const comms = await server.app.db
      .selectFrom('bpm_task_comms')
      .select('status')
      .where('task_id', '=', hrTask)
      .execute();
    assert.deepEqual(
      comms.map((row) => row.status),
      ['pending'],
    );
    // Resumed, the actions work again.
    ok(await flow.as('lina', 'GET', `/runtime/instance/v1/cancel?instId=${instId}`));
    ok(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/taskToInquReply', {
        commId: asked?.id,
        opinion: '张三',
      }),
    );
  });

  it('lock and unlock: a task of several candidates; the other candidate is locked out', async () => {
    const instId = await expenseAtFinance(5000);
    const task = await flow.pendingTask(instId, 'finance', 'wuting');
    const lock = (account: string) =>
      flow.as<LockResult>(account, 'GET', `/runtime/task/v1/lockUnlock?taskId=${task}`);
    assert.deepEqual(ok<LockResult>(await lock('wuting')), { taskId: task, lockStatus: 3 });
    assert.deepEqual(await buttons('wuting', task), [
      'agree',
      'oppose',
      'saveDraft',
      'reject',
      'unlock',
      'inquiry',
      'communicate',
      'transfer',
      'delegate',
      'addSign',
      'circulate',
      'delay',
    ]);
    const locked = await lock('zhoujie');
    assert.equal(locked.status, 403);
    assert.equal(locked.body.message, '该任务已被他人锁定');
    const blocked = await flow.complete('zhoujie', { taskId: task, actionName: 'agree', opinion: '同意' });
    assert.equal(blocked.status, 403);
    assert.deepEqual(await buttons('zhoujie', task), []);
    // The other candidate's approval form says who holds the lock (issue 34, item 18).
    const seen = ok<TaskDetail>(
      await flow.as('zhoujie', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${task}`),
    );
    assert.deepEqual([seen.lockStatus, seen.task.lockUserName], [4, '吴婷']);
    assert.deepEqual(ok<LockResult>(await lock('wuting')), { taskId: task, lockStatus: 1 });
    const free = ok<TaskDetail>(
      await flow.as('zhoujie', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${task}`),
    );
    assert.equal(free.task.lockUserName, null);
    assert.ok((await buttons('zhoujie', task)).includes('lock'));
    // A task of one handler has nothing to lock.
    const single = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const only = await flow.pendingTask(single, 'leader', 'liuyang');
    const alone = await flow.as('liuyang', 'GET', `/runtime/task/v1/lockUnlock?taskId=${only}`);
    assert.equal(alone.status, 400);
    assert.equal(alone.body.message, '该任务只有您一位处理人，无需锁定');
    // canLock answers 2 (NoUnlock: no lock to take); the panel shows no lock state, and no lock button comes.
    assert.equal(ok<number>(await flow.as('liuyang', 'GET', `/runtime/task/v1/canLock?taskId=${only}`)), 2);
    const onlyButtons = await buttons('liuyang', only);
    assert.ok(!onlyButtons.includes('lock') && !onlyButtons.includes('unlock'), onlyButtons.join());
  });

  it('urge: only the initiator, not too often; the handler’s task is urgent and unread with a notice', async () => {
    const { instId, hrTask } = await atHr();
    const conf = ok<UrgentStateConf>(
      await flow.as('staff', 'POST', '/runtime/instance/v1/getUrgentStateConf', { instId }),
    );
    assert.equal(conf.canUrge, true);
    assert.deepEqual(
      conf.tasks.map((task) => [task.taskId, task.handlerNames]),
      [[hrTask, ['李娜']]],
    );
    const notInitiator = await flow.as('liuyang', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', {
      instId,
      opinion: '快',
    });
    assert.equal(notInitiator.status, 403);
    assert.equal(notInitiator.body.message, '只有发起人可以催办');
    // Opening the task marks it read; the reminder makes it unread again.
    ok(await flow.as('lina', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${hrTask}`));
    const [urge] = ok<TaskUrgent[]>(
      await flow.as('staff', 'POST', '/runtime/instance/v1/sendBpmTaskUrgent', {
        instId,
        opinion: '请尽快审批',
      }),
    );
    assert.deepEqual(urge?.receiverNames, ['李娜']);
    const task = await server.app.db
      .selectFrom('bpm_tasks')
      .select('priority')
      .where('id', '=', hrTask)
      .executeTakeFirstOrThrow();
    assert.equal(task.priority, 1);
    const row = await server.app.db
      .selectFrom('bpm_opinions')
      .select('is_read')
      .where('task_id', '=', hrTask)
      .executeTakeFirstOrThrow();
    assert.equal(row.is_read, false);
    const soon = await flow.as(
      'staff',
      'POST',
      '/runtime/instance/v1/sendBpmTaskUrgent',
      { instId, opinion: '再催' },
      'zh-TW',
    );
    assert.equal(soon.status, 400);
    assert.equal(soon.body.message, '催辦過於頻繁，請稍後再試');
    const again = ok<UrgentStateConf>(
      await flow.as('staff', 'POST', '/runtime/instance/v1/getUrgentStateConf', { instId }),
    );
    assert.equal(again.canUrge, false);
    assert.equal(again.message, '催办过于频繁，请稍后再试');
    const read = ok<TaskUrgent>(
      await flow.as('lina', 'POST', '/runtime/instance/v1/getUrgrntById', { id: urge?.id }),
    );
    assert.equal(read.opinion, '请尽快审批');
    assert.equal(
      (await flow.as('huangmin', 'POST', '/runtime/instance/v1/getUrgrntById', { id: urge?.id })).status,
      404,
    );
  });

  it('delay: the handler moves the due time; the delay timer fires and marks the task overdue', async () => {
    const { hrTask } = await atHr();
    const tooLong = await flow.as(
      'lina',
      'GET',
      `/runtime/task/v1/taskDelayById?taskId=${hrTask}&hours=9999`,
    );
    assert.equal(tooLong.status, 400);
    const notHandler = await flow.as(
      'staff',
      'GET',
      `/runtime/task/v1/taskDelayById?taskId=${hrTask}&hours=2`,
    );
    assert.equal(notHandler.status, 403);
    const before = Date.now();
    const delayed = ok<DelayResult>(
      await flow.as('lina', 'GET', `/runtime/task/v1/taskDelayById?taskId=${hrTask}&hours=2`),
    );
    const due = new Date(delayed.dueTime).getTime();
    assert.ok(due >= before + 2 * 3_600_000 && due <= Date.now() + 2 * 3_600_000, delayed.dueTime);
    const timers = await server.app.db
      .selectFrom('bpm_timers')
      .select(['kind', 'due_at'])
      .where('task_id', '=', hrTask)
      .where('fired_at', 'is', null)
      .execute();
    assert.deepEqual(
      timers.map((timer) => [timer.kind, new Date(timer.due_at).toISOString()]),
      [['delay', delayed.dueTime]],
    );
    await fireDueTimers(server.app.db, new Date(due - 1000));
    const early = await server.app.db
      .selectFrom('bpm_tasks')
      .select('priority')
      .where('id', '=', hrTask)
      .executeTakeFirstOrThrow();
    assert.equal(early.priority, 0);
    await fireDueTimers(server.app.db, new Date(due + 1000));
    const late = await server.app.db
      .selectFrom('bpm_tasks')
      .select('priority')
      .where('id', '=', hrTask)
      .executeTakeFirstOrThrow();
    assert.equal(late.priority, 2);
  });

  it('a node that does not offer an action refuses it, and nothing changes', async () => {
    // 费用报销 over 10000 ends at 总经理, whose node offers agree and oppose only.
    const instId = await expenseAtFinance(20000);
    await agree('wuting', instId, 'finance', '核对无误');
    const gm = await flow.pendingTask(instId, 'gm', 'zhangwei');
    assert.deepEqual(await buttons('zhangwei', gm), ['agree', 'oppose']);
    const refused = await reject('zhangwei', gm, { backModel: 'previous', opinion: '退回' }, 'en-US');
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'This step does not allow that action');
    assert.equal(await pendingCount(instId), 1);
    assert.equal(await flow.pendingTask(instId, 'gm', 'zhangwei'), gm);
  });
});
