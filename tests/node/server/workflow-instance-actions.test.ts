import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { TaskAuth, TaskDetail } from '../../../api/contract/workflow.js';
import type { InstanceActionResult, RevokeState } from '../../../api/contract/workflow-instance.js';
import type { DoneTaskRow } from '../../../api/contract/workflow-lists.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import type { TestServer } from './harness.js';
import {
  instanceActionSteps,
  leaveData,
  type WorkflowClient,
  withWorkflowServer,
} from './workflow-helpers.js';

/**
 * The instance actions of issue 14 over HTTP: take back, revoke, terminate, suspend and resume, remove
 * (follow, batch handle, the records, print and the reads are in workflow-instance-actions-reads.test.ts).
 * Each rule with who may not and what the refusal leaves unchanged. Leave requests: 王晓明 (staff) asks,
 * 刘洋 (liuyang) approves as his leader, 李娜 (lina) as HR for more than 3 days; 林峰 (linfeng) holds
 * 系统管理员 (the workflow administrator).
 */
describe('workflow instance actions', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const R = '/runtime';
  const { instanceRow, taskRow, opinions, notices, agree } = instanceActionSteps(() => ({ server, flow }));

  describe('take back (retrieveBpmTask)', () => {
    it('returns the step to its handler while the next task is unopened; the next handler is told', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      await agree('liuyang', leaderTask);
      const hrTask = await flow.pendingTask(instId, 'hr', 'lina');

      // Someone else, or the initiator: refused, nothing changes.
      const stranger = await flow.as('huangmin', 'GET', `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}`);
      assert.equal(stranger.status, 404);
      const initiator = await flow.as(
        'staff',
        'GET',
        `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}`,
        undefined,
        'en-US',
      );
      assert.equal(initiator.status, 403);
      assert.equal(initiator.body.message, 'Only who handled this task may take it back');
      assert.equal((await taskRow(hrTask)).status, 'pending');

      const taken = await flow.as<InstanceActionResult>(
        'liuyang',
        'GET',
        `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}&opinion=${encodeURIComponent('数据有误')}`,
      );
      assert.equal(taken.status, 200, taken.body.message);
      assert.equal(taken.body.message, '任务已收回');
      const again = taken.body.value?.taskId as string;
      assert.equal((await taskRow(hrTask)).status, 'cancelled');
      const newTask = await taskRow(again);
      assert.equal(newTask.node_id, 'leader');
      assert.equal(newTask.status, 'pending');
      assert.equal(newTask.assignee_id, 'u-liuyang');
      assert.deepEqual(await flow.candidatesOf(instId, 'hr'), []);
      const rows = await opinions(instId);
      assert.deepEqual(
        rows.map((row) => `${row.nodeId}:${row.statusVal}`),
        ['start:submit', 'leader:agree', 'leader:revoke', 'leader:awaiting_check'],
      );
      assert.equal(rows[2]?.opinion, '数据有误');
      assert.deepEqual(
        (await notices('lina', instId)).map((notice) => notice.kind),
        ['retrieve'],
      );

      // Taken back already: a second take back is refused.
      const twice = await flow.as('liuyang', 'GET', `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}`);
      assert.equal(twice.status, 400);
      assert.equal(twice.body.message, '该任务已收回');

      // The engine runs on from the node: agreeing again reaches HR again.
      await agree('liuyang', again);
      const hrAgain = await flow.pendingTask(instId, 'hr', 'lina');
      // Once HR opened it, it cannot be taken back.
      const opened = await flow.as<TaskDetail>('lina', 'GET', `${R}/task/v1/taskDetailBo?taskId=${hrAgain}`);
      assert.equal(opened.status, 200);
      const late = await flow.as(
        'liuyang',
        'GET',
        `${R}/task/v1/retrieveBpmTask?taskId=${again}`,
        undefined,
        'zh-TW',
      );
      assert.equal(late.status, 400);
      assert.equal(late.body.message, '後續任務已被查看，不能收回');
      assert.equal((await taskRow(hrAgain)).status, 'pending');
      await agree('lina', hrAgain);
      assert.equal((await instanceRow(instId))?.status, 'end');
    });

    it('the done list offers the take back by the same rule: not once the next task is opened', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      await agree('liuyang', leaderTask);
      const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
      const revokable = async () => {
        const done = await flow.as<PageList<DoneTaskRow>>(
          'liuyang',
          'POST',
          `${R}/instance/v1/getDoneList?isCheckRevoke=true`,
          { pageBean: { page: 1, pageSize: 50 } },
        );
        assert.equal(done.status, 200, done.body.message);
        return done.body.value?.rows.find((row) => row.taskId === leaderTask)?.revokable;
      };
      assert.equal(await revokable(), true);
      const opened = await flow.as<TaskDetail>('lina', 'GET', `${R}/task/v1/taskDetailBo?taskId=${hrTask}`);
      assert.equal(opened.status, 200);
      assert.equal(await revokable(), false);
      const refused = await flow.as('liuyang', 'GET', `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}`);
      assert.equal(refused.status, 400);
    });

    it('is refused after the instance ended', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      await agree('liuyang', leaderTask);
      const { status, body } = await flow.as(
        'liuyang',
        'GET',
        `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}`,
      );
      assert.equal(status, 400);
      assert.equal(body.message, '流程已结束，不能收回');
    });
  });

  describe('revoke by the initiator', () => {
    it('withdraws before any approver acted: tasks go, the instance is revoked, the approver is told', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      const state = await flow.as<RevokeState>(
        'staff',
        'GET',
        `${R}/instance/v1/getSponsorRevokeByInstId?instId=${instId}`,
      );
      assert.deepEqual(state.body.value, { instId, canRevoke: true });
      const approverState = await flow.as<RevokeState>(
        'liuyang',
        'GET',
        `${R}/instance/v1/getSponsorRevokeByInstId?instId=${instId}`,
        undefined,
        'en-US',
      );
      assert.deepEqual(approverState.body.value, {
        instId,
        canRevoke: false,
        message: 'Only the initiator may withdraw the process',
      });

      const byApprover = await flow.as('liuyang', 'POST', `${R}/instance/v1/revokeInstance`, { instId });
      assert.equal(byApprover.status, 403);
      const byStranger = await flow.as('huangmin', 'POST', `${R}/instance/v1/revokeInstance`, { instId });
      assert.equal(byStranger.status, 404);
      assert.equal((await instanceRow(instId))?.status, 'running');

      const revoked = await flow.as<InstanceActionResult>(
        'staff',
        'POST',
        `${R}/instance/v1/revokeInstance`,
        {
          instId,
          opinion: '日期填错了',
        },
      );
      assert.equal(revoked.status, 200, revoked.body.message);
      assert.deepEqual(revoked.body.value, { instId, status: 'revoke', suspended: false });
      assert.equal((await taskRow(leaderTask)).status, 'cancelled');
      // The engine's state ends with it: nothing can move the instance again.
      assert.ok((await instanceRow(instId))?.engine_state === null, 'the engine state is kept');
      const rows = await opinions(instId);
      assert.deepEqual(
        rows.map((row) => `${row.nodeId}:${row.statusVal}`),
        ['start:submit', 'start:revokeToStart'],
      );
      assert.equal(rows[1]?.opinion, '日期填错了');
      assert.deepEqual(
        (await notices('liuyang', instId)).map((notice) => notice.kind),
        ['revoke'],
      );
      // Revoked: not again; the initiator may now remove it (and only they).
      const twice = await flow.as('staff', 'POST', `${R}/instance/v1/revokeInstance`, { instId });
      assert.equal(twice.status, 400);
      assert.equal(twice.body.message, '流程已结束，不能撤回');
      const notOwner = await flow.as('liuyang', 'DELETE', `${R}/instance/v1/instRemove?instId=${instId}`);
      assert.equal(notOwner.status, 403);
      const removed = await flow.as('staff', 'DELETE', `${R}/instance/v1/instRemove?instId=${instId}`);
      assert.equal(removed.status, 200, removed.body.message);
      assert.equal(await instanceRow(instId), undefined);
    });

    it('is refused once an approver acted, and a running instance cannot be removed by its initiator', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      await agree('liuyang', await flow.pendingTask(instId, 'leader', 'liuyang'));
      const { status, body } = await flow.as(
        'staff',
        'POST',
        `${R}/instance/v1/revokeInstance`,
        { instId },
        'en-US',
      );
      assert.equal(status, 400);
      assert.equal(body.message, 'An approver has acted already: it cannot be withdrawn');
      const remove = await flow.as('staff', 'DELETE', `${R}/instance/v1/instRemove?instId=${instId}`);
      assert.equal(remove.status, 400);
      assert.equal(remove.body.message, '只能删除已撤回的流程');
      assert.equal((await instanceRow(instId))?.status, 'running');
    });
  });

  describe('terminate (doEndProcess, doEndProcessById)', () => {
    it('by the current handler with a reason: the task closes as manual termination, the initiator is told', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      const noReason = await flow.as('liuyang', 'POST', `${R}/instance/v1/doEndProcess`, {
        taskId: leaderTask,
        opinion: ' ',
      });
      assert.equal(noReason.status, 400);
      const byInitiator = await flow.as('staff', 'POST', `${R}/instance/v1/doEndProcess`, {
        instId,
        opinion: '不需要了',
      });
      assert.equal(byInitiator.status, 403);
      assert.equal(byInitiator.body.message, '您没有终止该流程的权限');
      const byStranger = await flow.as('huangmin', 'POST', `${R}/instance/v1/doEndProcess`, {
        taskId: leaderTask,
        opinion: '终止',
      });
      assert.equal(byStranger.status, 404);
      assert.equal((await instanceRow(instId))?.status, 'running');

      const ended = await flow.as<InstanceActionResult>('liuyang', 'POST', `${R}/instance/v1/doEndProcess`, {
        taskId: leaderTask,
        opinion: '项目取消，终止流程',
      });
      assert.equal(ended.status, 200, ended.body.message);
      assert.equal(ended.body.message, '流程已终止');
      assert.equal(ended.body.value?.status, 'manualEnd');
      const task = await taskRow(leaderTask);
      assert.equal(task.status, 'done');
      assert.equal(task.action, 'manualEnd');
      const rows = await opinions(instId);
      assert.equal(rows.at(-1)?.statusVal, 'manualEnd');
      assert.equal(rows.at(-1)?.opinion, '项目取消，终止流程');
      assert.equal(rows.at(-1)?.auditorName, '刘洋');
      assert.deepEqual(
        (await notices('staff', instId)).map((notice) => notice.kind),
        ['manualEnd'],
      );
      const twice = await flow.as(
        'linfeng',
        'GET',
        `${R}/instance/v1/doEndProcessById?instId=${instId}&opinion=x`,
      );
      assert.equal(twice.status, 400);
      assert.equal(twice.body.message, '流程已结束');
    });

    it('by the workflow administrator by id; every pending task goes', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      // The identity administrator of the tender site takes no workflow action.
      const siteAdmin = await flow.as(
        'admin',
        'GET',
        `${R}/instance/v1/doEndProcessById?instId=${instId}&opinion=x`,
      );
      assert.equal(siteAdmin.status, 403);
      const ended = await flow.as<InstanceActionResult>(
        'linfeng',
        'GET',
        `${R}/instance/v1/doEndProcessById?instId=${instId}&opinion=${encodeURIComponent('管理员终止')}`,
      );
      assert.equal(ended.status, 200, ended.body.message);
      assert.equal((await taskRow(leaderTask)).status, 'cancelled');
      const last = (await opinions(instId)).at(-1);
      assert.equal(last?.statusVal, 'manualEnd');
      assert.equal(last?.auditorName, '林峰');
      assert.deepEqual(
        (await notices('liuyang', instId)).map((notice) => notice.kind),
        ['manualEnd'],
      );
    });
    it('resets the engine: after it no action moves the instance, not even a pending direct return', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      await agree('liuyang', leaderTask);
      const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
      const rejected = await flow.as(
        'lina',
        'GET',
        `${R}/task/v1/taskToReject?${new URLSearchParams({
          taskId: hrTask,
          backModel: 'initiator',
          backHandMode: 'direct',
          opinion: '请补充',
        })}`,
      );
      assert.equal(rejected.status, 200, rejected.body.message);
      const startTask = await flow.pendingTask(instId, 'start', 'staff');
      const ended = await flow.as(
        'linfeng',
        'GET',
        `${R}/instance/v1/doEndProcessById?instId=${instId}&opinion=${encodeURIComponent('终止')}`,
      );
      assert.equal(ended.status, 200, ended.body.message);
      const row = await instanceRow(instId);
      assert.equal(row?.status, 'manualEnd');
      assert.ok(row?.engine_state === null, 'the engine state is kept');
      const leftOver = await Promise.all(
        (['bpm_task_returns', 'bpm_timers'] as const).map((table) =>
          server.app.db.selectFrom(table).select('inst_id').where('inst_id', '=', instId).execute(),
        ),
      );
      assert.deepEqual(
        leftOver.map((rows) => rows.length),
        [0, 0],
      );
      // The initiator's resubmission, the approver's take back: refused, nothing moves.
      const resubmit = await flow.complete('staff', { taskId: startTask, actionName: 'agree', opinion: '' });
      assert.equal(resubmit.status, 409);
      const retrieve = await flow.as('liuyang', 'GET', `${R}/task/v1/retrieveBpmTask?taskId=${leaderTask}`);
      assert.equal(retrieve.status, 400);
      assert.equal(retrieve.body.message, '流程已结束，不能收回');
      assert.equal((await instanceRow(instId))?.version, row?.version);
    });
  });

  describe('suspend and resume (instance/hang-up, instance/cancel)', () => {
    it('stops every step until resumed by who suspended it', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      const byInitiator = await flow.as('staff', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`);
      assert.equal(byInitiator.status, 403);
      const byStranger = await flow.as('huangmin', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`);
      assert.equal(byStranger.status, 404);
      const badType = await flow.as('liuyang', 'GET', `${R}/instance/v1/pause?instId=${instId}`);
      assert.equal(badType.status, 400);

      const hung = await flow.as<InstanceActionResult>(
        'liuyang',
        'GET',
        `${R}/instance/v1/hang-up?instId=${instId}&opinion=${encodeURIComponent('等材料')}`,
      );
      assert.equal(hung.status, 200, hung.body.message);
      assert.deepEqual(hung.body.value, { instId, status: 'running', suspended: true });
      assert.deepEqual(
        (await notices('staff', instId)).map((notice) => notice.kind),
        ['suspend'],
      );
      const auth = await flow.as<TaskAuth>(
        'liuyang',
        'GET',
        `${R}/task/v1/checkTaskAuth?taskId=${leaderTask}`,
      );
      assert.equal(auth.body.value?.canHandle, false);
      assert.equal(auth.body.value?.message, '流程已挂起，不能处理');
      const refused = await flow.complete(
        'liuyang',
        { taskId: leaderTask, actionName: 'agree', opinion: '同意' },
        'en-US',
      );
      assert.equal(refused.status, 409);
      assert.equal(refused.body.message, 'The process is suspended and cannot be handled');
      assert.equal((await taskRow(leaderTask)).status, 'pending');
      const twice = await flow.as('liuyang', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`);
      assert.equal(twice.status, 400);
      assert.equal((await opinions(instId)).filter((row) => row.statusVal === 'suspend').length, 1);

      const resumeByInitiator = await flow.as('staff', 'GET', `${R}/instance/v1/cancel?instId=${instId}`);
      assert.equal(resumeByInitiator.status, 403);
      const resumed = await flow.as<InstanceActionResult>(
        'liuyang',
        'GET',
        `${R}/instance/v1/cancel?instId=${instId}`,
      );
      assert.equal(resumed.status, 200, resumed.body.message);
      assert.equal(resumed.body.value?.suspended, false);
      const suspendRow = (await opinions(instId)).find((row) => row.statusVal === 'suspend');
      assert.equal(suspendRow?.opinion, '等材料');
      assert.ok(suspendRow?.completeTime, 'the suspension row ends when resumed');
      await agree('liuyang', leaderTask);
      assert.equal((await instanceRow(instId))?.status, 'end');
      const afterEnd = await flow.as('linfeng', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`);
      assert.equal(afterEnd.status, 400);
    });
    it('holds the timers while suspended; resuming moves them on by the suspension’s length', async () => {
      const instId = await flow.start('staff', 'leave', leaveData(5));
      await agree('liuyang', await flow.pendingTask(instId, 'leader', 'liuyang'));
      const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
      const delayed = await flow.as<{ dueTime: string }>(
        'lina',
        'GET',
        `${R}/task/v1/taskDelayById?taskId=${hrTask}&hours=2`,
      );
      assert.equal(delayed.status, 200, delayed.body.message);
      const due = new Date(delayed.body.value?.dueTime ?? '').getTime();
      const hung = await flow.as('lina', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`);
      assert.equal(hung.status, 200, hung.body.message);
      const priority = async () => (await taskRow(hrTask)).priority;
      // Past its time while suspended: it waits.
      await fireDueTimers(server.app.db, new Date(due + 1000));
      assert.equal(await priority(), 0);
      // Suspended for an hour: the time the handler had left is kept.
      const hour = 3_600_000;
      await server.app.db
        .updateTable('bpm_instances')
        .set({ suspended_at: new Date(Date.now() - hour) })
        .where('id', '=', instId)
        .execute();
      const resumed = await flow.as('lina', 'GET', `${R}/instance/v1/cancel?instId=${instId}`);
      assert.equal(resumed.status, 200, resumed.body.message);
      const moved = new Date((await taskRow(hrTask)).due_at ?? 0).getTime() - due;
      assert.ok(moved >= hour && moved < hour + 60_000, `moved by ${moved} ms`);
      await fireDueTimers(server.app.db, new Date(due + 1000));
      assert.equal(await priority(), 0);
      await fireDueTimers(server.app.db, new Date(due + moved + 1000));
      assert.equal(await priority(), 2);
    });
  });

  describe('remove (task/remove, instance/remove)', () => {
    it('only a workflow administrator removes, and only what no longer runs', async () => {
      const running = await flow.start('staff', 'leave', leaveData(5));
      const pendingTask = await flow.pendingTask(running, 'leader', 'liuyang');
      const ended = await flow.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
      const doneTask = await flow.pendingTask(ended, 'leader', 'liuyang');
      await agree('liuyang', doneTask);

      const notAdmin = await flow.as('liuyang', 'DELETE', `${R}/task/v1/remove?ids=${doneTask}`);
      assert.equal(notAdmin.status, 403);
      const pending = await flow.as(
        'linfeng',
        'DELETE',
        `${R}/task/v1/remove?ids=${doneTask},${pendingTask}`,
      );
      assert.equal(pending.status, 400);
      assert.equal(pending.body.message, '待办任务不能删除，请先终止流程');
      assert.equal((await taskRow(doneTask)).status, 'done');
      const removedTask = await flow.as<number>('linfeng', 'DELETE', `${R}/task/v1/remove?ids=${doneTask}`);
      assert.equal(removedTask.status, 200, removedTask.body.message);
      assert.equal(removedTask.body.value, 1);

      const runningRemove = await flow.as(
        'linfeng',
        'DELETE',
        `${R}/instance/v1/remove?ids=${ended},${running}`,
      );
      assert.equal(runningRemove.status, 400);
      assert.ok(await instanceRow(ended));
      const byStaff = await flow.as('staff', 'DELETE', `${R}/instance/v1/remove?ids=${ended}`);
      assert.equal(byStaff.status, 403);
      const removed = await flow.as<number>('linfeng', 'DELETE', `${R}/instance/v1/remove?ids=${ended}`);
      assert.equal(removed.status, 200, removed.body.message);
      assert.equal(await instanceRow(ended), undefined);
      const gone = await flow.as('staff', 'GET', `${R}/instance/v1/get?id=${ended}`);
      assert.equal(gone.status, 404);
    });
  });
});
