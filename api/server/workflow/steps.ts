import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ApprovalStatus, AssigneeRule, FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { BpmTaskTable } from '../db/schema-workflow.js';
import { badRequest, HttpError } from '../http/envelope.js';
import { countEngineStep } from '../ops/counters.js';
import { withAgents } from './agents.js';
import { type Resolution, resolveAssignees } from './assignees.js';
import { afterInstanceEnded, applyEngineWork, startCalls } from './auto-steps.js';
import type { NodeFacts, StepFacts, StepOutcome } from './bpmn.js';
import { type LoadedDefinition, nodeOf } from './definitions.js';
import { deliverThrown } from './events.js';
import { evaluateExpression } from './expressions.js';
import { instanceEnded } from './instance-outcomes.js';
import { type ModelReading, modelOf } from './model.js';
import { resolveModelAssignees } from './model-assignees.js';
import { announceTask, notify } from './notices.js';
import { mailDirectoryFor } from './process-mail.js';
import { cancelTasks } from './task-rows.js';

/**
 * The steps of an instance through the engine, one at a time: each runs in a transaction that holds the
 * instance's row (SELECT … FOR UPDATE; PGlite has one connection, so its transactions follow one another),
 * checks the version it read, lets bpmn-engine take the step from the saved state, and writes what
 * follows — tasks and their candidates, opinions, timers, copy-to notices, the new state and version.
 */

export const newId = (prefix: string) => `${prefix}-${randomUUID().replace(/-/g, '').slice(0, 20)}`;

const HOUR_MS = 3_600_000;

/** The instance moved on under the caller's feet. */
export const instanceChanged = () => new HttpError(409, '流程状态已变化，请刷新后重试');

export interface InstanceRow {
  id: string;
  def_id: string;
  creator_id: string;
  creator_name: string;
  creator_org_id: string | null;
  form_data: string;
  engine_state: string | null;
  status: string;
  version: number;
}

/** The signer count of each countersign node, and every user task node's assignees, before a step. */
export async function resolveNodes(
  db: Db,
  definition: LoadedDefinition,
  instance: InstanceRow,
): Promise<Map<string, Resolution>> {
  const initiator = { id: instance.creator_id, name: instance.creator_name, orgId: instance.creator_org_id };
  const model = await modelOf(definition.row.bpmn_xml);
  const values = JSON.parse(instance.form_data) as FormValues;
  const resolutions = new Map<string, Resolution>();
  for (const node of definition.nodes) {
    if (node.nodeType !== 'USERTASK' && node.nodeType !== 'SIGNTASK') continue;
    const rules = node.assignees ?? [];
    // The portal's settings win; without any, a model another tool wrote names its own people.
    const own = rules.length === 0 ? model.assignments[node.nodeId] : undefined;
    let resolution: Resolution;
    if (own) {
      const context = { node, initiator, initiatorVariables: model.initiatorVariables, values };
      // A variable may be set only on the way to the node: the problem counts once the node is reached.
      resolution = await resolveModelAssignees(db, own, model.loops[node.nodeId], context).catch(
        (problem: Error): Resolution => ({ users: [], candidates: [], problem }),
      );
    } else {
      // A task nobody is named for (a model drawn without assignees) goes to the initiator (issue 37).
      const named: AssigneeRule[] = rules.length > 0 ? rules : [{ kind: 'initiator' }];
      resolution = await resolveAssignees(db, named, initiator, values);
    }
    resolution = withCount(resolution, model.counts[node.nodeId], values);
    if (!node.countersign && model.ownLoops.includes(node.nodeId)) resolution.passUnlessOpposed = true;
    resolutions.set(node.nodeId, resolution);
  }
  return resolutions;
}

/**
 * A model's multi-instance task with its own number of iterations (`${copies}`): each iteration goes to the
 * node's people. A count that cannot be evaluated yet is the engine's to report when the node is reached.
 */
function withCount(resolution: Resolution, count: string | undefined, values: FormValues): Resolution {
  if (count === undefined || resolution.perIteration) return resolution;
  try {
    const iterations = Number(evaluateExpression(count, values));
    if (!Number.isInteger(iterations) || iterations < 0) return resolution;
    return { ...resolution, perIteration: Array.from({ length: iterations }, () => resolution.users) };
  } catch {
    return resolution;
  }
}

type TaskFactRow = Pick<
  Selectable<BpmTaskTable>,
  'node_id' | 'node_type' | 'execution_id' | 'status' | 'action'
> & {
  created_at: Date;
  completed_at: Date | null;
};

/** The parent execution of a multi-instance iteration (`sign_ab12_2` → `sign_ab12`). */
export const parentOf = (executionId: string) => executionId.replace(/_\d+$/, '');

/** What the handled tasks decided, node by node (a countersign: the votes of its latest round). */
export function nodeFacts(definition: LoadedDefinition, tasks: TaskFactRow[]): Record<string, NodeFacts> {
  const facts: Record<string, NodeFacts> = {};
  for (const node of definition.nodes) {
    const ofNode = tasks.filter((task) => task.node_id === node.nodeId);
    if (ofNode.length === 0) continue;
    if (node.nodeType === 'SIGNTASK') {
      const latest = ofNode.reduce((a, b) => (new Date(b.created_at) > new Date(a.created_at) ? b : a));
      const round = ofNode.filter((task) => parentOf(task.execution_id) === parentOf(latest.execution_id));
      const total = round.length;
      const ratio = node.countersign?.passRatio ?? 1;
      facts[node.nodeId] = {
        total,
        agree: round.filter((task) => task.action === 'agree').length,
        oppose: round.filter((task) => task.action === 'oppose').length,
        needed: Math.max(1, Math.ceil(ratio * total - 1e-9)),
      };
    } else {
      const done = ofNode
        .filter((task) => task.status === 'done' && task.completed_at)
        .sort((a, b) => new Date(a.completed_at ?? 0).getTime() - new Date(b.completed_at ?? 0).getTime());
      const last = done.at(-1);
      if (last?.action) facts[node.nodeId] = { action: last.action };
    }
  }
  return facts;
}

export function factsFor(
  definition: LoadedDefinition,
  values: FormValues,
  tasks: TaskFactRow[],
  resolutions: Map<string, Resolution>,
): StepFacts {
  const signers: Record<string, number> = {};
  const problems: Record<string, Error> = {};
  for (const node of definition.nodes) {
    const resolution = resolutions.get(node.nodeId);
    if (resolution?.problem) problems[node.nodeId] = resolution.problem;
    if (node.nodeType !== 'SIGNTASK') continue;
    signers[node.nodeId] = resolution?.perIteration?.length ?? resolution?.users.length ?? 0;
  }
  const nodes = nodeFacts(definition, tasks);
  for (const [nodeId, votes] of Object.entries(nodes)) {
    if (votes.total && resolutions.get(nodeId)?.passUnlessOpposed)
      votes.needed = Math.max(1, (votes.agree ?? 0) + (votes.oppose ?? 0));
  }
  return { values, nodes, signers, problems };
}

/** The columns a draft and a start write alike: the definition, the subject and the form's values. */
export function instanceContent(definition: LoadedDefinition, subject: string, values: FormValues) {
  return {
    def_id: definition.row.id,
    def_key: definition.row.def_key,
    def_name: definition.row.name,
    subject,
    form_data: JSON.stringify(values),
  };
}

/** The subject of an instance from the definition's rule (`{creatorName}`, `{defName}`, `{date}`, field names). */
export function subjectOf(
  definition: LoadedDefinition,
  creatorName: string,
  values: FormValues,
  now: Date,
): string {
  const rule = definition.row.subject_rule ?? '{creatorName}-{defName}';
  const date = new Date(now.getTime() + 8 * HOUR_MS).toISOString().slice(0, 10);
  return rule
    .replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name === 'creatorName') return creatorName;
      if (name === 'defName') return definition.row.name;
      if (name === 'date') return date;
      const value = values[name];
      return value === undefined || value === null ? '' : String(value);
    })
    .slice(0, 200);
}

export interface StepContext {
  trx: Db;
  definition: LoadedDefinition;
  instance: InstanceRow;
  resolutions: Map<string, Resolution>;
  /** Who took the step (copy-to notices are sent in their name). */
  actor: { id: string; name: string };
  now: Date;
  /** The model as the engine runs it (its timers, service-like tasks, call activities). */
  model: ModelReading;
}

/** A step the user takes in an instance, with who each node of the definition waits for. */
export async function stepContext(
  trx: Db,
  definition: LoadedDefinition,
  instance: InstanceRow,
  user: Pick<SessionUser, 'id' | 'fullname'>,
  now: Date,
): Promise<StepContext> {
  const resolutions = await resolveNodes(trx, definition, instance);
  const model = await modelOf(definition.row.bpmn_xml);
  return { trx, definition, instance, resolutions, actor: { id: user.id, name: user.fullname }, now, model };
}

/** The facts of a step: the instance's tasks so far with the form's values and the step's resolutions. */
export async function stepFacts(trx: Db, step: StepContext, values: FormValues): Promise<StepFacts> {
  const tasks = await trx
    .selectFrom('bpm_tasks')
    .select(['node_id', 'node_type', 'execution_id', 'status', 'action', 'created_at', 'completed_at'])
    .where('inst_id', '=', step.instance.id)
    .execute();
  return {
    ...factsFor(step.definition, values, tasks, step.resolutions),
    serviceTasks: step.model.serviceTasks,
    mailDirectory: await mailDirectoryFor(trx, step.model, values),
  };
}

/**
 * An opinion row for a node an instance passes without a task: its start (submitted by the initiator) and
 * its end (nobody's).
 */
export async function recordPassage(
  trx: Db,
  instId: string,
  node: { id: string; name: string },
  passage: { status: ApprovalStatus; auditor: { id: string; name: string } | null; now: Date },
): Promise<void> {
  await trx
    .insertInto('bpm_opinions')
    .values({
      id: newId('op'),
      inst_id: instId,
      task_id: null,
      node_id: node.id,
      node_name: node.name,
      auditor_id: passage.auditor?.id ?? null,
      auditor_name: passage.auditor?.name ?? null,
      candidates: null,
      status: passage.status,
      opinion: null,
      files: null,
      is_read: true,
      created_at: passage.now,
      completed_at: passage.now,
    })
    .execute();
}

export interface CreatedTask {
  taskId: string;
  nodeId: string;
  name: string;
  assigneeNames: string[];
}

/** Sends the copy-to notices a node's settings name, from the actor. */
export async function sendCopies(step: StepContext, nodeId: string): Promise<void> {
  const { trx, definition, instance, actor, now } = step;
  const node = nodeOf(definition, nodeId);
  if (!node?.copyTo?.length) return;
  const initiator = { id: instance.creator_id, name: instance.creator_name, orgId: instance.creator_org_id };
  const { users } = await resolveAssignees(trx, node.copyTo, initiator);
  await notify(trx, {
    instId: instance.id,
    taskId: null,
    node: { id: node.nodeId, name: node.name },
    kind: 'copyto',
    receivers: users.map((user) => user.id),
    sender: actor,
    now,
  });
}

export interface NewTask {
  nodeId: string;
  name: string;
  nodeType: 'USERTASK' | 'SIGNTASK';
  executionId: string;
  /** Who may handle it (one of them: its assignee). */
  people: { id: string; name: string }[];
  /** Whom it is held for (an agent's principal, none otherwise). */
  ownerId: string | null;
  dueAt: Date | null;
  /** The awaiting opinion row's candidates (the node's rules, or the people themselves). */
  candidates: unknown[];
}

/** A pending task with its candidates, its notice to them and its awaiting opinion row. Answers its id. */
export async function insertTask(step: StepContext, task: NewTask): Promise<string> {
  const { trx, definition, instance, now } = step;
  const single = task.people.length === 1 ? task.people[0] : undefined;
  const taskId = newId('task');
  await trx
    .insertInto('bpm_tasks')
    .values({
      id: taskId,
      inst_id: instance.id,
      def_id: definition.row.id,
      node_id: task.nodeId,
      name: task.name,
      node_type: task.nodeType,
      execution_id: task.executionId,
      assignee_id: single?.id ?? null,
      assignee_name: single?.name ?? null,
      owner_id: task.ownerId,
      lock_user_id: null,
      action: null,
      completed_by: null,
      completed_by_name: null,
      draft_data: null,
      draft_opinion: null,
      draft_files: null,
      due_at: task.dueAt,
      created_at: now,
      completed_at: null,
    })
    .execute();
  await trx
    .insertInto('bpm_task_candidates')
    .values(task.people.map((user) => ({ task_id: taskId, user_id: user.id })))
    .execute();
  await announceTask(
    trx,
    {
      id: taskId,
      instId: instance.id,
      nodeId: task.nodeId,
      name: task.name,
      receivers: task.people.map((user) => user.id),
    },
    step.actor,
    now,
  );
  await trx
    .insertInto('bpm_opinions')
    .values({
      id: newId('op'),
      inst_id: instance.id,
      task_id: taskId,
      node_id: task.nodeId,
      node_name: task.name,
      auditor_id: single?.id ?? null,
      auditor_name: single?.name ?? null,
      candidates: JSON.stringify(task.candidates),
      status: 'awaiting_check',
      opinion: null,
      files: null,
      created_at: now,
      completed_at: null,
    })
    .execute();
  return taskId;
}

/** Writes what the engine's step led to: new tasks, cancelled ones, the end. Answers the new tasks. */
export async function applyOutcome(step: StepContext, outcome: StepOutcome): Promise<CreatedTask[]> {
  const { trx, definition, instance, resolutions, now } = step;
  const pending = await trx
    .selectFrom('bpm_tasks')
    .select(['id', 'execution_id'])
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'pending')
    .execute();
  // A task may hold a whole countersign (its parent execution): the initiator's after a reject.
  const waitingIds = new Set(
    outcome.waiting.flatMap((wait) => [wait.executionId, wait.parentExecutionId ?? '']),
  );
  // Tasks the engine no longer waits for (the other signers of a countersign that has decided).
  const dropped = pending.filter((task) => !waitingIds.has(task.execution_id)).map((task) => task.id);
  await cancelTasks(trx, dropped, now);
  const known = new Set(pending.map((task) => task.execution_id));
  const created: CreatedTask[] = [];
  for (const wait of outcome.waiting) {
    if (known.has(wait.executionId) || known.has(wait.parentExecutionId ?? '')) continue;
    const node = nodeOf(definition, wait.nodeId);
    if (!node) throw new Error(`node ${wait.nodeId} is not in the definition`);
    const resolution = resolutions.get(wait.nodeId) ?? { users: [], candidates: [] };
    if (resolution.problem) throw resolution.problem;
    const sign = wait.parentExecutionId !== undefined;
    const index = wait.index ?? 0;
    const resolved = sign
      ? (resolution.perIteration?.[index] ?? resolution.users.slice(index, index + 1))
      : resolution.users;
    if (resolved.length === 0) throw badRequest(`节点“${node.name}”没有找到审批人`);
    // Inside an agent's period the principal's new task goes to the agent, held for the principal.
    const { people, heldFor } = await withAgents(trx, resolved, definition.row.def_key, now);
    const dueAt = node.dueHours ? new Date(now.getTime() + node.dueHours * HOUR_MS) : null;
    const taskId = await insertTask(step, {
      nodeId: node.nodeId,
      name: node.name,
      nodeType: sign ? 'SIGNTASK' : 'USERTASK',
      executionId: wait.executionId,
      people,
      ownerId: heldFor,
      dueAt,
      candidates:
        sign || heldFor
          ? people.map((user) => ({ id: user.id, name: user.name, type: 'user', users: [user] }))
          : resolution.candidates,
    });
    const timers = [
      ...(node.urgeHours ? [{ kind: 'urge', at: now.getTime() + node.urgeHours * HOUR_MS }] : []),
      ...(dueAt ? [{ kind: 'due', at: dueAt.getTime() }] : []),
    ];
    for (const timer of timers) {
      await trx
        .insertInto('bpm_timers')
        .values({
          id: newId('timer'),
          inst_id: instance.id,
          task_id: taskId,
          kind: timer.kind,
          due_at: new Date(timer.at),
          fired_at: null,
          payload: null,
          created_at: now,
        })
        .execute();
    }
    created.push({
      taskId,
      nodeId: node.nodeId,
      name: node.name,
      assigneeNames: people.map((user) => user.name),
    });
  }
  if (outcome.ended) {
    const endId = outcome.endsReached.at(-1);
    const end = endId ? nodeOf(definition, endId) : undefined;
    const result = end?.endResult ?? 'approved';
    await recordPassage(
      trx,
      instance.id,
      { id: end?.nodeId ?? 'end', name: end?.name ?? definition.row.name },
      { status: 'end', auditor: null, now },
    );
    await trx
      .updateTable('bpm_instances')
      .set({ status: 'end', ended_at: now, result })
      .where('id', '=', instance.id)
      .execute();
    if (end) await sendCopies(step, end.nodeId);
    await instanceEnded(trx, instance, definition.row.def_key, result, now);
  }
  return created;
}

/** Saves the engine's state under the version read; another step in between refuses this one. */
export async function saveState(
  step: StepContext,
  outcome: StepOutcome,
  values: FormValues,
  extra: { subject?: string; bpmn_inst_id?: string } = {},
) {
  const result = await step.trx
    .updateTable('bpm_instances')
    .set({
      engine_state: outcome.state,
      form_data: JSON.stringify(values),
      version: step.instance.version + 1,
      updated_at: step.now,
      ...extra,
    })
    .where('id', '=', step.instance.id)
    .where('version', '=', step.instance.version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw instanceChanged();
  countEngineStep();
  // The timers, incidents and messages of the step; then the call activities' children (auto-steps.ts); then
  // the messages and signals it threw, to the instances waiting for them (events.ts).
  await applyEngineWork(step, outcome, values);
  await startCalls(step, outcome);
  await deliverThrown(step, outcome, values);
  // An instance that ended: its incidents end, and a child's parent moves on with the variables just saved.
  if (outcome.ended) await afterInstanceEnded(step);
}

export { runStart } from './instance-start.js';
