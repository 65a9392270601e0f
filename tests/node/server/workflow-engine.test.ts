import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { BpmInstance, BpmOpinion, CompleteResult } from '../../../api/contract/workflow.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import { startTestServer, type TestServer } from './harness.js';
import { leaveData, type WorkflowClient, withWorkflowServer, workflowClient } from './workflow-helpers.js';

describe('instances step through the engine over HTTP', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const instance = async (instId: string, account = 'staff') => {
    const { body } = await flow.as<BpmInstance>(account, 'GET', `/runtime/instance/v1/get?id=${instId}`);
    assert.equal(body.state, true, body.message);
    return body.value as BpmInstance;
  };
  const opinions = async (instId: string, account = 'staff') => {
    const { body } = await flow.as<BpmOpinion[]>(
      account,
      'GET',
      `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
    );
    assert.equal(body.state, true, body.message);
    return body.value as BpmOpinion[];
  };

  it('请假申请 of 2 days: exactly the department leader (刘洋) gets it; his agreement ends it', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const running = await instance(instId);
    assert.equal(running.status, 'running');
    assert.equal(running.subject, '王晓明的请假申请（2天）');
    assert.deepEqual(running.currentNodes, [
      { nodeId: 'leader', name: '部门负责人审批', assigneeNames: ['刘洋'] },
    ]);
    assert.deepEqual(await flow.candidatesOf(instId, 'leader'), ['u-liuyang']);
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const { body } = await flow.complete('liuyang', {
      taskId,
      actionName: 'agree',
      opinion: '同意，注意交接。',
    });
    assert.equal(body.state, true, body.message);
    assert.deepEqual((body.value as CompleteResult).nextTasks, []);
    assert.equal((body.value as CompleteResult).status, 'end');
    const ended = await instance(instId);
    assert.equal(ended.status, 'end');
    assert.equal(ended.result, 'approved');
    const rows = await opinions(instId);
    assert.deepEqual(
      rows.map((row) => [row.taskName, row.statusVal, row.auditorName ?? null, row.opinion ?? null]),
      [
        ['发起申请', 'submit', '王晓明', null],
        ['部门负责人审批', 'agree', '刘洋', '同意，注意交接。'],
        ['审批通过', 'end', null, null],
      ],
    );
  });

  it('请假申请 of more than 3 days: the leader, then HR (李娜), through the exclusive gateway', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(5));
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    const first = await flow.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '' });
    assert.equal(first.body.state, true, first.body.message);
    const next = (first.body.value as CompleteResult).nextTasks;
    assert.deepEqual(
      next.map((task) => [task.nodeId, task.assigneeNames]),
      [['hr', ['李娜']]],
    );
    // HR must give an opinion (opinion permission b).
    const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
    const empty = await flow.complete('lina', { taskId: hrTask, actionName: 'agree', opinion: ' ' });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, '请填写审批意见');
    // HR may write its remark (w there), nothing else.
    const done = await flow.complete('lina', {
      taskId: hrTask,
      actionName: 'agree',
      opinion: '已备案。',
      data: { hrRemark: '婚假已核实', days: 1 },
    });
    assert.equal(done.body.state, true, done.body.message);
    const ended = await instance(instId);
    assert.equal(ended.status, 'end');
    const form = await flow.as<{ data: Record<string, unknown> }>(
      'staff',
      'GET',
      `/runtime/instance/v1/getInstFormAndBO?instId=${instId}`,
    );
    assert.equal(form.body.value?.data.hrRemark, '婚假已核实');
    assert.equal(form.body.value?.data.days, 5, 'a read-only field keeps its value');
    assert.deepEqual(
      (await opinions(instId)).map((row) => row.statusVal),
      ['submit', 'agree', 'agree', 'end'],
    );
  });

  it('an opposing leader ends the request as rejected, and the initiator sees the opinion', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const { body } = await flow.complete('liuyang', {
      taskId,
      actionName: 'oppose',
      opinion: '项目关键期，请改期。',
    });
    assert.equal(body.state, true, body.message);
    const ended = await instance(instId);
    assert.equal(ended.result, 'rejected');
    const rows = await opinions(instId);
    assert.deepEqual(rows[1] && [rows[1].statusVal, rows[1].opinion], ['oppose', '项目关键期，请改期。']);
    assert.equal(rows.at(-1)?.taskName, '审批不通过');
  });

  it('an opinion carries the approver’s own attachments, and only those', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    for (const [id, uploader] of [
      ['wf-file-liuyang', 'u-liuyang'],
      ['wf-file-staff', 'u-staff'],
    ]) {
      await server.app.db
        .insertInto('files')
        .values({
          id,
          name: `${id}.pdf`,
          size: 10,
          mime: 'application/pdf',
          ext: 'pdf',
          uploader_id: uploader,
          uploader_account: null,
          batch_id: null,
          props: null,
          storage_key: id,
        })
        .execute();
    }
    const entry = (fileId: string) => ({
      name: `${fileId}.pdf`,
      size: 10,
      response: { fileId, fileName: `${fileId}.pdf` },
    });
    const borrowed = await flow.complete('liuyang', {
      taskId,
      actionName: 'agree',
      opinion: '见附件',
      files: [entry('wf-file-staff')],
    });
    assert.equal(borrowed.status, 400);
    assert.equal(borrowed.body.message, '附件不存在或不是您上传的');
    const done = await flow.complete('liuyang', {
      taskId,
      actionName: 'agree',
      opinion: '见附件',
      files: [entry('wf-file-liuyang')],
    });
    assert.equal(done.body.state, true, done.body.message);
    const row = (await opinions(instId)).find((opinion) => opinion.nodeId === 'leader');
    assert.deepEqual(JSON.parse(row?.files ?? '[]'), [entry('wf-file-liuyang')]);
  });

  it('采购申请: a parallel branch and a countersign of three that two agreements decide', async () => {
    const instId = await flow.start('staff', 'purchase', {
      itemName: '会议平板',
      quantity: 2,
      budget: 36000,
      needDate: '2026-12-20',
      reason: '会议室设备更新。',
    });
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    const split = await flow.complete('liuyang', {
      taskId: leaderTask,
      actionName: 'agree',
      opinion: '同意',
    });
    assert.deepEqual(
      (split.body.value as CompleteResult).nextTasks.map((task) => [task.nodeId, task.assigneeNames]).sort(),
      [
        ['finance', ['吴婷', '周杰']],
        ['sign', ['王晓明']],
        ['sign', ['胡琳']],
        ['sign', ['陈静']],
      ].sort(),
    );
    const staffSign = await flow.pendingTask(instId, 'sign', 'staff');
    const chenSign = await flow.pendingTask(instId, 'sign', 'chenjing');
    const huSign = await flow.pendingTask(instId, 'sign', 'hulin');
    assert.equal(
      (await flow.complete('staff', { taskId: staffSign, actionName: 'agree', opinion: '同意' })).body.state,
      true,
    );
    const decided = await flow.complete('chenjing', {
      taskId: chenSign,
      actionName: 'agree',
      opinion: '同意',
    });
    assert.equal(decided.body.state, true, decided.body.message);
    // The third signer's task went with the decision.
    const late = await flow.complete('hulin', { taskId: huSign, actionName: 'oppose', opinion: '太贵' });
    assert.equal(late.status, 409);
    assert.equal(late.body.message, '该任务已取消，流程已转到其他节点，请刷新后查看');
    // The join waits for finance.
    assert.equal((await instance(instId)).status, 'running');
    assert.deepEqual(
      (await instance(instId)).currentNodes?.map((node) => node.nodeId),
      ['finance'],
    );
    const financeTask = await flow.pendingTask(instId, 'finance', 'wuting');
    const joined = await flow.complete('wuting', {
      taskId: financeTask,
      actionName: 'agree',
      opinion: '预算充足',
    });
    assert.equal((joined.body.value as CompleteResult).status, 'end');
    assert.equal((await instance(instId)).result, 'approved');
    const signRows = (await opinions(instId)).filter((row) => row.nodeId === 'sign');
    assert.deepEqual(
      signRows.map((row) => [row.auditorName ?? null, row.statusVal]),
      [
        ['王晓明', 'agree'],
        ['陈静', 'agree'],
        [null, 'signPass'],
      ],
    );
  });

  it('two completes of one task at once: exactly one applies, the other is told clearly', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(4, { endDate: '2026-12-04' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    await flow.token('liuyang');
    const answers = await Promise.all([
      flow.complete('liuyang', { taskId, actionName: 'agree', opinion: '第一次' }, 'en-US'),
      flow.complete('liuyang', { taskId, actionName: 'oppose', opinion: '第二次' }, 'en-US'),
    ]);
    const applied = answers.filter((answer) => answer.body.state === true);
    const refused = answers.filter((answer) => answer.body.state !== true);
    assert.equal(applied.length, 1);
    assert.equal(refused.length, 1);
    assert.equal(refused[0]?.status, 409);
    assert.equal(refused[0]?.body.message, 'This task has been handled already, please refresh');
    const rows = (await opinions(instId)).filter((row) => row.nodeId === 'leader');
    assert.equal(rows.length, 1);
    const hrTasks = await server.app.db
      .selectFrom('bpm_tasks')
      .select('id')
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'hr')
      .execute();
    assert.equal(hrTasks.length, rows[0]?.statusVal === 'agree' ? 1 : 0);
  });

  it('two candidates of one role task at once: exactly one applies', async () => {
    const instId = await flow.start('staff', 'expense', {
      expenseType: 'office',
      amount: 2000,
      occurDate: '2026-11-20',
      description: '办公耗材',
    });
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    await flow.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '' });
    const taskId = await flow.pendingTask(instId, 'finance');
    await Promise.all([flow.token('zhoujie'), flow.token('wuting')]);
    const answers = await Promise.all([
      flow.complete('zhoujie', { taskId, actionName: 'agree', opinion: '周杰审核' }),
      flow.complete('wuting', { taskId, actionName: 'agree', opinion: '吴婷审核' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal((await instance(instId)).status, 'end');
  });

  it('urge and due timers are rows a poller fires', async () => {
    const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const timers = await server.app.db
      .selectFrom('bpm_timers')
      .select(['kind', 'due_at', 'fired_at'])
      .where('task_id', '=', taskId)
      .orderBy('kind')
      .execute();
    assert.deepEqual(
      timers.map((timer) => [timer.kind, timer.fired_at]),
      [
        ['due', null],
        ['urge', null],
      ],
    );
    const urgeAt = new Date(timers.find((timer) => timer.kind === 'urge')?.due_at as Date).getTime();
    const urge = () =>
      server.app.db
        .selectFrom('bpm_timers')
        .select('fired_at')
        .where('task_id', '=', taskId)
        .where('kind', '=', 'urge')
        .executeTakeFirstOrThrow();
    await fireDueTimers(server.app.db, new Date(urgeAt - 1000));
    assert.equal((await urge()).fired_at, null, 'not due yet');
    assert.ok((await fireDueTimers(server.app.db, new Date(urgeAt + 1000))) >= 1);
    const task = await server.app.db
      .selectFrom('bpm_tasks')
      .select('priority')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    assert.equal(task.priority, 1);
    assert.ok((await urge()).fired_at);
  });
});

describe('an instance survives a restart of the server', () => {
  it('a new server on the same data continues the instance from its saved engine state', async () => {
    const first = await startTestServer();
    const dataDir = first.app.ctx.dataDir;
    const flow = workflowClient(first);
    const instId = await flow.start('staff', 'leave', leaveData(6));
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    assert.equal(
      (await flow.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '同意' })).body
        .state,
      true,
    );
    await first.app.close();

    const second = await startTestServer({ dataDir });
    try {
      const again = workflowClient(second);
      const hrTask = await again.pendingTask(instId, 'hr', 'lina');
      const { body } = await again.complete('lina', {
        taskId: hrTask,
        actionName: 'agree',
        opinion: '重启后审批',
      });
      assert.equal(body.state, true, body.message);
      assert.equal((body.value as CompleteResult).status, 'end');
      const state = await second.app.db
        .selectFrom('bpm_instances')
        .select(['status', 'version'])
        .where('id', '=', instId)
        .executeTakeFirstOrThrow();
      assert.deepEqual(state, { status: 'end', version: 3 });
    } finally {
      await second.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
