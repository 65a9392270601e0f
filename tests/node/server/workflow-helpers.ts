import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { CompleteResult, CompleteTaskBody, StartResult } from '../../../api/contract/workflow.js';
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
