/**
 * The workflow on PostgreSQL with two server processes' worth of apps on one database: a step taken on
 * one is continued on the other, two completes of one task on both at once apply once (a real
 * SELECT … FOR UPDATE), timers due are fired once whichever app polls, a message sent to both at once is
 * taken once by each waiting instance, and a purchaser's project goes
 * through its approval across both (found by the project's id in the instances' form data, as JSON on
 * PostgreSQL). Skipped where no PostgreSQL server binaries are installed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { EditableProject, SavedProject } from '../../../api/contract/project-editor.js';
import type { PublishedNotice } from '../../../api/contract/project-publication.js';
import type { NoticeSummary } from '../../../api/contract/tender-site.js';
import type { BpmInstance } from '../../../api/contract/workflow.js';
import { issueToken } from '../../../api/server/auth/sessions.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import { withDiagram } from '../workflow/with-diagram.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import { completeProject, PROJECT, setWindows } from './procure-project-helpers.js';
import { leaveData, okValue, workflowClient } from './workflow-helpers.js';

const bin = postgresBin();

describe('the workflow on PostgreSQL, two servers on one database', {
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

  it('continues on one server what the other started, and applies two completes at once only once', async () => {
    const a = workflowClient(first);
    const b = workflowClient(second);
    const instId = await a.start('staff', 'leave', leaveData(5));
    const leaderTask = await b.pendingTask(instId, 'leader', 'liuyang');
    const led = await b.complete('liuyang', { taskId: leaderTask, actionName: 'agree', opinion: '同意' });
    assert.equal(led.body.state, true, led.body.message);
    const hrTask = await a.pendingTask(instId, 'hr', 'lina');
    await Promise.all([a.token('lina'), b.token('lina')]);
    const answers = await Promise.all([
      a.complete('lina', { taskId: hrTask, actionName: 'agree', opinion: '第一台' }),
      b.complete('lina', { taskId: hrTask, actionName: 'agree', opinion: '第二台' }),
    ]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    const { body } = await a.as<BpmInstance>('staff', 'GET', `/runtime/instance/v1/get?id=${instId}`);
    assert.equal(body.value?.status, 'end');
    const hrOpinions = await first.app.db
      .selectFrom('bpm_opinions')
      .select('opinion')
      .where('inst_id', '=', instId)
      .where('node_id', '=', 'hr')
      .execute();
    assert.equal(hrOpinions.length, 1);
  });

  it('takes a purchaser’s project through its approval across both: withdrawn on one, approved on the other', async () => {
    const a = workflowClient(first);
    const b = workflowClient(second);
    const saved = await a.as<SavedProject>(
      'purchaser',
      'POST',
      `${PROJECT}/save`,
      completeProject({ fProjectName: '两台服务器上审批的项目', fProjectNo: 'HDNY-2027-0901' }),
    );
    const id = okValue<SavedProject>(saved).id;
    /** The project's running approval: its instance and pending task, read from the database. */
    const approval = async () => {
      const running = await first.app.db
        .selectFrom('bpm_instances')
        .select(['id', 'form_data'])
        .where('def_key', '=', 'tenderProject')
        .where('status', '=', 'running')
        .execute();
      const instance = running.find((row) => JSON.parse(row.form_data).projectId === id);
      const task = instance
        ? await first.app.db
            .selectFrom('bpm_tasks')
            .select('id')
            .where('inst_id', '=', instance.id)
            .where('status', '=', 'pending')
            .executeTakeFirst()
        : undefined;
      return { instId: instance?.id, taskId: task?.id };
    };
    const state = async (client: typeof a) =>
      okValue<EditableProject>(await client.as('purchaser', 'GET', `${PROJECT}/getEditable?id=${id}`)).fState;

    okValue(await a.as('purchaser', 'POST', `${PROJECT}/submit?projectId=${id}`));
    assert.ok((await approval()).taskId, 'the department head has the approval');
    // Withdrawn through the other server: the approval found by the project's id ends with its to-do.
    okValue(await b.as('purchaser', 'POST', `${PROJECT}/withdraw?projectId=${id}`));
    assert.deepEqual(await approval(), { instId: undefined, taskId: undefined });
    assert.equal(await state(a), 'draft');

    okValue(await b.as('purchaser', 'POST', `${PROJECT}/submit?projectId=${id}`));
    const head = await approval();
    okValue(
      await a.complete('liuyang', { taskId: head.taskId as string, actionName: 'agree', opinion: '同意' }),
    );
    const manager = await approval();
    assert.equal(manager.instId, head.instId);
    okValue(
      await b.complete('chenjing', {
        taskId: manager.taskId as string,
        actionName: 'agree',
        opinion: '同意发布',
      }),
    );
    assert.equal(await state(a), 'registering');
  });

  it('fires each due timer once, whichever server polls', async () => {
    const a = workflowClient(first);
    // Each task has an urge and a due timer; small batches on four pollers claim one task's two timers in
    // different transactions, which is where a careless lock order deadlocks.
    for (let index = 0; index < 8; index += 1)
      await a.start('staff', 'leave', leaveData(1, { endDate: '2026-12-01' }));
    const later = new Date(Date.now() + 365 * 24 * 3_600_000);
    const due = await first.app.db
      .selectFrom('bpm_timers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('fired_at', 'is', null)
      .where('due_at', '<=', later)
      .executeTakeFirstOrThrow();
    const fired = await Promise.all([
      fireDueTimers(first.app.db, later, 1),
      fireDueTimers(second.app.db, later, 3),
      fireDueTimers(first.app.db, later, 5),
      fireDueTimers(second.app.db, later, 500),
    ]);
    assert.equal(
      fired.reduce((sum, count) => sum + count, 0),
      Number(due.count),
    );
    const left = await second.app.db
      .selectFrom('bpm_timers')
      .select('id')
      .where('fired_at', 'is', null)
      .where('due_at', '<=', later)
      .execute();
    assert.deepEqual(left, []);
  });

  it("fires a deployed model's boundary timer once per instance whichever server polls: each task escalated once", async () => {
    const admin = await issueToken(first.app.db, 'u-zhaolei');
    const bpmnXml = await withDiagram(`<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="pg" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="pgEscalation" name="Escalation on two servers" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/>
    <userTask id="approve" name="Approve" camunda:assignee="liuyang"/>
    <boundaryEvent id="late" name="A day late" attachedToRef="approve">
      <timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <sequenceFlow id="f2" sourceRef="late" targetRef="escalate"/>
    <userTask id="escalate" name="Escalated" camunda:assignee="lina"/>
    <sequenceFlow id="f3" sourceRef="approve" targetRef="end"/>
    <sequenceFlow id="f4" sourceRef="escalate" targetRef="end"/>
    <endEvent id="end" name="Done"/>
  </process>
</definitions>`);
    const deployed = await first.request<Envelope<unknown>>('POST', '/bpmModel/flow/def/v1/deploy', {
      token: admin,
      body: { bpmnXml },
    });
    assert.equal(deployed.body.state, true, deployed.body.message);
    const a = workflowClient(first);
    const instances: string[] = [];
    for (let index = 0; index < 4; index += 1) instances.push(await a.start('staff', 'pgEscalation', {}));
    const later = new Date(Date.now() + 2 * 24 * 3_600_000);
    await Promise.all([
      fireDueTimers(first.app.db, later, 1),
      fireDueTimers(second.app.db, later, 2),
      fireDueTimers(first.app.db, later, 50),
      fireDueTimers(second.app.db, later, 50),
    ]);
    const tasks = await second.app.db
      .selectFrom('bpm_tasks')
      .select(['inst_id', 'node_id', 'status'])
      .where('inst_id', 'in', instances)
      .orderBy('inst_id')
      .orderBy('node_id')
      .execute();
    assert.deepEqual(
      tasks.map((task) => `${task.node_id} ${task.status}`),
      instances.flatMap(() => ['approve cancelled', 'escalate pending']),
    );
    const incidents = await second.app.db.selectFrom('bpm_incidents').select('message').execute();
    assert.deepEqual(incidents, []);
  });

  it('delivers a message sent to both servers at once once to each waiting instance', async () => {
    const admin = await issueToken(first.app.db, 'u-zhaolei');
    const bpmnXml = await withDiagram(`<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="pgm" targetNamespace="http://bpmn.io/schema/bpmn">
  <message id="Msg_Go" name="pgGo"/>
  <process id="pgMessage" name="A message on two servers" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="wait"/>
    <receiveTask id="wait" name="Wait for go" messageRef="Msg_Go"/>
    <sequenceFlow id="f2" sourceRef="wait" targetRef="after"/>
    <userTask id="after" name="After" camunda:assignee="liuyang"/>
    <sequenceFlow id="f3" sourceRef="after" targetRef="end"/>
    <endEvent id="end" name="Done"/>
  </process>
</definitions>`);
    const deployed = await first.request<Envelope<unknown>>('POST', '/bpmModel/flow/def/v1/deploy', {
      token: admin,
      body: { bpmnXml },
    });
    assert.equal(deployed.body.state, true, deployed.body.message);
    const a = workflowClient(first);
    const instances: string[] = [];
    for (let index = 0; index < 3; index += 1) instances.push(await a.start('staff', 'pgMessage', {}));
    const send = (server: TestServer) =>
      server.request<Envelope<{ delivered: number; started: string[] }>>(
        'POST',
        '/bpmModel/flow/inst/v1/message',
        {
          token: admin,
          body: { messageName: 'pgGo' },
        },
      );
    const answers = await Promise.all([send(first), send(second), send(first), send(second)]);
    assert.ok(
      answers.every((answer) => answer.body.state),
      answers.map((answer) => answer.body.message).join(),
    );
    assert.equal(
      answers.reduce((sum, answer) => sum + (answer.body.value?.delivered ?? 0), 0),
      3,
    );
    const tasks = await second.app.db
      .selectFrom('bpm_tasks')
      .select(['node_id', 'status'])
      .where('inst_id', 'in', instances)
      .execute();
    assert.deepEqual(
      tasks.map((task) => `${task.node_id} ${task.status}`),
      instances.map(() => 'after pending'),
    );
    const waits = await second.app.db
      .selectFrom('bpm_event_waits')
      .select('id')
      .where('inst_id', 'in', instances)
      .execute();
    assert.deepEqual(waits, []);
  });

  it('serves the public notice list from memory on both: a notice published on one is listed by the other at once', async () => {
    const FRONT = '/portal/procureNotice/v1/queryFront';
    const list = async (server: TestServer) => {
      const { body } = await server.request<Envelope<PageList<NoticeSummary>>>('POST', FRONT, {
        body: { pageBean: { page: 1, pageSize: 10 } },
      });
      assert.equal(body.state, true, body.message);
      return body.value as PageList<NoticeSummary>;
    };
    // Asked twice on each: both keep the answer.
    const before = await list(second);
    assert.deepEqual(await list(second), before);
    assert.deepEqual(await list(first), before);
    await setWindows(first, 'p-102', [24, 96, 120, 122]);
    const published = await first.request<Envelope<PublishedNotice>>('POST', `${PROJECT}/preNotice`, {
      token: await issueToken(first.app.db, 'u-purchaser'),
      body: { projectId: 'p-102', title: '两台服务器上的招标预告', content: '<p>下周报名。</p>' },
    });
    assert.equal(published.body.state, true, published.body.message);
    for (const server of [second, first]) {
      const page = await list(server);
      assert.equal(page.rows[0]?.id, published.body.value?.noticeId);
      assert.equal(page.total, before.total + 1);
    }
  });
});
