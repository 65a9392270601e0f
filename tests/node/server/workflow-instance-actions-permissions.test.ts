import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TestServer } from './harness.js';
import { leaveData, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * Who may call each instance action and read of issue 14, on 王晓明's (staff) leave request for 5 days:
 * the initiator (staff), the previous handler (刘洋, liuyang, who agreed as leader), the current handler
 * (李娜, lina, HR), another approver with no part in it (周杰, zhoujie), the workflow administrator (林峰,
 * linfeng, 系统管理员), the tender site's identity administrator (admin), a supplier and a visitor (no token).
 * A call that changes the instance runs on a fresh instance after each success, so every identity meets
 * the same state; a refusal changes nothing. The last block: a caller on their own instance.
 */
const IDENTITIES = ['staff', 'liuyang', 'lina', 'zhoujie', 'linfeng', 'admin', 'supplier', null] as const;
type Identity = (typeof IDENTITIES)[number];
type Expected = Record<string, number>;

interface State {
  instId: string;
  leaderTask: string;
  hrTask?: string;
}
type StateName = 'leader' | 'hr' | 'suspended' | 'ended' | 'revoked';

const READERS: Expected = {
  staff: 200,
  liuyang: 200,
  lina: 200,
  zhoujie: 404,
  linfeng: 404,
  admin: 403,
  supplier: 403,
  null: 401,
};
const ANY_STAFF: Expected = { ...READERS, zhoujie: 200, linfeng: 200 };
const HANDLER_OR_ADMIN: Expected = { ...READERS, staff: 403, liuyang: 403, linfeng: 200 };

describe('workflow instance actions: the permission matrix', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });

  const R = '/runtime';
  const ok = (label: string, answer: { status: number; body: { message?: string } }) =>
    assert.equal(answer.status, 200, `${label}: ${answer.body.message}`);

  async function state(name: StateName): Promise<State> {
    const instId = await flow.start('staff', 'leave', leaveData(5));
    const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
    if (name === 'revoked') {
      ok('revoke', await flow.as('staff', 'POST', `${R}/instance/v1/revokeInstance`, { instId }));
      return { instId, leaderTask };
    }
    if (name === 'leader') return { instId, leaderTask };
    const agreed = await flow.complete('liuyang', {
      taskId: leaderTask,
      actionName: 'agree',
      opinion: '同意',
    });
    ok('agree', agreed);
    const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
    if (name === 'suspended')
      ok('hang-up', await flow.as('lina', 'GET', `${R}/instance/v1/hang-up?instId=${instId}`));
    if (name === 'ended') {
      ok(
        'end',
        await flow.as('linfeng', 'GET', `${R}/instance/v1/doEndProcessById?instId=${instId}&opinion=x`),
      );
    }
    return { instId, leaderTask, hrTask };
  }

  interface Row {
    call: string;
    state: StateName;
    method: 'GET' | 'POST' | 'DELETE';
    path: (s: State) => string;
    body?: (s: State) => unknown;
    expected: Expected;
    /** Changes the instance when allowed: the next identity gets a fresh one. */
    changes?: boolean;
  }

  const rows: Row[] = [
    // ------------------------------------------------------------------ actions
    {
      call: 'task/retrieveBpmTask',
      state: 'hr',
      method: 'GET',
      path: (s) => `/task/v1/retrieveBpmTask?taskId=${s.leaderTask}`,
      expected: { ...READERS, staff: 403, lina: 403 },
      changes: true,
    },
    {
      call: 'instance/getSponsorRevokeByInstId',
      state: 'hr',
      method: 'GET',
      path: (s) => `/instance/v1/getSponsorRevokeByInstId?instId=${s.instId}`,
      expected: READERS,
    },
    {
      call: 'instance/revokeInstance',
      state: 'leader',
      method: 'POST',
      path: () => '/instance/v1/revokeInstance',
      body: (s) => ({ instId: s.instId }),
      // lina has no part before HR is reached.
      expected: { ...READERS, liuyang: 403, lina: 404 },
      changes: true,
    },
    {
      call: 'instance/doEndProcess',
      state: 'hr',
      method: 'POST',
      path: () => '/instance/v1/doEndProcess',
      body: (s) => ({ instId: s.instId, opinion: '终止' }),
      expected: HANDLER_OR_ADMIN,
      changes: true,
    },
    {
      call: 'instance/doEndProcess (by task)',
      state: 'hr',
      method: 'POST',
      path: () => '/instance/v1/doEndProcess',
      body: (s) => ({ taskId: s.hrTask, opinion: '终止' }),
      // An administrator naming a task they do not hold ends the instance as administrator.
      expected: HANDLER_OR_ADMIN,
      changes: true,
    },
    {
      call: 'instance/doEndProcessById',
      state: 'hr',
      method: 'GET',
      path: (s) => `/instance/v1/doEndProcessById?instId=${s.instId}&opinion=x`,
      expected: HANDLER_OR_ADMIN,
      changes: true,
    },
    {
      call: 'instance/hang-up',
      state: 'hr',
      method: 'GET',
      path: (s) => `/instance/v1/hang-up?instId=${s.instId}`,
      expected: HANDLER_OR_ADMIN,
      changes: true,
    },
    {
      call: 'instance/cancel',
      state: 'suspended',
      method: 'GET',
      path: (s) => `/instance/v1/cancel?instId=${s.instId}`,
      expected: HANDLER_OR_ADMIN,
      changes: true,
    },
    {
      call: 'task/remove',
      state: 'hr',
      method: 'DELETE',
      path: (s) => `/task/v1/remove?ids=${s.leaderTask}`,
      expected: { ...ANY_STAFF, staff: 403, liuyang: 403, lina: 403, zhoujie: 403 },
      changes: true,
    },
    {
      call: 'instance/remove',
      state: 'ended',
      method: 'DELETE',
      path: (s) => `/instance/v1/remove?ids=${s.instId}`,
      expected: { ...ANY_STAFF, staff: 403, liuyang: 403, lina: 403, zhoujie: 403 },
      changes: true,
    },
    {
      call: 'instance/instRemove',
      state: 'revoked',
      method: 'DELETE',
      path: (s) => `/instance/v1/instRemove?instId=${s.instId}`,
      expected: { ...READERS, liuyang: 403, lina: 404 },
      changes: true,
    },
    {
      call: 'taskFollow/getFollowedNode',
      state: 'hr',
      method: 'GET',
      path: (s) => `/taskFollow/v1/getFollowedNode?instId=${s.instId}`,
      expected: READERS,
    },
    {
      call: 'taskFollow/save',
      state: 'hr',
      method: 'POST',
      path: () => '/taskFollow/v1/save',
      body: (s) => ({ instId: s.instId, nodeIds: ['hr'] }),
      expected: READERS,
    },
    {
      call: 'task/filterUnBatchable',
      state: 'hr',
      method: 'GET',
      path: (s) => `/task/v1/filterUnBatchable?taskIds=${s.hrTask}`,
      expected: ANY_STAFF,
    },
    {
      call: 'task/batchHandle',
      state: 'hr',
      method: 'POST',
      path: () => '/task/v1/batchHandle',
      body: (s) => ({ taskIds: [s.hrTask], actionName: 'agree', opinion: '同意' }),
      // Each task answers for itself (ok or the reason); the call itself is any staff user's.
      expected: ANY_STAFF,
      changes: true,
    },
    // ------------------------------------------------------------------ reads
    ...(
      [
        [
          'task/instanceDetail',
          'POST',
          () => '/task/v1/instanceDetail',
          (s: State) => ({ instId: s.instId }),
        ],
        [
          'instance/getExcutorNameByInstId',
          'GET',
          (s: State) => `/instance/v1/getExcutorNameByInstId?instId=${s.instId}`,
        ],
        ['instance/getFlowKey', 'GET', (s: State) => `/instance/v1/getFlowKey?instId=${s.instId}`],
        ['task/nextTask', 'GET', (s: State) => `/task/v1/nextTask?taskId=${s.hrTask}`],
        ['task/nextExecutor', 'GET', (s: State) => `/task/v1/nextExecutor?taskId=${s.hrTask}`],
        ['task/taskNode', 'GET', (s: State) => `/task/v1/taskNode?taskId=${s.hrTask}`],
        [
          'task/getCurNodeProperties',
          'GET',
          (s: State) => `/task/v1/getCurNodeProperties?taskId=${s.hrTask}`,
        ],
        ['task/taskIsFirstNode', 'GET', (s: State) => `/task/v1/taskIsFirstNode?taskId=${s.hrTask}`],
        [
          'task/getCandidatesListByTaskId',
          'GET',
          (s: State) => `/task/v1/getCandidatesListByTaskId?taskId=${s.hrTask}`,
        ],
        ['task/getBpmTaskByInstId', 'GET', (s: State) => `/task/v1/getBpmTaskByInstId?instId=${s.instId}`],
        [
          'instance/relatedProcess',
          'POST',
          () => '/instance/v1/relatedProcess',
          (s: State) => ({ instId: s.instId }),
        ],
        [
          'instance/getRelatedInformationById',
          'GET',
          (s: State) => `/instance/v1/getRelatedInformationById?instId=${s.instId}`,
        ],
        [
          'instance/getByRecordInstId',
          'POST',
          () => '/instance/v1/getByRecordInstId',
          (s: State) => ({ instId: s.instId }),
        ],
        [
          'bpmPrintRecord/printLog',
          'POST',
          () => '/bpmPrintRecord/v1/printLog',
          (s: State) => ({ instId: s.instId, type: 'print' }),
        ],
        [
          'bpmPrintRecord/query',
          'POST',
          () => '/bpmPrintRecord/v1/query',
          (s: State) => ({ instId: s.instId }),
        ],
        [
          'bpmPrintRecord/getByProInstId',
          'GET',
          (s: State) => `/bpmPrintRecord/v1/getByProInstId?instId=${s.instId}`,
        ],
        [
          'boDataModifyRecord/listJsonQuery',
          'POST',
          () => '/bpm/boDataModifyRecord/v1/listJsonQuery',
          (s: State) => ({ instId: s.instId }),
        ],
      ] as const
    ).map(
      ([call, method, path, body]): Row => ({
        call,
        state: 'hr',
        method,
        path,
        ...(body ? { body } : {}),
        expected: READERS,
      }),
    ),
    {
      call: 'task/createBpmSaveOpinion',
      state: 'hr',
      method: 'POST',
      path: () => '/task/v1/createBpmSaveOpinion',
      body: (s) => ({ taskId: s.hrTask, opinion: '草拟' }),
      // Only the handler; for anyone else it is a task they may not handle.
      expected: { ...ANY_STAFF, staff: 403, liuyang: 403, zhoujie: 403, linfeng: 403 },
    },
    {
      call: 'instance/getInstanceByPks',
      state: 'hr',
      method: 'POST',
      path: () => '/instance/v1/getInstanceByPks',
      body: (s) => ({ ids: [s.instId] }),
      // Any staff user asks; those who may not see it get an empty list.
      expected: ANY_STAFF,
    },
    {
      call: 'instance/startForm',
      state: 'hr',
      method: 'POST',
      path: () => '/instance/v1/startForm',
      body: () => ({ flowKey: 'leave' }),
      expected: ANY_STAFF,
    },
    {
      call: 'task/getMyRequestTask',
      state: 'hr',
      method: 'POST',
      path: () => '/task/v1/getMyRequestTask',
      body: () => ({}),
      expected: ANY_STAFF,
    },
    {
      call: 'task/getNotice',
      state: 'hr',
      method: 'GET',
      path: (s) => `/task/v1/getNotice?instId=${s.instId}`,
      // The caller's own notices: nobody reads another's.
      expected: ANY_STAFF,
    },
  ];

  for (const row of rows) {
    it(`${row.call}: ${IDENTITIES.map((who) => `${who}=${row.expected[String(who)]}`).join(' ')}`, async () => {
      let current = await state(row.state);
      for (const who of IDENTITIES) {
        const expected = row.expected[String(who)];
        const { status, body } = await flow.as(
          who as Identity,
          row.method,
          `${R}${row.path(current)}`,
          row.body?.(current),
        );
        assert.equal(status, expected, `${row.call} as ${who}: ${body?.message}`);
        if (body && typeof body === 'object' && 'state' in body) {
          assert.equal(body.state, status === 200, `${who}: the envelope says the same`);
        }
        if (status === 200 && row.changes) current = await state(row.state);
      }
    });
  }

  it('the Word print of the form (its bytes, not an envelope, when allowed) reads like the instance', async () => {
    const current = await state('hr');
    for (const who of IDENTITIES) {
      const response = await fetch(`${server.url}${R}/instance/v1/wordPrint`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(who ? { authorization: `Bearer ${await flow.token(who)}` } : {}),
        },
        body: JSON.stringify({ instId: current.instId }),
      });
      assert.equal(response.status, READERS[String(who)], `wordPrint as ${who}`);
      await response.arrayBuffer();
    }
  });

  it('the watermark (model service) reads like the instance', async () => {
    const current = await state('hr');
    for (const who of IDENTITIES) {
      const { status } = await flow.as(
        who as Identity,
        'GET',
        `/bpmModel/bpmModel/bpmWatermark/v1/getByInstId?instId=${current.instId}`,
      );
      assert.equal(status, READERS[String(who)], `watermark as ${who}`);
    }
  });

  it('on their own instance a caller with no other part reads it, revokes it and removes it', async () => {
    const instId = await flow.start('huangmin', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    for (const path of [
      `/task/v1/getBpmTaskByInstId?instId=${instId}`,
      `/instance/v1/getSponsorRevokeByInstId?instId=${instId}`,
      `/taskFollow/v1/getFollowedNode?instId=${instId}`,
    ]) {
      ok(path, await flow.as('huangmin', 'GET', `${R}${path}`));
    }
    const other = await flow.as('zhoujie', 'POST', `${R}/instance/v1/revokeInstance`, { instId });
    assert.equal(other.status, 404);
    ok('revoke', await flow.as('huangmin', 'POST', `${R}/instance/v1/revokeInstance`, { instId }));
    ok('instRemove', await flow.as('huangmin', 'DELETE', `${R}/instance/v1/instRemove?instId=${instId}`));
  });
});
