import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { badRequest } from '../http/envelope.js';
import { ExpressionProblem, evaluateCondition, evaluateExpression } from './expressions.js';
import { type ModelReading, markedExpression, modelOf } from './model.js';
import type { MailDirectory } from './process-mail.js';
import { type EngineRun, runsFor, type ServiceEffect, type StepIncident } from './service-tasks.js';

/**
 * One step of a process on bpmn-engine: start a definition, or recover its saved state into a fresh
 * Engine, resume it and signal one waiting user task. The engine lives only for the step; what it
 * says (the user tasks waiting now, the end reached) is returned with its state for the caller to save.
 *
 * Conditions in the BPMN are expressions such as `${environment.services.lte('days', 3)}`: they call
 * the services below, which read the facts of this step (form values, votes). A model another tool wrote
 * has its own expressions (`${amount > 1000}`), evaluated over the same facts by expressions.ts. No script
 * runs.
 */

/** A user task execution waiting for its signal (one per iteration of a multi-instance task). */
export interface WaitingTask {
  nodeId: string;
  executionId: string;
  /** The execution of the whole multi-instance activity for an iteration. */
  parentExecutionId?: string;
  index?: number;
}

/** What the step decided with: the form's values and the votes of the nodes handled so far. */
export interface StepFacts {
  values: Record<string, unknown>;
  /** nodeId → the last action of the node (agree/oppose) or, for a countersign, its votes. */
  nodes: Record<string, NodeFacts>;
  /** nodeId → how many signers a countersign node gets (resolved before the step). */
  signers: Record<string, number>;
  /** nodeId → why its people could not be found (a model's collection over a variable nobody set yet). */
  problems?: Record<string, Error>;
  /** The model's service-like tasks (model-running.ts): what each runs, or why it cannot. */
  serviceTasks?: ModelReading['serviceTasks'];
  /** Executions of service-like tasks an administrator skipped: they complete without running. */
  skip?: string[];
  /** The accounts the model's mail tasks name, with their addresses (process-mail.ts). */
  mailDirectory?: MailDirectory;
  /** A start by a message or a signal: the start event that takes it (by hand: the model's first such). */
  startEvent?: string;
}

export interface NodeFacts {
  /** For a single-handler node: the action of its last completion. */
  action?: string;
  agree?: number;
  oppose?: number;
  total?: number;
  /** Agreements needed to pass (countersign). */
  needed?: number;
}

export interface StepOutcome {
  /** Every user task execution waiting after the step. */
  waiting: WaitingTask[];
  /** The end events reached in this step. */
  endsReached: string[];
  /** Whether the process has finished. */
  ended: boolean;
  /** JSON of engine.getState(). */
  state: string;
  /** The BPMN timers waiting after the step (their rows are written by steps.ts). */
  timers: WaitingTimer[];
  /** The call activities waiting for their child instance. */
  calls: WaitingCall[];
  /** Service-like tasks that could not run: each waits for an administrator (incidents.ts). */
  incidents: StepIncident[];
  /** What the built-in tasks of the step did, for the caller to write (messages sent, variables set). */
  effects: ServiceEffect[];
  /** The catching elements waiting for a message or a signal after the step (their rows: events.ts). */
  events: WaitingEvent[];
  /** The messages and signals thrown in the step, for the caller to deliver to other instances. */
  thrown: ThrownEvent[];
}

/** A message or a signal, by the model's element for it and its name (its id when it has none). */
export interface EventReference {
  kind: 'message' | 'signal';
  refId: string;
  name: string;
}

/** A receive task, message or signal catch, or message or signal boundary event waiting. */
export interface WaitingEvent extends EventReference {
  nodeId: string;
  executionId: string;
}

/** A message or signal throw event (or end event) reached in a step. */
export interface ThrownEvent extends EventReference {
  nodeId: string;
}

/** A timer event waiting (a boundary event's or an intermediate catch's). */
export interface WaitingTimer {
  nodeId: string;
  /** The timer's own execution (its event definition's). */
  executionId: string;
}

/** A call activity waiting for the instance it starts to end. */
export interface WaitingCall {
  nodeId: string;
  executionId: string;
  calledElement: string;
}

/** The first failure of a model's expression or people during one engine's step: what the caller is told. */
interface ExpressionFailures {
  first?: Error;
}

const numberOf = (value: unknown) =>
  value === '' || value === null || value === undefined ? Number.NaN : Number(value);

/** Whether a countersign node has decided: passed, failed, or everybody voted. */
export function countersignDecided(node: NodeFacts | undefined): boolean {
  if (!node?.total) return false;
  const agree = node.agree ?? 0;
  const oppose = node.oppose ?? 0;
  const needed = node.needed ?? node.total;
  return agree >= needed || oppose > node.total - needed || agree + oppose >= node.total;
}

/** The expression functions a definition's conditions may call. */
export function servicesFor(facts: StepFacts, failed: ExpressionFailures = {}) {
  const value = (field: string) => numberOf(facts.values[field]);
  const agreed = (nodeId: string) => {
    const node = facts.nodes[nodeId];
    if (!node) return false;
    if (node.total) return (node.agree ?? 0) >= (node.needed ?? node.total);
    return node.action === 'agree';
  };
  return {
    lte: (field: string, limit: number) => value(field) <= limit,
    gt: (field: string, limit: number) => value(field) > limit,
    eq: (field: string, expected: unknown) => String(facts.values[field] ?? '') === String(expected),
    /** The node was agreed (a countersign: enough signers agreed). */
    agreed,
    /** Every node named was agreed. */
    allAgreed: (...nodeIds: string[]) => nodeIds.every(agreed),
    /** A countersign's number of signers (its loop cardinality). */
    signers: (nodeId: string) => {
      // Reached only now: the node's people were needed, and could not be found.
      const problem = facts.problems?.[nodeId];
      if (problem) {
        failed.first ??= problem;
        throw problem;
      }
      return facts.signers[nodeId] ?? 0;
    },
    /** A countersign's completion condition. */
    signDone: (nodeId: string) => countersignDecided(facts.nodes[nodeId]),
  };
}

interface ActivityApi {
  id: string;
  type?: string;
  executionId: string;
  content: { isMultiInstance?: boolean; index?: number };
}

/** What a wait or a throw says of its message or signal (bpmn-elements' event definitions, receive task). */
interface EventContent {
  state?: string;
  message?: { id?: string; name?: string; messageType?: string };
  signal?: { id?: string; name?: string };
}

/** The types whose wait is for a message or a signal (the event definition's own, for an event). */
const EVENT_WAITS: Record<string, EventReference['kind']> = {
  'bpmn:ReceiveTask': 'message',
  'bpmn:MessageEventDefinition': 'message',
  'bpmn:SignalEventDefinition': 'signal',
};

/** The message or signal an engine event names, or undefined for an anonymous one. */
function referenceOf(kind: EventReference['kind'], content: EventContent): EventReference | undefined {
  const reference = content.signal ?? content.message;
  if (!reference?.id || reference.id === 'anonymous') return undefined;
  return { kind, refId: reference.id, name: reference.name || reference.id };
}

export function track() {
  const listener = new EventEmitter();
  const waiting = new Map<string, WaitingTask>();
  const timers = new Map<string, WaitingTimer & { parentExecutionId: string }>();
  const calls = new Map<string, WaitingCall>();
  const events = new Map<string, WaitingEvent>();
  const thrown: ThrownEvent[] = [];
  const endsReached: string[] = [];
  const onThrow = (kind: EventReference['kind']) => (api: ActivityApi & { content: EventContent }) => {
    const reference = api.content.state === 'throw' ? referenceOf(kind, api.content) : undefined;
    if (reference) thrown.push({ nodeId: api.id, ...reference });
  };
  listener.on('activity.message', onThrow('message'));
  listener.on('activity.signal', onThrow('signal'));
  listener.on('activity.timer', (api: ActivityApi & { content: { parent?: { executionId?: string } } }) => {
    const parentExecutionId = api.content.parent?.executionId ?? api.executionId.replace(/_\d+$/, '');
    timers.set(api.executionId, { nodeId: api.id, executionId: api.executionId, parentExecutionId });
  });
  listener.on('activity.call', (api: ActivityApi & { content: { calledElement?: string } }) => {
    calls.set(api.executionId, {
      nodeId: api.id,
      executionId: api.executionId,
      calledElement: String(api.content.calledElement ?? ''),
    });
  });
  listener.on('wait', (api: ActivityApi & { signal?: () => void; content: EventContent }) => {
    // A manual task is work done outside any system: it passes, as Camunda and Flowable run it.
    if (api.type === 'bpmn:ManualTask') return api.signal?.();
    const kind = api.type ? EVENT_WAITS[api.type] : undefined;
    const reference = kind && referenceOf(kind, api.content);
    if (reference)
      events.set(api.executionId, { nodeId: api.id, executionId: api.executionId, ...reference });
    if (api.type && api.type !== 'bpmn:UserTask') return;
    const { isMultiInstance, index } = api.content;
    waiting.set(api.executionId, {
      nodeId: api.id,
      executionId: api.executionId,
      // An iteration's execution id is its activity's followed by `_<index>`.
      ...(isMultiInstance ? { parentExecutionId: api.executionId.replace(/_\d+$/, ''), index } : {}),
    });
  });
  const leave = (api: ActivityApi) => {
    waiting.delete(api.executionId);
    calls.delete(api.executionId);
    events.delete(api.executionId);
    for (const [executionId, timer] of timers) {
      if (executionId === api.executionId || timer.parentExecutionId === api.executionId)
        timers.delete(executionId);
    }
    // A multi-instance activity that completes leaves its unsignalled iterations behind.
    for (const [executionId, task] of waiting) {
      if (task.parentExecutionId === api.executionId) waiting.delete(executionId);
    }
  };
  listener.on('activity.end', (api: ActivityApi) => {
    leave(api);
    if (api.type === 'bpmn:EndEvent') endsReached.push(api.id);
  });
  listener.on('activity.discard', leave);
  listener.on('activity.leave', leave);
  listener.on('activity.stop', leave);
  return {
    listener,
    waiting,
    timers,
    calls,
    events,
    thrown,
    endsReached,
    run: undefined as EngineRun | undefined,
  };
}

/** Lets the engine run what a signal set off (conditions and services are synchronous). */
async function settle(engine: Engine): Promise<void> {
  for (let round = 0; round < 3; round += 1) await new Promise((resolve) => setImmediate(resolve));
  if (engine.state === 'error') throw failures.get(engine) ?? new Error('the process definition failed');
}

async function outcomeOf(engine: Engine, tracked: ReturnType<typeof track>): Promise<StepOutcome> {
  await settle(engine);
  const execution = engine.execution;
  const ended = !execution?.isRunning;
  const incidents = [...(tracked.run?.incidents.values() ?? [])];
  return {
    waiting: ended ? [] : [...tracked.waiting.values()],
    endsReached: tracked.endsReached,
    ended,
    state: JSON.stringify(await engine.getState()),
    timers: ended
      ? []
      : [...tracked.timers.values()].map(({ nodeId, executionId }) => ({ nodeId, executionId })),
    calls: ended ? [] : [...tracked.calls.values()],
    incidents: ended ? [] : incidents,
    effects: tracked.run?.effects ?? [],
    events: ended ? [] : [...tracked.events.values()],
    thrown: tracked.thrown,
  };
}

/** Captures the outcome, then lets the engine go: the next step recovers a fresh one from the state. */
export async function finish(engine: Engine, tracked: ReturnType<typeof track>): Promise<StepOutcome> {
  const outcome = await outcomeOf(engine, tracked);
  tracked.listener.removeAllListeners();
  if (!outcome.ended) await engine.stop();
  return outcome;
}

/** bpmn-elements' own expression handler, as a bare Engine has it: the engine's service calls go to it. */
const ENGINE_EXPRESSIONS = new Engine().environment.expressions;

/** The first failure of each engine, as the caller reads it (a model's expression that cannot be evaluated). */
const failures = new WeakMap<Engine, Error>();

/** What a model's expression reads: the form's values and, in a multi-instance task, its counters. */
function variablesFor(facts: StepFacts, nodeId: string | undefined): Record<string, unknown> {
  if (!nodeId || !(nodeId in facts.signers)) return { ...facts.values };
  const node = facts.nodes[nodeId];
  const instances = facts.signers[nodeId] || node?.total || 0;
  const completed = (node?.agree ?? 0) + (node?.oppose ?? 0);
  return {
    ...facts.values,
    nrOfInstances: instances,
    nrOfCompletedInstances: completed,
    nrOfActiveInstances: instances - completed,
  };
}

/**
 * The engine's expression handler: a model's own conditions (marked with their element by model.ts) are
 * evaluated by expressions.ts over the step's facts; everything else goes to bpmn-elements' handler.
 */
function expressionsFor(facts: StepFacts, failed: ExpressionFailures): typeof ENGINE_EXPRESSIONS {
  return {
    ...ENGINE_EXPRESSIONS,
    resolveExpression(text: string, context: unknown, fnContext?: unknown) {
      const marked = typeof text === 'string' ? markedExpression(text) : undefined;
      if (!marked) return ENGINE_EXPRESSIONS.resolveExpression(text, context, fnContext);
      try {
        if (marked.kind === 'flow') return evaluateCondition(marked.text, variablesFor(facts, undefined));
        if (marked.kind === 'done') return evaluateCondition(marked.text, variablesFor(facts, marked.id));
        const count = Number(evaluateExpression(marked.text, variablesFor(facts, undefined)));
        if (!Number.isInteger(count) || count < 0) throw new ExpressionProblem('结果不是非负整数');
        return count;
      } catch (error) {
        if (!(error instanceof ExpressionProblem)) throw error;
        const label = marked.name || marked.id;
        // Whole sentences, each one entry of the translations (http/translations/workflow.ts).
        const refusal = {
          flow: () => `连线“${label}”的条件 ${marked.text} 无法计算：${error.message}`,
          done: () => `节点“${label}”的完成条件 ${marked.text} 无法计算：${error.message}`,
          count: () => `节点“${label}”的循环次数 ${marked.text} 无法计算：${error.message}`,
        };
        failed.first ??= badRequest(refusal[marked.kind]());
        throw error;
      }
    },
  };
}

/** The error a step fails with: the expression that failed, a gateway with no way out, or the engine's own. */
function failureOf(error: unknown, failed: ExpressionFailures): Error {
  if (failed.first) return failed.first;
  const message = error instanceof Error ? error.message : String(error);
  const stuck = /^<([^>]+)> no conditional flow taken/.exec(message);
  if (stuck) {
    const content = (error as { source?: { content?: { name?: string; type?: string } } }).source?.content;
    const name = content?.name || stuck[1];
    return badRequest(
      content?.type?.endsWith('Gateway')
        ? `网关“${name}”的出口条件都不成立，也没有默认连线`
        : `节点“${name}”的出口条件都不成立，也没有默认连线`,
    );
  }
  return error instanceof Error ? error : new Error(message);
}

export function failOnError(engine: Engine, failed: ExpressionFailures = {}): Promise<never> {
  return new Promise((_, reject) => {
    engine.once('error', (error: unknown) => {
      const failure = failureOf(error, failed);
      failures.set(engine, failure);
      reject(failure);
    });
  });
}

/**
 * A fresh Engine for one step, with the step's services and expression handler, and the portal's own
 * implementations of service-like tasks (service-tasks.ts), whose runs `tracked` reports.
 */
function engineFor(
  facts: StepFacts,
  tracked: ReturnType<typeof track>,
  source?: { name: string; xml: string },
) {
  const failed: ExpressionFailures = {};
  const run = runsFor(facts);
  tracked.run = run;
  const options = {
    services: servicesFor(facts, failed),
    expressions: expressionsFor(facts, failed),
    // bpmn-engine's typings want more of a Script than bpmn-elements calls (service-tasks.ts).
    extensions: run.extensions as never,
    scripts: run.scripts as never,
  };
  const engine = new Engine({ ...options, ...(source ? { name: source.name, source: source.xml } : {}) });
  return { engine, options, failed };
}

/** The refusal of a model with elements the portal cannot run, naming them (at deploy and at start). */
export function unsupportedRefusal(model: ModelReading) {
  const elements = model.unsupported.map((element) => `${element.name} (${element.type})`).join(', ');
  return badRequest(`流程包含暂不支持的元素：${elements}`);
}

/** Starts a definition: runs from its start event to the first waiting user tasks (or its end). */
export async function startProcess(name: string, bpmnXml: string, facts: StepFacts): Promise<StepOutcome> {
  const model = await modelOf(bpmnXml);
  if (model.unsupported.length > 0) throw unsupportedRefusal(model);
  const tracked = track();
  const { engine, failed: expressionFailures } = engineFor(facts, tracked, { name, xml: model.source });
  const failed = failOnError(engine, expressionFailures);
  const execution = await Promise.race([engine.execute({ listener: tracked.listener }), failed]);
  // A process started by a message or a signal waits at its start event: the start is that message.
  if (model.eventStarts.length > 0) {
    await Promise.race([settle(engine), failed]);
    const startEvent = facts.startEvent ?? model.eventStarts[0]?.nodeId;
    const waitingStart = [...tracked.events.values()].find((event) => event.nodeId === startEvent);
    if (waitingStart) execution.signal({ id: waitingStart.refId });
  }
  return Promise.race([finish(engine, tracked), failed]);
}

/**
 * Recovers a saved state into a fresh Engine and resumes it: the engine, its tracked executions, the resumed
 * execution, and `failed`, which rejects on the engine's first error.
 */
export async function resumeProcess(state: string, facts: StepFacts) {
  const tracked = track();
  const { engine, options, failed: expressionFailures } = engineFor(facts, tracked);
  engine.recover(JSON.parse(state), options);
  const failed = failOnError(engine, expressionFailures);
  const execution = await Promise.race([engine.resume({ listener: tracked.listener }), failed]);
  return { engine, tracked, failed, execution };
}

/** Recovers a saved state into a fresh Engine, resumes it and signals one waiting execution. */
export async function signalProcess(
  state: string,
  facts: StepFacts,
  signal: { nodeId: string; executionId: string; payload?: Record<string, unknown> },
): Promise<StepOutcome> {
  const { engine, tracked, failed, execution } = await resumeProcess(state, facts);
  // A user task, or a call activity whose child instance ended.
  if (!tracked.waiting.has(signal.executionId) && !tracked.calls.has(signal.executionId)) {
    throw new Error(`execution ${signal.executionId} of ${signal.nodeId} is not waiting`);
  }
  execution.signal({ ...signal.payload, id: signal.nodeId, executionId: signal.executionId });
  // A signalled iteration of a multi-instance task completes without an end event of its own.
  tracked.waiting.delete(signal.executionId);
  tracked.calls.delete(signal.executionId);
  return Promise.race([finish(engine, tracked), failed]);
}

/** The waiting executions of a saved state (to check what the database says against the engine). */
export async function waitingOf(state: string, facts: StepFacts): Promise<WaitingTask[]> {
  const tracked = track();
  const { engine, options } = engineFor(facts, tracked);
  engine.recover(JSON.parse(state), options);
  await engine.resume({ listener: tracked.listener });
  await settle(engine);
  const waiting = [...tracked.waiting.values()];
  await engine.stop();
  return waiting;
}

interface EngineTimerRef {
  owner?: { executionId?: string };
  callback: (...args: unknown[]) => void;
  args: unknown[];
}

/**
 * Fires one waiting timer (its row is due): the engine's own timeout of that timer runs, as if its time had
 * come in the engine, and the process moves on (a boundary event cancels its task or starts a branch).
 * Answers undefined when the timer no longer waits (its task was handled in between).
 */
export async function fireTimer(
  state: string,
  facts: StepFacts,
  executionId: string,
): Promise<StepOutcome | undefined> {
  const { engine, tracked, failed } = await resumeProcess(state, facts);
  await settle(engine);
  const executing = (engine.environment.timers as unknown as { executing: EngineTimerRef[] }).executing;
  const timer = executing.find((ref) => ref.owner?.executionId === executionId);
  if (!timer || !tracked.timers.has(executionId)) {
    tracked.listener.removeAllListeners();
    await engine.stop();
    return undefined;
  }
  timer.callback(...timer.args);
  return Promise.race([finish(engine, tracked), failed]);
}

/** Resumes a saved state: what runs on resume runs again (a service-like task an administrator retried). */
export async function resumeStep(state: string, facts: StepFacts): Promise<StepOutcome> {
  const { engine, tracked, failed } = await resumeProcess(state, facts);
  return Promise.race([finish(engine, tracked), failed]);
}

/**
 * Delivers a message or a signal to an instance waiting for it (its row names the execution): the engine
 * is signalled with the model's element for it, which every catch of this instance waiting for that message
 * or signal takes. Answers undefined when the execution no longer waits (it was left in between).
 */
export async function deliverEvent(
  state: string,
  facts: StepFacts,
  event: { executionId: string; refId: string },
): Promise<StepOutcome | undefined> {
  const { engine, tracked, failed, execution } = await resumeProcess(state, facts);
  await settle(engine);
  if (!tracked.events.has(event.executionId)) {
    tracked.listener.removeAllListeners();
    await engine.stop();
    return undefined;
  }
  execution.signal({ id: event.refId });
  return Promise.race([finish(engine, tracked), failed]);
}
