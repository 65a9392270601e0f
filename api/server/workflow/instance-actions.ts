import type { ApprovalStatus, InstanceStatus } from '../../contract/workflow.js';
import type {
  EndProcessBody,
  InstanceActionResult,
  InstanceNoticeKind,
  InstanceSuspendType,
  RevokeInstanceBody,
  RevokeState,
} from '../../contract/workflow-instance.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { actingAs, canSeeInstance, isWorkflowAdmin, visibleInstanceRow } from './access.js';
import { loadDefinition } from './definitions.js';
import { instanceEnded } from './instance-outcomes.js';
import { notify } from './notices.js';
import { instanceChanged, newId } from './steps.js';
import { cancelTasks, closeTask, taskHandledAlready } from './task-rows.js';
import { dropPendingMoves, shiftTimers } from './timers.js';
import type { InstanceRow } from './views.js';

/**
 * The instance actions of issue 14: revoke, terminate, suspend and resume, remove (take back is in
 * take-back.ts, what the caller may do now in instance-rights.ts). Each runs in one transaction that holds
 * the instance's row (as the engine's steps do), checks who the caller is and the instance's state, and
 * answers a clear refusal that changes nothing otherwise. The rule table is in
 * api/contract/workflow-instance.ts.
 */

const notVisible = () => notFound('流程实例不存在或无权查看');

/**
 * The instance's row, held until the transaction ends; a stranger learns nothing of it. A workflow
 * administrator reaches any instance for the actions that are theirs (`forAdmin`).
 */
export async function lockVisibleInstance(
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

export async function pendingTasksOf(trx: Db, instId: string) {
  return trx
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function candidatesOf(trx: Db, taskIds: string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const rows = await trx
    .selectFrom('bpm_task_candidates')
    .select('user_id')
    .where('task_id', 'in', taskIds)
    .execute();
  return [...new Set(rows.map((row) => row.user_id))];
}

/** The first pending task of the instance the caller may handle (in person or for a leader), and for whom. */
export async function actingTaskOf(
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

/** An opinion row of an action (revoke, manual termination, suspension). */
export async function recordOpinion(
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
      id: newId('op'),
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
 * Ends the instance as the action leaves it (revoke or manualEnd undecided; a reject to the initiator of a
 * definition whose initiator answers elsewhere as `end`, rejected). The row's version moves on, and a step
 * that moved it since it was read refuses this one. The engine's state goes with everything that could move
 * the instance again: its timers and any pending direct return. The definition's listener, if any, hears
 * how it ended.
 */
export async function endInstance(
  trx: Db,
  instance: Pick<InstanceRow, 'id' | 'version' | 'def_key' | 'form_data'>,
  status: InstanceStatus,
  now: Date,
  result: 'rejected' | null = null,
): Promise<void> {
  await dropPendingMoves(trx, instance.id);
  const ended = await trx
    .updateTable('bpm_instances')
    .set({
      engine_state: null,
      status,
      ended_at: now,
      updated_at: now,
      result,
      suspended_at: null,
      suspended_by: null,
      version: instance.version + 1,
    })
    .where('id', '=', instance.id)
    .where('version', '=', instance.version)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) throw instanceChanged();
  await instanceEnded(trx, instance, instance.def_key, result ?? 'ended', now);
}

export const nodeRef = (task: { node_id: string; name: string }) => ({ id: task.node_id, name: task.name });

// ------------------------------------------------------------------------------------------ revoke

export async function revokeMessage(
  trx: Db,
  user: SessionUser,
  instance: InstanceRow,
): Promise<string | undefined> {
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
  const instance = await visibleInstanceRow(db, user, instId);
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
    await revokeHeld(trx, instance, user, body.opinion, now);
    return { instId: instance.id, status: 'revoke', suspended: false };
  });
}

/**
 * Revokes an instance whose row the transaction holds, as `user` (its initiator): its tasks go with their
 * handlers told, the opinion is recorded at the start, and it ends as revoked.
 */
export async function revokeHeld(
  trx: Db,
  instance: InstanceRow,
  user: SessionUser,
  opinion: string | undefined,
  now: Date,
): Promise<void> {
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
    opinion,
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
      await closeTask(trx, acting.task, user, {
        action: 'manualEnd',
        status: 'manualEnd',
        opinion: body.opinion.trim(),
        ownerId: acting.actor === user.id ? null : acting.actor,
        now,
      });
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

export const ENDED: InstanceStatus[] = ['end', 'manualEnd', 'revoke'];

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
