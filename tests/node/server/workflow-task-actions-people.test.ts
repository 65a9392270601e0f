import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BpmOpinion, TaskDetail } from '../../../api/contract/workflow.js';
import type {
  CopytoResult,
  HandOverResult,
  NoticeResult,
  TaskComm,
} from '../../../api/contract/workflow-actions.js';
import type { TaskNotice } from '../../../api/contract/workflow-instance.js';
import type { TestServer } from './harness.js';
import { taskActionSteps, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * The task actions that bring other people to a task over HTTP (issue 14): transfer and delegate (who
 * handles it then), inquiry and communicate (asked, told, replying once), circulate (the to-read list).
 */
describe('task actions: transfer, delegate, inquiry, communicate and circulate', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const { ok, opinions, buttons, atHr } = taskActionSteps(() => ({ server, flow }));

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
});
