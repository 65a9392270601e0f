import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { startPoller } from '../db/poller.js';
import { openIncident, runSystemStep, undoneOnFailure } from './auto-steps.js';
import { fireTimer } from './bpmn.js';
import { loadDefinition } from './definitions.js';
import { newId } from './steps.js';
import { markTaskUnread } from './task-rows.js';
import { fireDueTimerStarts } from './timer-starts.js';

/**
 * The workflow's timers are rows with a due time (bpm_timers), never only a setTimeout: any server process
 * polls them, claims the due ones (FOR UPDATE SKIP LOCKED, so two processes never fire one twice) and
 * fires them. An urge marks the task urgent and unread for its handler again; a due timer marks it overdue.
 * A suspended instance's timers wait: none fires while it is suspended, and resuming moves each one (and
 * each task's due time) on by the suspension's length, so that the handler keeps the time they had left.
 * A BPMN timer of the model (kind `bpmn`, written by auto-steps.ts while the engine waits on it) fires as a
 * step of its instance: under the instance's lock, the engine's own timeout of that timer runs and the
 * instance moves on (an interrupting boundary event takes the task from its handler).
 */

/** Task priority after a timer: 1 urged, 2 overdue. */
export const PRIORITY_URGED = 1;
export const PRIORITY_OVERDUE = 2;

/** How often each process polls the timers: 30 s, or WORKFLOW_TIMER_POLL_MS (the journeys poll every second). */
export const TIMER_POLL_MS = Number(process.env.WORKFLOW_TIMER_POLL_MS) || 30_000;

interface ClaimedTimer {
  id: string;
  task_id: string | null;
  kind: string;
}

/** Fires every timer due at `now`, and starts the instances timer start events schedule; answers how many fired. */
export async function fireDueTimers(db: Db, now = new Date(), batch = 50): Promise<number> {
  const taskTimers = await fireDueTaskTimers(db, now, batch);
  const engineTimers = await fireDueEngineTimers(db, now, batch);
  return taskTimers + engineTimers + (await fireDueTimerStarts(db, now, batch));
}

/** The urge, due and delay timers of tasks due at `now`. */
async function fireDueTaskTimers(db: Db, now: Date, batch: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<ClaimedTimer>`
      update bpm_timers set fired_at = ${now}
      where id in (
        select id from bpm_timers
        where fired_at is null and due_at <= ${now} and kind <> 'bpmn'
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

/**
 * The model's timers due at `now`, each in a transaction of its own that locks its instance first, then
 * the timer (the order every step of the instance locks in): a second process waits for the instance,
 * then finds the timer fired. A step that fails is undone and leaves an incident naming the timer.
 */
export async function fireDueEngineTimers(db: Db, now: Date, batch = 50): Promise<number> {
  const due = await db
    .selectFrom('bpm_timers')
    .select(['id', 'inst_id'])
    .where('kind', '=', 'bpmn')
    .where('fired_at', 'is', null)
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(batch)
    .execute();
  let fired = 0;
  for (const timer of due) {
    if (await fireEngineTimer(db, timer.id, timer.inst_id, now)) fired += 1;
  }
  return fired;
}

/**
 * The tasks an interrupting timer (or message or signal) took away (pending before it, cancelled by its step):
 * each gets a closed opinion row saying so, in place of its pending row (the opinions read it in the reader's language).
 */
export async function recordTakenAway(
  trx: Db,
  defId: string,
  byNodeId: string,
  before: string[],
  now: Date,
  /** What took them, by the name of the element that did (`{0}`). */
  text = '定时器“{0}”到期，任务已转走',
) {
  if (before.length === 0) return;
  const cancelled = await trx
    .selectFrom('bpm_tasks')
    .select(['id', 'inst_id', 'node_id'])
    .where('id', 'in', before)
    .where('status', '=', 'cancelled')
    .execute();
  if (cancelled.length === 0) return;
  const definition = await loadDefinition(trx, { defId });
  const nameOf = (nodeId: string) => definition.nodes.find((node) => node.nodeId === nodeId)?.name || nodeId;
  const by = nameOf(byNodeId);
  await trx
    .insertInto('bpm_opinions')
    .values(
      cancelled.map((task) => ({
        id: newId('op'),
        inst_id: task.inst_id,
        task_id: task.id,
        node_id: task.node_id,
        node_name: nameOf(task.node_id),
        auditor_id: null,
        auditor_name: null,
        candidates: null,
        status: 'end',
        opinion: text.replace('{0}', by),
        files: null,
        is_read: true,
        created_at: now,
        completed_at: now,
      })),
    )
    .execute();
}

async function fireEngineTimer(db: Db, timerId: string, instId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const instance = await trx
      .selectFrom('bpm_instances')
      .select(['status', 'suspended_at', 'def_id'])
      .where('id', '=', instId)
      .forUpdate()
      .executeTakeFirst();
    if (!instance || instance.suspended_at) return false;
    const timer = await trx
      .selectFrom('bpm_timers')
      .select(['id', 'payload'])
      .where('id', '=', timerId)
      .where('fired_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!timer) return false;
    await trx.updateTable('bpm_timers').set({ fired_at: now }).where('id', '=', timerId).execute();
    const payload = JSON.parse(timer.payload ?? '{}') as { nodeId: string; executionId: string };
    const pending = await trx
      .selectFrom('bpm_tasks')
      .select('id')
      .where('inst_id', '=', instId)
      .where('status', '=', 'pending')
      .execute();
    const { error } = await undoneOnFailure(trx, async () => {
      await runSystemStep(trx, instId, now, (state, facts) => fireTimer(state, facts, payload.executionId));
      await recordTakenAway(
        trx,
        instance.def_id,
        payload.nodeId,
        pending.map((task) => task.id),
        now,
      );
    });
    if (error !== undefined) {
      const definition = await loadDefinition(trx, { defId: instance.def_id });
      await openIncident(trx, { definition, now }, instId, {
        ...payload,
        kind: 'timer',
        message: error instanceof Error ? error.message : String(error),
        payload: { timerId },
      });
    }
    return true;
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
  await trx
    .updateTable('bpm_incidents')
    .set({ resolved_at: new Date(), resolution: 'ended' })
    .where('inst_id', '=', instId)
    .where('resolved_at', 'is', null)
    .execute();
  await trx.deleteFrom('bpm_task_returns').where('inst_id', '=', instId).execute();
}
