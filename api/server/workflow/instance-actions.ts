import { randomUUID } from 'node:crypto';
import type { ApprovalStatus, FormValues, InstanceStatus } from '../../contract/workflow.js';
import type {
  EndProcessBody,
  InstanceAction,
  InstanceActionResult,
  InstanceActionRights,
  InstanceNoticeKind,
  InstanceSuspendType,
  RetrieveQuery,
  RevokeInstanceBody,
  RevokeState,
} from '../../contract/workflow-instance.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/envelope.js';
import { actingAs, canSeeInstance } from './access.js';
import { loadDefinition, nodeOf } from './definitions.js';
import { notify } from './notices.js';
import { applyOutcome, saveState, stepContext, stepFacts, taskHandledAlready } from './steps.js';
import { shiftTimers } from './timers.js';
import { moveToken } from './token-move.js';
import type { InstanceRow } from './views.js';

/**
 * The instance actions of issue 14: take back, revoke, terminate, suspend and resume, remove. Each runs in
 * one transaction that holds the instance's row (as the engine's steps do), checks who the caller is and
 * the instance's state, and answers a clear refusal that changes nothing otherwise. The rule table is in
 * api/contract/workflow-instance.ts.
 */

const opId = () => `op-${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** The role whose (enabled) holders administer the workflow: terminate, suspend, remove any instance. */
export const WORKFLOW_ADMIN_ROLE = 'role-admin';

export async function isWorkflowAdmin(db: Db, user: SessionUser): Promise<boolean> {
  if (user.identity) return false;
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('user_roles.role_id')
    .where('user_roles.user_id', '=', user.id)
    .where('user_roles.role_id', '=', WORKFLOW_ADMIN_ROLE)
    .where('roles.enabled', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}

const notVisible = () => notFound('流程实例不存在或无权查看');

/**
 * The instance's row, held until the transaction ends; a stranger learns nothing of it. A workflow
 * administrator reaches any instance for the actions that are theirs (`forAdmin`).
 */
async function lockVisibleInstance(
  trx: Db,
  user: SessionUser,
  instId: string,
  forAdmin = false,
): Promise<InstanceRow> {
  const instance = await trx
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', instId)
    .forUpdate()
    .executeTakeFirst();
  if (!instance || instance.status === 'draft') throw notVisible();
  if (!(await canSeeInstance(trx, instance, user)) && !(forAdmin && (await isWorkflowAdmin(trx, user)))) {
    throw notVisible();
  }
  return instance;
}

async function pendingTasksOf(trx: Db, instId: string) {
  return trx
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function candidatesOf(trx: Db, taskIds: string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const rows = await trx
    .selectFrom('bpm_task_candidates')
    .select('user_id')
    .where('task_id', 'in', taskIds)
    .execute();
  return [...new Set(rows.map((row) => row.user_id))];
}

/** The first pending task of the instance the caller may handle (in person or for a leader), and for whom. */
async function actingTaskOf(
  trx: Db,
  user: SessionUser,
  pending: Awaited<ReturnType<typeof pendingTasksOf>>,
  leaderId?: string,
) {
  for (const task of pending) {
    const actor = await actingAs(trx, task, user, leaderId);
    if (actor && (!task.lock_user_id || task.lock_user_id === actor)) return { task, actor };
  }
  return undefined;
}

/** Cancels pending tasks (their pending opinion rows and timers go with them). */
async function cancelTasks(trx: Db, taskIds: string[], now: Date): Promise<void> {
  if (taskIds.length === 0) return;
  await trx
    .updateTable('bpm_tasks')
    .set({ status: 'cancelled', completed_at: now })
    .where('id', 'in', taskIds)
    .execute();
  await trx
    .deleteFrom('bpm_opinions')
    .where('task_id', 'in', taskIds)
    .where('status', '=', 'awaiting_check')
    .execute();
  await trx.deleteFrom('bpm_timers').where('task_id', 'in', taskIds).where('fired_at', 'is', null).execute();
}

/** An opinion row of an action (revoke, manual termination, suspension). */
async function recordOpinion(
  trx: Db,
  row: {
    instId: string;
    taskId?: string | null;
    node: { id: string; name: string };
    status: ApprovalStatus;
    user: SessionUser;
    opinion?: string;
    now: Date;
    open?: boolean;
  },
): Promise<void> {
  await trx
    .insertInto('bpm_opinions')
    .values({
      id: opId(),
      inst_id: row.instId,
      task_id: row.taskId ?? null,
      node_id: row.node.id,
      node_name: row.node.name,
      auditor_id: row.user.id,
      auditor_name: row.user.fullname,
      candidates: null,
      status: row.status,
      opinion: row.opinion?.trim() || null,
      files: null,
      is_read: true,
      created_at: row.now,
      completed_at: row.open ? null : row.now,
    })
    .execute();
}

/**
 * Ends the instance as the action leaves it (revoke or manualEnd); the row's version moves on. The engine's
 * state goes with everything that could move the instance again: its timers and any pending direct return.
 */
async function endInstance(trx: Db, instance: InstanceRow, status: InstanceStatus, now: Date): Promise<void> {
  await trx
    .deleteFrom('bpm_timers')
    .where('inst_id', '=', instance.id)
    .where('fired_at', 'is', null)
    .execute();
  await trx.deleteFrom('bpm_task_returns').where('inst_id', '=', instance.id).execute();
  await trx
    .updateTable('bpm_instances')
    .set({
      engine_state: null,
      status,
      ended_at: now,
      updated_at: now,
      result: null,
      suspended_at: null,
      suspended_by: null,
      version: instance.version + 1,
    })
    .where('id', '=', instance.id)
    .execute();
}

const nodeRef = (task: { node_id: string; name: string }) => ({ id: task.node_id, name: task.name });

// ------------------------------------------------------------------------------------------ take back

interface RetrieveCheck {
  message?: string;
  next: Awaited<ReturnType<typeof pendingTasksOf>>;
}

/** Whether a handled task can be taken back now: nobody acted after it and its next tasks are unopened. */
async function retrieveCheck(
  trx: Db,
  instance: InstanceRow,
  task: { id: string; node_id: string; node_type: string; status: string; completed_at: Date | null },
  /** Holds the next tasks' rows (take back itself); a read (the done list) does not. */
  lock = true,
): Promise<RetrieveCheck> {
  if (task.status !== 'done' || !task.completed_at) return { message: '该任务未处理，不能收回', next: [] };
  if (instance.status !== 'running' || !instance.engine_state)
    return { message: '流程已结束，不能收回', next: [] };
  if (instance.suspended_at) return { message: '流程已挂起，不能处理', next: [] };
  if (task.node_type === 'SIGNTASK') return { message: '会签任务不能收回', next: [] };
  const later = await trx
    .selectFrom('bpm_tasks')
    .select('id')
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'done')
    .where('id', '<>', task.id)
    .where('completed_at', '>', task.completed_at)
    .executeTakeFirst();
  if (later) return { message: '后续节点已处理，不能收回', next: [] };
  const next = (await pendingTasksOf(trx, instance.id)).filter(
    (pending) => new Date(pending.created_at).getTime() >= new Date(task.completed_at ?? 0).getTime(),
  );
  if (next.length === 0) return { message: '没有可收回的后续任务', next };
  if (next.some((pending) => pending.node_id === task.node_id)) return { message: '该任务已收回', next: [] };
  // The next tasks' rows held too: a handler opening one now waits for the take back, or stops it.
  const opinions = trx
    .selectFrom('bpm_opinions')
    .select(['id', 'is_read'])
    .where(
      'task_id',
      'in',
      next.map((pending) => pending.id),
    )
    .where('status', '=', 'awaiting_check');
  const rows = await (lock ? opinions.forUpdate() : opinions).execute();
  const opened = rows.some((row) => row.is_read);
  const touched = next.some(
    (pending) =>
      pending.lock_user_id ||
      pending.draft_data !== null ||
      pending.draft_opinion !== null ||
      pending.draft_files !== null,
  );
  if (opened || touched) return { message: '后续任务已被查看，不能收回', next: [] };
  return { next };
}

/**
 * The handled tasks of the caller that take back would accept now (the done list's revokable flag): the
 * same rule as retrieveBpmTask, so that the list never offers what take back refuses.
 */
export async function retrievableTasks(db: Db, user: SessionUser, taskIds: string[]): Promise<Set<string>> {
  const retrievable = new Set<string>();
  if (taskIds.length === 0) return retrievable;
  const tasks = await db
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('id', 'in', taskIds)
    .where('completed_by', '=', user.id)
    .execute();
  for (const task of tasks) {
    const instance = await db
      .selectFrom('bpm_instances')
      .selectAll()
      .where('id', '=', task.inst_id)
      .executeTakeFirst();
    if (instance && !(await retrieveCheck(db, instance, task, false)).message) retrievable.add(task.id);
  }
  return retrievable;
}

/** The caller's handled task of the instance that take back would name (the latest one), if any. */
async function retrievableTaskOf(trx: Db, user: SessionUser, instance: InstanceRow) {
  return trx
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'done')
    .where('completed_by', '=', user.id)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Take back (retrieveBpmTask): the token returns from the tasks the caller's step created to the caller's
 * node, those tasks go (their handlers are told), and the node's task is the caller's again (or the
 * leader's they handled it for).
 */
export async function retrieveTask(
  db: Db,
  user: SessionUser,
  query: RetrieveQuery,
  now = new Date(),
): Promise<InstanceActionResult> {
  return db.transaction().execute(async (trx) => {
    const located = await trx
      .selectFrom('bpm_tasks')
      .select('inst_id')
      .where('id', '=', query.taskId)
      .executeTakeFirst();
    if (!located) throw notFound('任务不存在或无权查看');
    const instance = await lockVisibleInstance(trx, user, located.inst_id).catch(() => {
      throw notFound('任务不存在或无权查看');
    });
    const task = await trx
      .selectFrom('bpm_tasks')
      .selectAll()
      .where('id', '=', query.taskId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (task.completed_by !== user.id) throw forbidden('只有该任务的处理人可以收回');
    const { message, next } = await retrieveCheck(trx, instance, task);
    if (message) throw badRequest(message);
    const definition = await loadDefinition(trx, { defId: instance.def_id });
    const values = JSON.parse(instance.form_data) as FormValues;
    const step = await stepContext(trx, definition, instance, user, now);
    const facts = await stepFacts(trx, step, values);
    const outcome = await moveToken(instance.engine_state as string, facts, {
      fromExecutionIds: next.map((pending) => pending.execution_id),
      toNodeId: task.node_id,
    });
    const receivers = await candidatesOf(
      trx,
      next.map((pending) => pending.id),
    );
    const node = nodeOf(definition, task.node_id);
    await recordOpinion(trx, {
      instId: instance.id,
      taskId: task.id,
      node: { id: task.node_id, name: node?.name ?? task.name },
      status: 'revoke',
      user,
      opinion: query.opinion,
      now,
    });
    const created = await applyOutcome(step, outcome);
    // The node's task again, for whom the step was taken (the leader a secretary handled it for).
    const holderId = task.owner_id ?? user.id;
    const holder = await trx
      .selectFrom('users')
      .select(['id', 'fullname'])
      .where('id', '=', holderId)
      .executeTakeFirstOrThrow();
    const again = created.find((entry) => entry.nodeId === task.node_id);
    if (!again) throw new HttpError(500, '服务器内部错误，请稍后重试');
    await trx.deleteFrom('bpm_task_candidates').where('task_id', '=', again.taskId).execute();
    await trx
      .insertInto('bpm_task_candidates')
      .values({ task_id: again.taskId, user_id: holder.id })
      .execute();
    await trx
      .updateTable('bpm_tasks')
      .set({ assignee_id: holder.id, assignee_name: holder.fullname })
      .where('id', '=', again.taskId)
      .execute();
    await trx
      .updateTable('bpm_opinions')
      .set({
        auditor_id: holder.id,
        auditor_name: holder.fullname,
        candidates: JSON.stringify([
          {
            id: holder.id,
            name: holder.fullname,
            type: 'user',
            users: [{ id: holder.id, name: holder.fullname }],
          },
        ]),
        // The one who takes it back opens it at once.
        is_read: true,
      })
      .where('task_id', '=', again.taskId)
      .where('status', '=', 'awaiting_check')
      .execute();
    await notify(trx, {
      instId: instance.id,
      taskId: again.taskId,
      node: { id: task.node_id, name: node?.name ?? task.name },
      kind: 'retrieve',
      receivers,
      sender: { id: user.id, name: user.fullname },
      now,
    });
    await saveState(step, outcome, values);
    return { instId: instance.id, status: 'running', suspended: false, taskId: again.taskId };
  });
}

// ------------------------------------------------------------------------------------------ revoke

async function revokeMessage(trx: Db, user: SessionUser, instance: InstanceRow): Promise<string | undefined> {
  if (instance.creator_id !== user.id) return '只有发起人可以撤回';
  if (instance.status !== 'running') return '流程已结束，不能撤回';
  if (instance.suspended_at) return '流程已挂起，不能撤回';
  const handled = await trx
    .selectFrom('bpm_tasks')
    .select('id')
    .where('inst_id', '=', instance.id)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return handled ? '已有审批人处理，不能撤回' : undefined;
}

/** getSponsorRevokeByInstId: whether the initiator may revoke the instance now. */
export async function revokeState(db: Db, user: SessionUser, instId: string): Promise<RevokeState> {
  const instance = await db
    .selectFrom('bpm_instances')
    .selectAll()
    .where('id', '=', instId)
    .executeTakeFirst();
  if (!instance || instance.status === 'draft' || !(await canSeeInstance(db, instance, user)))
    throw notVisible();
  const message = await revokeMessage(db, user, instance);
  return { instId, canRevoke: !message, ...(message ? { message } : {}) };
}

/** The initiator withdraws the instance before any approver acted: its tasks go, it ends as revoked. */
export async function revokeInstance(
  db: Db,
  user: SessionUser,
  body: RevokeInstanceBody,
  now = new Date(),
): Promise<InstanceActionResult> {
  return db.transaction().execute(async (trx) => {
    const instance = await lockVisibleInstance(trx, user, body.instId);
    const message = await revokeMessage(trx, user, instance);
    if (message) throw instance.creator_id === user.id ? badRequest(message) : forbidden(message);
    const pending = await pendingTasksOf(trx, instance.id);
    const receivers = await candidatesOf(
      trx,
      pending.map((task) => task.id),
    );
    await cancelTasks(
      trx,
      pending.map((task) => task.id),
      now,
    );
    const definition = await loadDefinition(trx, { defId: instance.def_id });
    const start = definition.nodes.find((node) => node.nodeType === 'START');
    const startNode = { id: start?.nodeId ?? 'start', name: start?.name ?? definition.row.name };
    await recordOpinion(trx, {
      instId: instance.id,
      node: startNode,
      status: 'revokeToStart',
      user,
      opinion: body.opinion,
      now,
    });
    await endInstance(trx, instance, 'revoke', now);
    await notify(trx, {
      instId: instance.id,
      node: pending[0] ? nodeRef(pending[0]) : startNode,
      kind: 'revoke',
      receivers,
      sender: { id: user.id, name: user.fullname },
      now,
    });
    return { instId: instance.id, status: 'revoke', suspended: false };
  });
}

// ------------------------------------------------------------------------------------------ terminate

/**
 * Manual termination with a reason: by the handler of a pending task (the task names it, or the caller
 * holds one), or by a workflow administrator. The handler's task is closed with the reason; the others go.
 */
export async function terminateInstance(
  db: Db,
  user: SessionUser,
  body: Pick<EndProcessBody, 'taskId' | 'instId' | 'opinion' | 'leaderId'>,
  now = new Date(),
): Promise<InstanceActionResult> {
  let instId = body.instId;
  if (body.taskId) {
    const task = await db
      .selectFrom('bpm_tasks')
      .select('inst_id')
      .where('id', '=', body.taskId)
      .executeTakeFirst();
    if (!task || (instId && instId !== task.inst_id)) throw notFound('任务不存在或无权查看');
    instId = task.inst_id;
  }
  if (!instId) throw badRequest('请指定流程实例');
  const target = instId;
  return db.transaction().execute(async (trx) => {
    const instance = await lockVisibleInstance(trx, user, target, true);
    if (instance.status !== 'running') throw badRequest('流程已结束');
    const pending = await pendingTasksOf(trx, instance.id);
    let acting: Awaited<ReturnType<typeof actingTaskOf>>;
    if (body.taskId) {
      const task = pending.find((entry) => entry.id === body.taskId);
      if (!task) throw taskHandledAlready();
      const actor = await actingAs(trx, task, user, body.leaderId);
      if (actor && task.lock_user_id && task.lock_user_id !== actor) throw forbidden('该任务已被他人锁定');
      acting = actor ? { task, actor } : undefined;
    } else {
      acting = await actingTaskOf(trx, user, pending, body.leaderId);
    }
    if (!acting && !(await isWorkflowAdmin(trx, user))) throw forbidden('您没有终止该流程的权限');
    const others = pending.filter((task) => task.id !== acting?.task.id);
    const receivers = [
      instance.creator_id,
      ...(await candidatesOf(
        trx,
        others.map((task) => task.id),
      )),
    ];
    await cancelTasks(
      trx,
      others.map((task) => task.id),
      now,
    );
    if (acting) {
      await trx
        .updateTable('bpm_tasks')
        .set({
          status: 'done',
          action: 'manualEnd',
          completed_by: user.id,
          completed_by_name: user.fullname,
          owner_id: acting.actor === user.id ? null : acting.actor,
          completed_at: now,
          draft_data: null,
          draft_opinion: null,
          draft_files: null,
        })
        .where('id', '=', acting.task.id)
        .execute();
      await trx
        .updateTable('bpm_opinions')
        .set({
          status: 'manualEnd' satisfies ApprovalStatus,
          auditor_id: user.id,
          auditor_name: user.fullname,
          opinion: body.opinion.trim(),
          is_read: true,
          completed_at: now,
        })
        .where('task_id', '=', acting.task.id)
        .where('status', '=', 'awaiting_check')
        .execute();
      await trx
        .deleteFrom('bpm_timers')
        .where('task_id', '=', acting.task.id)
        .where('fired_at', 'is', null)
        .execute();
    } else {
      const definition = await loadDefinition(trx, { defId: instance.def_id });
      const node = pending[0] ? nodeRef(pending[0]) : { id: 'end', name: definition.row.name };
      await recordOpinion(trx, {
        instId: instance.id,
        node,
        status: 'manualEnd',
        user,
        opinion: body.opinion,
        now,
      });
    }
    await closeSuspendOpinion(trx, instance.id, now);
    await endInstance(trx, instance, 'manualEnd', now);
    const where = acting?.task ?? pending[0];
    await notify(trx, {
      instId: instance.id,
      node: where ? nodeRef(where) : { id: 'end', name: instance.def_name },
      kind: 'manualEnd',
      receivers,
      sender: { id: user.id, name: user.fullname },
      now,
    });
    return { instId: instance.id, status: 'manualEnd', suspended: false };
  });
}

// ------------------------------------------------------------------------------------------ suspend

/** Closes the instance's open suspend opinion (on resume, or when the instance ends). */
async function closeSuspendOpinion(trx: Db, instId: string, now: Date): Promise<void> {
  await trx
    .updateTable('bpm_opinions')
    .set({ completed_at: now })
    .where('inst_id', '=', instId)
    .where('status', '=', 'suspend')
    .where('completed_at', 'is', null)
    .execute();
}

/** hang-up suspends (a handler of a pending task, or an administrator); cancel resumes (who suspended, or an administrator). */
export async function suspendInstance(
  db: Db,
  user: SessionUser,
  type: InstanceSuspendType,
  query: { instId: string; opinion?: string },
  now = new Date(),
): Promise<InstanceActionResult> {
  return db.transaction().execute(async (trx) => {
    const instance = await lockVisibleInstance(trx, user, query.instId, true);
    if (instance.status !== 'running') throw badRequest('流程已结束');
    const pending = await pendingTasksOf(trx, instance.id);
    const admin = await isWorkflowAdmin(trx, user);
    let kind: InstanceNoticeKind;
    if (type === 'hang-up') {
      if (instance.suspended_at) throw badRequest('流程已挂起，无需重复挂起');
      if (!admin && !(await actingTaskOf(trx, user, pending))) throw forbidden('您没有挂起该流程的权限');
      await trx
        .updateTable('bpm_instances')
        .set({ suspended_at: now, suspended_by: user.id, updated_at: now, version: instance.version + 1 })
        .where('id', '=', instance.id)
        .execute();
      await recordOpinion(trx, {
        instId: instance.id,
        node: pending[0] ? nodeRef(pending[0]) : { id: 'start', name: instance.def_name },
        status: 'suspend',
        user,
        opinion: query.opinion,
        now,
        open: true,
      });
      kind = 'suspend';
    } else {
      if (!instance.suspended_at) throw badRequest('流程未挂起');
      if (!admin && instance.suspended_by !== user.id) throw forbidden('只有挂起人或流程管理员可以恢复');
      await shiftTimers(trx, instance.id, now.getTime() - new Date(instance.suspended_at).getTime());
      await trx
        .updateTable('bpm_instances')
        .set({ suspended_at: null, suspended_by: null, updated_at: now, version: instance.version + 1 })
        .where('id', '=', instance.id)
        .execute();
      await closeSuspendOpinion(trx, instance.id, now);
      kind = 'resume';
    }
    await notify(trx, {
      instId: instance.id,
      node: pending[0] ? nodeRef(pending[0]) : { id: 'start', name: instance.def_name },
      kind,
      receivers: [
        instance.creator_id,
        ...(await candidatesOf(
          trx,
          pending.map((task) => task.id),
        )),
      ],
      sender: { id: user.id, name: user.fullname },
      now,
    });
    return { instId: instance.id, status: 'running', suspended: type === 'hang-up' };
  });
}

// ------------------------------------------------------------------------------------------ remove

const ENDED: InstanceStatus[] = ['end', 'manualEnd', 'revoke'];

/** A workflow administrator removes handled tasks (every one named must exist and no longer be pending). */
export async function removeTasks(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  if (!(await isWorkflowAdmin(db, user))) throw forbidden('只有流程管理员可以删除任务');
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('bpm_tasks')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .forUpdate()
      .execute();
    if (rows.length !== new Set(ids).size) throw notFound('任务不存在');
    if (rows.some((row) => row.status === 'pending')) throw badRequest('待办任务不能删除，请先终止流程');
    await trx.deleteFrom('bpm_tasks').where('id', 'in', ids).execute();
    return rows.length;
  });
}

/** A workflow administrator removes instances that no longer run, with everything of them. */
export async function removeInstances(db: Db, user: SessionUser, ids: string[]): Promise<number> {
  if (!(await isWorkflowAdmin(db, user))) throw forbidden('只有流程管理员可以删除流程实例');
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('bpm_instances')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .forUpdate()
      .execute();
    if (rows.length !== new Set(ids).size || rows.some((row) => row.status === 'draft')) {
      throw notFound('流程实例不存在');
    }
    if (rows.some((row) => !ENDED.includes(row.status as InstanceStatus))) {
      throw badRequest('运行中的流程不能删除，请先终止');
    }
    await trx.deleteFrom('bpm_instances').where('id', 'in', ids).execute();
    return rows.length;
  });
}

/** The initiator removes their revoked instance. */
export async function removeOwnInstance(db: Db, user: SessionUser, instId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const instance = await lockVisibleInstance(trx, user, instId);
    if (instance.creator_id !== user.id) throw forbidden('只有发起人可以删除自己的流程');
    if (instance.status !== 'revoke') throw badRequest('只能删除已撤回的流程');
    await trx.deleteFrom('bpm_instances').where('id', '=', instance.id).execute();
  });
}

// ------------------------------------------------------------------------------------------ rights

/** What the caller may do to an instance now, with the reason of each refusal. */
export async function instanceRights(
  db: Db,
  user: SessionUser,
  instance: InstanceRow,
): Promise<InstanceActionRights> {
  const reasons: Partial<Record<InstanceAction, string>> = {};
  const admin = await isWorkflowAdmin(db, user);
  const running = instance.status === 'running';
  const pending = running ? await pendingTasksOf(db, instance.id) : [];
  const acting = running ? await actingTaskOf(db, user, pending) : undefined;

  const mine = await retrievableTaskOf(db, user, instance);
  let canRetrieve = false;
  if (!mine) reasons.retrieve = '没有可收回的任务';
  else {
    const { message } = await retrieveCheck(db, instance, mine);
    canRetrieve = !message;
    if (message) reasons.retrieve = message;
  }
  const revoke = await revokeMessage(db, user, instance);
  if (revoke) reasons.revoke = revoke;
  const canTerminate = running && (Boolean(acting) || admin);
  if (!canTerminate) reasons.terminate = running ? '您没有终止该流程的权限' : '流程已结束';
  const suspended = Boolean(instance.suspended_at);
  const canSuspend = running && !suspended && (Boolean(acting) || admin);
  if (!canSuspend) {
    reasons.suspend = !running
      ? '流程已结束'
      : suspended
        ? '流程已挂起，无需重复挂起'
        : '您没有挂起该流程的权限';
  }
  const canResume = running && suspended && (admin || instance.suspended_by === user.id);
  if (!canResume) {
    reasons.resume = !running ? '流程已结束' : !suspended ? '流程未挂起' : '只有挂起人或流程管理员可以恢复';
  }
  const canRemove = admin && ENDED.includes(instance.status as InstanceStatus);
  if (!canRemove)
    reasons.remove = admin ? '运行中的流程不能删除，请先终止' : '只有流程管理员可以删除流程实例';
  const canInstRemove = instance.creator_id === user.id && instance.status === 'revoke';
  if (!canInstRemove) {
    reasons.instRemove =
      instance.creator_id === user.id ? '只能删除已撤回的流程' : '只有发起人可以删除自己的流程';
  }
  return {
    instId: instance.id,
    retrieveTaskId: canRetrieve ? (mine?.id ?? null) : null,
    canRetrieve,
    canRevoke: !revoke,
    canTerminate,
    canSuspend,
    canResume,
    canRemove,
    canInstRemove,
    suspended,
    reasons,
  };
}
