// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the models' expressions are ${…} text, not templates
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { type OutsideRun, runToEnd } from './outside-run.js';

/**
 * The outside models of fixtures/outside/ (real files from public repositories: see its README.md), each
 * started on the engine's own functions and taken step by step as people and the clock would (every user
 * task agreed, every timer fired, every call activity running its called model): each runs to its end, or
 * stops with an incident naming the element, or is refused naming what the portal cannot run. Never
 * stalled. The counts are reported in docs/benchmarks.md ("Models from other tools").
 */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/outside/${name}`, import.meta.url), 'utf8');

type Expected = [OutsideRun['outcome'], string];

const SUITE: { file: string; variables?: Record<string, unknown>; expected: Expected }[] = [
  { file: 'camunda-invoiceApproval.bpmn', expected: ['end', 'EndEvent_1'] },
  { file: 'camunda-loanApproval.bpmn', expected: ['end', 'EndEvent_1'] },
  { file: 'camunda-mainProcess.bpmn', expected: ['end', 'EndEvent_0pf67o7'] },
  { file: 'camunda-subProcess.bpmn', expected: ['end', 'EndEvent_09z3uwr'] },
  {
    file: 'camunda-sample.bpmn',
    expected: ['incident', '节点“say hello”的实现 delegateExpression=${sayHelloDelegate} 不是门户内置的实现'],
  },
  {
    file: 'camunda-synchronousServiceInvocation.bpmn',
    expected: ['incident', '节点“Synchronous Service Task”的实现 class=org.camunda.quickstart'],
  },
  {
    file: 'flowable-VacationRequest.bpmn20.xml',
    variables: { vacationApproved: 'Approve' },
    expected: ['end', 'theEnd1'],
  },
  // Started as its signal start event says, it runs to its Java delegate.
  {
    file: 'flowable-Vacation_request.bpmn20.xml',
    expected: [
      'incident',
      '节点“Process vacation request”的实现 delegateExpression=${vacationRequestProcessor} 不是门户内置的实现',
    ],
  },
  { file: 'flowable-timer.bpmn20.xml', expected: ['end', 'endNoneEvent1'] },
  { file: 'miwg-A.1.0.bpmn', expected: ['end', '_a47df184'] },
  { file: 'miwg-A.2.0.bpmn', expected: ['end', '_258f51eb'] },
  { file: 'miwg-A.3.0.bpmn', expected: ['end', '_ce253897'] },
  // Two pools, neither executable: the deploy refuses it (one executable process), the engine runs none.
  { file: 'miwg-A.4.0.bpmn', expected: ['error', 'No executable processes'] },
  {
    file: 'miwg-B.2.0.bpmn',
    expected: ['refused', '流程包含暂不支持的元素：Start Event 4 Conditional (startEvent)'],
  },
  { file: 'miwg-C.1.0.bpmn', expected: ['refused', '流程包含暂不支持的元素：Invoice'] },
];

const CALLED = { subProcess: fixture('camunda-subProcess.bpmn') };

async function firstProcessId(xml: string): Promise<string> {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const process = (rootElement.rootElements as ModdleElement[]).find(
    (element) => element.$type === 'bpmn:Process',
  );
  return String(process?.id ?? 'process');
}

describe('outside models from public repositories, run step by step', () => {
  for (const { file, variables, expected } of SUITE) {
    it(`${file}: ${expected[0]}`, async () => {
      const xml = fixture(file);
      const run = await runToEnd(await firstProcessId(xml), xml, { ...variables }, CALLED);
      assert.equal(run.outcome, expected[0], run.detail);
      assert.ok(run.detail.startsWith(expected[1]), run.detail);
      if (run.outcome === 'end') assert.ok(run.userTasks >= 0);
    });
  }

  it('counts: 9 of 15 run to their end, 3 stop with a named incident, 2 are refused naming elements, 1 has no executable process', () => {
    const counts = SUITE.reduce<Record<string, number>>((all, { expected }) => {
      all[expected[0]] = (all[expected[0]] ?? 0) + 1;
      return all;
    }, {});
    assert.deepEqual(counts, { end: 9, incident: 3, refused: 2, error: 1 });
  });
});
