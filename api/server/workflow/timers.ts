import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { startPoller } from '../db/poller.js';
import { markTaskUnread } from './task-rows.js';

/**
 * The workflow's timers are rows with a due time (bpm_timers), never only a setTimeout: any server process
 * polls them, claims the due ones (FOR UPDATE SKIP LOCKED, so two processes never fire one twice) and
 * fires them. An urge marks the task urgent and unread for its handler again; a due timer marks it overdue.
 * A suspended instance's timers wait: none fires while it is suspended, and resuming moves each one (and
 * each task's due time) on by the suspension's length, so that the handler keeps the time they had left.
 */

/** Task priority after a timer: 1 urged, 2 overdue. */
export const PRIORITY_URGED = 1;
export const PRIORITY_OVERDUE = 2;

export const TIMER_POLL_MS = 30_000;

interface ClaimedTimer {
  id: string;
  task_id: string | null;
  kind: string;
}

/** Fires every timer due at `now`; answers how many fired. */
export async function fireDueTimers(db: Db, now = new Date(), batch = 50): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<ClaimedTimer>`
      update bpm_timers set fired_at = ${now}
      where id in (
        select id from bpm_timers
        where fired_at is null and due_at <= ${now}
          and not exists (
            select 1 from bpm_instances
            where bpm_instances.id = bpm_timers.inst_id and bpm_instances.suspended_at is not null
          )
        order by due_at
        limit ${batch}
        for update skip locked
      )
      returning id, task_id, kind`.execute(trx);
    // Tasks are updated in one order in every process: a task's urge and due timers may be claimed by two
    // pollers at once, and locking its row in claim order would let them deadlock each other.
    const byTask = [...rows].sort((a, b) => (a.task_id ?? '').localeCompare(b.task_id ?? ''));
    for (const timer of byTask) {
      if (!timer.task_id) continue;
      // A delay (taskDelayById) moved the due time: when it passes the task is overdue like any due one.
      const priority = timer.kind === 'due' || timer.kind === 'delay' ? PRIORITY_OVERDUE : PRIORITY_URGED;
      await trx
        .updateTable('bpm_tasks')
        .set((eb) => ({ priority: sql<number>`greatest(${eb.ref('priority')}, ${priority})` }))
        .where('id', '=', timer.task_id)
        .where('status', '=', 'pending')
        .execute();
      if (timer.kind === 'urge') {
        await markTaskUnread(trx, timer.task_id);
      }
    }
    return rows.length;
  });
}

/** Polls the timers every `intervalMs` until stopped; a failed round is retried at the next. */
export function startTimerPoller(
  db: Db,
  intervalMs = TIMER_POLL_MS,
  onError?: (error: unknown) => void,
): () => void {
  return startPoller(
    async () => {
      while ((await fireDueTimers(db)) > 0) {
        // more were due than one batch
      }
    },
    intervalMs,
    onError,
  );
}

/** On resume: the instance's waiting timers and its pending tasks' due times move on by `pausedMs`. */
export async function shiftTimers(trx: Db, instId: string, pausedMs: number): Promise<void> {
  if (pausedMs <= 0) return;
  const later = sql<Date>`due_at + ${pausedMs} * interval '1 millisecond'`;
  await trx
    .updateTable('bpm_timers')
    .set({ due_at: later })
    .where('inst_id', '=', instId)
    .where('fired_at', 'is', null)
    .execute();
  await trx
    .updateTable('bpm_tasks')
    .set({ due_at: later })
    .where('inst_id', '=', instId)
    .where('status', '=', 'pending')
    .where('due_at', 'is not', null)
    .execute();
}

/**
 * An ending instance loses everything that could move it again: its timers not yet fired and a pending
 * direct return.
 */
export async function dropPendingMoves(trx: Db, instId: string): Promise<void> {
  await trx.deleteFrom('bpm_timers').where('inst_id', '=', instId).where('fired_at', 'is', null).execute();
  await trx.deleteFrom('bpm_task_returns').where('inst_id', '=', instId).execute();
}
