/**
 * Timer start events on PostgreSQL with two server processes' worth of apps on one database: both poll the
 * schedule at once, at each due time and again for times missed, and one instance starts per due time; a
 * deploy of a new version while they poll leaves the new version's schedule alone. Skipped where no
 * PostgreSQL server binaries are installed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import { okValue, workflowClient } from './workflow-helpers.js';
import { cycle, reportWith } from './workflow-timer-start-models.js';

const bin = postgresBin();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('timer start events on PostgreSQL, two servers on one database', {
  skip: bin ? false : NO_POSTGRES,
}, () => {
  let first: TestServer;
  let second: TestServer;

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    second = await startTestServer({ databaseUrl: url, seedDemo: false });
  });

  after(async () => {
    await first?.stop();
    await second?.stop();
  });

  const instances = () =>
    first.app.db
      .selectFrom('bpm_instances')
      .select('def_id')
      .where('def_key', '=', 'hourlyCheck')
      .where('status', '!=', 'draft')
      .execute();
  const due = async () => {
    const rows = await first.app.db
      .selectFrom('bpm_timer_starts')
      .select(['def_id', 'due_at'])
      .where('def_key', '=', 'hourlyCheck')
      .execute();
    assert.equal(rows.length, 1);
    return { defId: rows[0]?.def_id, at: new Date(rows[0]?.due_at as Date).getTime() };
  };
  /** Both servers poll the schedule at `time`, each twice, all at once. */
  const bothPoll = (time: number) =>
    Promise.all([first, second, first, second].map((server) => fireDueTimers(server.app.db, new Date(time))));

  it('starts one instance per due time whichever server polls, and one for the hours missed', async () => {
    const deploy = async () =>
      okValue<DeployResult>(
        await workflowClient(first).as<DeployResult>('zhaolei', 'POST', '/bpmModel/flow/def/v1/deploy', {
          bpmnXml: reportWith('hourlyCheck', cycle('R/PT1H')),
        }),
      );
    const { defId } = await deploy();
    const firstDue = await due();
    assert.equal(firstDue.defId, defId);
    await bothPoll(firstDue.at + MINUTE);
    assert.equal((await instances()).length, 1);
    const next = await due();
    assert.equal(next.at, firstDue.at + HOUR);
    await bothPoll(next.at + MINUTE);
    assert.equal((await instances()).length, 2);
    // Five hours with no server running: one start, then the cycle goes on from then.
    const late = next.at + 5 * HOUR + 30 * MINUTE;
    await bothPoll(late);
    assert.equal((await instances()).length, 3);
    assert.equal((await due()).at, next.at + 6 * HOUR);

    // A new version deployed while both poll: one schedule, the new version's, and no instance lost or doubled.
    const [, { defId: newer }] = await Promise.all([bothPoll(late + MINUTE), deploy()]);
    const after = await due();
    assert.equal(after.defId, newer);
    assert.equal((await instances()).length, 3);
    await bothPoll(after.at + MINUTE);
    const started = await instances();
    assert.equal(started.length, 4);
    assert.equal(started.filter((row) => row.def_id === newer).length, 1);
  });
});
