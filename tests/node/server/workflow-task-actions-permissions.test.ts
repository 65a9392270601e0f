import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TaskComm, TaskSignRound, TaskUrgent } from '../../../api/contract/workflow-actions.js';
import type { TestServer } from './harness.js';
import { leaveData, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * Who may call each task action (issue 14), on a 请假 of 陈静 waiting at HR (李娜): the initiator (陈静), the
 * current handler (李娜), another approver who handled an earlier step (刘洋), his secretary (王晓明, who
 * acts for 刘洋 but holds nothing here), a colleague with no part in it (黄敏), the administrator and a
 * supplier (no workflow identity) and a visitor. Each row runs on a fresh instance; refusals come first
 * and change nothing, so the one allowed call still succeeds after them.
 */
const ROLES = {
  visitor: null,
  supplier: 'supplier',
  admin: 'admin',
  stranger: 'huangmin',
  secretary: 'staff',
  approver: 'liuyang',
  initiator: 'chenjing',
  handler: 'lina',
} as const;
type Role = keyof typeof ROLES;

const REFUSED_BY_IDENTITY = { visitor: 401, supplier: 403, admin: 403 } as const;
/** Actions of the task's handler: anyone else is refused (403), as task/complete does. */
const HANDLER_ONLY = {
  ...REFUSED_BY_IDENTITY,
  stranger: 403,
  secretary: 403,
  approver: 403,
  initiator: 403,
  handler: 200,
};
/** Reads for whoever may see the instance. */
const READERS = {
  ...REFUSED_BY_IDENTITY,
  stranger: 404,
  secretary: 200,
  approver: 200,
  initiator: 200,
  handler: 200,
};

interface Scene {
  instId: string;
  taskId: string;
  /** An inquiry, a communication, an add-sign request and a circulated notice to 黄敏, a reminder. */
  extra: Record<string, string>;
}

describe('task action permissions', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  async function scene(): Promise<Scene> {
    const instId = await flow.start('chenjing', 'leave', leaveData(5));
    const leader = await flow.pendingTask(instId, 'leader', 'liuyang');
    const done = await flow.complete('liuyang', { taskId: leader, actionName: 'agree', opinion: '' });
    assert.equal(done.body.state, true, done.body.message);
    return { instId, taskId: await flow.pendingTask(instId, 'hr', 'lina'), extra: {} };
  }

  /** Sends from the handler what a receiver (黄敏) answers. */
  async function withRequests(s: Scene): Promise<Scene> {
    const post = async <T>(account: string, path: string, body: unknown) => {
      const answer = await flow.as<T>(account, 'POST', path, body);
      assert.equal(answer.body.state, true, answer.body.message);
      return answer.body.value as T;
    };
    const [inquiry] = await post<TaskComm[]>('lina', '/runtime/task/v1/taskToInqu', {
      taskId: s.taskId,
      userIds: ['u-huangmin'],
      opinion: '问题',
    });
    const [comm] = await post<TaskComm[]>('lina', '/runtime/task/v1/communicate', {
      taskId: s.taskId,
      userIds: ['u-huangmin'],
      opinion: '沟通',
    });
    const round = await post<TaskSignRound>('lina', '/runtime/task/v1/userTaskToSign', {
      taskId: s.taskId,
      userIds: ['u-huangmin'],
      opinion: '',
    });
    const notice = await server.app.db
      .selectFrom('bpm_task_reads')
      .select('id')
      .where('inst_id', '=', s.instId)
      .where('user_id', '=', 'u-huangmin')
      .executeTakeFirstOrThrow();
    return {
      ...s,
      extra: {
        inquiry: inquiry?.id as string,
        comm: comm?.id as string,
        sign: round.signers[0]?.id as string,
        notice: notice.id,
      },
    };
  }

  /** One call for every role on a fresh instance: the expected status per role, the allowed ones last. */
  async function row(
    name: string,
    expected: Record<Role, number>,
    call: (s: Scene) => { method: string; path: string; body?: unknown; leaderId?: boolean },
    prepare: (s: Scene) => Promise<Scene> = async (s) => s,
  ): Promise<void> {
    const s = await prepare(await scene());
    const order = (Object.keys(ROLES) as Role[]).sort(
      (a, b) => Number(expected[a] === 200) - Number(expected[b] === 200),
    );
    for (const role of order) {
      const { method, path, body } = call(s);
      const answer = await flow.as(ROLES[role], method, path, body);
      assert.equal(answer.status, expected[role], `${name} as ${role}: ${answer.body?.message}`);
      assert.equal(
        answer.body.state,
        answer.status === 200,
        `${name} as ${role}: the envelope says the same`,
      );
      if (answer.status !== 200) assert.ok(answer.body.message, `${name} as ${role}: a message`);
    }
  }

  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

  it('the handler’s actions: nobody else', async () => {
    // 李娜 is the only candidate: she may ask to lock, and is told there is nothing to lock.
    await row('lockUnlock', { ...HANDLER_ONLY, handler: 400 }, (s) => ({
      method: 'GET',
      path: `/runtime/task/v1/lockUnlock?${q({ taskId: s.taskId })}`,
    }));
    await row('getAfterJumpNodes', HANDLER_ONLY, (s) => ({
      method: 'POST',
      path: '/runtime/task/v1/getAfterJumpNodes',
      body: { taskId: s.taskId },
    }));
    await row('taskToReject', HANDLER_ONLY, (s) => ({
      method: 'GET',
      path: `/runtime/task/v1/taskToReject?${q({ taskId: s.taskId, backModel: 'previous', opinion: '退回' })}`,
    }));
    for (const path of [
      '/runtime/task/v1/taskToInqu',
      '/runtime/task/v1/communicate',
      '/runtime/task/v1/userTaskToSign',
    ]) {
      await row(path, HANDLER_ONLY, (s) => ({
        method: 'POST',
        path,
        body: { taskId: s.taskId, userIds: ['u-zhuhong'], opinion: '请看看' },
      }));
    }
    for (const path of ['/runtime/task/v1/taskToTrans', '/runtime/task/v1/delegate']) {
      await row(path, HANDLER_ONLY, (s) => ({
        method: 'POST',
        path,
        body: { taskId: s.taskId, userId: 'u-zhuhong', opinion: '' },
      }));
    }
    await row('transToMore', HANDLER_ONLY, (s) => ({
      method: 'POST',
      path: '/runtime/instance/v1/transToMore',
      body: { taskId: s.taskId, userIds: ['u-zhuhong', 'u-zhangwei'], opinion: '' },
    }));
    await row('taskDelayById', HANDLER_ONLY, (s) => ({
      method: 'GET',
      path: `/runtime/task/v1/taskDelayById?${q({ taskId: s.taskId, hours: '4' })}`,
    }));
    await row('doNextCopyto as the handler', { ...HANDLER_ONLY, stranger: 404 }, (s) => ({
      method: 'POST',
      path: '/runtime/instance/v1/doNextCopyto',
      body: { instId: s.instId, taskId: s.taskId, userIds: ['u-zhuhong'] },
    }));
  });

  it('a secretary acts for the leader who holds the task, never on his own', async () => {
    const instId = await flow.start('chenjing', 'leave', leaveData(5));
    const taskId = await flow.pendingTask(instId, 'leader', 'liuyang');
    const asSecretary = await flow.as('staff', 'POST', '/runtime/task/v1/taskToInqu', {
      taskId,
      leaderId: 'u-liuyang',
      userIds: ['u-lina'],
      opinion: '请问天数',
    });
    assert.equal(asSecretary.status, 200, asSecretary.body.message);
    const forOther = await flow.as('staff', 'POST', '/runtime/task/v1/taskToTrans', {
      taskId,
      leaderId: 'u-zhangwei',
      userId: 'u-lina',
      opinion: '',
    });
    assert.equal(forOther.status, 403);
    const transfer = await flow.as('staff', 'POST', '/runtime/task/v1/taskToTrans', {
      taskId,
      leaderId: 'u-liuyang',
      userId: 'u-zhangwei',
      opinion: '刘洋出差',
    });
    assert.equal(transfer.status, 200, transfer.body.message);
    assert.deepEqual(await flow.candidatesOf(instId, 'leader'), ['u-zhangwei']);
  });

  it('replies and votes: only the person asked', async () => {
    const receiverOnly = {
      ...REFUSED_BY_IDENTITY,
      secretary: 404,
      approver: 404,
      initiator: 404,
      handler: 404,
      stranger: 200,
    };
    await row(
      'taskToInquReply',
      receiverOnly,
      (s) => ({
        method: 'POST',
        path: '/runtime/task/v1/taskToInquReply',
        body: { commId: s.extra.inquiry, opinion: '答复' },
      }),
      withRequests,
    );
    await row(
      'doNextcommu',
      receiverOnly,
      (s) => ({
        method: 'POST',
        path: '/runtime/instance/v1/doNextcommu',
        body: { commId: s.extra.comm, opinion: '答复' },
      }),
      withRequests,
    );
    await row(
      'userAddSignFeedback',
      receiverOnly,
      (s) => ({
        method: 'POST',
        path: '/runtime/task/v1/userAddSignFeedback',
        body: { signId: s.extra.sign, actionName: 'agree', opinion: '' },
      }),
      withRequests,
    );
    await row(
      'delBpmTaskNoticeById',
      receiverOnly,
      (s) => ({
        method: 'POST',
        path: `/runtime/task/v1/delBpmTaskNoticeById?id=${s.extra.notice}`,
        body: {},
      }),
      withRequests,
    );
  });

  it('the instance’s readers: add-sign rounds, urge state and reminders; the initiator urges and circulates', async () => {
    await row(
      'taskSignUsers',
      { ...READERS, stranger: 200 },
      (s) => ({
        method: 'POST',
        path: '/runtime/task/v1/taskSignUsers',
        body: { taskId: s.taskId },
      }),
      withRequests,
    );
    await row('taskSignUsers (no part in it)', READERS, (s) => ({
      method: 'POST',
      path: '/runtime/task/v1/taskSignUsers',
      body: { taskId: s.taskId },
    }));
    await row('getUrgentStateConf', READERS, (s) => ({
      method: 'POST',
      path: '/runtime/instance/v1/getUrgentStateConf',
      body: { instId: s.instId },
    }));
    const initiatorOnly = {
      ...REFUSED_BY_IDENTITY,
      stranger: 404,
      secretary: 403,
      approver: 403,
      handler: 403,
      initiator: 200,
    };
    await row('sendBpmTaskUrgent', initiatorOnly, (s) => ({
      method: 'POST',
      path: '/runtime/instance/v1/sendBpmTaskUrgent',
      body: { instId: s.instId, opinion: '请尽快' },
    }));
    await row('doNextCopyto without a task', initiatorOnly, (s) => ({
      method: 'POST',
      path: '/runtime/instance/v1/doNextCopyto',
      body: { instId: s.instId, userIds: ['u-zhuhong'] },
    }));
    await row(
      'getUrgrntById',
      READERS,
      (s) => ({ method: 'POST', path: '/runtime/instance/v1/getUrgrntById', body: { id: s.extra.urge } }),
      async (s) => {
        const sent = await flow.as<TaskUrgent[]>(
          'chenjing',
          'POST',
          '/runtime/instance/v1/sendBpmTaskUrgent',
          {
            instId: s.instId,
            opinion: '请尽快',
          },
        );
        return { ...s, extra: { urge: sent.body.value?.[0]?.id as string } };
      },
    );
  });

  it('marking read: any staff user, on their own notices only', async () => {
    const anyStaff = {
      ...REFUSED_BY_IDENTITY,
      stranger: 200,
      secretary: 200,
      approver: 200,
      initiator: 200,
      handler: 200,
    };
    for (const path of ['/runtime/task/v1/addReadRecord', '/runtime/task/v1/noticeTurnDode']) {
      await row(
        path,
        anyStaff,
        (s) => ({ method: 'POST', path: `${path}?taskId=${s.extra.notice}`, body: {} }),
        withRequests,
      );
    }
    const s = await withRequests(await scene());
    const others = await flow.as<{ count: number }>(
      'lina',
      'POST',
      `/runtime/task/v1/addReadRecord?taskId=${s.extra.notice}`,
      {},
    );
    assert.equal(others.body.value?.count, 0);
    const own = await flow.as<{ count: number }>(
      'huangmin',
      'POST',
      `/runtime/task/v1/addReadRecord?taskId=${s.extra.notice}`,
      {},
    );
    assert.equal(own.body.value?.count, 1);
  });
});
