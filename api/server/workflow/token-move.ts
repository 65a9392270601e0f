import {
  finish,
  resumeProcess,
  type StepFacts,
  type StepOutcome,
  signalProcess,
  startProcess,
} from './bpmn.js';

/**
 * Moving a token back or elsewhere (reject to an earlier node, take back): bpmn-engine has no public API
 * for it, so the step recovers the saved state into a fresh Engine, starts the target activity in its
 * process and discards the waiting executions the token leaves. The process then runs on from the target
 * as if it had been reached by a flow. Kept here, on its own, with its own tests; the actions that use it
 * (reject, take back) come with the next issue.
 */

interface ProcessLike {
  getActivityById(id: string): { id: string; run(): void } | undefined;
}

interface DefinitionLike {
  getProcesses(): ProcessLike[];
}

interface PostponedLike {
  id: string;
  executionId: string;
  discard(): void;
}

export interface TokenMove {
  /** The waiting executions to leave (every iteration of a countersign, or one task). */
  fromExecutionIds: string[];
  /** The activity the token moves to. */
  toNodeId: string;
}

/** Starts `toNodeId` and discards the waiting executions named; answers the step's outcome. */
export async function moveToken(state: string, facts: StepFacts, move: TokenMove): Promise<StepOutcome> {
  const { engine, tracked, failed, execution } = await resumeProcess(state, facts);
  for (const executionId of move.fromExecutionIds) {
    if (!tracked.waiting.has(executionId)) throw new Error(`execution ${executionId} is not waiting`);
  }
  const definitions = execution.definitions as unknown as DefinitionLike[];
  const target = definitions
    .flatMap((definition) => definition.getProcesses())
    .map((process) => process.getActivityById(move.toNodeId))
    .find((activity) => activity !== undefined);
  if (!target) throw new Error(`activity ${move.toNodeId} is not in the process`);
  const leaving = new Set(move.fromExecutionIds);
  const parents = new Set(move.fromExecutionIds.map((executionId) => executionId.replace(/_\d+$/, '')));
  const discard = () => {
    for (const activity of execution.getPostponed() as unknown as PostponedLike[]) {
      if (leaving.has(activity.executionId) || parents.has(activity.executionId)) activity.discard();
    }
  };
  const restartsItself = (execution.getPostponed() as unknown as PostponedLike[]).some(
    (activity) =>
      activity.id === move.toNodeId &&
      (leaving.has(activity.executionId) || parents.has(activity.executionId)),
  );
  const alone = (execution.getPostponed() as unknown as PostponedLike[]).every(
    (activity) => leaving.has(activity.executionId) || parents.has(activity.executionId),
  );
  if (restartsItself && alone) {
    // Nothing else runs: stopping the node would end the process. The token is where it should be; the
    // caller issues the node's tasks again for the same waiting executions.
    return Promise.race([finish(engine, tracked), failed]);
  }
  if (restartsItself) {
    // The target is the node being left: it must stop before it can start again.
    discard();
    await new Promise((resolve) => setImmediate(resolve));
    target.run();
  } else {
    // Start the target first, so that the process never finds itself without a running activity.
    target.run();
    await new Promise((resolve) => setImmediate(resolve));
    discard();
  }
  for (const executionId of move.fromExecutionIds) tracked.waiting.delete(executionId);
  return Promise.race([finish(engine, tracked), failed]);
}

/** More replayed steps than any definition has nodes: a loop in the flow stops here. */
const REPLAY_LIMIT = 50;

/**
 * Starts the process over and replays what the nodes before `toNodeId` decided (each one's last action), so
 * that the token waits at `toNodeId` again with the rest of the process as it was (a parallel branch that
 * was handled reaches its join again). How a countersign the token never left starts afresh when nothing
 * runs beside it: stopping it in place would take its flow on to the join. Its signers vote from zero.
 */
export async function restartAt(
  name: string,
  bpmnXml: string,
  facts: StepFacts,
  toNodeId: string,
): Promise<StepOutcome> {
  let outcome = await startProcess(name, bpmnXml, facts);
  for (let step = 0; step < REPLAY_LIMIT; step += 1) {
    const decided = outcome.waiting.find(
      (wait) => wait.nodeId !== toNodeId && !wait.parentExecutionId && facts.nodes[wait.nodeId]?.action,
    );
    if (!decided) break;
    outcome = await signalProcess(outcome.state, facts, {
      nodeId: decided.nodeId,
      executionId: decided.executionId,
      payload: { action: facts.nodes[decided.nodeId]?.action },
    });
  }
  return outcome;
}
