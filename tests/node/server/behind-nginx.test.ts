/**
 * The production layout (deploy/nginx.conf, docs/operations.md): two server processes on one PostgreSQL
 * behind nginx. Signed in through one and working through the other and through nginx; a quotation
 * and a task action; a round opened on one process reaches, within a second, a bidder whose event
 * stream nginx gave to the other; one process killed with SIGKILL while the other keeps serving through
 * nginx, with nothing committed lost. Skipped, saying why, without PostgreSQL or nginx.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import { openDatabase } from '../../../api/server/db/database.js';
import { openStream, QUOTE, quotingProject, ticketedStreamUrl } from './bidding-helpers.js';
import type { TestServer } from './harness.js';
import { signIn } from './identity-helpers.js';
import { NO_NGINX, nginxBin, startNginx } from './nginx-proxy.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import { remoteServer, type ServerProcess, startServerProcess } from './server-process.js';
import { leaveData, workflowClient } from './workflow-helpers.js';

const WHO_AM_I = '/uc/api/user/v1/user/getByAccount';
const pgBin = postgresBin();
const nginx = nginxBin();
const skip = !pgBin ? NO_POSTGRES : !nginx ? NO_NGINX : false;

/** How many event streams a process holds, from its metrics (read on loopback). */
async function streamsOn(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^eip_event_streams_open (\d+)$/m.exec(text)?.[1] ?? 'NaN');
}

describe('two server processes on PostgreSQL behind nginx', { skip }, () => {
  it('share sign-in, work, live updates; one killed, the other serves all that was committed', async () => {
    const { url, dataDir } = await testDatabase('seeded');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: '1' };
    const processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const [first, second] = processes as [ServerProcess, ServerProcess];
    const { db } = openDatabase({ dataDir, databaseUrl: url });
    const ports = processes.map((one) => Number(new URL(one.url).port));
    const proxy = await startNginx(nginx as string, ports);
    try {
      const viaNginx = remoteServer(proxy.url, db);
      const direct = [remoteServer(first.url, db), remoteServer(second.url, db)] as const;

      // Signed in through the first, the token works on the second and through nginx.
      const purchaser = await signIn(direct[0], 'purchaser');
      for (const server of [direct[1], viaNginx]) {
        assert.equal((await server.request('POST', WHO_AM_I, { body: {}, token: purchaser })).status, 200);
      }

      // A bidder's event stream through nginx lands on one process; the round opens on the other.
      const project = await quotingProject(direct[0], purchaser, { start: false });
      const [bidder] = project.suppliers;
      assert.ok(bidder);
      const stream = await openStream(await ticketedStreamUrl(proxy.url, bidder.token, project.id));
      assert.equal(stream.status, 200);
      await stream.waitFor((event) => event.event === 'tick');
      const holders = await Promise.all(processes.map(streamsOn));
      const holder = holders.indexOf(1);
      assert.ok(holder >= 0 && holders[1 - holder] === 0, `streams per process: ${holders}`);
      const other = direct[1 - holder] as TestServer;
      const openedAt = Date.now();
      const started = await other.request<Envelope<unknown>>(
        'GET',
        `/form/wProcureproject/v1/startQuotation?projectId=${project.id}`,
        { token: purchaser },
      );
      assert.equal(started.body.state, true, started.body.message);
      const opened = await stream.waitFor((event) => event.event === 'round-opened', 1000);
      assert.ok(Date.now() - openedAt < 1000, `${Date.now() - openedAt} ms`);
      assert.equal((opened.data as { round: number }).round, 1);

      // A quotation through nginx.
      const quoted = await viaNginx.request<Envelope<unknown>>('POST', `${QUOTE}/quotation`, {
        token: bidder.token,
        body: { projectId: project.id, quotationAmount: 800_000 },
      });
      assert.equal(quoted.body.state, true, quoted.body.message);
      stream.close();

      // A task action through nginx: a leave request started and agreed by the leader.
      const flow = workflowClient(viaNginx);
      const instId = await flow.start('staff', 'leave', leaveData(2));
      const [leader] = await flow.candidatesOf(instId, 'leader');
      assert.ok(leader);
      const leaderAccount = leader.replace(/^u-/, '');
      const taskId = await flow.pendingTask(instId, 'leader', leaderAccount);
      const agreed = await flow.complete(leaderAccount, { taskId, actionName: 'agree', opinion: '同意' });
      assert.equal(agreed.body.state, true, agreed.body.message);

      // SIGKILL one process: nginx passes every request to the other, which has all that was committed.
      await processes[0]?.stop('SIGKILL');
      for (let attempt = 0; attempt < 4; attempt++) {
        const answer = await viaNginx.request('POST', WHO_AM_I, { body: {}, token: purchaser });
        assert.equal(answer.status, 200, `request ${attempt + 1} after the kill`);
      }
      const instance = await viaNginx.request<Envelope<{ currentNodes: { nodeId: string }[] }>>(
        'GET',
        `/runtime/instance/v1/get?id=${instId}`,
        { token: await flow.token('staff') },
      );
      assert.equal(instance.body.state, true, instance.body.message);
      assert.notDeepEqual(
        instance.body.value?.currentNodes.map((node) => node.nodeId),
        ['leader'],
        'the agreement moved the instance on',
      );
      const quotations = await db
        .selectFrom('procure_quotations')
        .select('amount')
        .where('project_id', '=', project.id)
        .execute();
      assert.deepEqual(
        quotations.map((row) => Number(row.amount)),
        [800_000],
      );
    } finally {
      await proxy.stop();
      await Promise.all(processes.map((one) => one.stop('SIGKILL')));
      await db.destroy();
    }
  });
});
