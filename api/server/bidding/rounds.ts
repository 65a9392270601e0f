import { type Kysely, sql, type Transaction } from 'kysely';
import type { RoundState, RoundWindow } from '../../contract/bidding.js';
import { startPoller } from '../db/poller.js';
import type { Database } from '../db/schema.js';
import { Refusal } from '../tender/access.js';
import { type NewEvent, writeEvents } from './events.js';

/**
 * Rounds of online bidding, kept in the database (procure_bid_windows) and judged by the server's clock:
 * startQuotation lays out fBidRound windows that follow one another; the purchaser may end the open one
 * early (the next opens at once) or all (endQuotation); an overtime quotation extends the open one and
 * moves the later ones. Each opening and closing is announced once, by whichever server process notices
 * it first (a conditional update), so no timer lives in one process's memory.
 */

type Db = Kysely<Database>;
type Executor = Db | Transaction<Database>;

const MINUTE_MS = 60_000;
/** A round's length when the project names no interval and no bidding end ahead. */
export const DEFAULT_ROUND_MINUTES = 60;
/** How often each process looks for rounds to announce. */
export const ROUND_POLL_MS = 1000;

export interface WindowRow {
  project_id: string;
  round: number;
  start_time: Date;
  end_time: Date;
  extensions: number;
  ended_early: boolean;
}

const time = (value: Date | string) => new Date(value).getTime();
const iso = (value: Date | string) => new Date(value).toISOString();

export function roundStateAt(window: Pick<WindowRow, 'start_time' | 'end_time'>, now: number): RoundState {
  if (now < time(window.start_time)) return 'waiting';
  return now < time(window.end_time) ? 'open' : 'closed';
}

export function toRoundWindow(window: WindowRow, now: number): RoundWindow {
  return {
    round: window.round,
    startTime: iso(window.start_time),
    endTime: iso(window.end_time),
    state: roundStateAt(window, now),
    extensions: window.extensions,
    endedEarly: window.ended_early,
  };
}

/** The round that matters now: the open one, else the next to open, else the last; null without rounds. */
export function currentRound(
  windows: WindowRow[],
  now: number,
): { window: WindowRow; state: RoundState } | null {
  const sorted = [...windows].sort((a, b) => a.round - b.round);
  const open = sorted.find((window) => roundStateAt(window, now) === 'open');
  if (open) return { window: open, state: 'open' };
  const next = sorted.find((window) => roundStateAt(window, now) === 'waiting');
  if (next) return { window: next, state: 'waiting' };
  const last = sorted.at(-1);
  return last ? { window: last, state: 'closed' } : null;
}

export async function windowsOf(db: Executor, projectId: string, lock = false): Promise<WindowRow[]> {
  let query = db
    .selectFrom('procure_bid_windows')
    .select(['project_id', 'round', 'start_time', 'end_time', 'extensions', 'ended_early'])
    .where('project_id', '=', projectId)
    .orderBy('round');
  if (lock) query = query.forUpdate();
  return query.execute();
}

/**
 * The windows of every round from `start`: fBidRound rounds of fRoundCount minutes each, or an equal
 * share of what is left of the bidding window, or DEFAULT_ROUND_MINUTES.
 */
export function planRounds(
  project: { bid_round: number; round_count: number | null; bid_end_time: Date | null },
  start: Date,
): { round: number; start: Date; end: Date }[] {
  const rounds = Math.max(1, project.bid_round || 1);
  const plannedEnd = project.bid_end_time ? time(project.bid_end_time) : undefined;
  let length: number;
  if (project.round_count && project.round_count > 0) length = project.round_count * MINUTE_MS;
  else if (plannedEnd && plannedEnd > start.getTime()) length = (plannedEnd - start.getTime()) / rounds;
  else length = DEFAULT_ROUND_MINUTES * MINUTE_MS;
  return Array.from({ length: rounds }, (_, index) => ({
    round: index + 1,
    start: new Date(start.getTime() + index * length),
    end: new Date(start.getTime() + (index + 1) * length),
  }));
}

/** Replaces a project's windows with `plan` (startQuotation; the demo's live rounds). */
export async function layRounds(
  db: Transaction<Database>,
  projectId: string,
  plan: { round: number; start: Date; end: Date }[],
): Promise<void> {
  await db.deleteFrom('procure_bid_windows').where('project_id', '=', projectId).execute();
  if (!plan.length) return;
  await db
    .insertInto('procure_bid_windows')
    .values(
      plan.map((window) => ({
        project_id: projectId,
        round: window.round,
        start_time: window.start,
        end_time: window.end,
      })),
    )
    .execute();
  await db
    .updateTable('procure_projects')
    .set({
      bid_start_time: plan[0]?.start ?? null,
      bid_end_time: plan.at(-1)?.end ?? null,
      current_round: 1,
      quotation_ended_at: null,
    })
    .where('id', '=', projectId)
    .execute();
}

/** Moves every round after `round` by `ms` (an early end: negative; an extension: positive). */
export async function shiftLaterRounds(
  trx: Transaction<Database>,
  projectId: string,
  round: number,
  ms: number,
): Promise<void> {
  if (!ms) return;
  const interval = `${Math.round(ms)} milliseconds`;
  await trx
    .updateTable('procure_bid_windows')
    .set({
      start_time: sql`start_time + ${interval}::interval`,
      end_time: sql`end_time + ${interval}::interval`,
    })
    .where('project_id', '=', projectId)
    .where('round', '>', round)
    .execute();
  const last = await trx
    .selectFrom('procure_bid_windows')
    .select((eb) => eb.fn.max('end_time').as('end'))
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  if (last?.end) {
    await trx
      .updateTable('procure_projects')
      .set({ bid_end_time: new Date(last.end as Date) })
      .where('id', '=', projectId)
      .execute();
  }
}

function roundEvent(window: WindowRow, now: Date) {
  return {
    projectId: window.project_id,
    round: window.round,
    startTime: iso(window.start_time),
    endTime: iso(window.end_time),
    time: now.toISOString(),
  };
}

/**
 * Ends the project's quotation once its last round closed: state quoting → quoted, and the
 * quotation-ended event. Answers whether it did.
 */
export async function finishQuotation(
  trx: Transaction<Database>,
  projectId: string,
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('procure_projects')
    .set({ state: 'quoted', state_changed_at: now, updated_at: now, quotation_ended_at: now })
    .where('id', '=', projectId)
    .where('state', '=', 'quoting')
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await writeEvents(trx, [
    {
      projectId,
      type: 'quotation-ended',
      audience: 'all',
      data: { projectId, time: now.toISOString() },
    },
  ]);
  return true;
}

/**
 * Announces every opening and closing due at `now`, once across all processes: the flag is set by the
 * statement that claims it, and the events are written in the same transaction. A project whose last
 * round closed ends its quotation. Answers how many were announced.
 */
export async function announceDueRounds(db: Db, now = new Date()): Promise<number> {
  // Most seconds nothing is due: one read says so, where the transaction below held the (embedded
  // database's only) connection for four statements every second, and the requests behind it waited.
  const { rows: due } = await sql`
    select 1 from procure_bid_windows
    where (not opened_announced and start_time <= ${now} and end_time > ${now})
      or (not closed_announced and end_time <= ${now})
    limit 1`.execute(db);
  if (!due.length) return 0;
  return db.transaction().execute(async (trx) => {
    const { rows: opened } = await sql<WindowRow>`
      update procure_bid_windows w set opened_announced = true
      from procure_projects p
      where p.id = w.project_id and p.state = 'quoting'
        and not w.opened_announced and w.start_time <= ${now} and w.end_time > ${now}
      returning w.project_id, w.round, w.start_time, w.end_time, w.extensions, w.ended_early`.execute(trx);
    const { rows: closed } = await sql<WindowRow>`
      update procure_bid_windows w set closed_announced = true, opened_announced = true
      where not w.closed_announced and w.end_time <= ${now}
      returning w.project_id, w.round, w.start_time, w.end_time, w.extensions, w.ended_early`.execute(trx);
    const events: NewEvent[] = [
      ...closed
        .sort((a, b) => a.round - b.round)
        .map(
          (window): NewEvent => ({
            projectId: window.project_id,
            type: 'round-closed',
            audience: 'all',
            data: roundEvent(window, now),
          }),
        ),
      ...opened.map(
        (window): NewEvent => ({
          projectId: window.project_id,
          type: 'round-opened',
          audience: 'all',
          data: roundEvent(window, now),
        }),
      ),
    ];
    await writeEvents(trx, events);
    for (const window of opened) {
      await trx
        .updateTable('procure_projects')
        .set({ current_round: window.round })
        .where('id', '=', window.project_id)
        .execute();
    }
    const projects = [...new Set(closed.map((window) => window.project_id))];
    for (const projectId of projects) {
      const later = await trx
        .selectFrom('procure_bid_windows')
        .select('round')
        .where('project_id', '=', projectId)
        .where('end_time', '>', now)
        .executeTakeFirst();
      if (!later) await finishQuotation(trx, projectId, now);
    }
    return opened.length + closed.length;
  });
}

/** Polls the rounds every `intervalMs` until stopped; a failed poll is retried at the next. */
export function startRoundPoller(
  db: Db,
  intervalMs = ROUND_POLL_MS,
  onError?: (error: unknown) => void,
): () => void {
  return startPoller(() => announceDueRounds(db), intervalMs, onError);
}

/** The refusals of the round actions (zh-CN; translated by the catalogue). */
export const NO_OPEN_ROUND = '当前没有进行中的轮次';
export const ROUND_ALREADY_ENDED = '该轮次已结束';

/**
 * startQuotation: lays out the rounds from the project's (just updated) bidding start and announces the
 * first, in one transaction.
 */
export async function openRounds(
  db: Db,
  project: {
    id: string;
    bid_round: number;
    round_count: number | null;
    bid_start_time: Date | null;
    bid_end_time: Date | null;
  },
  now = new Date(),
): Promise<void> {
  const start = project.bid_start_time ? new Date(project.bid_start_time) : now;
  const plan = planRounds(project, start);
  await db.transaction().execute(async (trx) => {
    await layRounds(trx, project.id, plan);
    const first = await trx
      .updateTable('procure_bid_windows')
      .set({ opened_announced: true })
      .where('project_id', '=', project.id)
      .where('round', '=', 1)
      .where('start_time', '<=', now)
      .returning(['project_id', 'round', 'start_time', 'end_time', 'extensions', 'ended_early'])
      .executeTakeFirst();
    if (first) {
      await writeEvents(trx, [
        { projectId: project.id, type: 'round-opened', audience: 'all', data: roundEvent(first, now) },
      ]);
    }
  });
}

/**
 * The purchaser ends the open round now (endRound): the later rounds move so that the next opens at
 * once; ending the last one ends the quotation. Answers the round that was ended.
 */
export async function endOpenRound(
  db: Db,
  projectId: string,
  round: number | undefined,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const windows = await windowsOf(trx, projectId, true);
    const current = currentRound(windows, now.getTime());
    if (current?.state !== 'open') throw new Refusal(NO_OPEN_ROUND);
    if (round !== undefined && round !== current.window.round) throw new Refusal(ROUND_ALREADY_ENDED);
    const { window } = current;
    const saved = time(window.end_time) - now.getTime();
    await trx
      .updateTable('procure_bid_windows')
      .set({ end_time: now, ended_early: true, closed_announced: true, opened_announced: true })
      .where('project_id', '=', projectId)
      .where('round', '=', window.round)
      .execute();
    await shiftLaterRounds(trx, projectId, window.round, -saved);
    const events: NewEvent[] = [
      {
        projectId,
        type: 'round-closed',
        audience: 'all',
        data: roundEvent({ ...window, end_time: now }, now),
      },
    ];
    const next = await trx
      .updateTable('procure_bid_windows')
      .set({ opened_announced: true })
      .where('project_id', '=', projectId)
      .where('round', '=', window.round + 1)
      .returning(['project_id', 'round', 'start_time', 'end_time', 'extensions', 'ended_early'])
      .executeTakeFirst();
    if (next) {
      events.push({ projectId, type: 'round-opened', audience: 'all', data: roundEvent(next, now) });
      await trx
        .updateTable('procure_projects')
        .set({ current_round: next.round })
        .where('id', '=', projectId)
        .execute();
    }
    await writeEvents(trx, events);
    if (!next) await finishQuotation(trx, projectId, now);
    return window.round;
  });
}

/**
 * endQuotation (after the state moved to quoted): the open round closes now, the rounds not started are
 * dropped, and everyone is told.
 */
export async function closeAllRounds(db: Db, projectId: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await windowsOf(trx, projectId, true);
    const closed = await trx
      .updateTable('procure_bid_windows')
      .set({ end_time: now, ended_early: true, closed_announced: true, opened_announced: true })
      .where('project_id', '=', projectId)
      .where('start_time', '<=', now)
      .where('end_time', '>', now)
      .returning(['project_id', 'round', 'start_time', 'end_time', 'extensions', 'ended_early'])
      .execute();
    await trx
      .deleteFrom('procure_bid_windows')
      .where('project_id', '=', projectId)
      .where('start_time', '>', now)
      .execute();
    await trx
      .updateTable('procure_projects')
      .set({ quotation_ended_at: now, bid_end_time: now })
      .where('id', '=', projectId)
      .execute();
    await writeEvents(trx, [
      ...closed.map(
        (window): NewEvent => ({
          projectId,
          type: 'round-closed',
          audience: 'all',
          data: roundEvent(window, now),
        }),
      ),
      { projectId, type: 'quotation-ended', audience: 'all', data: { projectId, time: now.toISOString() } },
    ]);
  });
}
