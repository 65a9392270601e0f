import type { Selectable } from 'kysely';
import type { ApprovalStatus } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { BpmTaskTable } from '../db/schema-workflow.js';
import { HttpError } from '../http/envelope.js';

/**
 * A task's rows as every step and action writes them: held under the instance's lock, closed by its
 * handler, cancelled when the token leaves it, marked unread again. The task actions, the instance actions
 * and the engine's steps share these, so that a task closes and cancels the same way whoever ends it.
 */

/** The refusal of a task the token left without its handler (a boundary timer fired, a reject elsewhere). */
export const TASK_CANCELLED = '该任务已取消，流程已转到其他节点，请刷新后查看';

/** A task already handled (by someone else, or twice at once), or cancelled by the flow moving on. */
export const taskHandledAlready = (status?: string) =>
  new HttpError(409, status === 'cancelled' ? TASK_CANCELLED : '该任务已被处理，请刷新后查看');

/**
 * Locks a task's instance row, then the task's: every step of an instance waits here for the one before.
 * Throws 404 when the task does not exist.
 */
export async function lockTask(trx: Db, taskId: string) {
  const located = await trx
    .selectFrom('bpm_tasks')
    .select('inst_id')
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (!located) throw new HttpError(404, '任务不存在');
  const instance = await trx
    .selectFrom('bpm_instances')
    .select([
      'id',
      'def_id',
      'creator_id',
      'creator_name',
      'creator_org_id',
      'form_data',
      'engine_state',
      'status',
      'version',
      'subject',
      'suspended_at',
    ])
    .where('id', '=', located.inst_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const task = await trx
    .selectFrom('bpm_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { instance, task };
}

/** A task and its instance as lockTask holds them. */
export type LockedTask = Awaited<ReturnType<typeof lockTask>>;

export interface TaskClose {
  action: string;
  status: ApprovalStatus;
  opinion: string | null;
  /** The opinion row's attachments (JSON), when the close sets them. */
  files?: string | null;
  /** Whom the task was handled for (a leader, a delegator), or null. */
  ownerId: string | null;
  now: Date;
  /**
   * Writes every opinion row of the task, not only its awaiting one: agree and oppose on an ordinary node
   * have always done so (a circulation's row of the task included), and keep doing so here.
   */
  everyOpinionRow?: boolean;
}

/** Closes a task by its handler: the task done with `action`, its opinion row with the status, its timers gone. */
export async function closeTask(
  trx: Db,
  task: Pick<Selectable<BpmTaskTable>, 'id'>,
  user: SessionUser,
  close: TaskClose,
): Promise<void> {
  await trx
    .updateTable('bpm_tasks')
    .set({
      status: 'done',
      action: close.action,
      completed_by: user.id,
      completed_by_name: user.fullname,
      owner_id: close.ownerId,
      completed_at: close.now,
      draft_data: null,
      draft_opinion: null,
      draft_files: null,
    })
    .where('id', '=', task.id)
    .execute();
  let opinions = trx
    .updateTable('bpm_opinions')
    .set({
      status: close.status,
      auditor_id: user.id,
      auditor_name: user.fullname,
      opinion: close.opinion,
      ...(close.files === undefined ? {} : { files: close.files }),
      is_read: true,
      completed_at: close.now,
    })
    .where('task_id', '=', task.id);
  if (!close.everyOpinionRow) opinions = opinions.where('status', '=', 'awaiting_check');
  await opinions.execute();
  await trx.deleteFrom('bpm_timers').where('task_id', '=', task.id).where('fired_at', 'is', null).execute();
}

/** Cancels pending tasks the token leaves: their awaiting opinion rows and their timers go with them. */
export async function cancelTasks(trx: Db, ids: string[], now: Date): Promise<void> {
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

/** Marks a task unread for its handlers again (its awaiting opinion rows). */
export async function markTaskUnread(trx: Db, taskId: string): Promise<void> {
  await trx
    .updateTable('bpm_opinions')
    .set({ is_read: false })
    .where('task_id', '=', taskId)
    .where('status', '=', 'awaiting_check')
    .execute();
}
