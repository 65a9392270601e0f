import { type Selectable, sql } from 'kysely';
import {
  type TaskUrgent,
  URGE_INTERVAL_MINUTES,
  type UrgentBody,
  type UrgentStateConf,
} from '../../../contract/workflow-actions.js';
import type { SessionUser } from '../../auth/sessions.js';
import type { Db } from '../../db/database.js';
import type { BpmTaskUrgentTable } from '../../db/schema-task-actions.js';
import { badRequest, forbidden, notFound } from '../../http/envelope.js';
import { canSeeInstance, visibleInstanceRow } from '../access.js';
import { instanceSuspended } from '../instance-records.js';
import { newId } from '../steps.js';
import { markTaskUnread, taskHandledAlready } from '../task-rows.js';
import { PRIORITY_URGED } from '../timers.js';
import { iso } from './rows.js';
import { requireOpinion, tellAboutTask } from './shared.js';

/**
 * Urge (sendBpmTaskUrgent): the initiator reminds the handlers of the pending tasks, not more often than
 * URGE_INTERVAL_MINUTES; each task becomes urgent and unread again, with a notice.
 */

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
      await tellAboutTask(trx, task, user, {
        kind: 'urge',
        receivers: people.map((person) => person.id),
        now,
        text: opinion,
      });
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

function toUrgent(row: Selectable<BpmTaskUrgentTable>): TaskUrgent {
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
