import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  BpmInstance,
  BpmOpinion,
  CompleteResult,
  TaskButton,
  TaskDetail,
} from '../../../api/contract/workflow.js';
import type {
  AfterJumpNodes,
  CopytoResult,
  DelayResult,
  HandOverResult,
  LockResult,
  NoticeResult,
  RejectResult,
  TaskComm,
  TaskSignRound,
  TaskUrgent,
  UrgentStateConf,
} from '../../../api/contract/workflow-actions.js';
import type { TaskNotice } from '../../../api/contract/workflow-instance.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import type { TestServer } from './harness.js';
import { leaveData, nextTasksOf, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * The task actions of the approval form over HTTP (issue 14): each action's rule (who may, in which
 * state; others get a message and nothing changes), the opinion statuses it records and who it tells.
 */
describe('task actions', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const ok = <T>(answer: { status: number; body: { state: boolean; message: string; value?: unknown } }) => {
    assert.equal(answer.status, 200, answer.body.message);
    assert.equal(answer.body.state, true, answer.body.message);
    return answer.body.value as T;
  };
  const opinions = async (instId: string) =>
    ok<BpmOpinion[]>(
      await flow.as('staff', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`),
    ).map((row) => [row.taskName, row.statusVal, row.auditorName ?? null]);
  const instance = async (instId: string) =>
    ok<BpmInstance>(await flow.as('staff', 'GET', `/runtime/instance/v1/get?id=${instId}`));
  const buttons = async (account: string, taskId: string) =>
    ok<TaskButton[]>(
      await flow.as(account, 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`),
    ).map((button) => button.alias);
  const reject = (account: string, taskId: string, params: Record<string, string>, language?: string) =>
    flow.as<RejectResult>(
      account,
      'GET',
      `/runtime/task/v1/taskToReject?${new URLSearchParams({ taskId, ...params })}`,
      undefined,
      language,
    );
  /** `account` agrees on the pending task of `nodeId` (one that `candidate` may handle, when given). */
  const agree = async (account: string, instId: string, nodeId: string, opinion = '', candidate?: string) =>
    ok(
      await flow.complete(account, {
        taskId: await flow.pendingTask(instId, nodeId, candidate),
        actionName: 'agree',
        opinion,
      }),
    );
  /** 费用报销 of a trip costing `amount`, agreed by the leader (刘洋): waiting for finance. */
  const expenseAtFinance = async (amount: number) => {
    const instId = await flow.start('staff', 'expense', {
      expenseType: 'travel',
      amount,
      occurDate: '2026-11-20',
      description: '出差。',
    });
    await agree('liuyang', instId, 'leader');
    return instId;
  };
  /** A purchase over the countersign's threshold: two meeting panels. */
  const MEETING_PANELS = {
    itemName: '会议平板',
    quantity: 2,
    budget: 36000,
    needDate: '2026-12-20',
    reason: '会议室设备更新。',
  };
  /** 采购申请 of `purchase`, agreed by the leader (刘洋): at the countersign and the budget review. */
  const purchaseAtSign = async (purchase: Record<string, unknown>) => {
    const instId = await flow.start('staff', 'purchase', purchase);
    await agree('liuyang', instId, 'leader');
    return instId;
  };
  /** 请假 of 5 days, agreed by the leader: waiting for HR (李娜). */
  const atHr = async () => {
    const instId = await flow.start('staff', 'leave', leaveData(5));
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    ok(await flow.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '同意' }));
    return { instId, hrTask: await flow.pendingTask(instId, 'hr', 'lina') };
  };
  const pendingCount = async (instId: string) =>
    (
      await server.app.db
        .selectFrom('bpm_tasks')
        .select('id')
        .where('inst_id', '=', instId)
        .where('status', '=', 'pending')
        .execute()
    ).length;

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

  it('reject to the previous node, then through the flow again; the statuses are recorded', async () => {
    const { instId, hrTask } = await atHr();
    const jump = ok<AfterJumpNodes>(
      await flow.as('lina', 'POST', '/runtime/task/v1/getAfterJumpNodes', { taskId: hrTask }),
    );
    assert.equal(jump.previous.nodeId, 'leader');
    assert.deepEqual(
      jump.nodes.map((node) => [node.nodeId, node.handlerNames]),
      [
        ['start', ['王晓明']],
        ['leader', ['刘洋']],
      ],
    );
    // A reject needs a reason; nothing changes without one.
    const bare = await reject('lina', hrTask, { backModel: 'previous', opinion: ' ' }, 'en-US');
    assert.equal(bare.status, 400);
    assert.equal(bare.body.message, 'Enter the reason for the rejection');
    assert.equal(await flow.pendingTask(instId, 'hr', 'lina'), hrTask);
    // Only the handler may reject.
    const other = await reject('liuyang', hrTask, { backModel: 'previous', opinion: '退回' });
    assert.equal(other.status, 403);
    assert.equal(other.body.message, '您没有处理该任务的权限');

    const done = ok<RejectResult>(
      await reject('lina', hrTask, { backModel: 'previous', opinion: '请补充交接安排' }),
    );
    assert.equal(done.statusVal, 'reject');
    assert.deepEqual(nextTasksOf(done), [['leader', ['刘洋']]]);
    const again = await reject('lina', hrTask, { backModel: 'previous', opinion: '再次' });
    assert.equal(again.status, 409);
    const leaderAgain = await flow.pendingTask(instId, 'leader', 'liuyang');
    const next = ok<CompleteResult>(
      await flow.complete('liuyang', { taskId: leaderAgain, actionName: 'agree', opinion: '已补充' }),
    );
    // Normal back mode: through the gateway again to HR.
    assert.deepEqual(
      next.nextTasks.map((task) => task.nodeId),
      ['hr'],
    );
    assert.deepEqual(await opinions(instId), [
      ['发起申请', 'submit', '王晓明'],
      ['部门负责人审批', 'agree', '刘洋'],
      ['人力资源部审批', 'reject', '李娜'],
      ['部门负责人审批', 'agree', '刘洋'],
      ['人力资源部审批', 'awaiting_check', '李娜'],
    ]);
  });

  it('reject to the initiator with the direct mode: the resubmission goes straight back to the rejecting node', async () => {
    const { instId, hrTask } = await atHr();
    const done = ok<RejectResult>(
      await reject('lina', hrTask, {
        backModel: 'initiator',
        backHandMode: 'direct',
        opinion: '请修改请假原因',
      }),
    );
    assert.equal(done.statusVal, 'backToStart');
    assert.deepEqual(nextTasksOf(done), [['start', ['王晓明']]]);
    const startTask = await flow.pendingTask(instId, 'start', 'staff');
    assert.deepEqual(await buttons('staff', startTask), ['saveDraft', 'resubmit']);
    // The initiator's form is writable again; the start form's rules apply.
    const detail = ok<TaskDetail>(
      await flow.as('staff', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${startTask}`),
    );
    assert.equal(detail.formAndBO.permissions.reason, 'b');
    const invalid = await flow.complete('staff', {
      taskId: startTask,
      actionName: 'agree',
      opinion: '',
      data: { reason: '' },
    });
    assert.equal(invalid.status, 400);
    // Attachments are the caller's own uploads, as for any completion.
    const borrowed = await flow.complete('staff', {
      taskId: startTask,
      actionName: 'agree',
      opinion: '',
      files: [{ name: 'x.pdf', size: 1, response: { fileId: 'no-such-file', fileName: 'x.pdf' } }],
    });
    assert.equal(borrowed.status, 400);
    assert.equal(borrowed.body.message, '附件不存在或不是您上传的');
    assert.equal(await flow.pendingTask(instId, 'start', 'staff'), startTask);
    const resubmitted = ok<CompleteResult>(
      await flow.complete('staff', {
        taskId: startTask,
        actionName: 'agree',
        opinion: '已修改',
        data: { reason: '家中有事，需回老家处理。' },
      }),
    );
    assert.deepEqual(nextTasksOf(resubmitted), [['hr', ['李娜']]]);
    assert.deepEqual(await opinions(instId), [
      ['发起申请', 'submit', '王晓明'],
      ['部门负责人审批', 'agree', '刘洋'],
      ['人力资源部审批', 'backToStart', '李娜'],
      ['发起申请', 'resubmit', '王晓明'],
      ['人力资源部审批', 'awaiting_check', '李娜'],
    ]);
    const hrAgain = await flow.pendingTask(instId, 'hr', 'lina');
    ok(await flow.complete('lina', { taskId: hrAgain, actionName: 'agree', opinion: '同意' }));
    assert.equal((await instance(instId)).status, 'end');
  });

  it('reject to the initiator in the normal mode: the resubmission runs the flow from its start', async () => {
    const { instId, hrTask } = await atHr();
    ok(await reject('lina', hrTask, { backModel: 'initiator', opinion: '请重新发起' }));
    assert.deepEqual(await flow.candidatesOf(instId, 'hr'), []);
    // Another's task: the approver who handled an earlier step cannot resubmit it.
    const startTask = await flow.pendingTask(instId, 'start', 'staff');
    const stranger = await flow.complete('liuyang', { taskId: startTask, actionName: 'agree', opinion: '' });
    assert.equal(stranger.status, 403);
    const again = ok<CompleteResult>(
      await flow.complete('staff', { taskId: startTask, actionName: 'agree', opinion: '' }),
    );
    assert.deepEqual(nextTasksOf(again), [['leader', ['刘洋']]]);
  });

  it('reject to the initiator from a parallel branch closes the other branch; the resubmission runs each once', async () => {
    const instId = await purchaseAtSign(MEETING_PANELS);
    await agree('hulin', instId, 'sign', '同意', 'hulin');
    const finance = await flow.pendingTask(instId, 'finance');
    ok(await reject('wuting', finance, { backModel: 'initiator', opinion: '预算超标，请重新申请' }));
    // The countersign beside it closed with the reject: only the initiator's task is open.
    assert.deepEqual(await flow.candidatesOf(instId, 'sign'), []);
    assert.equal(await pendingCount(instId), 1);
    const rows = await opinions(instId);
    assert.deepEqual(
      rows
        .filter((row) => row[0] === '采购会签')
        .map((row) => row.join(':'))
        .sort(),
      ['采购会签:agree:胡琳', '采购会签:backToStart:', '采购会签:backToStart:'],
    );
    assert.deepEqual(
      rows.filter((row) => row[0] === '预算审核'),
      [['预算审核', 'backToStart', '吴婷']],
    );
    const startTask = await flow.pendingTask(instId, 'start', 'staff');
    const again = ok<CompleteResult>(
      await flow.complete('staff', { taskId: startTask, actionName: 'agree', opinion: '已调整预算' }),
    );
    assert.deepEqual(nextTasksOf(again), [['leader', ['刘洋']]]);
    await agree('liuyang', instId, 'leader');
    // A new split: every signer and the budget review once, no task of the closed branch again.
    assert.deepEqual(await flow.candidatesOf(instId, 'sign'), ['u-chenjing', 'u-hulin', 'u-staff']);
    assert.deepEqual(await flow.candidatesOf(instId, 'finance'), ['u-wuting', 'u-zhoujie']);
    assert.equal(await pendingCount(instId), 4);
  });

  it('a countersign rejected to the initiator in the direct mode votes again from zero after the resubmission', async () => {
    const instId = await purchaseAtSign(MEETING_PANELS);
    await agree('wuting', instId, 'finance', '预算充足');
    await agree('hulin', instId, 'sign', '同意', 'hulin');
    const chen = await flow.pendingTask(instId, 'sign', 'chenjing');
    ok(
      await reject('chenjing', chen, {
        backModel: 'initiator',
        backHandMode: 'direct',
        opinion: '数量不对',
      }),
    );
    const startTask = await flow.pendingTask(instId, 'start', 'staff');
    const again = ok<CompleteResult>(
      await flow.complete('staff', {
        taskId: startTask,
        actionName: 'agree',
        opinion: '已改数量',
        data: { quantity: 1 },
      }),
    );
    // Straight back to the countersign, every signer votes again: 胡琳's earlier agreement does not count.
    assert.deepEqual(
      nextTasksOf(again)
        .map(([node, names]) => `${node}:${names}`)
        .sort(),
      ['sign:王晓明', 'sign:胡琳', 'sign:陈静'],
    );
    await agree('staff', instId, 'sign', '同意', 'staff');
    assert.equal((await instance(instId)).status, 'running');
    assert.deepEqual(await flow.candidatesOf(instId, 'sign'), ['u-chenjing', 'u-hulin']);
    await agree('hulin', instId, 'sign', '同意', 'hulin');
    assert.equal((await instance(instId)).status, 'end');
  });

  it('reject to the previous node when it is the start: the resubmission runs the flow again', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(5));
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    const jump = ok<AfterJumpNodes>(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/getAfterJumpNodes', { taskId: leaderTask }),
    );
    assert.equal(jump.previous.nodeType, 'START');
    const done = ok<RejectResult>(
      await reject('liuyang', leaderTask, { backModel: 'previous', opinion: '请补充请假原因' }),
    );
    assert.equal(done.statusVal, 'backToStart');
    const startTask = await flow.pendingTask(instId, 'start', 'staff');
    const again = ok<CompleteResult>(
      await flow.complete('staff', { taskId: startTask, actionName: 'agree', opinion: '已补充' }),
    );
    assert.equal(again.status, 'running');
    assert.deepEqual(nextTasksOf(again), [['leader', ['刘洋']]]);
    assert.equal((await instance(instId)).status, 'running');
    const leaderAgain = await flow.pendingTask(instId, 'leader', 'liuyang');
    ok(await flow.complete('liuyang', { taskId: leaderAgain, actionName: 'agree', opinion: '同意' }));
    await agree('lina', instId, 'hr', '同意', 'lina');
    assert.equal((await instance(instId)).status, 'end');
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

  it('reject to a chosen node with the direct mode: its agreement returns to the rejecting node', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(5));
    await agree('liuyang', instId, 'leader');
    const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
    const wrong = await reject('lina', hrTask, { backModel: 'node', destination: 'hr', opinion: '退回' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, '不能驳回到该节点');
    ok(
      await reject('lina', hrTask, {
        backModel: 'node',
        destination: 'leader',
        backHandMode: 'direct',
        opinion: '退回',
      }),
    );
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    const back = ok<CompleteResult>(
      await flow.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '已确认' }),
    );
    assert.deepEqual(nextTasksOf(back), [['hr', ['李娜']]]);
  });

  it('a countersign signer rejects: every signer’s task and the parallel branch go back to the previous node', async () => {
    const instId = await purchaseAtSign(MEETING_PANELS);
    const chen = await flow.pendingTask(instId, 'sign', 'chenjing');
    ok(await reject('chenjing', chen, { backModel: 'previous', opinion: '数量不对' }));
    assert.deepEqual(await flow.candidatesOf(instId, 'sign'), []);
    // The budget review beside it followed the leader too: the split will run once more.
    assert.deepEqual(await flow.candidatesOf(instId, 'finance'), []);
    assert.deepEqual(await flow.candidatesOf(instId, 'leader'), ['u-liuyang']);
    await agree('liuyang', instId, 'leader');
    assert.deepEqual(await flow.candidatesOf(instId, 'sign'), ['u-chenjing', 'u-hulin', 'u-staff']);
    assert.deepEqual(await flow.candidatesOf(instId, 'finance'), ['u-wuting', 'u-zhoujie']);
    for (const account of ['staff', 'chenjing']) {
      ok(
        await flow.complete(account, {
          taskId: await flow.pendingTask(instId, 'sign', account),
          actionName: 'agree',
          opinion: '',
        }),
      );
    }
    const end = ok<CompleteResult>(
      await flow.complete('wuting', {
        taskId: await flow.pendingTask(instId, 'finance'),
        actionName: 'agree',
        opinion: '',
      }),
    );
    assert.equal(end.status, 'end');
    assert.equal(await pendingCount(instId), 0);
  });

  it('countersign of three: two agreements pass it, the third signer’s task goes', async () => {
    const instId = await purchaseAtSign({
      itemName: '打印机',
      quantity: 1,
      budget: 3000,
      needDate: '2026-12-20',
      reason: '旧打印机损坏。',
    });
    await agree('hulin', instId, 'sign', '同意', 'hulin');
    await agree('staff', instId, 'sign', '同意', 'staff');
    assert.deepEqual(await flow.candidatesOf(instId, 'sign'), []);
    const rows = await opinions(instId);
    assert.deepEqual(
      rows.filter((row) => row[0] === '采购会签'),
      [
        ['采购会签', 'agree', '胡琳'],
        ['采购会签', 'agree', '王晓明'],
        ['采购会签', 'signPass', null],
      ],
    );
  });

  it('add signers: three signers on a countersign task decide by its rule (two of three); the handler waits', async () => {
    const instId = await purchaseAtSign({
      itemName: '投影仪',
      quantity: 1,
      budget: 5000,
      needDate: '2026-12-20',
      reason: '会议室需要。',
    });
    const hulinTask = await flow.pendingTask(instId, 'sign', 'hulin');
    const self = await flow.as('hulin', 'POST', '/runtime/task/v1/userTaskToSign', {
      taskId: hulinTask,
      userIds: ['u-hulin'],
      opinion: '',
    });
    assert.equal(self.status, 400);
    const round = ok<TaskSignRound>(
      await flow.as('hulin', 'POST', '/runtime/task/v1/userTaskToSign', {
        taskId: hulinTask,
        userIds: ['u-lina', 'u-zhuhong', 'u-huangmin'],
        opinion: '请各位把关',
      }),
    );
    assert.equal(round.needed, 2);
    assert.equal(round.result, 'pending');
    // The handler waits for the signers; they are told.
    assert.deepEqual(await buttons('hulin', hulinTask), [
      'saveDraft',
      'inquiry',
      'communicate',
      'circulate',
      'delay',
    ]);
    const early = await flow.complete('hulin', { taskId: hulinTask, actionName: 'agree', opinion: '' });
    assert.equal(early.status, 400);
    assert.equal(early.body.message, '加签人尚未全部反馈，请稍后处理');
    assert.deepEqual(await buttons('lina', hulinTask), ['signFeedback']);
    const signOf = (userId: string) => round.signers.find((signer) => signer.userId === userId)?.id as string;
    const notYours = await flow.as('zhuhong', 'POST', '/runtime/task/v1/userAddSignFeedback', {
      signId: signOf('u-lina'),
      actionName: 'agree',
      opinion: '',
    });
    assert.equal(notYours.status, 404);
    ok(
      await flow.as('lina', 'POST', '/runtime/task/v1/userAddSignFeedback', {
        signId: signOf('u-lina'),
        actionName: 'agree',
        opinion: '可以',
      }),
    );
    const twice = await flow.as('lina', 'POST', '/runtime/task/v1/userAddSignFeedback', {
      signId: signOf('u-lina'),
      actionName: 'oppose',
      opinion: '',
    });
    assert.equal(twice.status, 400);
    assert.equal(twice.body.message, '您已反馈过');
    const decided = ok<TaskSignRound>(
      await flow.as('zhuhong', 'POST', '/runtime/task/v1/userAddSignFeedback', {
        signId: signOf('u-zhuhong'),
        actionName: 'agree',
        opinion: '合规',
      }),
    );
    assert.equal(decided.result, 'signPass');
    const late = await flow.as('huangmin', 'POST', '/runtime/task/v1/userAddSignFeedback', {
      signId: signOf('u-huangmin'),
      actionName: 'oppose',
      opinion: '',
    });
    assert.equal(late.status, 400);
    assert.equal(late.body.message, '加签已有结果，无需再反馈');
    const listed = ok<TaskSignRound>(
      await flow.as('staff', 'POST', '/runtime/task/v1/taskSignUsers', { taskId: hulinTask }),
    );
    assert.deepEqual(listed.signers.map((signer) => [signer.userId, signer.status]).sort(), [
      ['u-huangmin', 'pending'],
      ['u-lina', 'agree'],
      ['u-zhuhong', 'agree'],
    ]);
    const rows = (await opinions(instId)).filter(
      (row) => row[0] === '采购会签' && row[1] !== 'awaiting_check',
    );
    assert.deepEqual(rows, [
      ['采购会签', 'agree', '李娜'],
      ['采购会签', 'agree', '朱红'],
      ['采购会签', 'signPass', null],
    ]);
    // The handler goes on.
    ok(await flow.complete('hulin', { taskId: hulinTask, actionName: 'agree', opinion: '' }));
  });

  it('add signers on a single handler’s task: everyone must agree, so one opposition fails the round', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const round = ok<TaskSignRound>(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/userTaskToSign', {
        taskId,
        userIds: ['u-lina', 'u-zhuhong'],
        opinion: '',
      }),
    );
    assert.equal(round.needed, 2);
    const zhuhong = round.signers.find((signer) => signer.userId === 'u-zhuhong')?.id;
    const failed = ok<TaskSignRound>(
      await flow.as('zhuhong', 'POST', '/runtime/task/v1/userAddSignFeedback', {
        signId: zhuhong,
        actionName: 'oppose',
        opinion: '理由不足',
      }),
    );
    assert.equal(failed.result, 'signNotPass');
    assert.deepEqual(
      (await opinions(instId)).filter((row) => row[1] === 'oppose' || row[1] === 'signNotPass'),
      [
        ['部门负责人审批', 'oppose', '朱红'],
        ['部门负责人审批', 'signNotPass', null],
      ],
    );
    // The handler was told, and decides.
    assert.equal(
      (
        await server.app.db
          .selectFrom('bpm_task_reads')
          .select('kind')
          .where('inst_id', '=', instId)
          .where('user_id', '=', 'u-liuyang')
          .executeTakeFirstOrThrow()
      ).kind,
      'signResult',
    );
    ok(await flow.complete('liuyang', { taskId, actionName: 'oppose', opinion: '不同意' }));
    assert.equal((await instance(instId)).result, 'rejected');
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
    assert.deepEqual(ok<LockResult>(await lock('wuting')), { taskId: task, lockStatus: 1 });
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

  it('transfer: the task leaves the handler for the new one; to several, any one handles it', async () => {
    const { instId, hrTask } = await atHr();
    const toSelf = await flow.as('lina', 'POST', '/runtime/task/v1/taskToTrans', {
      taskId: hrTask,
      userId: 'u-lina',
      opinion: '',
    });
    assert.equal(toSelf.status, 400);
    assert.equal(toSelf.body.message, '不能转办给自己');
    const unknown = await flow.as('lina', 'POST', '/runtime/task/v1/taskToTrans', {
      taskId: hrTask,
      userId: 'u-supplier',
      opinion: '',
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.body.message, '所选人员不存在');
    const moved = ok<HandOverResult>(
      await flow.as('lina', 'POST', '/runtime/task/v1/taskToTrans', {
        taskId: hrTask,
        userId: 'u-zhuhong',
        opinion: '请朱红处理',
      }),
    );
    assert.deepEqual(moved.candidateNames, ['朱红']);
    assert.deepEqual(await flow.candidatesOf(instId, 'hr'), ['u-zhuhong']);
    const gone = await flow.complete('lina', { taskId: hrTask, actionName: 'agree', opinion: '同意' });
    assert.equal(gone.status, 403);
    const detail = ok<TaskDetail>(
      await flow.as('zhuhong', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${hrTask}`),
    );
    assert.equal(detail.canHandle, true);
    assert.deepEqual(
      detail.actions?.comms.map((comm) => [comm.kind, comm.senderName, comm.receiverName, comm.opinion]),
      [['transfer', '李娜', '朱红', '请朱红处理']],
    );
    ok(
      await flow.as('zhuhong', 'POST', '/runtime/instance/v1/transToMore', {
        taskId: hrTask,
        userIds: ['u-lina', 'u-zhangwei'],
        opinion: '',
      }),
    );
    assert.deepEqual(await flow.candidatesOf(instId, 'hr'), ['u-lina', 'u-zhangwei']);
    ok(await flow.complete('zhangwei', { taskId: hrTask, actionName: 'agree', opinion: '同意' }));
    assert.deepEqual(
      (await opinions(instId)).find((row) => row[0] === '人力资源部审批'),
      ['人力资源部审批', 'agree', '张伟'],
    );
  });

  it('delegate: the delegate handles it, and it stays in the delegator’s delegated list', async () => {
    const { hrTask } = await atHr();
    ok(
      await flow.as('lina', 'POST', '/runtime/task/v1/delegate', {
        taskId: hrTask,
        userId: 'u-zhuhong',
        opinion: '出差中',
      }),
    );
    const row = await server.app.db
      .selectFrom('bpm_tasks')
      .select(['owner_id', 'assignee_id'])
      .where('id', '=', hrTask)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, { owner_id: 'u-lina', assignee_id: 'u-zhuhong' });
    const delegated = ok<{ rows: { taskId?: string; id?: string }[] }>(
      await flow.as('lina', 'POST', '/runtime/task/v1/getDelegate', {}),
    );
    assert.ok(delegated.rows.some((entry) => (entry.taskId ?? entry.id) === hrTask));
    ok(await flow.complete('zhuhong', { taskId: hrTask, actionName: 'agree', opinion: '代为同意' }));
  });

  it('inquiry and communicate: the people asked are told, reply once, and the replies are on the task', async () => {
    const { instId, hrTask } = await atHr();
    const empty = await flow.as('lina', 'POST', '/runtime/task/v1/taskToInqu', {
      taskId: hrTask,
      userIds: ['u-liuyang'],
      opinion: '',
    });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, '请填写问询内容');
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
    // 黄敏 had no part in the instance: the communication lets him see it and answer.
    assert.deepEqual(await buttons('huangmin', hrTask), ['communicateReply']);
    assert.deepEqual(await buttons('liuyang', hrTask), ['inquiryReply']);
    const detail = ok<TaskDetail>(
      await flow.as('huangmin', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${hrTask}`),
    );
    assert.deepEqual(
      detail.actions?.myPendingComms.map((comm) => comm.opinion),
      ['系统权限需要回收吗？'],
    );
    assert.equal(detail.actions?.comms.length, 1, 'a receiver sees their own');
    const wrongKind = await flow.as('huangmin', 'POST', '/runtime/task/v1/taskToInquReply', {
      commId: consulted?.id,
      opinion: '不需要',
    });
    assert.equal(wrongKind.status, 404);
    const notYours = await flow.as('staff', 'POST', '/runtime/task/v1/taskToInquReply', {
      commId: asked?.id,
      opinion: '我来答',
    });
    assert.equal(notYours.status, 404);
    ok(
      await flow.as('liuyang', 'POST', '/runtime/task/v1/taskToInquReply', {
        commId: asked?.id,
        opinion: '交接给陈静',
      }),
    );
    const twice = await flow.as('liuyang', 'POST', '/runtime/task/v1/taskToInquReply', {
      commId: asked?.id,
      opinion: '再答',
    });
    assert.equal(twice.status, 400);
    ok(
      await flow.as('huangmin', 'POST', '/runtime/instance/v1/doNextcommu', {
        commId: consulted?.id,
        opinion: '需要回收',
      }),
    );
    const handler = ok<TaskDetail>(
      await flow.as('lina', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${hrTask}`),
    );
    assert.deepEqual(
      handler.actions?.comms.map((comm) => [comm.kind, comm.receiverName, comm.status, comm.reply]),
      [
        ['inquiry', '刘洋', 'replied', '交接给陈静'],
        ['communicate', '黄敏', 'replied', '需要回收'],
      ],
    );
    // The asker was told of each reply; the receivers had a notice each.
    const kinds = await server.app.db
      .selectFrom('bpm_task_reads')
      .select(['kind', 'user_id'])
      .where('inst_id', '=', instId)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      kinds.map((row) => [row.kind, row.user_id]),
      [
        ['inquiry', 'u-liuyang'],
        ['communicate', 'u-huangmin'],
        ['inquiryReply', 'u-lina'],
        ['communicateReply', 'u-lina'],
      ],
    );
    // Without his notice, 黄敏 still reads what he was asked about.
    const notice = await server.app.db
      .selectFrom('bpm_task_reads')
      .select('id')
      .where('inst_id', '=', instId)
      .where('user_id', '=', 'u-huangmin')
      .executeTakeFirstOrThrow();
    ok(await flow.as('huangmin', 'POST', `/runtime/task/v1/delBpmTaskNoticeById?id=${notice.id}`, {}));
    ok(await flow.as('huangmin', 'GET', `/runtime/task/v1/taskDetailBo?taskId=${hrTask}`));
  });

  it('circulate: into the receivers’ to-read list once; marking read moves it; removing deletes it', async () => {
    const { instId, hrTask } = await atHr();
    const answer = ok<CopytoResult>(
      await flow.as('lina', 'POST', '/runtime/instance/v1/doNextCopyto', {
        instId,
        taskId: hrTask,
        userIds: ['u-huangmin', 'u-chenjing', 'u-lina'],
        opinion: '请知悉',
      }),
    );
    assert.deepEqual(answer.receiverNames.sort(), ['陈静', '黄敏'].sort());
    const repeat = ok<CopytoResult>(
      await flow.as('staff', 'POST', '/runtime/instance/v1/doNextCopyto', {
        instId,
        userIds: ['u-huangmin'],
      }),
    );
    assert.deepEqual(repeat.receiverNames, [], 'an unread notice is not sent twice');
    // Someone who only reads the instance may not circulate it.
    const reader = await flow.as('liuyang', 'POST', '/runtime/instance/v1/doNextCopyto', {
      instId,
      userIds: ['u-lina'],
    });
    assert.equal(reader.status, 403);
    assert.equal(reader.body.message, '您没有传阅该流程的权限');
    const toRead = async (account: string) =>
      ok<{ rows: { id: string; kind: string; instId: string }[] }>(
        await flow.as(account, 'POST', '/runtime/task/v1/getNoticeTodoReadList', {}),
      ).rows.filter((row) => row.instId === instId);
    const [notice] = await toRead('huangmin');
    assert.equal(notice?.kind, 'circulate');
    // The note travels with it: in the receiver's notice and in the opinions (without changing the node).
    const detail = ok<TaskNotice[]>(
      await flow.as('huangmin', 'GET', `/runtime/task/v1/getNotice?id=${notice?.id}`),
    );
    assert.deepEqual(
      detail.map((row) => [row.kind, row.senderName, row.opinion]),
      [['circulate', '李娜', '请知悉']],
    );
    const circulated = ok<BpmOpinion[]>(
      await flow.as('staff', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`),
    ).filter((row) => row.statusVal === 'circulate');
    assert.deepEqual(
      circulated.map((row) => [row.taskName, row.auditorName, row.opinion]),
      [['人力资源部审批', '李娜', '请知悉']],
    );
    assert.equal(await flow.pendingTask(instId, 'hr', 'lina'), hrTask);
    // Another's notice cannot be touched.
    assert.equal(
      ok<NoticeResult>(
        await flow.as('chenjing', 'POST', `/runtime/task/v1/addReadRecord?taskId=${notice?.id}`, {}),
      ).count,
      0,
    );
    assert.equal(
      (await flow.as('chenjing', 'POST', `/runtime/task/v1/delBpmTaskNoticeById?id=${notice?.id}`, {}))
        .status,
      404,
    );
    assert.equal(
      ok<NoticeResult>(
        await flow.as('huangmin', 'POST', `/runtime/task/v1/noticeTurnDode?taskId=${notice?.id}`, {}),
      ).count,
      1,
    );
    assert.deepEqual(await toRead('huangmin'), []);
    const done = ok<{ rows: { id: string }[] }>(
      await flow.as('huangmin', 'POST', '/runtime/task/v1/getNoticeDoneReadList', {}),
    ).rows;
    assert.ok(done.some((row) => row.id === notice?.id));
    assert.equal(
      ok<NoticeResult>(
        await flow.as('chenjing', 'POST', `/runtime/task/v1/addReadRecord?instId=${instId}`, {}),
      ).count,
      1,
    );
    ok(await flow.as('huangmin', 'POST', `/runtime/task/v1/delBpmTaskNoticeById?id=${notice?.id}`, {}));
    const after = ok<{ rows: { id: string }[] }>(
      await flow.as('huangmin', 'POST', '/runtime/task/v1/getNoticeDoneReadList', {}),
    ).rows;
    assert.ok(!after.some((row) => row.id === notice?.id));
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
