import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { CompleteResult, StartResult } from '../../../api/contract/workflow.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { childServer } from './child-server.js';
import { startTestServer } from './harness.js';
import { leaveData, workflowClient } from './workflow-helpers.js';

async function call<T>(url: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

describe('a server killed with SIGKILL in the middle of an instance', () => {
  it('leaves the instance to the next server on the same data, which continues it', async () => {
    // A seeded data folder of our own, and tokens issued into it.
    const seeded = await startTestServer();
    const dataDir = seeded.app.ctx.dataDir;
    const staff = await issueToken(seeded.app.db, 'u-staff');
    const liuyang = await issueToken(seeded.app.db, 'u-liuyang');
    await seeded.app.close();

    const { child, url } = await childServer(dataDir);
    let instId: string;
    try {
      const started = await call<StartResult>(url, staff, 'POST', '/runtime/instance/v1/start', {
        flowKey: 'leave',
        data: leaveData(5),
      });
      assert.equal(started.state, true, started.message);
      instId = (started.value as StartResult).instId;
      // The leader's task, by the instance's current node.
      const instance = await call<{ currentNodes: { nodeId: string }[] }>(
        url,
        staff,
        'GET',
        `/runtime/instance/v1/get?id=${instId}`,
      );
      assert.deepEqual(
        instance.value?.currentNodes.map((node) => node.nodeId),
        ['leader'],
      );
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }

    const next = await startTestServer({ dataDir });
    try {
      const flow = workflowClient(next);
      const leaderTask = await flow.pendingTask(instId, 'leader', 'liuyang');
      const led = await next.request<Envelope<CompleteResult>>('POST', '/runtime/task/v1/complete', {
        token: liuyang,
        body: { taskId: leaderTask, actionName: 'agree', opinion: '同意' },
      });
      assert.equal(led.body.state, true, led.body.message);
      assert.deepEqual(
        led.body.value?.nextTasks.map((task) => task.assigneeNames),
        [['李娜']],
      );
      const hrTask = await flow.pendingTask(instId, 'hr', 'lina');
      const done = await flow.complete('lina', { taskId: hrTask, actionName: 'agree', opinion: '同意' });
      assert.equal(done.body.value?.status, 'end');
    } finally {
      await next.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
