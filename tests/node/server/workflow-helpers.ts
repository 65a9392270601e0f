import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type {
  BpmInstance,
  BpmOpinion,
  CompleteResult,
  CompleteTaskBody,
  StartResult,
  TaskButton,
} from '../../../api/contract/workflow.js';
import type { RejectResult } from '../../../api/contract/workflow-actions.js';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import type { TaskNotice } from '../../../api/contract/workflow-instance.js';
import { withDiagram } from '../workflow/with-diagram.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

/** The workflow's calls over HTTP of workflowClient(). */
export type WorkflowClient = ReturnType<typeof workflowClient>;

/**
 * For a describe(): starts a test server before its tests, hands it and its workflow client to
 * `started`, and stops the server after the tests.
 */
export function withWorkflowServer(started: (server: TestServer, flow: WorkflowClient) => void): void {
  let server: TestServer | undefined;
  before(async () => {
    server = await startTestServer();
    started(server, workflowClient(server));
  });
  after(() => server?.stop());
}

/** The tasks a completion created: each as its node and the names of who may handle it. */
export function nextTasksOf(result: CompleteResult): [string, string[]][] {
  return result.nextTasks.map((task) => [task.nodeId, task.assigneeNames]);
}

/** Calls of the workflow over HTTP, as the demo accounts. */
export function workflowClient(server: TestServer) {
  const tokens = new Map<string, Promise<string>>();
  const token = (account: string) => {
    if (!tokens.has(account)) tokens.set(account, tokenFor(server, account));
    return tokens.get(account) as Promise<string>;
  };
  const as = async <T>(
    account: string | null,
    method: string,
    path: string,
    body?: unknown,
    language?: string,
  ) =>
    server.request<Envelope<T>>(method, path, {
      body,
      token: account ? await token(account) : undefined,
      headers: language ? { 'accept-language': language } : {},
    });
  return {
    token,
    as,
    async start(account: string, flowKey: string, data: Record<string, unknown>): Promise<string> {
      const { status, body } = await as<StartResult>(account, 'POST', '/runtime/instance/v1/start', {
        flowKey,
        data,
      });
      assert.equal(status, 200, body.message);
      assert.equal(body.state, true, body.message);
      return (body.value as StartResult).instId;
    },
    complete(account: string, body: CompleteTaskBody, language?: string) {
      return as<CompleteResult>(account, 'POST', '/runtime/task/v1/complete', body, language);
    },
    /** The pending task of a node that the account may handle (read from the database: the lists are another module's). */
    async pendingTask(instId: string, nodeId: string, account?: string): Promise<string> {
      let query = server.app.db
        .selectFrom('bpm_tasks')
        .innerJoin('bpm_task_candidates', 'bpm_task_candidates.task_id', 'bpm_tasks.id')
        .select('bpm_tasks.id')
        .where('bpm_tasks.inst_id', '=', instId)
        .where('bpm_tasks.node_id', '=', nodeId)
        .where('bpm_tasks.status', '=', 'pending');
      if (account) query = query.where('bpm_task_candidates.user_id', '=', `u-${account}`);
      const row = await query.executeTakeFirst();
      assert.ok(row, `a pending ${nodeId} task of ${instId} for ${account ?? 'anyone'}`);
      return row.id;
    },
    /** Everyone who may handle the pending tasks of a node. */
    async candidatesOf(instId: string, nodeId: string): Promise<string[]> {
      const rows = await server.app.db
        .selectFrom('bpm_tasks')
        .innerJoin('bpm_task_candidates', 'bpm_task_candidates.task_id', 'bpm_tasks.id')
        .select('bpm_task_candidates.user_id')
        .where('bpm_tasks.inst_id', '=', instId)
        .where('bpm_tasks.node_id', '=', nodeId)
        .where('bpm_tasks.status', '=', 'pending')
        .orderBy('bpm_task_candidates.user_id')
        .execute();
      return rows.map((row) => row.user_id);
    },
  };
}

/** A leave request's form values. */
export function leaveData(days: number, overrides: Record<string, unknown> = {}) {
  return {
    leaveType: 'annual',
    startDate: '2026-12-01',
    endDate: '2026-12-05',
    days,
    reason: '回老家探亲。',
    ...overrides,
  };
}

/** The value of a successful answer (status 200, state true), or a failed assertion with its message. */
export function okValue<T>(answer: {
  status: number;
  body: { state: boolean; message: string; value?: unknown };
}) {
  assert.equal(answer.status, 200, answer.body.message);
  assert.equal(answer.body.state, true, answer.body.message);
  return answer.body.value as T;
}

/**
 * The steps the task action tests share, on the server and client that `use` answers once they started:
 * reads of an instance, reject, agree, and the flows brought to the node each test starts from.
 */
export function taskActionSteps(use: () => { server: TestServer; flow: WorkflowClient }) {
  const ok = okValue;
  const flow = () => use().flow;
  const opinions = async (instId: string) =>
    ok<BpmOpinion[]>(
      await flow().as('staff', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`),
    ).map((row) => [row.taskName, row.statusVal, row.auditorName ?? null]);
  const instance = async (instId: string) =>
    ok<BpmInstance>(await flow().as('staff', 'GET', `/runtime/instance/v1/get?id=${instId}`));
  const buttons = async (account: string, taskId: string) =>
    ok<TaskButton[]>(
      await flow().as(account, 'GET', `/runtime/task/v1/getButtonsBytaskId?taskId=${taskId}`),
    ).map((button) => button.alias);
  const reject = (account: string, taskId: string, params: Record<string, string>, language?: string) =>
    flow().as<RejectResult>(
      account,
      'GET',
      `/runtime/task/v1/taskToReject?${new URLSearchParams({ taskId, ...params })}`,
      undefined,
      language,
    );
  /** `account` agrees on the pending task of `nodeId` (one that `candidate` may handle, when given). */
  const agree = async (account: string, instId: string, nodeId: string, opinion = '', candidate?: string) =>
    ok(
      await flow().complete(account, {
        taskId: await flow().pendingTask(instId, nodeId, candidate),
        actionName: 'agree',
        opinion,
      }),
    );
  /** 费用报销 of a trip costing `amount`, agreed by the leader (刘洋): waiting for finance. */
  const expenseAtFinance = async (amount: number) => {
    const instId = await flow().start('staff', 'expense', {
      expenseType: 'travel',
      amount,
      occurDate: '2026-11-20',
      description: '出差。',
    });
    await agree('liuyang', instId, 'leader');
    return instId;
  };
  /** 采购申请 of `purchase`, agreed by the leader (刘洋): at the countersign and the budget review. */
  const purchaseAtSign = async (purchase: Record<string, unknown>) => {
    const instId = await flow().start('staff', 'purchase', purchase);
    await agree('liuyang', instId, 'leader');
    return instId;
  };
  /** 请假 of 5 days, agreed by the leader: waiting for HR (李娜). */
  const atHr = async () => {
    const instId = await flow().start('staff', 'leave', leaveData(5));
    const leaderTask = await flow().pendingTask(instId, 'leader', 'liuyang');
    ok(await flow().complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '同意' }));
    return { instId, hrTask: await flow().pendingTask(instId, 'hr', 'lina') };
  };
  const pendingCount = async (instId: string) =>
    (
      await use()
        .server.app.db.selectFrom('bpm_tasks')
        .select('id')
        .where('inst_id', '=', instId)
        .where('status', '=', 'pending')
        .execute()
    ).length;
  return {
    ok,
    opinions,
    instance,
    buttons,
    reject,
    agree,
    expenseAtFinance,
    purchaseAtSign,
    atHr,
    pendingCount,
  };
}

/** A purchase over the countersign's threshold: two meeting panels. */
export const MEETING_PANELS = {
  itemName: '会议平板',
  quantity: 2,
  budget: 36000,
  needDate: '2026-12-20',
  reason: '会议室设备更新。',
};

/**
 * The reads and the agreement the instance action tests share, on the server and client that `use`
 * answers once they started.
 */
export function instanceActionSteps(use: () => { server: TestServer; flow: WorkflowClient }) {
  const R = '/runtime';
  const db = () => use().server.app.db;
  return {
    instanceRow: (id: string) =>
      db().selectFrom('bpm_instances').selectAll().where('id', '=', id).executeTakeFirst(),
    taskRow: (id: string) =>
      db().selectFrom('bpm_tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    opinions: async (instId: string) =>
      (
        await use().flow.as<BpmOpinion[]>(
          'staff',
          'GET',
          `${R}/instance/v1/instanceFlowOpinions?instId=${instId}`,
        )
      ).body.value ?? [],
    notices: async (account: string, instId: string) =>
      (await use().flow.as<TaskNotice[]>(account, 'GET', `${R}/task/v1/getNotice?instId=${instId}`)).body
        .value ?? [],
    agree: async (account: string, taskId: string, extra: Record<string, unknown> = {}) => {
      const { status, body } = await use().flow.complete(account, {
        taskId,
        actionName: 'agree',
        opinion: '同意。',
        ...extra,
      });
      assert.equal(status, 200, body.message);
    },
  };
}

/**
 * Deploys a model written for a test (diagram data added) as the workflow administrator 赵磊, with a form
 * whose fields (text ones unless typed) are writable everywhere, so that starts keep their values; answers
 * the version's id.
 */
export async function deployWithForm(
  server: TestServer,
  flow: WorkflowClient,
  xml: string,
  fields: (string | { name: string; type: string })[] = [],
): Promise<string> {
  const { defId } = okValue<DeployResult>(
    await flow.as<DeployResult>('zhaolei', 'POST', '/bpmModel/flow/def/v1/deploy', {
      bpmnXml: await withDiagram(xml),
    }),
  );
  const formFields = fields.map((field) =>
    typeof field === 'string' ? { name: field, label: field, type: 'text' } : { ...field, label: field.name },
  );
  await server.app.db
    .updateTable('bpm_definitions')
    .set({
      form_json: JSON.stringify({
        key: defId,
        name: defId,
        fields: formFields,
        permissions: { '*': Object.fromEntries(formFields.map((field) => [field.name, 'w'])) },
      }),
    })
    .where('id', '=', defId)
    .execute();
  return defId;
}
