/** The seeded definitions and small builders the bpmn-engine tests share. */
import assert from 'node:assert/strict';
import { WORKFLOW_DEFINITIONS } from '../../../api/server/demo/workflow-definitions.js';
import { type StepFacts, type StepOutcome, signalProcess } from '../../../api/server/workflow/bpmn.js';

const seeded = (id: string) => {
  const definition = WORKFLOW_DEFINITIONS.find((entry) => entry.id === id);
  if (!definition) throw new Error(`the seeded definition ${id} is missing`);
  return definition;
};

/** 请假申请 and 采购申请 as seeded. */
export const leave = seeded('def-leave-2');
export const purchase = seeded('def-purchase-1');

export const facts = (
  values: Record<string, unknown>,
  nodes: StepFacts['nodes'] = {},
  signers = {},
): StepFacts => ({
  values,
  nodes,
  signers,
});

export const waitingNodes = (outcome: StepOutcome) => outcome.waiting.map((wait) => wait.nodeId).sort();

/** The one execution waiting at `nodeId`. */
export function only(outcome: StepOutcome, nodeId: string) {
  const found = outcome.waiting.filter((wait) => wait.nodeId === nodeId);
  assert.equal(found.length, 1, `one execution of ${nodeId} waits`);
  return found[0] as (typeof found)[number];
}

/** Signals the one execution waiting at `nodeId` of an outcome with the step's facts. */
export function signalAt(outcome: StepOutcome, nodeId: string, stepFacts: StepFacts): Promise<StepOutcome> {
  return signalProcess(outcome.state, stepFacts, { nodeId, executionId: only(outcome, nodeId).executionId });
}
