import type { FormValues } from '../../contract/workflow.js';
import type { InstanceActionResult, RetrieveQuery } from '../../contract/workflow-instance.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/envelope.js';
import { loadDefinition, nodeOf } from './definitions.js';
import { candidatesOf, lockVisibleInstance, pendingTasksOf, recordOpinion } from './instance-actions.js';
import { notify } from './notices.js';
import { applyOutcome, saveState, stepContext, stepFacts } from './steps.js';
import { moveToken } from './token-move.js';
import type { InstanceRow } from './views.js';

/**
 * Take back (retrieveBpmTask): the handler of a step returns it to themselves while nobody acted after it
 * and its next tasks are unopened. The done list's revokable flag asks the same rule (retrievableTasks).
 */

export interface RetrieveCheck {
  message?: string;
  next: Awaited<ReturnType<typeof pendingTasksOf>>;
}

/** Whether a handled task can be taken back now: nobody acted after it and its next tasks are unopened. */
export async function retrieveCheck(
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
export async function retrievableTaskOf(trx: Db, user: SessionUser, instance: InstanceRow) {
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
