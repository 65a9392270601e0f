import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BpmOpinion } from '../../../api/contract/workflow.js';
import type { FlowNodeState } from '../../../api/contract/workflow-chart.js';
import type { MessageResult } from '../../../api/contract/workflow-incidents.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import { withDiagram } from '../workflow/with-diagram.js';
import type { TestServer } from './harness.js';
import { deployWithForm, okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * Messages and signals of deployed models, over HTTP (issue 37): a receive task takes a message the message
 * call sends by name and correlation key (or to one instance), a message end event of one instance reaches
 * the catch of another with the same key, a message boundary event takes its task away, and a signal thrown
 * reaches every instance waiting for it; the waits are rows, shown current in the chart, and the element
 * that took one has an opinion row.
 */
const NS =
  'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"';

const ORDER = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="orderDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <message id="Msg_Paid" name="paymentReceived"/>
  <message id="Msg_Cancel" name="cancelOrder"/>
  <message id="Msg_Shipped" name="orderShipped"/>
  <signal id="Sig_Shutdown" name="shutdown"/>
  <process id="orderProcess" name="Order" isExecutable="true">
    <startEvent id="start" name="Ordered"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="waitPayment"/>
    <receiveTask id="waitPayment" name="Wait for the payment" messageRef="Msg_Paid"/>
    <sequenceFlow id="f2" sourceRef="waitPayment" targetRef="ship"/>
    <userTask id="ship" name="Ship" camunda:assignee="liuyang"/>
    <boundaryEvent id="cancelled" name="Cancelled" attachedToRef="ship"><messageEventDefinition messageRef="Msg_Cancel"/></boundaryEvent>
    <sequenceFlow id="f3" sourceRef="ship" targetRef="shipped"/>
    <endEvent id="shipped" name="Shipped"><messageEventDefinition messageRef="Msg_Shipped"/></endEvent>
    <sequenceFlow id="f4" sourceRef="cancelled" targetRef="shutdown"/>
    <intermediateThrowEvent id="shutdown" name="Shut down"><signalEventDefinition signalRef="Sig_Shutdown"/></intermediateThrowEvent>
    <sequenceFlow id="f5" sourceRef="shutdown" targetRef="stopped"/>
    <endEvent id="stopped" name="Stopped"/>
  </process>
</definitions>`;

const WATCHER = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="watcherDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <message id="Msg_Shipped" name="orderShipped"/>
  <process id="shipWatcher" name="Ship watcher" isExecutable="true">
    <startEvent id="start" name="Watch"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="heard"/>
    <intermediateCatchEvent id="heard" name="Shipped"><messageEventDefinition messageRef="Msg_Shipped"/></intermediateCatchEvent>
    <sequenceFlow id="f2" sourceRef="heard" targetRef="archive"/>
    <userTask id="archive" name="Archive" camunda:assignee="lina"/>
    <sequenceFlow id="f3" sourceRef="archive" targetRef="end"/>
    <endEvent id="end" name="Archived"/>
  </process>
</definitions>`;

const ALARM = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="alarmDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <signal id="Sig_Shutdown" name="shutdown"/>
  <process id="alarmWatcher" name="Alarm" isExecutable="true">
    <startEvent id="start" name="Armed"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="alarm"/>
    <intermediateCatchEvent id="alarm" name="Shutdown"><signalEventDefinition signalRef="Sig_Shutdown"/></intermediateCatchEvent>
    <sequenceFlow id="f2" sourceRef="alarm" targetRef="end"/>
    <endEvent id="end" name="Off"/>
  </process>
</definitions>`;

const ANONYMOUS = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="anonymousDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="anonymousWait" name="Anonymous" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="somewhere"/>
    <receiveTask id="somewhere" name="Wait for anything"/>
    <sequenceFlow id="f2" sourceRef="somewhere" targetRef="end"/>
    <endEvent id="end" name="End"/>
  </process>
</definitions>`;

const GATE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="gateDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <message id="Msg_Answer" name="answer"/>
  <process id="answerOrExpire" name="Answer or expire" isExecutable="true">
    <startEvent id="start" name="Asked"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="gate"/>
    <eventBasedGateway id="gate" name="Answer or time"/>
    <sequenceFlow id="f2" sourceRef="gate" targetRef="answered"/>
    <sequenceFlow id="f3" sourceRef="gate" targetRef="expired"/>
    <intermediateCatchEvent id="answered" name="Answered"><messageEventDefinition messageRef="Msg_Answer"/></intermediateCatchEvent>
    <intermediateCatchEvent id="expired" name="A day passed"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></intermediateCatchEvent>
    <sequenceFlow id="f4" sourceRef="answered" targetRef="handle"/>
    <userTask id="handle" name="Handle the answer" camunda:assignee="liuyang"/>
    <sequenceFlow id="f5" sourceRef="handle" targetRef="end"/>
    <endEvent id="end" name="Handled"/>
    <sequenceFlow id="f6" sourceRef="expired" targetRef="late"/>
    <endEvent id="late" name="Expired"/>
  </process>
</definitions>`;

const BY_MESSAGE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="byMessageDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <message id="Msg_New" name="newOrder"/>
  <process id="startedByMessage" name="Started by a message" isExecutable="true">
    <startEvent id="received" name="Order received"><messageEventDefinition messageRef="Msg_New"/></startEvent>
    <sequenceFlow id="f1" sourceRef="received" targetRef="confirm"/>
    <userTask id="confirm" name="Confirm" camunda:assignee="liuyang"/>
    <sequenceFlow id="f2" sourceRef="confirm" targetRef="end"/>
    <endEvent id="end" name="Confirmed"/>
  </process>
</definitions>`;

const ADMIN = 'zhaolei';
const MESSAGE = '/bpmModel/flow/inst/v1/message';
const DAY = 86_400_000;

describe('messages and signals of deployed models, over HTTP', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const db = () => server.app.db;
  /** Deploys a model whose form has a correlationKey field. */
  const deploy = (xml: string) => deployWithForm(server, flow, xml, ['correlationKey']);
  const message = (body: unknown, account = ADMIN, language?: string) =>
    flow.as<MessageResult>(account, 'POST', MESSAGE, body, language);
  const status = async (instId: string) =>
    (
      await db()
        .selectFrom('bpm_instances')
        .select('status')
        .where('id', '=', instId)
        .executeTakeFirstOrThrow()
    ).status;
  const chart = async (instId: string) =>
    okValue<{ nodes: FlowNodeState[] }>(
      await flow.as<{ nodes: FlowNodeState[] }>(
        'staff',
        'GET',
        `/runtime/instance/v1/instanceFlowImage?instId=${instId}`,
      ),
    ).nodes;
  const opinion = async (instId: string, nodeId: string, language?: string) =>
    okValue<BpmOpinion[]>(
      await flow.as<BpmOpinion[]>(
        'staff',
        'GET',
        `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
        undefined,
        language,
      ),
    ).find((entry) => entry.nodeId === nodeId)?.opinion;

  it('delivers messages by name and key, from the call and from another instance, and broadcasts signals', async () => {
    for (const xml of [ORDER, WATCHER, ALARM]) await deploy(xml);
    const orderA = await flow.start('staff', 'orderProcess', { correlationKey: 'A-1' });
    const orderB = await flow.start('staff', 'orderProcess', { correlationKey: 'B-2' });
    const watcherA = await flow.start('staff', 'shipWatcher', { correlationKey: 'A-1' });
    const alarms = [
      await flow.start('staff', 'alarmWatcher', {}),
      await flow.start('staff', 'alarmWatcher', {}),
    ];
    const waits = await db()
      .selectFrom('bpm_event_waits')
      .select(['inst_id', 'node_id', 'kind', 'name', 'correlation_key'])
      .where('inst_id', '=', orderA)
      .execute();
    assert.deepEqual(waits, [
      {
        inst_id: orderA,
        node_id: 'waitPayment',
        kind: 'message',
        name: 'paymentReceived',
        correlation_key: 'A-1',
      },
    ]);
    assert.equal((await chart(orderA)).find((node) => node.nodeId === 'waitPayment')?.status, 'current');

    // The call reaches the instance with the key only; a message nobody waits for reaches nobody.
    assert.deepEqual(
      okValue(
        await message({ messageName: 'paymentReceived', correlationKey: 'A-1', variables: { paid: true } }),
      ),
      { delivered: 1, started: [] },
    );
    const ship = await flow.pendingTask(orderA, 'ship', 'liuyang');
    assert.equal(await opinion(orderA, 'waitPayment'), '收到消息 paymentReceived');
    assert.equal(await opinion(orderA, 'waitPayment', 'en-US'), 'Message paymentReceived received');
    assert.equal(await opinion(orderA, 'waitPayment', 'zh-TW'), '收到訊息 paymentReceived');
    assert.equal((await chart(orderA)).find((node) => node.nodeId === 'waitPayment')?.status, 'done');
    assert.deepEqual(okValue(await message({ messageName: 'paymentReceived', correlationKey: 'A-1' })), {
      delivered: 0,
      started: [],
    });
    const refused = await message(
      { messageName: 'paymentReceived', correlationKey: 'B-2' },
      'liuyang',
      'zh-TW',
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, '只有系統管理員可以向流程傳送訊息');

    // Shipping A ends it with a message end event: the watcher with A's key goes on to its task.
    okValue(await flow.complete('liuyang', { taskId: ship, actionName: 'agree', opinion: '' }));
    assert.equal(await status(orderA), 'end');
    await flow.pendingTask(watcherA, 'archive', 'lina');
    assert.equal(await opinion(watcherA, 'heard'), '收到消息 orderShipped');

    // B paid by its id, then cancelled: the boundary event takes its task away and a signal is thrown,
    // which ends both alarm watchers.
    assert.deepEqual(okValue(await message({ messageName: 'paymentReceived', instId: orderB })), {
      delivered: 1,
      started: [],
    });
    const shipB = await flow.pendingTask(orderB, 'ship', 'liuyang');
    assert.deepEqual(okValue(await message({ messageName: 'cancelOrder', correlationKey: 'B-2' })), {
      delivered: 1,
      started: [],
    });
    const cancelledTask = await db()
      .selectFrom('bpm_tasks')
      .select('status')
      .where('id', '=', shipB)
      .executeTakeFirstOrThrow();
    assert.equal(cancelledTask.status, 'cancelled');
    assert.equal(await status(orderB), 'end');
    // The chart lists the boundary event that took the message and the throw event passed, both done.
    const chartB = await chart(orderB);
    assert.deepEqual(
      ['cancelled', 'shutdown', 'stopped', 'ship'].map(
        (id) => chartB.find((node) => node.nodeId === id)?.status,
      ),
      ['done', 'done', 'done', 'done'],
    );
    assert.equal(
      await opinion(orderB, 'ship', 'en-US'),
      'Message "Cancelled" received: the task was taken away',
    );
    for (const alarm of alarms) {
      assert.equal(await status(alarm), 'end');
      assert.equal(await opinion(alarm, 'alarm'), '收到信号 shutdown');
    }
    const left = await db()
      .selectFrom('bpm_event_waits')
      .select('inst_id')
      .where('inst_id', 'in', [orderA, orderB, watcherA, ...alarms])
      .execute();
    assert.deepEqual(left, []);
  });

  it('takes the way of the first event after an event-based gateway: the message, or the timer', async () => {
    await deploy(GATE);
    const answered = await flow.start('staff', 'answerOrExpire', { correlationKey: 'Q-1' });
    const expiring = await flow.start('staff', 'answerOrExpire', { correlationKey: 'Q-2' });
    const rows = async (instId: string) => [
      ...(
        await db().selectFrom('bpm_event_waits').select('node_id').where('inst_id', '=', instId).execute()
      ).map((row) => row.node_id),
      ...(
        await db()
          .selectFrom('bpm_timers')
          .select('payload')
          .where('inst_id', '=', instId)
          .where('fired_at', 'is', null)
          .execute()
      ).map((row) => JSON.parse(row.payload ?? '{}').nodeId),
    ];
    assert.deepEqual(await rows(answered), ['answered', 'expired']);
    // Suspended, it takes no message; resumed, it does.
    const suspend = (at: Date | null) =>
      db().updateTable('bpm_instances').set({ suspended_at: at }).where('id', '=', answered).execute();
    await suspend(new Date());
    assert.deepEqual(okValue(await message({ messageName: 'answer', correlationKey: 'Q-1' })), {
      delivered: 0,
      started: [],
    });
    await suspend(null);
    assert.deepEqual(okValue(await message({ messageName: 'answer', correlationKey: 'Q-1' })), {
      delivered: 1,
      started: [],
    });
    await flow.pendingTask(answered, 'handle', 'liuyang');
    assert.deepEqual(await rows(answered), []);
    // The other one's day passes: it ends at the timer's end event, and no longer waits for the answer.
    await fireDueTimers(db(), new Date(Date.now() + 2 * DAY));
    assert.equal(await status(expiring), 'end');
    assert.deepEqual(await rows(expiring), []);
    assert.deepEqual(okValue(await message({ messageName: 'answer', correlationKey: 'Q-2' })), {
      delivered: 0,
      started: [],
    });
  });

  it('starts an instance of a definition whose start event waits for a message nobody else waits for', async () => {
    await deploy(BY_MESSAGE);
    const answer = okValue<MessageResult>(
      await message({ messageName: 'newOrder', correlationKey: 'N-1', variables: { amount: 12 } }),
    );
    assert.equal(answer.delivered, 0);
    assert.equal(answer.started.length, 1);
    const [instId] = answer.started as [string];
    await flow.pendingTask(instId, 'confirm', 'liuyang');
    const row = await db()
      .selectFrom('bpm_instances')
      .select(['creator_id', 'form_data'])
      .where('id', '=', instId)
      .executeTakeFirstOrThrow();
    assert.equal(row.creator_id, 'u-zhaolei');
    assert.deepEqual(JSON.parse(row.form_data), { amount: 12, correlationKey: 'N-1' });
    // Started by hand, it goes past its message start event at once.
    const byHand = await flow.start('staff', 'startedByMessage', {});
    await flow.pendingTask(byHand, 'confirm', 'liuyang');
    assert.deepEqual(
      await db()
        .selectFrom('bpm_event_waits')
        .select('node_id')
        .where('inst_id', 'in', [instId, byHand])
        .execute(),
      [],
    );
  });

  it('refuses at deploy an element waiting for a message that names none', async () => {
    const answer = await flow.as(ADMIN, 'POST', '/bpmModel/flow/def/v1/deploy', {
      bpmnXml: await withDiagram(ANONYMOUS),
    });
    assert.equal(answer.body.state, false);
    assert.match(answer.body.message ?? '', /Wait for anything \(receiveTask \(messageRef\)\)/);
  });
});
