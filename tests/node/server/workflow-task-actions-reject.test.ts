import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CompleteResult, TaskDetail } from '../../../api/contract/workflow.js';
import type { AfterJumpNodes, RejectResult, TaskSignRound } from '../../../api/contract/workflow-actions.js';
import type { TestServer } from './harness.js';
import {
  leaveData,
  MEETING_PANELS,
  nextTasksOf,
  taskActionSteps,
  type WorkflowClient,
  withWorkflowServer,
} from './workflow-helpers.js';

/**
 * The task actions that move the token over HTTP (issue 14): reject to the previous node, the initiator or
 * a chosen node (normal and direct mode, beside a parallel branch, from a countersign), a countersign's
 * vote, and added signers deciding by the node's rule. The statuses recorded and who gets the task again.
 */
describe('task actions: reject, countersign and added signers', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const { ok, opinions, instance, buttons, reject, agree, purchaseAtSign, atHr, pendingCount } =
    taskActionSteps(() => ({ server, flow }));

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
    assert.equal(other.body.message, '您不是该任务的办理人');

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
      ['u-huangmin', 'closed'],
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
});
