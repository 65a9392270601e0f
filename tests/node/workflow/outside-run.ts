import {
  deliverEvent,
  fireTimer,
  type StepFacts,
  type StepOutcome,
  signalProcess,
  startProcess,
} from '../../../api/server/workflow/bpmn.js';
import { modelOf } from '../../../api/server/workflow/model.js';

/** How a model other tools wrote fared on the engine's own functions. */
export interface OutsideRun {
  /** end: ran to its end; incident: stopped at a named element; refused: at start, naming elements; error. */
  outcome: 'end' | 'incident' | 'refused' | 'error';
  /** The incident's, refusal's or error's text. */
  detail: string;
  /** User tasks completed on the way. */
  userTasks: number;
}

const STEP_LIMIT = 60;

/**
 * Starts a model and takes every step a person or the clock would: each waiting user task is completed
 * (agree), each waiting timer fires, each call activity runs its called model (from `called`, by key) to
 * its end first, each message or signal waited for is delivered. Stops at the end, at the first incident, or at an error, which it names.
 */
export async function runToEnd(
  name: string,
  xml: string,
  variables: Record<string, unknown> = {},
  called: Record<string, string> = {},
): Promise<OutsideRun> {
  const model = await modelOf(xml);
  const facts = (): StepFacts => ({
    values: variables,
    nodes: {},
    signers: {},
    serviceTasks: model.serviceTasks,
  });
  let userTasks = 0;
  let outcome: StepOutcome;
  try {
    outcome = await startProcess(name, xml, facts());
  } catch (error) {
    const detail = (error as Error).message;
    return { outcome: detail.startsWith('流程包含暂不支持的元素') ? 'refused' : 'error', detail, userTasks };
  }
  try {
    for (let step = 0; step < STEP_LIMIT; step += 1) {
      if (outcome.ended) return { outcome: 'end', detail: outcome.endsReached.join(', '), userTasks };
      const [incident] = outcome.incidents;
      if (incident) return { outcome: 'incident', detail: incident.message, userTasks };
      const [task] = outcome.waiting;
      const [timer] = outcome.timers;
      const [call] = outcome.calls;
      const [event] = outcome.events;
      if (task) {
        userTasks += 1;
        outcome = await signalProcess(outcome.state, facts(), {
          nodeId: task.nodeId,
          executionId: task.executionId,
          payload: { action: 'agree' },
        });
      } else if (call) {
        const child = called[call.calledElement];
        if (!child)
          return {
            outcome: 'incident',
            detail: `调用的流程 ${call.calledElement} 不存在或已停用`,
            userTasks,
          };
        const childRun = await runToEnd(call.calledElement, child, variables, called);
        if (childRun.outcome !== 'end') return childRun;
        userTasks += childRun.userTasks;
        outcome = await signalProcess(outcome.state, facts(), {
          nodeId: call.nodeId,
          executionId: call.executionId,
        });
      } else if (timer) {
        outcome = (await fireTimer(outcome.state, facts(), timer.executionId)) ?? outcome;
      } else if (event) {
        // The message or signal an outside system (or another instance) would send.
        outcome = (await deliverEvent(outcome.state, facts(), event)) ?? outcome;
      } else {
        return { outcome: 'error', detail: 'nothing to act on', userTasks };
      }
    }
    return { outcome: 'error', detail: `more than ${STEP_LIMIT} steps`, userTasks };
  } catch (error) {
    return { outcome: 'error', detail: (error as Error).message, userTasks };
  }
}
