import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import {
  type ApprovalStatus,
  type CompleteResult,
  type CompleteTaskBody,
  type FormValues,
  START_NODE_KEY,
  type TaskButton,
} from '../../contract/workflow.js';
import {
  type AfterJumpNodes,
  type BackModel,
  type CommKind,
  type CopytoBody,
  type CopytoResult,
  type DelayResult,
  type HandOverResult,
  type JumpNode,
  type LockResult,
  type NoticeResult,
  type ReadRecordQuery,
  type RejectResult,
  type RejectTaskQuery,
  type SignFeedbackBody,
  TASK_ACTION_ALIASES,
  TASK_ACTION_LABELS,
  type TaskActionAlias,
  type TaskActionsState,
  type TaskComm,
  type TaskNoticeKind,
  type TaskSignRound,
  type TaskSignUser,
  type TaskUrgent,
  type TaskUserBody,
  type TaskUsersBody,
  URGE_INTERVAL_MINUTES,
  type UrgentBody,
  type UrgentStateConf,
} from '../../contract/workflow-actions.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { BpmTaskCommTable, BpmTaskSignTable } from '../db/schema-task-actions.js';
import type { BpmTaskTable } from '../db/schema-workflow.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/envelope.js';
import type { ServerLanguage } from '../http/messages.js';
import { actingAs, canSeeInstance, isCandidate, lockStatus } from './access.js';
import type { Resolution } from './assignees.js';
import { startProcess, waitingOf } from './bpmn.js';
import { type LoadedDefinition, loadDefinition, nodeOf } from './definitions.js';
import { mergeWritable, validateForm } from './forms.js';
import { instanceSuspended } from './instance-records.js';
import {
  applyOutcome,
  type CreatedTask,
  type InstanceRow,
  lockTask,
  markTaskUnread,
  newId,
  recordPassage,
  type StepContext,
  saveState,
  stepContext,
  stepFacts,
  taskHandledAlready,
} from './steps.js';
import { PRIORITY_URGED } from './timers.js';
import { moveToken } from './token-move.js';

/**
 * The task actions of the approval form beyond agree and oppose (issue 14). Reject and the resubmission
 * after it move the engine's token (token-move.ts); the others only change who holds a task or who is told,
 * in our tables (DESIGN "The workflow engine"). Every action runs in a transaction holding the instance's
 * row and the task's, checks who the caller acts as, the task's state and the node's buttons, and refuses
 * anything else with a message, changing nothing.
 */

type Task = Selectable<BpmTaskTable>;

/** The buttons a node offers its handler when its settings name none. */
const DEFAULT_BUTTONS: TaskActionAlias[] = ['agree', 'oppose', 'saveDraft'];
/** The buttons of the handler that the node's settings choose from. */
const HANDLER_BUTTONS: TaskActionAlias[] = [
  'agree',
  'oppose',
  'saveDraft',
  'reject',
  'inquiry',
  'communicate',
  'transfer',
  'delegate',
  'addSign',
  'circulate',
  'delay',
];
/** What a pending add-sign round holds back. */
const HELD_BY_SIGNING: TaskActionAlias[] = ['agree', 'oppose', 'reject', 'transfer', 'delegate', 'addSign'];

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

interface Locked {
  trx: Db;
  instance: InstanceRow & { subject: string; suspended_at: Date | null };
  task: Task;
}

/** Runs `body` in a transaction holding the instance's row, then the task's (as every step does). */
async function withTask<T>(db: Db, taskId: string, body: (locked: Locked) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const { instance, task } = await lockTask(trx, taskId);
    return body({ trx, instance, task });
  });
}

/** The buttons the task's node offers its handler. */
function nodeButtons(definition: LoadedDefinition, task: Pick<Task, 'node_id'>): TaskActionAlias[] {
  if (task.node_id === START_NODE_KEY) return ['resubmit', 'saveDraft'];
  return nodeOf(definition, task.node_id)?.buttons ?? DEFAULT_BUTTONS;
}

/**
 * The caller as the task's handler (themselves, or the leader a secretary acts for), with the task pending,
 * the instance running, nobody else's lock, and the node offering `button`.
 */
async function requireHandler(
  locked: Locked,
  user: SessionUser,
  leaderId: string | undefined,
  button?: TaskActionAlias,
): Promise<{ actor: string; definition: LoadedDefinition }> {
  const { trx, task, instance } = locked;
  if (user.identity) throw forbidden('您没有处理该任务的权限');
  const actor = await actingAs(trx, task, user, leaderId);
  if (!actor) throw forbidden('您没有处理该任务的权限');
  if (task.status !== 'pending') throw taskHandledAlready();
  if (instance.status !== 'running' || !instance.engine_state) throw badRequest('流程已结束');
  if (instance.suspended_at) throw instanceSuspended();
  if (task.lock_user_id && task.lock_user_id !== actor) throw forbidden('该任务已被他人锁定');
  const definition = await loadDefinition(trx, { defId: instance.def_id });
  if (button && !nodeButtons(definition, task).includes(button)) throw forbidden('当前节点不允许该操作');
  return { actor, definition };
}

/** Staff users (active, no tender-site identity) by id; refuses unknown ones. */
export async function staffUsers(db: Db, ids: string[]): Promise<{ id: string; name: string }[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'fullname'])
    .where('id', 'in', unique)
    .where('status', '=', 1)
    .where('identity', 'is', null)
    .execute();
  if (rows.length !== unique.length) throw badRequest('所选人员不存在');
  const byId = new Map(rows.map((row) => [row.id, row.fullname]));
  return unique.map((id) => ({ id, name: byId.get(id) ?? id }));
}

const requireOpinion = (opinion: string, message: string) => {
  if (!opinion.trim()) throw badRequest(message);
  return opinion.trim();
};

/** Notices in the receivers' read-notice lists (bpm_task_reads), from the caller. */
async function notify(
  trx: Db,
  kind: TaskNoticeKind,
  about: { instId: string; taskId: string | null; nodeId: string; nodeName: string },
  receivers: string[],
  sender: SessionUser,
  now: Date,
): Promise<void> {
  const to = [...new Set(receivers)].filter((id) => id !== sender.id);
  if (to.length === 0) return;
  await trx
    .insertInto('bpm_task_reads')
    .values(
      to.map((userId) => ({
        id: newId('read'),
        inst_id: about.instId,
        task_id: about.taskId,
        node_id: about.nodeId,
        node_name: about.nodeName,
        kind,
        user_id: userId,
        sender_id: sender.id,
        sender_name: sender.fullname,
        created_at: now,
      })),
    )
    .execute();
}

const aboutTask = (task: Task) => ({
  instId: task.inst_id,
  taskId: task.id,
  nodeId: task.node_id,
  nodeName: task.name,
});

// ------------------------------------------------------------------------------------------ lock

/** Locks a task with several candidates for the caller, or releases the caller's lock. */
export async function lockUnlock(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<LockResult> {
  return withTask(db, taskId, async (locked) => {
    const { trx, task, instance } = locked;
    if (user.identity) throw forbidden('您没有处理该任务的权限');
    const actor = await actingAs(trx, task, user, leaderId);
    if (!actor) throw forbidden('您没有处理该任务的权限');
    if (task.status !== 'pending') throw taskHandledAlready();
    if (instance.suspended_at) throw instanceSuspended();
    const code = await lockStatus(trx, task, user, actor);
    if (code === 4) throw forbidden('该任务已被他人锁定');
    if (code === 2) throw badRequest('该任务只有您一位处理人，无需锁定');
    const lockUserId = code === 1 ? actor : null;
    await trx.updateTable('bpm_tasks').set({ lock_user_id: lockUserId }).where('id', '=', task.id).execute();
    return { taskId, lockStatus: code === 1 ? 3 : 1 };
  });
}

// ------------------------------------------------------------------------------------------ reject

type DoneTask = Pick<
  Task,
  'node_id' | 'name' | 'action' | 'completed_by' | 'completed_by_name' | 'completed_at' | 'node_type'
>;

/** The earlier nodes of the instance a task may go back to, START first, and the previous one. */
async function jumpNodes(
  trx: Db,
  definition: LoadedDefinition,
  instance: InstanceRow,
  task: Task,
): Promise<AfterJumpNodes> {
  const start = definition.nodes.find((node) => node.nodeType === 'START');
  const startNode: JumpNode = {
    nodeId: START_NODE_KEY,
    name: start?.name ?? '发起人',
    handlerNames: [instance.creator_name],
    nodeType: 'START',
  };
  const done: DoneTask[] = await trx
    .selectFrom('bpm_tasks')
    .select(['node_id', 'name', 'action', 'completed_by', 'completed_by_name', 'completed_at', 'node_type'])
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'done')
    .where('action', 'in', ['agree', 'oppose', 'resubmit'])
    .orderBy('completed_at')
    .execute();
  const byNode = new Map<string, DoneTask[]>();
  for (const row of done) {
    if (row.node_id === task.node_id || row.node_id === START_NODE_KEY) continue;
    if (!nodeOf(definition, row.node_id)) continue;
    byNode.set(row.node_id, [...(byNode.get(row.node_id) ?? []), row]);
  }
  const nodes: JumpNode[] = [startNode];
  for (const [nodeId, rows] of byNode) {
    const last = rows.at(-1) as DoneTask;
    const sign = last.node_type === 'SIGNTASK';
    nodes.push({
      nodeId,
      name: nodeOf(definition, nodeId)?.name ?? last.name,
      // A user task goes back to its last handler; a countersign to its signers again.
      handlerNames: [...new Set((sign ? rows : [last]).map((row) => row.completed_by_name ?? ''))].filter(
        Boolean,
      ),
      nodeType: last.node_type === 'SIGNTASK' ? 'SIGNTASK' : 'USERTASK',
    });
  }
  const before = done.filter(
    (row) =>
      row.node_id !== task.node_id &&
      row.completed_at &&
      +row.completed_at <= +task.created_at &&
      byNode.has(row.node_id),
  );
  const previousId = before.at(-1)?.node_id;
  const previous = nodes.find((node) => node.nodeId === previousId) ?? startNode;
  return { previous, nodes };
}

/** getAfterJumpNodes: where the handler may reject the task to. */
export async function afterJumpNodes(
  db: Db,
  user: SessionUser,
  taskId: string,
  leaderId?: string,
): Promise<AfterJumpNodes> {
  return withTask(db, taskId, async (locked) => {
    const { definition } = await requireHandler(locked, user, leaderId, 'reject');
    return jumpNodes(locked.trx, definition, locked.instance, locked.task);
  });
}

/** The last handlers of a node: who a reject (or a direct return) sends it back to. */
async function lastHandlers(
  trx: Db,
  instId: string,
  nodeId: string,
  actions: string[],
): Promise<{ id: string; name: string }[]> {
  const rows = await trx
    .selectFrom('bpm_tasks')
    .select(['completed_by', 'completed_by_name', 'completed_at'])
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('status', '=', 'done')
    .where('action', 'in', actions)
    .where('completed_by', 'is not', null)
    .orderBy('completed_at', 'desc')
    .execute();
  const last = rows[0];
  if (!last) return [];
  return [{ id: last.completed_by as string, name: last.completed_by_name ?? '' }];
}

/** The step context with `nodeId` going to `people` rather than its assignee rules. */
function withPeople(step: StepContext, nodeId: string, people: { id: string; name: string }[]): StepContext {
  if (people.length === 0) return step;
  const node = nodeOf(step.definition, nodeId);
  if (!node || node.nodeType === 'SIGNTASK') return step;
  const resolutions = new Map<string, Resolution>(step.resolutions);
  resolutions.set(nodeId, {
    users: people,
    candidates: people.map((person) => ({ id: person.id, name: person.name, type: 'user', users: [person] })),
  });
  return { ...step, resolutions };
}

/** Closes a task with `action`, its opinion row with `status` and the opinion; its timers go. */
async function closeTask(
  trx: Db,
  task: Task,
  user: SessionUser,
  actor: string,
  close: { action: string; status: ApprovalStatus; opinion: string | null; now: Date },
): Promise<void> {
  await trx
    .updateTable('bpm_tasks')
    .set({
      status: 'done',
      action: close.action,
      completed_by: user.id,
      completed_by_name: user.fullname,
      owner_id: actor === user.id ? task.owner_id : actor,
      completed_at: close.now,
      draft_data: null,
      draft_opinion: null,
      draft_files: null,
    })
    .where('id', '=', task.id)
    .execute();
  await trx
    .updateTable('bpm_opinions')
    .set({
      status: close.status,
      auditor_id: user.id,
      auditor_name: user.fullname,
      opinion: close.opinion,
      is_read: true,
      completed_at: close.now,
    })
    .where('task_id', '=', task.id)
    .where('status', '=', 'awaiting_check')
    .execute();
  await trx.deleteFrom('bpm_timers').where('task_id', '=', task.id).where('fired_at', 'is', null).execute();
}

/** Cancels pending tasks (the other signers of a countersign the token leaves). */
async function cancelTasks(trx: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('bpm_tasks')
    .set({ status: 'cancelled', completed_at: now })
    .where('id', 'in', ids)
    .execute();
  await trx
    .deleteFrom('bpm_opinions')
    .where('task_id', 'in', ids)
    .where('status', '=', 'awaiting_check')
    .execute();
  await trx.deleteFrom('bpm_timers').where('task_id', 'in', ids).where('fired_at', 'is', null).execute();
}

const parentOf = (executionId: string) => executionId.replace(/_\d+$/, '');

async function instanceStatus(trx: Db, instId: string): Promise<CompleteResult['status']> {
  const row = await trx
    .selectFrom('bpm_instances')
    .select('status')
    .where('id', '=', instId)
    .executeTakeFirstOrThrow();
  return row.status as CompleteResult['status'];
}

/** An opinion row of the initiator's task after a reject to the initiator (awaiting the resubmission). */
async function createInitiatorTask(step: StepContext, executionId: string, now: Date): Promise<CreatedTask> {
  const { trx, instance, definition } = step;
  const start = definition.nodes.find((node) => node.nodeType === 'START');
  const taskId = newId('task');
  const initiator = { id: instance.creator_id, name: instance.creator_name };
  await trx
    .insertInto('bpm_tasks')
    .values({
      id: taskId,
      inst_id: instance.id,
      def_id: definition.row.id,
      node_id: START_NODE_KEY,
      name: start?.name ?? definition.row.name,
      node_type: 'USERTASK',
      execution_id: executionId,
      assignee_id: initiator.id,
      assignee_name: initiator.name,
      owner_id: null,
      lock_user_id: null,
      action: null,
      completed_by: null,
      completed_by_name: null,
      draft_data: null,
      draft_opinion: null,
      draft_files: null,
      due_at: null,
      created_at: now,
      completed_at: null,
    })
    .execute();
  await trx.insertInto('bpm_task_candidates').values({ task_id: taskId, user_id: initiator.id }).execute();
  await trx
    .insertInto('bpm_opinions')
    .values({
      id: newId('op'),
      inst_id: instance.id,
      task_id: taskId,
      node_id: START_NODE_KEY,
      node_name: start?.name ?? definition.row.name,
      auditor_id: initiator.id,
      auditor_name: initiator.name,
      candidates: JSON.stringify([
        { id: initiator.id, name: initiator.name, type: 'user', users: [initiator] },
      ]),
      status: 'awaiting_check',
      opinion: null,
      files: null,
      created_at: now,
      completed_at: null,
    })
    .execute();
  return {
    taskId,
    nodeId: START_NODE_KEY,
    name: start?.name ?? definition.row.name,
    assigneeNames: [initiator.name],
  };
}

/**
 * taskToReject: back to the previous node, to the initiator, or to a chosen earlier node. The task's
 * execution (every pending iteration of a countersign) leaves; the target node's last handlers get it again.
 * With backHandMode direct, handling it again returns the instance straight to this node.
 */
export async function rejectTask(
  db: Db,
  user: SessionUser,
  query: RejectTaskQuery,
  now = new Date(),
): Promise<RejectResult> {
  return withTask(db, query.taskId, async (locked) => {
    const { trx, task, instance } = locked;
    const { actor, definition } = await requireHandler(locked, user, query.leaderId, 'reject');
    if (task.node_id === START_NODE_KEY) throw forbidden('当前节点不允许该操作');
    await requireNoPendingSigns(trx, task.id);
    const opinion = requireOpinion(query.opinion, '请填写驳回意见');
    const jump = await jumpNodes(trx, definition, instance, task);
    const target = pickTarget(jump, query.backModel, query.destination);
    const toStart = target.nodeType === 'START';
    const statusVal = toStart ? 'backToStart' : 'reject';
    await closeTask(trx, task, user, actor, { action: statusVal, status: statusVal, opinion, now });
    // Every pending signer of a countersign leaves with the token.
    const siblings =
      task.node_type === 'SIGNTASK'
        ? await trx
            .selectFrom('bpm_tasks')
            .select(['id', 'execution_id'])
            .where('inst_id', '=', instance.id)
            .where('node_id', '=', task.node_id)
            .where('status', '=', 'pending')
            .execute()
        : [];
    const siblingsOfRound = siblings.filter(
      (row) => parentOf(row.execution_id) === parentOf(task.execution_id),
    );
    await cancelTasks(
      trx,
      siblingsOfRound.map((row) => row.id),
      now,
    );
    const values = JSON.parse(instance.form_data) as FormValues;
    const step = await stepContext(trx, definition, instance, user, now);
    let nextTasks: CreatedTask[];
    let returnTaskIds: string[];
    if (toStart) {
      // The token waits at this node; the initiator's task holds it (a countersign's whole execution).
      const holds = task.node_type === 'SIGNTASK' ? parentOf(task.execution_id) : task.execution_id;
      const created = await createInitiatorTask(step, holds, now);
      nextTasks = [created];
      returnTaskIds = [created.taskId];
      // The engine's state is unchanged, but the step counts: a concurrent step must read again.
      const result = await trx
        .updateTable('bpm_instances')
        .set({ version: instance.version + 1, updated_at: now })
        .where('id', '=', instance.id)
        .where('version', '=', instance.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, '流程状态已变化，请刷新后重试');
    } else {
      // What followed the target goes back with the token: the pending tasks created since its last
      // handling (a parallel branch beside this one), so that the split does not run twice.
      const downstream = await tasksSince(trx, instance.id, target.nodeId);
      await cancelTasks(
        trx,
        downstream.map((row) => row.id),
        now,
      );
      const facts = await stepFacts(trx, step, values);
      const fromExecutionIds = [
        task.execution_id,
        ...(task.node_type === 'SIGNTASK' ? siblingsOfRound.map((row) => row.execution_id) : []),
        ...downstream.map((row) => row.execution_id),
      ];
      const outcome = await moveToken(instance.engine_state as string, facts, {
        fromExecutionIds,
        toNodeId: target.nodeId,
      });
      const people = await lastHandlers(trx, instance.id, target.nodeId, ['agree', 'oppose', 'resubmit']);
      nextTasks = await applyOutcome(withPeople(step, target.nodeId, people), outcome);
      await saveState(step, outcome, values);
      returnTaskIds = nextTasks
        .filter((created) => created.nodeId === target.nodeId)
        .map((created) => created.taskId);
    }
    if (query.backHandMode === 'direct' && returnTaskIds.length > 0) {
      await trx
        .insertInto('bpm_task_returns')
        .values(
          returnTaskIds.map((id) => ({
            task_id: id,
            inst_id: instance.id,
            return_node_id: task.node_id,
            created_at: now,
          })),
        )
        .execute();
    }
    return { instId: instance.id, status: await instanceStatus(trx, instance.id), nextTasks, statusVal };
  });
}

/** The pending tasks created since a node was last handled (not the initiator's, which holds no execution). */
async function tasksSince(trx: Db, instId: string, nodeId: string) {
  const last = await trx
    .selectFrom('bpm_tasks')
    .select((eb) => eb.fn.max('completed_at').as('at'))
    .where('inst_id', '=', instId)
    .where('node_id', '=', nodeId)
    .where('status', '=', 'done')
    .executeTakeFirst();
  if (!last?.at) return [];
  return trx
    .selectFrom('bpm_tasks')
    .select(['id', 'execution_id'])
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .where('node_id', '!=', START_NODE_KEY)
    .where('created_at', '>=', new Date(last.at))
    .execute();
}

function pickTarget(jump: AfterJumpNodes, backModel: BackModel, destination?: string): JumpNode {
  if (backModel === 'previous') return jump.previous;
  if (backModel === 'initiator') return jump.nodes[0] as JumpNode;
  const chosen = jump.nodes.find((node) => node.nodeId === destination);
  if (!chosen) throw badRequest('不能驳回到该节点');
  return chosen;
}

/**
 * task/complete of a task a reject created: the initiator's (resubmit: back through the flow, or straight to
 * the rejecting node), or one whose handling returns the instance to the rejecting node (agree). Answers
 * undefined for any other task (the ordinary step). A task whose added signers have not decided waits.
 */
export async function completeAfterReject(
  db: Db,
  user: SessionUser,
  body: CompleteTaskBody,
  language: ServerLanguage,
  /** The attachments' check of task/complete (every new file is the caller's upload). */
  checkFiles: (
    trx: Db,
    definition: LoadedDefinition,
    values: FormValues,
    stored: FormValues,
  ) => Promise<void>,
  now = new Date(),
): Promise<CompleteResult | undefined> {
  const row = await db
    .selectFrom('bpm_tasks')
    .select(['id', 'inst_id', 'node_id', 'status'])
    .where('id', '=', body.taskId)
    .executeTakeFirst();
  if (row?.status !== 'pending' || user.identity) return undefined;
  if ((await signRound(db, row.id))?.result === 'pending' && (await actingAs(db, row, user, body.leaderId))) {
    throw badRequest('加签人尚未全部反馈，请稍后处理');
  }
  const back = await db
    .selectFrom('bpm_task_returns')
    .select('return_node_id')
    .where('task_id', '=', row.id)
    .executeTakeFirst();
  const resubmit = row.node_id === START_NODE_KEY;
  if (!resubmit && !(back && body.actionName === 'agree')) return undefined;
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task, instance } = locked;
    const { actor, definition } = await requireHandler(locked, user, body.leaderId);
    const stored = JSON.parse(instance.form_data) as FormValues;
    const nodeKey = resubmit ? START_NODE_KEY : task.node_id;
    const values = mergeWritable(definition.form, nodeKey, stored, body.data);
    const problem = validateForm(definition.form, nodeKey, values, language);
    if (problem) throw badRequest(problem);
    if (resubmit && body.actionName !== 'agree') throw badRequest('请重新提交');
    const node = nodeOf(definition, task.node_id);
    const opinionAllowed = resubmit || (node?.opinionPermission !== 'r' && node?.opinionPermission !== 'n');
    if (!resubmit && node?.opinionPermission === 'b' && !body.opinion.trim()) {
      throw badRequest('请填写审批意见');
    }
    await checkFiles(trx, definition, values, stored);
    const opinion = opinionAllowed ? body.opinion.trim() || null : null;
    const action = resubmit ? 'resubmit' : 'agree';
    await closeTask(trx, task, user, actor, { action, status: action, opinion, now });
    if (opinionAllowed && body.files?.length) {
      await trx
        .updateTable('bpm_opinions')
        .set({ files: JSON.stringify(body.files) })
        .where('task_id', '=', task.id)
        .execute();
    }
    const step = await stepContext(trx, definition, instance, user, now);
    const facts = await stepFacts(trx, step, values);
    const waiting = await waitingOf(instance.engine_state as string, facts);
    const held = waiting.filter(
      (wait) => wait.executionId === task.execution_id || wait.parentExecutionId === task.execution_id,
    );
    if (held.length === 0) throw new HttpError(409, '流程状态已变化，请刷新后重试');
    const start = definition.nodes.find((entry) => entry.nodeType === 'START');
    const toNodeId = back?.return_node_id ?? start?.nodeId;
    if (!toNodeId) throw badRequest('流程已结束');
    // Normal mode with nothing else running: the process starts over. Moving the token to the start event
    // would not do when the start leads straight to the held node (a reject to the previous node from the
    // first approver): the start's flow queues at the node still running, and discarding that node drops
    // it with the node, so the process ended.
    const alone = waiting.every((wait) => held.includes(wait));
    const outcome =
      !back && alone
        ? await startProcess(definition.row.def_key, definition.row.bpmn_xml, facts)
        : await moveToken(instance.engine_state as string, facts, {
            fromExecutionIds: held.map((wait) => wait.executionId),
            toNodeId,
          });
    const people = back
      ? await lastHandlers(trx, instance.id, back.return_node_id, ['reject', 'backToStart'])
      : [];
    const nextTasks = await applyOutcome(
      back ? withPeople(step, back.return_node_id, people) : step,
      outcome,
    );
    await saveState(step, outcome, values);
    await trx.deleteFrom('bpm_task_returns').where('task_id', '=', task.id).execute();
    return { instId: instance.id, status: await instanceStatus(trx, instance.id), nextTasks };
  });
}

// ------------------------------------------------------------------------------------------ inquiry, communicate

function toComm(row: Selectable<BpmTaskCommTable>): TaskComm {
  return {
    id: row.id,
    taskId: row.task_id,
    instId: row.inst_id,
    kind: row.kind as CommKind,
    senderId: row.sender_id,
    senderName: row.sender_name,
    receiverId: row.receiver_id,
    receiverName: row.receiver_name,
    opinion: row.opinion,
    status: row.status as TaskComm['status'],
    reply: row.reply,
    createTime: iso(row.created_at) as string,
    replyTime: iso(row.replied_at),
  };
}

async function insertComms(
  trx: Db,
  task: Task,
  kind: CommKind,
  user: SessionUser,
  receivers: { id: string; name: string }[],
  opinion: string | null,
  now: Date,
): Promise<TaskComm[]> {
  const rows = receivers.map((receiver) => ({
    id: newId('comm'),
    inst_id: task.inst_id,
    task_id: task.id,
    kind,
    sender_id: user.id,
    sender_name: user.fullname,
    receiver_id: receiver.id,
    receiver_name: receiver.name,
    opinion,
    status: kind === 'inquiry' || kind === 'communicate' ? 'pending' : 'done',
    reply: null,
    created_at: now,
    replied_at: null,
  }));
  await trx.insertInto('bpm_task_comms').values(rows).execute();
  return rows.map(toComm);
}

/** taskToInqu / communicate: the handler asks people; each gets a notice and replies on the task. */
export async function askPeople(
  db: Db,
  user: SessionUser,
  kind: 'inquiry' | 'communicate',
  body: TaskUsersBody,
  now = new Date(),
): Promise<TaskComm[]> {
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task } = locked;
    await requireHandler(locked, user, body.leaderId, kind);
    const opinion = requireOpinion(body.opinion, kind === 'inquiry' ? '请填写问询内容' : '请填写沟通内容');
    const people = await staffUsers(trx, body.userIds);
    if (people.some((person) => person.id === user.id)) throw badRequest('不能选择自己');
    const comms = await insertComms(trx, task, kind, user, people, opinion, now);
    await notify(
      trx,
      kind,
      aboutTask(task),
      people.map((person) => person.id),
      user,
      now,
    );
    return comms;
  });
}

/** taskToInquReply / doNextcommu: the receiver's reply, once; the asker is told. */
export async function replyComm(
  db: Db,
  user: SessionUser,
  kind: 'inquiry' | 'communicate',
  body: { commId: string; opinion: string },
  now = new Date(),
): Promise<TaskComm> {
  const comm = await db
    .selectFrom('bpm_task_comms')
    .selectAll()
    .where('id', '=', body.commId)
    .executeTakeFirst();
  if (!comm || comm.kind !== kind || comm.receiver_id !== user.id || user.identity) {
    throw notFound(kind === 'inquiry' ? '问询不存在或不是发给您的' : '沟通不存在或不是发给您的');
  }
  return withTask(db, comm.task_id, async ({ trx, task, instance }) => {
    const current = await trx
      .selectFrom('bpm_task_comms')
      .selectAll()
      .where('id', '=', comm.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'pending') throw badRequest('您已回复过');
    if (task.status !== 'pending') throw taskHandledAlready();
    if (instance.suspended_at) throw instanceSuspended();
    const reply = requireOpinion(body.opinion, '请填写回复内容');
    await trx
      .updateTable('bpm_task_comms')
      .set({ status: 'replied', reply, replied_at: now })
      .where('id', '=', comm.id)
      .execute();
    await notify(
      trx,
      kind === 'inquiry' ? 'inquiryReply' : 'communicateReply',
      aboutTask(task),
      [comm.sender_id],
      user,
      now,
    );
    // The asker's notice of a reply marks the task unread for its handlers too.
    await markTaskUnread(trx, task.id);
    return toComm({ ...current, status: 'replied', reply, replied_at: now });
  });
}

// ------------------------------------------------------------------------------------------ transfer, delegate

/** taskToTrans / transToMore / delegate: the task passes to other people (delegate: held for the caller). */
export async function handOver(
  db: Db,
  user: SessionUser,
  kind: 'transfer' | 'delegate',
  body: TaskUserBody | TaskUsersBody,
  now = new Date(),
): Promise<HandOverResult> {
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task } = locked;
    const { actor } = await requireHandler(locked, user, body.leaderId, kind);
    if (task.node_id === START_NODE_KEY) throw forbidden('当前节点不允许该操作');
    await requireNoPendingSigns(trx, task.id);
    const ids = 'userIds' in body ? body.userIds : [body.userId];
    const people = await staffUsers(trx, ids);
    if (people.some((person) => person.id === user.id || person.id === actor)) {
      throw badRequest(kind === 'transfer' ? '不能转办给自己' : '不能委托给自己');
    }
    const single = people.length === 1 ? people[0] : undefined;
    await trx.deleteFrom('bpm_task_candidates').where('task_id', '=', task.id).execute();
    await trx
      .insertInto('bpm_task_candidates')
      .values(people.map((person) => ({ task_id: task.id, user_id: person.id })))
      .execute();
    await trx
      .updateTable('bpm_tasks')
      .set({
        assignee_id: single?.id ?? null,
        assignee_name: single?.name ?? null,
        // A delegated task stays the delegator's (their delegated list); a transferred one is the new holder's.
        owner_id: kind === 'delegate' ? (task.owner_id ?? actor) : null,
        lock_user_id: null,
        draft_data: null,
        draft_opinion: null,
        draft_files: null,
      })
      .where('id', '=', task.id)
      .execute();
    await trx
      .updateTable('bpm_opinions')
      .set({
        auditor_id: single?.id ?? null,
        auditor_name: single?.name ?? null,
        candidates: JSON.stringify(
          people.map((person) => ({ id: person.id, name: person.name, type: 'user', users: [person] })),
        ),
        is_read: false,
      })
      .where('task_id', '=', task.id)
      .where('status', '=', 'awaiting_check')
      .execute();
    await insertComms(trx, task, kind, user, people, body.opinion.trim() || null, now);
    await notify(
      trx,
      kind,
      aboutTask(task),
      people.map((person) => person.id),
      user,
      now,
    );
    return { taskId: task.id, candidateNames: people.map((person) => person.name) };
  });
}

// ------------------------------------------------------------------------------------------ add signers

function toSigner(row: Selectable<BpmTaskSignTable>): TaskSignUser {
  return {
    id: row.id,
    taskId: row.task_id,
    userId: row.user_id,
    userName: row.user_name,
    status: row.status as TaskSignUser['status'],
    opinion: row.opinion,
    createTime: iso(row.created_at) as string,
    replyTime: iso(row.replied_at),
  };
}

/** The task's latest add-sign round and its result by the node's vote rule. */
async function signRound(db: Db, taskId: string): Promise<TaskSignRound | null> {
  const rows = await db
    .selectFrom('bpm_task_signs')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('round', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const round = rows[0]?.round;
  if (round === undefined) return null;
  const signers = rows.filter((row) => row.round === round);
  const task = await db
    .selectFrom('bpm_tasks')
    .select('def_id')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  const node = nodeOf(
    await loadDefinition(db, { defId: task.def_id }),
    (await db.selectFrom('bpm_tasks').select('node_id').where('id', '=', taskId).executeTakeFirstOrThrow())
      .node_id,
  );
  const total = signers.length;
  const ratio = node?.countersign?.passRatio ?? 1;
  const needed = Math.max(1, Math.ceil(ratio * total - 1e-9));
  const agree = signers.filter((row) => row.status === 'agree').length;
  const oppose = signers.filter((row) => row.status === 'oppose').length;
  const result = agree >= needed ? 'signPass' : oppose > total - needed ? 'signNotPass' : 'pending';
  return { taskId, signers: signers.map(toSigner), needed, result };
}

async function requireNoPendingSigns(trx: Db, taskId: string): Promise<void> {
  if ((await signRound(trx, taskId))?.result === 'pending')
    throw badRequest('加签人尚未全部反馈，请稍后处理');
}

/** userTaskToSign: the handler adds signers; each gets a notice and votes (userAddSignFeedback). */
export async function addSigners(
  db: Db,
  user: SessionUser,
  body: TaskUsersBody,
  now = new Date(),
): Promise<TaskSignRound> {
  return withTask(db, body.taskId, async (locked) => {
    const { trx, task } = locked;
    const { actor } = await requireHandler(locked, user, body.leaderId, 'addSign');
    await requireNoPendingSigns(trx, task.id);
    const people = await staffUsers(trx, body.userIds);
    if (people.some((person) => person.id === user.id || person.id === actor))
      throw badRequest('不能选择自己');
    const last = await trx
      .selectFrom('bpm_task_signs')
      .select((eb) => eb.fn.max('round').as('round'))
      .where('task_id', '=', task.id)
      .executeTakeFirst();
    const round = Number(last?.round ?? 0) + 1;
    await trx
      .insertInto('bpm_task_signs')
      .values(
        people.map((person) => ({
          id: newId('sign'),
          inst_id: task.inst_id,
          task_id: task.id,
          round,
          user_id: person.id,
          user_name: person.name,
          status: 'pending',
          opinion: body.opinion.trim() || null,
          created_at: now,
          replied_at: null,
        })),
      )
      .execute();
    await notify(
      trx,
      'sign',
      aboutTask(task),
      people.map((person) => person.id),
      user,
      now,
    );
    return (await signRound(trx, task.id)) as TaskSignRound;
  });
}

/** taskSignUsers: the round, for whoever may see the instance. */
export async function taskSignUsers(
  db: Db,
  user: SessionUser,
  taskId: string,
): Promise<TaskSignRound | null> {
  await visibleTaskRow(db, user, taskId);
  return signRound(db, taskId);
}

/** userAddSignFeedback: an added signer votes once; the round decides by the node's vote rule. */
export async function signFeedback(
  db: Db,
  user: SessionUser,
  body: SignFeedbackBody,
  now = new Date(),
): Promise<TaskSignRound> {
  const sign = await db
    .selectFrom('bpm_task_signs')
    .selectAll()
    .where('id', '=', body.signId)
    .executeTakeFirst();
  if (!sign || sign.user_id !== user.id || user.identity) throw notFound('加签不存在或不是发给您的');
  return withTask(db, sign.task_id, async ({ trx, task, instance }) => {
    const current = await trx
      .selectFrom('bpm_task_signs')
      .selectAll()
      .where('id', '=', sign.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.status !== 'pending') throw badRequest('您已反馈过');
    if (task.status !== 'pending') throw taskHandledAlready();
    if (instance.suspended_at) throw instanceSuspended();
    const before = await signRound(trx, task.id);
    if (before?.result !== 'pending' || !before.signers.some((signer) => signer.id === sign.id)) {
      throw badRequest('加签已有结果，无需再反馈');
    }
    const opinion = body.opinion.trim() || null;
    await trx
      .updateTable('bpm_task_signs')
      .set({ status: body.actionName, opinion, replied_at: now })
      .where('id', '=', sign.id)
      .execute();
    await trx
      .insertInto('bpm_opinions')
      .values({
        id: newId('op'),
        inst_id: task.inst_id,
        task_id: null,
        node_id: task.node_id,
        node_name: task.name,
        auditor_id: user.id,
        auditor_name: user.fullname,
        candidates: null,
        status: body.actionName,
        opinion,
        files: null,
        is_read: true,
        created_at: current.created_at,
        completed_at: now,
      })
      .execute();
    const after = (await signRound(trx, task.id)) as TaskSignRound;
    if (after.result !== 'pending') {
      await recordPassage(
        trx,
        task.inst_id,
        { id: task.node_id, name: task.name },
        { status: after.result, auditor: null, now },
      );
      // The handler learns that the round decided: the task shows unread again, with a notice.
      await markTaskUnread(trx, task.id);
      const candidates = await trx
        .selectFrom('bpm_task_candidates')
        .select('user_id')
        .where('task_id', '=', task.id)
        .execute();
      await notify(
        trx,
        'signResult',
        aboutTask(task),
        candidates.map((row) => row.user_id),
        user,
        now,
      );
    }
    return after;
  });
}

// ------------------------------------------------------------------------------------------ circulate, read

async function visibleTaskRow(db: Db, user: SessionUser, taskId: string): Promise<Task> {
  const task = await db.selectFrom('bpm_tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (!task) throw notFound('任务不存在或无权查看');
  const instance = await db
    .selectFrom('bpm_instances')
    .select(['id', 'creator_id'])
    .where('id', '=', task.inst_id)
    .executeTakeFirstOrThrow();
  if (!(await canSeeInstance(db, instance, user))) throw notFound('任务不存在或无权查看');
  return task;
}

/** doNextCopyto: the handler of a task (its node allowing it) or the initiator circulates the instance. */
export async function circulate(
  db: Db,
  user: SessionUser,
  body: CopytoBody,
  now = new Date(),
): Promise<CopytoResult> {
  const instance = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', body.instId)
    .executeTakeFirst();
  if (!instance || instance.status === 'draft' || !(await canSeeInstance(db, instance, user))) {
    throw notFound('流程实例不存在或无权查看');
  }
  const definition = await loadDefinition(db, { defId: instance.def_id });
  let about = {
    instId: instance.id,
    taskId: null as string | null,
    nodeId: START_NODE_KEY,
    nodeName: definition.nodes.find((node) => node.nodeType === 'START')?.name ?? instance.def_name,
  };
  const run = async (trx: Db) => {
    const current = await trx
      .selectFrom('bpm_instances')
      .select('suspended_at')
      .where('id', '=', instance.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (current.suspended_at) throw instanceSuspended();
    const people = await staffUsers(trx, body.userIds);
    const already = await trx
      .selectFrom('bpm_task_reads')
      .select('user_id')
      .where('inst_id', '=', instance.id)
      .where('kind', '=', 'circulate')
      .where('is_read', '=', false)
      .where(
        'user_id',
        'in',
        people.map((person) => person.id),
      )
      .execute();
    const skip = new Set([user.id, ...already.map((row) => row.user_id)]);
    const receivers = people.filter((person) => !skip.has(person.id));
    await notify(
      trx,
      'circulate',
      about,
      receivers.map((person) => person.id),
      user,
      now,
    );
    return { instId: instance.id, receiverNames: receivers.map((person) => person.name) };
  };
  if (body.taskId) {
    return withTask(db, body.taskId, async (locked) => {
      if (locked.task.inst_id !== instance.id) throw notFound('任务不存在或无权查看');
      await requireHandler(locked, user, body.leaderId, 'circulate');
      about = aboutTask(locked.task);
      return run(locked.trx);
    });
  }
  if (instance.creator_id !== user.id) throw forbidden('您没有传阅该流程的权限');
  return db.transaction().execute(run);
}

/** addReadRecord / noticeTurnDode: the caller's notices (by id, task or instance) become read. */
export async function markRead(
  db: Db,
  user: SessionUser,
  query: ReadRecordQuery,
  now = new Date(),
): Promise<NoticeResult> {
  if (!query.taskId && !query.instId) throw badRequest('请指定待阅');
  const result = await db
    .updateTable('bpm_task_reads')
    .set({ is_read: true, read_at: now })
    .where('user_id', '=', user.id)
    .where('is_read', '=', false)
    .where((eb) =>
      eb.or([
        ...(query.taskId ? [eb('id', '=', query.taskId), eb('task_id', '=', query.taskId)] : []),
        ...(query.instId ? [eb('inst_id', '=', query.instId)] : []),
      ]),
    )
    .executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

/** delBpmTaskNoticeById: removes one of the caller's own notices. */
export async function removeNotice(db: Db, user: SessionUser, id: string): Promise<NoticeResult> {
  const result = await db
    .deleteFrom('bpm_task_reads')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('待阅不存在');
  return { count: 1 };
}

// ------------------------------------------------------------------------------------------ urge, delay

async function pendingTasksOf(db: Db, instId: string) {
  const tasks = await db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  const candidates = tasks.length
    ? await db
        .selectFrom('bpm_task_candidates')
        .innerJoin('users', 'users.id', 'bpm_task_candidates.user_id')
        .select(['bpm_task_candidates.task_id', 'users.id', 'users.fullname'])
        .where(
          'bpm_task_candidates.task_id',
          'in',
          tasks.map((task) => task.id),
        )
        .orderBy('users.id')
        .execute()
    : [];
  return tasks.map((task) => ({
    task,
    people: candidates
      .filter((row) => row.task_id === task.id)
      .map((row) => ({ id: row.id, name: row.fullname })),
  }));
}

async function lastUrge(db: Db, instId: string, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('bpm_task_urgents')
    .select('created_at')
    .where('inst_id', '=', instId)
    .where('sender_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

const SUSPENDED = instanceSuspended().message;

/** Why the caller may not urge the instance now, or undefined. */
function urgeRefusal(
  instance: { creator_id: string; status: string; suspended_at: Date | null },
  user: SessionUser,
  last: Date | null,
  pending: number,
  now: Date,
) {
  if (instance.creator_id !== user.id) return '只有发起人可以催办';
  if (instance.status !== 'running') return '流程已结束';
  if (instance.suspended_at) return SUSPENDED;
  if (pending === 0) return '没有待处理的任务';
  if (last && now.getTime() - last.getTime() < URGE_INTERVAL_MINUTES * 60_000)
    return '催办过于频繁，请稍后再试';
  return undefined;
}

async function visibleInstanceRow(db: Db, user: SessionUser, instId: string) {
  const instance = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', instId)
    .executeTakeFirst();
  if (!instance || instance.status === 'draft' || !(await canSeeInstance(db, instance, user))) {
    throw notFound('流程实例不存在或无权查看');
  }
  return instance;
}

/** getUrgentStateConf: whether the caller may urge now, and whom a reminder reaches. */
export async function urgentState(
  db: Db,
  user: SessionUser,
  instId: string,
  now = new Date(),
): Promise<UrgentStateConf> {
  const instance = await visibleInstanceRow(db, user, instId);
  const pending = await pendingTasksOf(db, instId);
  const last = await lastUrge(db, instId, user.id);
  const message = urgeRefusal(instance, user, last, pending.length, now);
  return {
    instId,
    canUrge: !message,
    ...(message ? { message } : {}),
    intervalMinutes: URGE_INTERVAL_MINUTES,
    lastUrgeTime: iso(last),
    tasks: pending.map(({ task, people }) => ({
      taskId: task.id,
      name: task.name,
      handlerNames: people.map((person) => person.name),
      dueTime: iso(task.due_at),
    })),
  };
}

function toUrgent(row: {
  id: string;
  inst_id: string;
  task_id: string;
  task_name: string;
  sender_id: string;
  sender_name: string;
  opinion: string;
  receiver_names: string;
  created_at: Date;
}): TaskUrgent {
  return {
    id: row.id,
    instId: row.inst_id,
    taskId: row.task_id,
    taskName: row.task_name,
    senderId: row.sender_id,
    senderName: row.sender_name,
    opinion: row.opinion,
    receiverNames: JSON.parse(row.receiver_names) as string[],
    createTime: iso(row.created_at) as string,
  };
}

/** sendBpmTaskUrgent: the initiator reminds the handlers (urgent, unread again, a notice each). */
export async function sendUrgent(
  db: Db,
  user: SessionUser,
  body: UrgentBody,
  now = new Date(),
): Promise<TaskUrgent[]> {
  const seen = await visibleInstanceRow(db, user, body.instId);
  return db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('bpm_instances')
      .selectAll()
      .where('id', '=', seen.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    let pending = await pendingTasksOf(trx, instance.id);
    if (body.taskIds) {
      const wanted = new Set(body.taskIds);
      pending = pending.filter(({ task }) => wanted.has(task.id));
      if (instance.creator_id === user.id && pending.length !== wanted.size) throw taskHandledAlready();
    }
    const message = urgeRefusal(
      instance,
      user,
      await lastUrge(trx, instance.id, user.id),
      pending.length,
      now,
    );
    if (message === SUSPENDED) throw instanceSuspended();
    if (message) throw message === '只有发起人可以催办' ? forbidden(message) : badRequest(message);
    const opinion = requireOpinion(body.opinion, '请填写催办内容');
    const urgents: TaskUrgent[] = [];
    for (const { task, people } of pending) {
      const row = {
        id: newId('urge'),
        inst_id: instance.id,
        task_id: task.id,
        task_name: task.name,
        sender_id: user.id,
        sender_name: user.fullname,
        opinion,
        receiver_names: JSON.stringify(people.map((person) => person.name)),
        created_at: now,
      };
      await trx.insertInto('bpm_task_urgents').values(row).execute();
      await trx
        .updateTable('bpm_tasks')
        .set((eb) => ({ priority: sql<number>`greatest(${eb.ref('priority')}, ${PRIORITY_URGED})` }))
        .where('id', '=', task.id)
        .execute();
      await markTaskUnread(trx, task.id);
      await notify(
        trx,
        'urge',
        aboutTask(task),
        people.map((person) => person.id),
        user,
        now,
      );
      urgents.push(toUrgent(row));
    }
    return urgents;
  });
}

/** getUrgrntById: one reminder, for whoever may see its instance. */
export async function urgentById(db: Db, user: SessionUser, id: string): Promise<TaskUrgent> {
  const row = await db.selectFrom('bpm_task_urgents').selectAll().where('id', '=', id).executeTakeFirst();
  const instance = row
    ? await db
        .selectFrom('bpm_instances')
        .select(['id', 'creator_id'])
        .where('id', '=', row.inst_id)
        .executeTakeFirst()
    : undefined;
  if (!row || !instance || !(await canSeeInstance(db, instance, user))) throw notFound('催办记录不存在');
  return toUrgent(row);
}

/** taskDelayById: the handler moves the task's due time later; a 'delay' timer marks it overdue then. */
export async function delayTask(
  db: Db,
  user: SessionUser,
  query: { taskId: string; leaderId?: string; hours: number },
  now = new Date(),
): Promise<DelayResult> {
  return withTask(db, query.taskId, async (locked) => {
    const { trx, task } = locked;
    await requireHandler(locked, user, query.leaderId, 'delay');
    const from = task.due_at && +task.due_at > +now ? new Date(task.due_at) : now;
    const dueAt = new Date(from.getTime() + query.hours * 3_600_000);
    await trx
      .updateTable('bpm_tasks')
      .set((eb) => ({
        due_at: dueAt,
        priority: sql<number>`least(${eb.ref('priority')}, ${PRIORITY_URGED})`,
      }))
      .where('id', '=', task.id)
      .execute();
    await trx
      .deleteFrom('bpm_timers')
      .where('task_id', '=', task.id)
      .where('kind', 'in', ['due', 'delay'])
      .where('fired_at', 'is', null)
      .execute();
    await trx
      .insertInto('bpm_timers')
      .values({
        id: newId('timer'),
        inst_id: task.inst_id,
        task_id: task.id,
        kind: 'delay',
        due_at: dueAt,
        fired_at: null,
        payload: JSON.stringify({ by: user.id, hours: query.hours }),
        created_at: now,
      })
      .execute();
    return { taskId: task.id, dueTime: dueAt.toISOString() };
  });
}

// ------------------------------------------------------------------------------------------ buttons, state

/**
 * getButtonsBytaskId: the handler's buttons of the node (lock or unlock by the lock status; those a pending
 * add-sign round holds back left out); the initiator's urge and circulate on a pending task; a receiver's
 * reply or vote.
 */
export async function taskActionButtons(
  db: Db,
  user: SessionUser,
  auth: { canHandle: boolean; lockStatus: number },
  taskId: string,
): Promise<TaskButton[]> {
  const task = await db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow();
  const aliases = new Set<TaskActionAlias>();
  if (auth.canHandle) {
    const definition = await loadDefinition(db, { defId: task.def_id });
    const offered = nodeButtons(definition, task);
    const held = (await signRound(db, task.id))?.result === 'pending' ? HELD_BY_SIGNING : [];
    for (const alias of offered) {
      if ((HANDLER_BUTTONS.includes(alias) || alias === 'resubmit') && !held.includes(alias))
        aliases.add(alias);
    }
    if (task.node_id === START_NODE_KEY) aliases.delete('reject');
    if (auth.lockStatus === 1) aliases.add('lock');
    if (auth.lockStatus === 3) aliases.add('unlock');
  } else if (task.status === 'pending' && !user.identity) {
    const instance = await db
      .selectFrom('bpm_instances')
      .select(['creator_id', 'status'])
      .where('id', '=', task.inst_id)
      .executeTakeFirstOrThrow();
    if (
      instance.creator_id === user.id &&
      instance.status === 'running' &&
      !(await isCandidate(db, task.id, user.id))
    ) {
      aliases.add('urge');
      aliases.add('circulate');
    }
  }
  if (task.status === 'pending' && !user.identity) {
    const mine = await db
      .selectFrom('bpm_task_comms')
      .select('kind')
      .where('task_id', '=', task.id)
      .where('receiver_id', '=', user.id)
      .where('status', '=', 'pending')
      .execute();
    if (mine.some((row) => row.kind === 'inquiry')) aliases.add('inquiryReply');
    if (mine.some((row) => row.kind === 'communicate')) aliases.add('communicateReply');
    const round = await signRound(db, task.id);
    if (
      round?.result === 'pending' &&
      round.signers.some((signer) => signer.userId === user.id && signer.status === 'pending')
    ) {
      aliases.add('signFeedback');
    }
  }
  return TASK_ACTION_ALIASES.filter((alias) => aliases.has(alias)).map((alias) => ({
    alias,
    name: TASK_ACTION_LABELS[alias],
  }));
}

/** taskDetailBo's `actions`: the task's comms (a receiver: their own), its add-sign round, the caller's to answer. */
export async function taskActionsState(
  db: Db,
  user: SessionUser,
  task: { id: string },
  canHandle: boolean,
): Promise<TaskActionsState> {
  let comms = db.selectFrom('bpm_task_comms').selectAll().where('task_id', '=', task.id);
  if (!canHandle)
    comms = comms.where((eb) => eb.or([eb('receiver_id', '=', user.id), eb('sender_id', '=', user.id)]));
  const rows = (await comms.orderBy('created_at').orderBy('id').execute()).map(toComm);
  const sign = await signRound(db, task.id);
  const mySignRequest =
    sign?.result === 'pending'
      ? (sign.signers.find((signer) => signer.userId === user.id && signer.status === 'pending') ?? null)
      : null;
  return {
    comms: rows,
    sign,
    myPendingComms: rows.filter((comm) => comm.receiverId === user.id && comm.status === 'pending'),
    mySignRequest,
  };
}
