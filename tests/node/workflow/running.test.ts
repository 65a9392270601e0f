// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the models' expressions are ${…} text, not templates
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fireTimer, resumeStep, signalProcess, startProcess } from '../../../api/server/workflow/bpmn.js';
import { modelOf } from '../../../api/server/workflow/model.js';
import { facts, signalAt, waitingNodes } from './bpmn-helpers.js';

/** A model with what the portal runs besides user tasks: built-in tasks, timers, a call activity. */
export const RUNNING_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <process id="running" name="Running" isExecutable="true">
    <startEvent id="start" name="Start"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="setLevel"/>
    <serviceTask id="setLevel" name="Set level" camunda:type="setVariable">
      <extensionElements><camunda:field name="name" stringValue="level"/><camunda:field name="value"><camunda:expression>\${amount * 2}</camunda:expression></camunda:field></extensionElements>
    </serviceTask>
    <sequenceFlow id="f2" sourceRef="setLevel" targetRef="approve"/>
    <userTask id="approve" name="Approve"/>
    <boundaryEvent id="late" name="Two hours late" attachedToRef="approve">
      <timerEventDefinition><timeDuration xsi:type="tFormalExpression">PT2H</timeDuration></timerEventDefinition>
    </boundaryEvent>
    <boundaryEvent id="remind" name="Reminder" attachedToRef="approve" cancelActivity="false">
      <timerEventDefinition><timeDate xsi:type="tFormalExpression">2026-01-01T00:00:00Z</timeDate></timerEventDefinition>
    </boundaryEvent>
    <sequenceFlow id="f3" sourceRef="late" targetRef="escalate"/>
    <userTask id="escalate" name="Escalated"/>
    <sequenceFlow id="f3b" sourceRef="remind" targetRef="tell"/>
    <sendTask id="tell" name="Tell" camunda:type="message">
      <extensionElements><camunda:field name="to" stringValue="\${initiator}"/><camunda:field name="subject" stringValue="Level \${level}"/></extensionElements>
    </sendTask>
    <sequenceFlow id="f3c" sourceRef="tell" targetRef="told"/>
    <endEvent id="told"/>
    <sequenceFlow id="f4" sourceRef="approve" targetRef="wait"/>
    <sequenceFlow id="f5" sourceRef="escalate" targetRef="wait"/>
    <intermediateCatchEvent id="wait" name="Wait a day"><timerEventDefinition><timeDuration>P1D</timeDuration></timerEventDefinition></intermediateCatchEvent>
    <sequenceFlow id="f6" sourceRef="wait" targetRef="child"/>
    <callActivity id="child" name="Child" calledElement="childProcess"/>
    <sequenceFlow id="f7" sourceRef="child" targetRef="check"/>
    <serviceTask id="check" name="Check stock" camunda:class="com.example.Check"/>
    <sequenceFlow id="f8" sourceRef="check" targetRef="end"/>
    <endEvent id="end" name="End"/>
  </process>
</definitions>`;

const values = () => ({ amount: 3, initiator: 'u1' });

describe('what the portal runs besides user tasks, on the engine', () => {
  it('reads timers, built-in tasks and call activities, and keeps the engine from timing out itself', async () => {
    const model = await modelOf(RUNNING_MODEL);
    assert.deepEqual(model.unsupported, []);
    assert.deepEqual(model.timers.late, {
      type: 'timeDuration',
      value: 'PT2H',
      attachedTo: 'approve',
      interrupting: true,
    });
    assert.equal(model.timers.remind?.interrupting, false);
    assert.equal(model.timers.wait?.value, 'P1D');
    assert.equal(model.serviceTasks.setLevel?.builtIn, 'setVariable');
    assert.equal(
      model.serviceTasks.check?.problem,
      '节点“Check stock”的实现 class=com.example.Check 不是门户内置的实现（message、mail、setVariable）',
    );
    assert.deepEqual(model.calls.child, { calledElement: 'childProcess' });
    assert.doesNotMatch(model.source, /PT2H|2026-01-01/);
  });

  it('sets a variable, waits with two timers, and a timer firing moves the instance', async () => {
    const model = await modelOf(RUNNING_MODEL);
    // The instance's variables, as steps.ts saves them after each step.
    const variables = values();
    const run = () => ({ ...facts(variables), serviceTasks: model.serviceTasks });
    const stepFacts = run();
    const started = await startProcess('running', RUNNING_MODEL, stepFacts);
    assert.equal(stepFacts.values.level, 6);
    assert.deepEqual(started.effects, [
      { nodeId: 'setLevel', kind: 'setVariable', fields: { name: 'level', value: '6' } },
    ]);
    assert.deepEqual(waitingNodes(started), ['approve']);
    assert.deepEqual(started.timers.map((timer) => timer.nodeId).sort(), ['late', 'remind']);
    // The non-interrupting reminder: a message is sent, the task still waits.
    const remind = started.timers.find((timer) => timer.nodeId === 'remind');
    const reminded = await fireTimer(started.state, run(), remind?.executionId ?? '');
    assert.deepEqual(waitingNodes(reminded!), ['approve']);
    assert.deepEqual(reminded?.effects, [
      { nodeId: 'tell', kind: 'message', fields: { to: 'u1', subject: 'Level 6' } },
    ]);
    assert.deepEqual(
      reminded?.timers.map((timer) => timer.nodeId),
      ['late'],
    );
    // The interrupting one: the task is left for the escalation.
    const late = reminded?.timers[0];
    const escalated = await fireTimer(reminded!.state, run(), late?.executionId ?? '');
    assert.deepEqual(waitingNodes(escalated!), ['escalate']);
    assert.deepEqual(escalated?.timers, []);
    // A timer that no longer waits fires nothing.
    assert.equal(await fireTimer(escalated!.state, run(), late?.executionId ?? ''), undefined);
    // The intermediate catch, then the call activity waits for its child; after it, an incident.
    const waiting = await signalAt(escalated!, 'escalate', run());
    assert.deepEqual(
      waiting.timers.map((timer) => timer.nodeId),
      ['wait'],
    );
    const calling = await fireTimer(waiting.state, run(), waiting.timers[0]?.executionId ?? '');
    assert.deepEqual(
      calling?.calls.map(({ nodeId, calledElement }) => [nodeId, calledElement]),
      [['child', 'childProcess']],
    );
    const call = calling!.calls[0]!;
    const stopped = await signalProcess(calling!.state, run(), {
      nodeId: call.nodeId,
      executionId: call.executionId,
    });
    assert.equal(stopped.ended, false);
    assert.deepEqual(
      stopped.incidents.map(({ nodeId, message }) => [nodeId, message]),
      [
        [
          'check',
          '节点“Check stock”的实现 class=com.example.Check 不是门户内置的实现（message、mail、setVariable）',
        ],
      ],
    );
    // Retried, it stops again; skipped, the process ends.
    assert.equal((await resumeStep(stopped.state, run())).incidents.length, 1);
    const skipped = await resumeStep(stopped.state, { ...run(), skip: [stopped.incidents[0]!.executionId] });
    assert.equal(skipped.ended, true);
  });

  it('repeats a non-interrupting boundary cycle as often as the model says, each repetition a timer of its own', async () => {
    const cycling = RUNNING_MODEL.replace(
      '<timeDate xsi:type="tFormalExpression">2026-01-01T00:00:00Z</timeDate>',
      '<timeCycle xsi:type="tFormalExpression">R2/PT1H</timeCycle>',
    );
    const model = await modelOf(cycling);
    assert.deepEqual(model.unsupported, []);
    assert.deepEqual(model.timers.remind, {
      type: 'timeCycle',
      value: 'R2/PT1H',
      attachedTo: 'approve',
      interrupting: false,
    });
    const variables = values();
    const run = () => ({ ...facts(variables), serviceTasks: model.serviceTasks });
    let outcome = await startProcess('running', cycling, run());
    const fired: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const remind = outcome.timers.find((timer) => timer.nodeId === 'remind');
      assert.ok(remind, `the reminder waits for its repetition ${round + 1}`);
      assert.ok(!fired.includes(remind.executionId), 'each repetition is a timer of its own');
      fired.push(remind.executionId);
      const next = await fireTimer(outcome.state, run(), remind.executionId);
      assert.deepEqual(waitingNodes(next!), ['approve']);
      assert.deepEqual(
        next?.effects.map((effect) => effect.nodeId),
        ['tell'],
      );
      outcome = next!;
    }
    // Twice, as R2 says: then only the interrupting timer waits.
    assert.deepEqual(
      outcome.timers.map((timer) => timer.nodeId),
      ['late'],
    );
    // An interrupting boundary event's cycle is refused, naming it.
    const interrupting = await modelOf(cycling.replace('cancelActivity="false"', ''));
    assert.deepEqual(
      interrupting.unsupported.map((element) => [element.id, element.type]),
      [['remind', 'boundaryEvent (timeCycle)']],
    );
  });
});
