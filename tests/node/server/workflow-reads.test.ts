import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BpmOpinion } from '../../../api/contract/workflow.js';
import type { FlowImage, FlowStatus, InstanceFlowImage } from '../../../api/contract/workflow-chart.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';
import { leaveData, workflowClient } from './workflow-helpers.js';

/**
 * The reads of the opinion table and the flow chart (issue 14): who may read them (staff initiator, the
 * approver, other staff, a supplier, a visitor; on staff's own and on another's instance; a copy-to
 * receiver and a secretary) and what they answer.
 */
const IDENTITIES = ['staff', 'liuyang', 'huangmin', 'supplier', null] as const;

const CALLS = [
  (id: string) => `/runtime/instance/v1/instanceFlowOpinions?instId=${id}`,
  (id: string) => `/runtime/task/v1/nodeOpinion?instId=${id}`,
  (id: string) => `/runtime/instance/v1/getBpmImage?instId=${id}`,
  (id: string) => `/runtime/instance/v1/instanceFlowImage?instId=${id}`,
  (id: string) => `/runtime/instance/v1/getDefStatus?instId=${id}`,
];

describe('workflow reads: opinions and flow chart', () => {
  let server: TestServer;
  let flow: ReturnType<typeof workflowClient>;
  let staffInst: string;
  let otherInst: string;

  before(async () => {
    server = await startTestServer();
    flow = workflowClient(server);
    staffInst = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    otherInst = await flow.start('huangmin', 'leave', leaveData(1, { endDate: '2026-12-01' }));
  });
  after(() => server.stop());

  async function statusOf(who: string | null, path: string): Promise<number> {
    const { status, body } = await flow.as(who, 'GET', path);
    assert.equal(body.state, status === 200, `${who} ${path}: the envelope says the same (${body.message})`);
    return status;
  }

  it('staff’s own instance: initiator and approver read; other staff 404, supplier 403, visitor 401', async () => {
    const expected: Record<string, number> = {
      staff: 200,
      liuyang: 200,
      huangmin: 404,
      supplier: 403,
      null: 401,
    };
    for (const call of CALLS) {
      for (const who of IDENTITIES) {
        assert.equal(
          await statusOf(who, call(staffInst)),
          expected[String(who)],
          `${call(staffInst)} as ${who}`,
        );
      }
    }
  });

  it('another’s instance: its initiator and its approvers read; staff, unrelated, gets the same 404', async () => {
    const approvers = await flow.candidatesOf(otherInst, 'leader');
    assert.ok(approvers.length > 0);
    const approver = (approvers[0] as string).replace(/^u-/, '');
    for (const call of CALLS) {
      assert.equal(await statusOf('huangmin', call(otherInst)), 200);
      assert.equal(await statusOf(approver, call(otherInst)), 200, `approver ${approver}`);
      assert.ok(
        !approvers.includes('u-staff') && !approvers.includes('u-liuyang'),
        'staff has no part in it',
      );
      const refused = await flow.as('staff', 'GET', call(otherInst));
      const missing = await flow.as('staff', 'GET', call('inst-does-not-exist'));
      assert.equal(refused.status, 404);
      assert.deepEqual(refused.body, missing.body, 'not allowed reads like not existing');
      assert.equal(await statusOf('supplier', call(otherInst)), 403);
      assert.equal(await statusOf(null, call(otherInst)), 401);
    }
  });

  it('a secretary reads what his leader may handle; a copy-to receiver reads after the copy', async () => {
    // 陈静's request waits for 刘洋, whose secretary is staff.
    const chenInst = await flow.start('chenjing', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const candidates = await flow.candidatesOf(chenInst, 'leader');
    assert.ok(candidates.includes('u-liuyang') && !candidates.includes('u-staff'));
    for (const call of CALLS)
      assert.equal(await statusOf('staff', call(chenInst)), 200, 'as 刘洋’s secretary');
    // After the leader agrees the instance ends at 审批通过, which copies HR's specialists.
    const taskId = await flow.pendingTask(staffInst, 'leader', 'liuyang');
    const done = await flow.complete('liuyang', { taskId, actionName: 'agree', opinion: '同意，注意交接。' });
    assert.equal(done.body.state, true, done.body.message);
    const reads = await server.app.db
      .selectFrom('bpm_task_reads')
      .select('user_id')
      .where('inst_id', '=', staffInst)
      .execute();
    assert.ok(reads.length > 0, 'the end event sent copies');
    const reader = (reads[0]?.user_id ?? '').replace(/^u-/, '');
    assert.ok(await tokenFor(server, reader), `${reader} can sign in`);
    for (const call of CALLS) assert.equal(await statusOf(reader, call(staffInst)), 200, `copy-to ${reader}`);
  });

  it('instanceFlowOpinions: time order, the pending row with its candidates and unread', async () => {
    const fresh = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const { body } = await flow.as<BpmOpinion[]>('staff', 'GET', CALLS[0]?.(fresh) ?? '');
    const rows = body.value as BpmOpinion[];
    assert.deepEqual(
      rows.map((row) => row.statusVal),
      ['submit', 'awaiting_check'],
    );
    const pending = rows[1] as BpmOpinion;
    assert.equal(pending.taskName, '部门负责人审批');
    assert.equal(pending.isRead, 0);
    assert.match(pending.qualfiedNames ?? '', /刘洋/);
    assert.ok(pending.qualfieds?.some((group) => group.users?.some((user) => user.name === '刘洋')));
    assert.ok(Date.parse(rows[0]?.createTime ?? '') <= Date.parse(pending.createTime));
  });

  it('nodeOpinion: one node’s opinions by node or by task; a task of another’s instance is refused', async () => {
    const fresh = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const taskId = await flow.pendingTask(fresh, 'leader', 'liuyang');
    const read = async (who: string, query: string) =>
      flow.as<BpmOpinion[]>(who, 'GET', `/runtime/task/v1/nodeOpinion?${query}`);
    const byNode = await read('staff', `instId=${fresh}&nodeId=leader`);
    assert.deepEqual(
      (byNode.body.value as BpmOpinion[]).map((row) => [row.nodeId, row.statusVal]),
      [['leader', 'awaiting_check']],
    );
    const byTask = await read('liuyang', `taskId=${taskId}`);
    assert.deepEqual(
      (byTask.body.value as BpmOpinion[]).map((row) => row.taskName),
      ['部门负责人审批'],
    );
    const all = await read('staff', `instId=${fresh}`);
    assert.equal((all.body.value as BpmOpinion[]).length, 2);
    const refused = await read('huangmin', `taskId=${taskId}`);
    const missing = await read('huangmin', 'taskId=task-none');
    assert.equal(refused.status, 404);
    assert.deepEqual(refused.body, missing.body);
    assert.equal((await read('supplier', `taskId=${taskId}`)).status, 403);
    assert.equal((await flow.as(null, 'GET', `/runtime/task/v1/nodeOpinion?taskId=${taskId}`)).status, 401);
    const mismatch = await read('staff', `taskId=${taskId}&instId=${staffInst}`);
    assert.equal(mismatch.status, 404);
  });

  it('getBpmImage: the XML with DI, the bounds and the flows', async () => {
    const { body } = await flow.as<FlowImage>('staff', 'GET', CALLS[2]?.(staffInst) ?? '');
    const image = body.value as FlowImage;
    assert.match(image.bpmnXml, /BPMNDiagram/);
    assert.equal(image.name, '请假申请');
    const leader = image.layout.find((entry) => entry.nodeId === 'leader');
    assert.equal(leader?.nodeType, 'USERTASK');
    assert.ok((leader?.width ?? 0) > 0);
    assert.ok(image.flows.some((entry) => entry.sourceRef === 'start' && entry.targetRef === 'leader'));
  });

  it('getDefStatus: current while waiting; done, skipped and the handler after agreeing', async () => {
    const fresh = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const status = async () =>
      ((await flow.as<FlowStatus>('staff', 'GET', CALLS[4]?.(fresh) ?? '')).body.value as FlowStatus).nodes;
    const byId = (nodes: FlowStatus['nodes']) => Object.fromEntries(nodes.map((node) => [node.nodeId, node]));
    let nodes = byId(await status());
    assert.equal(nodes.start?.status, 'done');
    assert.equal(nodes.leader?.status, 'current');
    assert.ok(
      nodes.leader?.handlers.some(
        (handler) => handler.name === '刘洋' && handler.statusVal === 'awaiting_check',
      ),
    );
    assert.equal(nodes.hr?.status, 'pending');
    assert.equal(nodes.end_ok?.status, 'pending');
    assert.deepEqual(
      (await status()).slice(0, 3).map((node) => node.nodeId),
      ['start', 'leader', 'gw_days'],
      'flow order',
    );
    assert.deepEqual(
      (await status()).map((node) => node.nodeId),
      ['start', 'leader', 'gw_days', 'hr', 'end_ok', 'end_rejected'],
      'end events last',
    );

    const taskId = await flow.pendingTask(fresh, 'leader', 'liuyang');
    await flow.complete('liuyang', { taskId, actionName: 'agree', opinion: '同意。' });
    nodes = byId(await status());
    assert.equal(nodes.leader?.status, 'done');
    assert.equal(nodes.leader?.opinion, '同意。');
    assert.equal(nodes.gw_days?.status, 'done');
    assert.equal(nodes.end_ok?.status, 'done');
    assert.equal(nodes.hr?.status, 'skipped');
    assert.equal(nodes.end_rejected?.status, 'skipped');
  });

  it('an opposed request shows its node rejected; instanceFlowImage answers drawing and statuses', async () => {
    const fresh = await flow.start('staff', 'leave', leaveData(2, { endDate: '2026-12-02' }));
    const taskId = await flow.pendingTask(fresh, 'leader', 'liuyang');
    await flow.complete('liuyang', { taskId, actionName: 'oppose', opinion: '工期紧，暂缓。' });
    const { body } = await flow.as<InstanceFlowImage>(
      'staff',
      'GET',
      CALLS[3]?.(fresh) ?? '',
      undefined,
      'en-US',
    );
    const image = body.value as InstanceFlowImage;
    assert.match(image.bpmnXml, /leader/);
    const leader = image.nodes.find((node) => node.nodeId === 'leader');
    assert.equal(leader?.status, 'rejected');
    assert.equal(image.nodes.find((node) => node.nodeId === 'end_rejected')?.status, 'done');
    assert.equal(image.nodes.find((node) => node.nodeId === 'hr')?.status, 'skipped');
  });

  it('bad input: no instance named answers 400 in the caller’s language', async () => {
    const { status, body } = await flow.as(
      'staff',
      'GET',
      '/runtime/instance/v1/getDefStatus',
      undefined,
      'en-US',
    );
    assert.equal(status, 400);
    assert.equal(body.message, 'Choose a process instance');
  });
});
