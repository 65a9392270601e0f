import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BpmOpinion } from '../../../api/contract/workflow.js';
import type { FlowNodeState } from '../../../api/contract/workflow-chart.js';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import type { IncidentActionResult, WorkflowIncident } from '../../../api/contract/workflow-incidents.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import { withDiagram } from '../workflow/with-diagram.js';
import type { TestServer } from './harness.js';
import { deployWithForm, okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';

/**
 * What the portal runs besides user tasks, over HTTP (issue 37): a deployed model's boundary timers fired by
 * the poller's own function at a later time (an interrupting one escalates the task, whose approver is then
 * told it was cancelled; a non-interrupting one sends an inner message), a call activity running a child
 * instance and going on when it ends, a service task the portal cannot run stopping with an incident that
 * the workflow administrator (赵磊, role 系统管理员) lists, retries and skips, in three languages.
 */
const NS =
  'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"';

const CHILD = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="child" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="childReview" name="Child review" isExecutable="true">
    <startEvent id="childStart" name="Start"/>
    <sequenceFlow id="c1" sourceRef="childStart" targetRef="review"/>
    <userTask id="review" name="Review" camunda:assignee="zhangwei"/>
    <sequenceFlow id="c2" sourceRef="review" targetRef="childEnd"/>
    <endEvent id="childEnd" name="Reviewed"/>
  </process>
</definitions>`;

const PARENT = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="parent" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="escalation" name="Escalation" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="setLevel"/>
    <serviceTask id="setLevel" name="Set level" camunda:type="setVariable">
      <extensionElements><camunda:field name="name" stringValue="level"/><camunda:field name="value" stringValue="high"/></extensionElements>
    </serviceTask>
    <sequenceFlow id="f2" sourceRef="setLevel" targetRef="approve"/>
    <userTask id="approve" name="Approve" camunda:assignee="liuyang"/>
    <boundaryEvent id="late" name="Two hours late" attachedToRef="approve">
      <timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT2H</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <boundaryEvent id="remind" name="After an hour" attachedToRef="approve" cancelActivity="false">
      <timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT1H</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <sequenceFlow id="f3" sourceRef="late" targetRef="escalate"/>
    <userTask id="escalate" name="Escalated approval" camunda:assignee="lina"/>
    <sequenceFlow id="f4" sourceRef="remind" targetRef="tell"/>
    <sendTask id="tell" name="Remind the administrator" camunda:type="message">
      <extensionElements><camunda:field name="to" stringValue="zhaolei"/><camunda:field name="subject" stringValue="Approval waits (\${level})"/></extensionElements>
    </sendTask>
    <sequenceFlow id="f5" sourceRef="tell" targetRef="told"/>
    <endEvent id="told" name="Reminded"/>
    <sequenceFlow id="f6" sourceRef="approve" targetRef="join"/>
    <sequenceFlow id="f7" sourceRef="escalate" targetRef="join"/>
    <exclusiveGateway id="join" name="Approved"/>
    <sequenceFlow id="f8" sourceRef="join" targetRef="child"/>
    <callActivity id="child" name="Child review" calledElement="childReview"/>
    <sequenceFlow id="f9" sourceRef="child" targetRef="check"/>
    <serviceTask id="check" name="Check stock" camunda:class="com.example.CheckStock"/>
    <sequenceFlow id="f10" sourceRef="check" targetRef="end"/>
    <endEvent id="end" name="Done"/>
  </process>
</definitions>`;

const MAPPED_CHILD = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="mappedChildDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="mappedChild" name="Mapped child" isExecutable="true">
    <startEvent id="childStart" name="Start"/>
    <sequenceFlow id="c1" sourceRef="childStart" targetRef="double"/>
    <serviceTask id="double" name="Double" camunda:type="setVariable">
      <extensionElements><camunda:field name="name" stringValue="result"/><camunda:field name="value" stringValue="\${amount * 2}"/></extensionElements>
    </serviceTask>
    <sequenceFlow id="c2" sourceRef="double" targetRef="review"/>
    <userTask id="review" name="Review" camunda:assignee="zhangwei"/>
    <sequenceFlow id="c3" sourceRef="review" targetRef="childEnd"/>
    <endEvent id="childEnd" name="Reviewed"/>
  </process>
</definitions>`;

const MAPPED_PARENT = `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="mappedParentDefinitions" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="mappedParent" name="Mapped parent" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="call"/>
    <callActivity id="call" name="Call the child" calledElement="mappedChild">
      <extensionElements>
        <camunda:in source="total" target="amount"/>
        <camunda:in sourceExpression="\${total + 1}" target="next"/>
        <camunda:out source="result" target="doubled"/>
      </extensionElements>
    </callActivity>
    <sequenceFlow id="f2" sourceRef="call" targetRef="check"/>
    <userTask id="check" name="Check" camunda:assignee="liuyang"/>
    <sequenceFlow id="f3" sourceRef="check" targetRef="end"/>
    <endEvent id="end" name="Done"/>
  </process>
</definitions>`;

const ADMIN = 'zhaolei';
const HOUR = 3_600_000;

describe('timers, call activities and incidents of a deployed model, over HTTP', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const db = () => server.app.db;
  const deploy = async (xml: string) =>
    okValue(
      await flow.as<DeployResult>(ADMIN, 'POST', '/bpmModel/flow/def/v1/deploy', {
        bpmnXml: await withDiagram(xml),
      }),
    );
  const opinions = async (instId: string) =>
    okValue<BpmOpinion[]>(
      await flow.as<BpmOpinion[]>(
        'staff',
        'GET',
        `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
      ),
    );
  const incidents = async (account = ADMIN, language?: string) =>
    flow.as<WorkflowIncident[]>(account, 'GET', '/runtime/incident/v1/list', undefined, language);
  const instanceStatus = async (instId: string) =>
    (
      await db()
        .selectFrom('bpm_instances')
        .select('status')
        .where('id', '=', instId)
        .executeTakeFirstOrThrow()
    ).status;

  it('escalates at the boundary timer, runs the child, stops at the service task, and the administrator retries and skips it', async () => {
    await deploy(CHILD);
    await deploy(PARENT);
    const instId = await flow.start('staff', 'escalation', {});
    const approve = await flow.pendingTask(instId, 'approve', 'liuyang');
    const timers = await db()
      .selectFrom('bpm_timers')
      .select(['due_at'])
      .where('inst_id', '=', instId)
      .where('kind', '=', 'bpmn')
      .orderBy('due_at')
      .execute();
    assert.equal(timers.length, 2);
    const started = new Date(timers[0]!.due_at).getTime() - HOUR;
    // Before the hour nothing fires; after it the reminder goes to 赵磊, the task still waits.
    const unfired = async () =>
      (
        await db()
          .selectFrom('bpm_timers')
          .select('payload')
          .where('inst_id', '=', instId)
          .where('fired_at', 'is', null)
          .execute()
      ).map((row) => JSON.parse(row.payload ?? '{}').nodeId);
    await fireDueTimers(db(), new Date(started + HOUR - 1000));
    assert.deepEqual((await unfired()).sort(), ['late', 'remind']);
    await fireDueTimers(db(), new Date(started + HOUR + 1000));
    assert.deepEqual(await unfired(), ['late']);
    const reminder = await db()
      .selectFrom('inner_messages')
      .innerJoin('inner_message_receipts', 'inner_message_receipts.message_id', 'inner_messages.id')
      .select('inner_messages.subject')
      .where('inner_message_receipts.receiver_id', '=', 'u-zhaolei')
      .where('inner_messages.subject', '=', 'Approval waits (high)')
      .executeTakeFirst();
    assert.ok(reminder, 'the reminder reached 赵磊 with the variable the first task set');
    assert.equal(await flow.pendingTask(instId, 'approve', 'liuyang'), approve);
    // After two hours the task is escalated to 李娜; 刘洋's approval is refused plainly, in his language.
    await fireDueTimers(db(), new Date(started + 2 * HOUR + 1000));
    const refused = await flow.complete(
      'liuyang',
      { taskId: approve, actionName: 'agree', opinion: '' },
      'en-US',
    );
    assert.equal(refused.status, 409);
    assert.equal(
      refused.body.message,
      'This task was cancelled: the process has moved on to another step. Refresh to see it',
    );
    const escalate = await flow.pendingTask(instId, 'escalate', 'lina');
    assert.deepEqual(await unfired(), []);
    // The opinions say the timer took 刘洋's task away, in the reader's language.
    const takenAway = async (language: string) =>
      okValue<BpmOpinion[]>(
        await flow.as<BpmOpinion[]>(
          'staff',
          'GET',
          `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
          undefined,
          language,
        ),
      )
        .filter((opinion) => opinion.nodeId === 'approve')
        .map((opinion) => [opinion.statusVal, opinion.opinion]);
    assert.deepEqual(await takenAway('zh-CN'), [['end', '定时器“Two hours late”到期，任务已转走']]);
    assert.deepEqual(await takenAway('en-US'), [
      ['end', 'Timer "Two hours late" fired: the task was taken away'],
    ]);

    // The call activity starts the child; its end moves the parent on.
    okValue(await flow.complete('lina', { taskId: escalate, actionName: 'agree', opinion: '' }));
    const child = await db()
      .selectFrom('bpm_instances')
      .select(['id', 'creator_id', 'status'])
      .where('parent_inst_id', '=', instId)
      .executeTakeFirstOrThrow();
    assert.equal(child.creator_id, 'u-staff');
    const called = (await opinions(instId)).find((opinion) => opinion.nodeId === 'child');
    assert.match(called?.opinion ?? '', new RegExp(child.id));
    const chart = async (language?: string) =>
      okValue<{ nodes: FlowNodeState[] }>(
        await flow.as<{ nodes: FlowNodeState[] }>(
          'staff',
          'GET',
          `/runtime/instance/v1/instanceFlowImage?instId=${instId}`,
          undefined,
          language,
        ),
      ).nodes;
    const callNode = (await chart()).find((node) => node.nodeId === 'child');
    assert.deepEqual([callNode?.status, callNode?.childInstId], ['current', child.id]);
    const review = await flow.pendingTask(child.id, 'review', 'zhangwei');
    okValue(await flow.complete('zhangwei', { taskId: review, actionName: 'agree', opinion: '' }));
    assert.equal(await instanceStatus(child.id), 'end');

    // The service task stops the parent with an incident naming it; only administrators see it.
    assert.equal(await instanceStatus(instId), 'running');
    const [incident, ...others] = okValue<WorkflowIncident[]>(await incidents());
    assert.equal(others.length, 0);
    assert.deepEqual(
      [incident?.instId, incident?.nodeId, incident?.kind, incident?.message],
      [
        instId,
        'check',
        'service',
        '节点“Check stock”的实现 class=com.example.CheckStock 不是门户内置的实现（message、mail、setVariable）',
      ],
    );
    assert.equal(
      okValue<WorkflowIncident[]>(await incidents(ADMIN, 'en-US'))[0]?.message,
      'The implementation class=com.example.CheckStock of step "Check stock" is not one the portal has built in (message, mail, setVariable)',
    );
    const checkNode = (await chart()).find((node) => node.nodeId === 'check');
    assert.equal(checkNode?.status, 'current');
    assert.match(checkNode?.incident ?? '', /com\.example\.CheckStock/);
    // The chart names it in the reader's language, as the incident list does.
    assert.equal(
      (await chart('en-US')).find((node) => node.nodeId === 'check')?.incident,
      'The implementation class=com.example.CheckStock of step "Check stock" is not one the portal has built in (message, mail, setVariable)',
    );
    // So does the shared instance page's chart (a guest of a short link, or anyone who may see it).
    const shared = await flow.as<{ chart: { nodes: FlowNodeState[] } }>(
      'staff',
      'GET',
      `/runtime/share/v1/instance?instId=${instId}`,
      undefined,
      'zh-TW',
    );
    assert.equal(
      okValue<{ chart: { nodes: FlowNodeState[] } }>(shared).chart.nodes.find(
        (node) => node.nodeId === 'check',
      )?.incident,
      '節點「Check stock」的實作 class=com.example.CheckStock 不是入口網站內建的實作（message、mail、setVariable）',
    );
    assert.equal((await chart()).find((node) => node.nodeId === 'child')?.status, 'done');
    const stranger = await incidents('liuyang', 'zh-TW');
    assert.equal(stranger.status, 403);
    assert.equal(stranger.body.message, '只有系統管理員可以處理流程異常');

    // A retry runs it again and fails again: a new incident; a skip ends the instance.
    const retried = okValue<IncidentActionResult>(
      await flow.as<IncidentActionResult>(ADMIN, 'POST', '/runtime/incident/v1/retry', { id: incident?.id }),
    );
    assert.equal(retried.incident.resolution, 'retried');
    assert.equal(retried.incident.resolvedBy, '赵磊');
    assert.ok(retried.again && retried.again.id !== incident?.id);
    const skipped = okValue<IncidentActionResult>(
      await flow.as<IncidentActionResult>(ADMIN, 'POST', '/runtime/incident/v1/skip', {
        id: retried.again?.id,
      }),
    );
    assert.equal(skipped.incident.resolution, 'skipped');
    assert.equal(skipped.again, null);
    assert.equal(await instanceStatus(instId), 'end');
    assert.deepEqual(okValue<WorkflowIncident[]>(await incidents()), []);
    const twice = await flow.as(ADMIN, 'POST', '/runtime/incident/v1/skip', { id: retried.again?.id });
    assert.equal(twice.body.message, '该流程异常已处理，请刷新后查看');
    // A refusal <incident-list> shows above its table: no code, so the portal does not toast it as well.
    assert.equal(twice.body.state, false);
    assert.equal((twice.body as { code?: unknown }).code, undefined);
    const gone = await flow.as(ADMIN, 'POST', '/runtime/incident/v1/retry', { id: 'no-such-incident' });
    assert.deepEqual(gone.body, { state: false, message: '流程异常不存在' });
  });

  it('passes the variables a call activity maps in to its child, and takes back those it maps out', async () => {
    await deploy(MAPPED_CHILD);
    await deployWithForm(server, flow, MAPPED_PARENT, [{ name: 'total', type: 'number' }]);
    const instId = await flow.start('staff', 'mappedParent', { total: 5 });
    const valuesOf = async (id: string) =>
      JSON.parse(
        (
          await db()
            .selectFrom('bpm_instances')
            .select('form_data')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).form_data,
      );
    const child = await db()
      .selectFrom('bpm_instances')
      .select('id')
      .where('parent_inst_id', '=', instId)
      .executeTakeFirstOrThrow();
    // Only what the call maps in: total as amount, total + 1 as next; the child's own result beside them.
    assert.deepEqual(await valuesOf(child.id), { amount: 5, next: 6, result: 10 });
    const review = await flow.pendingTask(child.id, 'review', 'zhangwei');
    okValue(await flow.complete('zhangwei', { taskId: review, actionName: 'agree', opinion: '' }));
    await flow.pendingTask(instId, 'check', 'liuyang');
    // Only what it maps out comes back.
    assert.deepEqual(await valuesOf(instId), { total: 5, doubled: 10 });
  });
});
