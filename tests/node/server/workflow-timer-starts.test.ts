import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageList } from '../../../api/contract/envelope.js';
import type { BpmOpinion } from '../../../api/contract/workflow.js';
import type { FlowNodeState } from '../../../api/contract/workflow-chart.js';
import type { DeployResult } from '../../../api/contract/workflow-deploy.js';
import type { DraftRow } from '../../../api/contract/workflow-drafts.js';
import type { IncidentActionResult, WorkflowIncident } from '../../../api/contract/workflow-incidents.js';
import type { InstanceRow, TodoRow } from '../../../api/contract/workflow-lists.js';
import { fireDueTimers } from '../../../api/server/workflow/timers.js';
import { withDiagram } from '../workflow/with-diagram.js';
import type { TestServer } from './harness.js';
import { deployWithForm, okValue, type WorkflowClient, withWorkflowServer } from './workflow-helpers.js';
import { cycle, date, duration, MONTHLY_REPORT, reportWith } from './workflow-timer-start-models.js';

/**
 * Timer start events of deployed models, over HTTP: a definition whose start event has a timer starts
 * instances by itself (a Camunda Modeler export with a cron cycle, ISO 8601 cycles, a date, a duration),
 * once per due time however often the poll runs, once for times missed; in the deploying administrator's
 * name with the opinion 定时启动; only the main version's schedule runs, none while suspended; a start
 * that fails leaves an incident and the schedule goes on; times that cannot be scheduled are refused at
 * deploy naming the start event, in three languages.
 */
const ADMIN = 'zhaolei';
const DEF = '/bpmModel/flow/def/v1';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timer start events of deployed models, over HTTP', () => {
  let server: TestServer;
  let flow: WorkflowClient;
  withWorkflowServer((started, client) => {
    server = started;
    flow = client;
  });
  const db = () => server.app.db;
  const deploy = async (xml: string) =>
    okValue<DeployResult>(await flow.as<DeployResult>(ADMIN, 'POST', `${DEF}/deploy`, { bpmnXml: xml }));
  const refusal = async (xml: string, language?: string) => {
    const answer = await flow.as(ADMIN, 'POST', `${DEF}/deploy`, { bpmnXml: xml }, language);
    assert.equal(answer.body.state, false);
    return answer.body.message;
  };
  /** The instances of a key, oldest first, with their version. */
  const instances = (key: string) =>
    db()
      .selectFrom('bpm_instances')
      .select(['id', 'def_id', 'creator_id', 'status'])
      .where('def_key', '=', key)
      .where('status', '!=', 'draft')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const schedule = (key: string) =>
    db().selectFrom('bpm_timer_starts').select(['def_id', 'due_at']).where('def_key', '=', key).execute();
  const dueOf = async (key: string) => {
    const [row, ...more] = await schedule(key);
    assert.ok(row, `a schedule of ${key}`);
    assert.equal(more.length, 0);
    return new Date(row.due_at).getTime();
  };
  const fireAt = (time: number) => fireDueTimers(db(), new Date(time));
  const opinions = async (instId: string, language?: string) =>
    okValue<BpmOpinion[]>(
      await flow.as<BpmOpinion[]>(
        ADMIN,
        'GET',
        `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`,
        undefined,
        language,
      ),
    );
  const list = async <T>(account: string, path: string) =>
    okValue<PageList<T>>(
      await flow.as<PageList<T>>(account, 'POST', `/runtime${path}`, {
        pageBean: { page: 1, pageSize: 100 },
      }),
    ).rows;

  it('starts the Camunda export on its cron cycle: once per due time, once for the months missed', async () => {
    const before = Date.now();
    const { defId } = await deploy(MONTHLY_REPORT);
    const first = await dueOf('monthlyReport');
    // The first of a month, 9:00 in China (UTC+8), after the deploy, and within a month of it.
    const china = new Date(first + 8 * HOUR);
    assert.deepEqual([china.getUTCDate(), china.getUTCHours(), china.getUTCMinutes()], [1, 9, 0]);
    assert.ok(first > before && first - before <= 31 * DAY, new Date(first).toISOString());

    await fireAt(first - MINUTE);
    assert.deepEqual(await instances('monthlyReport'), []);
    await fireAt(first + MINUTE);
    // Polled again at the same time (another process's poll, a second round): nothing more starts.
    await fireAt(first + MINUTE);
    const [started, ...others] = await instances('monthlyReport');
    assert.equal(others.length, 0);
    assert.ok(started);
    assert.deepEqual(
      { defId: started.def_id, creator: started.creator_id, status: started.status },
      { defId, creator: 'u-zhaolei', status: 'running' },
    );
    await flow.pendingTask(started.id, 'Activity_writeReport', 'liuyang');
    // The administrator who deployed it finds it among their requests, the handler among their to-dos.
    const requests = await list<InstanceRow>(ADMIN, '/instance/v1/myRequest');
    assert.ok(requests.some((row) => row.instId === started.id));
    const todo = await list<TodoRow>('liuyang', '/task/v1/getTodoList');
    assert.ok(todo.some((row) => row.instId === started.id));
    const [startRow] = await opinions(started.id);
    assert.deepEqual(
      [startRow?.nodeId, startRow?.opinion, startRow?.auditorName],
      ['StartEvent_monthly', '定时启动', null],
    );
    // The chart shows the start event passed by the schedule, nobody's.
    const chart = okValue<{ nodes: FlowNodeState[] }>(
      await flow.as<{ nodes: FlowNodeState[] }>(
        ADMIN,
        'GET',
        `/runtime/instance/v1/instanceFlowImage?instId=${started.id}`,
      ),
    ).nodes.find((node) => node.nodeId === 'StartEvent_monthly');
    assert.deepEqual([chart?.status, chart?.opinion, chart?.handlers], ['done', '定时启动', []]);
    assert.equal((await opinions(started.id, 'zh-TW'))[0]?.opinion, '定時啟動');
    assert.equal((await opinions(started.id, 'en-US'))[0]?.opinion, 'Started on schedule');

    // The next first of the month is due next; three months with no server running start one instance.
    const second = await dueOf('monthlyReport');
    assert.ok(second - first >= 28 * DAY && second - first <= 31 * DAY, new Date(second).toISOString());
    const later = second + 70 * DAY;
    await fireAt(later);
    assert.equal((await instances('monthlyReport')).length, 2);
    const third = await dueOf('monthlyReport');
    assert.ok(third > later && third - later <= 31 * DAY, new Date(third).toISOString());

    // Started by hand, it goes past its timer start event at once.
    const byHand = await flow.start('staff', 'monthlyReport', {});
    await flow.pendingTask(byHand, 'Activity_writeReport', 'liuyang');
  });

  it('starts on ISO 8601 cycles, a date and a duration, as many times as they say', async () => {
    const deployedAt = Date.now();
    await deploy(reportWith('tenMinutesThrice', cycle('R3/PT10M')));
    await deploy(reportWith('inAnHour', duration('PT1H')));
    const at = new Date(deployedAt + 2 * DAY).toISOString();
    await deploy(reportWith('onTheDay', date(at)));
    const from = new Date(deployedAt + 3 * DAY);
    await deploy(reportWith('dailyFrom', cycle(`R/${from.toISOString()}/P1D`)));

    const thrice = await dueOf('tenMinutesThrice');
    assert.ok(thrice - deployedAt >= 10 * MINUTE && thrice - deployedAt < 11 * MINUTE);
    for (const step of [0, 10, 20, 30, 40]) await fireAt(thrice + step * MINUTE + 1000);
    assert.equal((await instances('tenMinutesThrice')).length, 3);
    assert.deepEqual(await schedule('tenMinutesThrice'), []);

    const hour = await dueOf('inAnHour');
    assert.ok(hour - deployedAt >= HOUR && hour - deployedAt < HOUR + MINUTE);
    assert.equal((await instances('inAnHour')).length, 0);
    await fireAt(hour);
    await fireAt(hour + DAY);
    assert.equal((await instances('inAnHour')).length, 1);
    assert.deepEqual(await schedule('inAnHour'), []);

    assert.equal(await dueOf('onTheDay'), new Date(at).getTime());
    await fireAt(new Date(at).getTime() + MINUTE);
    assert.equal((await instances('onTheDay')).length, 1);
    assert.deepEqual(await schedule('onTheDay'), []);

    // A cycle with a start of its own starts there first, then each day after it.
    assert.equal(await dueOf('dailyFrom'), from.getTime());
    await fireAt(from.getTime());
    assert.equal(await dueOf('dailyFrom'), from.getTime() + DAY);
    assert.equal((await instances('dailyFrom')).length, 1);
  });

  it('runs only the main version’s schedule: a new version replaces it, a suspended one starts nothing', async () => {
    const { defId: hourly } = await deploy(reportWith('replacedSchedule', cycle('R/PT1H')));
    assert.equal((await schedule('replacedSchedule'))[0]?.def_id, hourly);
    const { defId: once } = await deploy(reportWith('replacedSchedule', duration('PT2H')));
    const due = await dueOf('replacedSchedule');
    assert.equal((await schedule('replacedSchedule'))[0]?.def_id, once);
    await fireAt(due - 30 * MINUTE);
    assert.deepEqual(await instances('replacedSchedule'), []);

    okValue(await flow.as(ADMIN, 'POST', `${DEF}/suspend?defKey=replacedSchedule`));
    await fireAt(due + MINUTE);
    assert.deepEqual(await instances('replacedSchedule'), []);
    okValue(await flow.as(ADMIN, 'POST', `${DEF}/activate?defKey=replacedSchedule`));
    // Activated, the start it missed comes once.
    await fireAt(due + 2 * MINUTE);
    await fireAt(due + 3 * MINUTE);
    const started = await instances('replacedSchedule');
    assert.deepEqual(
      started.map((row) => row.def_id),
      [once],
    );

    // A version without a timer start drops the key's schedule.
    await deploy(reportWith('replacedSchedule', cycle('R/PT1H')));
    const plain = MONTHLY_REPORT.replaceAll('monthlyReport', 'replacedSchedule').replace(
      /<bpmn:timerEventDefinition[\s\S]*?<\/bpmn:timerEventDefinition>/,
      '',
    );
    await deploy(plain);
    assert.deepEqual(await schedule('replacedSchedule'), []);
  });

  it('leaves an incident when a scheduled start fails, keeps it as a draft to retry, and goes on', async () => {
    // The first step after the start is a gateway whose conditions read a form value a scheduled start lacks.
    const failing = reportWith('failingStart', cycle('R/PT1H'))
      .replace(
        'targetRef="Activity_writeReport" />',
        `targetRef="Gateway_amount" />\n    <bpmn:exclusiveGateway id="Gateway_amount" name="Amount?" />\n    <bpmn:sequenceFlow id="Flow_big" name="Over 100" sourceRef="Gateway_amount" targetRef="Activity_writeReport"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${amount &gt; 100}</bpmn:conditionExpression></bpmn:sequenceFlow>`,
      )
      .replace(/<bpmndi:BPMNDiagram[\s\S]*<\/bpmndi:BPMNDiagram>/, '');
    await deployWithForm(server, flow, failing, [{ name: 'amount', type: 'number' }]);
    const due = await dueOf('failingStart');
    await fireAt(due + MINUTE);
    assert.deepEqual(await instances('failingStart'), []);
    assert.ok((await dueOf('failingStart')) > due + MINUTE, 'the schedule goes on');

    const open = okValue<WorkflowIncident[]>(
      await flow.as<WorkflowIncident[]>(ADMIN, 'GET', '/runtime/incident/v1/list'),
    ).filter((incident) => incident.defName === 'Monthly report' && incident.nodeId === 'StartEvent_monthly');
    assert.equal(open.length, 1);
    const [incident] = open as [WorkflowIncident];
    assert.equal(incident.kind, 'timer');
    assert.equal(incident.nodeName, 'First of the month, 9:00');
    assert.match(incident.message, /Over 100/);
    const drafts = await list<DraftRow>(ADMIN, '/instance/v1/myDraft');
    assert.ok(drafts.some((row) => row.id === incident.instId));

    const skipped = await flow.as(ADMIN, 'POST', '/runtime/incident/v1/skip', { id: incident.id }, 'en-US');
    assert.equal(
      skipped.body.message,
      'A failed scheduled start cannot be skipped: retry it once fixed, or delete it from the drafts',
    );
    // Retried as it is, it fails again: a new incident with this try's error.
    const retried = okValue<IncidentActionResult>(
      await flow.as<IncidentActionResult>(ADMIN, 'POST', '/runtime/incident/v1/retry', { id: incident.id }),
    );
    assert.equal(retried.incident.resolution, 'retried');
    assert.equal(retried.again?.instId, incident.instId);
    // Submitted by hand with the value, the draft starts and its incident is over.
    okValue(
      await flow.as(ADMIN, 'POST', '/runtime/instance/v1/start', {
        flowKey: 'failingStart',
        draftId: incident.instId,
        data: { amount: 500 },
      }),
    );
    const still = okValue<WorkflowIncident[]>(
      await flow.as<WorkflowIncident[]>(ADMIN, 'GET', '/runtime/incident/v1/list'),
    ).filter((entry) => entry.instId === incident.instId);
    assert.deepEqual(still, []);
  });

  it('refuses at deploy the times it cannot schedule, naming the start event, in three languages', async () => {
    const expression = reportWith('expressionStart', date(`\${reportDate}`));
    assert.equal(
      await refusal(expression),
      `开始事件“First of the month, 9:00”的定时 \${reportDate} 是表达式：定时启动时还没有流程变量，请写明时间`,
    );
    assert.equal(
      await refusal(expression, 'zh-TW'),
      `開始事件「First of the month, 9:00」的定時 \${reportDate} 是運算式：定時啟動時還沒有流程變數，請寫明時間`,
    );
    assert.equal(
      await refusal(expression, 'en-US'),
      `The timer \${reportDate} of start event "First of the month, 9:00" is an expression: a process started on schedule has no variables yet, so write the time itself`,
    );
    assert.equal(
      await refusal(reportWith('pastStart', date('2020-01-01T09:00:00+08:00')), 'en-US'),
      'The time 2020-01-01T09:00:00+08:00 of start event "First of the month, 9:00" has passed: the process would never start on schedule',
    );
    assert.equal(
      await refusal(reportWith('badCycle', cycle('every monday')), 'zh-TW'),
      '開始事件「First of the month, 9:00」的週期 every monday 不是 ISO 8601 的重複週期（如 R/PT1H），也不是 cron 運算式',
    );
    const twoStarts = reportWith('twoStarts', cycle('R/PT1H'))
      .replace(
        '<bpmn:sequenceFlow id="Flow_0w1xk2q"',
        '<bpmn:startEvent id="StartEvent_byHand" name="By hand" />\n    <bpmn:sequenceFlow id="Flow_hand" sourceRef="StartEvent_byHand" targetRef="Activity_writeReport" />\n    <bpmn:sequenceFlow id="Flow_0w1xk2q"',
      )
      .replace(/<bpmndi:BPMNDiagram[\s\S]*<\/bpmndi:BPMNDiagram>/, '');
    assert.equal(
      await refusal(await withDiagram(twoStarts)),
      '开始事件“First of the month, 9:00”带定时，流程中不能再有别的开始事件',
    );
    for (const key of ['expressionStart', 'pastStart', 'badCycle', 'twoStarts'])
      assert.deepEqual(await schedule(key), []);
  });
});
