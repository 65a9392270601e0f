import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { mainOrgOf } from './assignees.js';
import { openIncident, undoneOnFailure } from './auto-steps.js';
import { type LoadedDefinition, loadDefinition } from './definitions.js';
import { insertInstance, startInTransaction } from './instance-start.js';
import type { ModelReading } from './model.js';
import { newId, subjectOf } from './steps.js';
import { type FirstStart, firstStart, nextStart } from './timer-start-times.js';

/**
 * Timer start events (0055_timer_starts): a deployed definition whose start event has a timer starts
 * instances by itself, on the schedule timer-start-times.ts reads.
 * - The schedule is the key's main version's: the deploy of a version replaces the key's rows with its own
 *   (none when its model has no timer start any more). A suspended definition starts nothing; activated
 *   again, a start it missed comes once at the next poll.
 * - The next start is a row with a due time, fired by the timer poller of any server process (timers.ts)
 *   under the row's lock (FOR UPDATE SKIP LOCKED): two processes start one instance per due time. Firing
 *   moves the row on to the next time after now, or deletes it after the last: a time missed while no
 *   server ran starts once, not once per missed cycle.
 * - The instance is started by the workflow administrator who deployed the version, with no form values;
 *   its start goes past the start event at once and its first opinion row says 定时启动.
 * - A start that fails (its first step cannot run) is undone and kept as that administrator's draft with an
 *   incident of kind `timer` (流程管理 › 流程异常): retried, the draft is started as the schedule would
 *   have; the schedule goes on either way.
 */

/** The first opinion row's text of an instance started by its schedule. */
export const STARTED_ON_SCHEDULE = '定时启动';

/** The schedule a deploy writes: each timer start event's first start, read at deploy (refused: a 400). */
export function timerStartsOf(model: Readonly<ModelReading>, now: Date): (FirstStart & { nodeId: string })[] {
  return model.timerStarts.map((start) => {
    try {
      return { nodeId: start.nodeId, ...firstStart(start, now) };
    } catch (error) {
      throw badRequest((error as Error).message);
    }
  });
}

/** In the deploy's transaction (the key's versions locked): the key's schedule becomes the new version's. */
export async function replaceTimerStarts(
  trx: Db,
  version: { defKey: string; defId: string },
  starts: (FirstStart & { nodeId: string })[],
  deployer: Pick<SessionUser, 'id' | 'fullname'>,
  now: Date,
): Promise<void> {
  await trx.deleteFrom('bpm_timer_starts').where('def_key', '=', version.defKey).execute();
  if (starts.length === 0) return;
  await trx
    .insertInto('bpm_timer_starts')
    .values(
      starts.map((start) => ({
        id: newId('tstart'),
        def_key: version.defKey,
        def_id: version.defId,
        node_id: start.nodeId,
        cycle: start.cycle,
        anchor: now,
        due_at: start.dueAt,
        starter_id: deployer.id,
        starter_name: deployer.fullname,
        created_at: now,
      })),
    )
    .execute();
}

/** Starts the instances whose time has come at `now`; answers how many schedules fired. */
export async function fireDueTimerStarts(db: Db, now: Date, batch = 50): Promise<number> {
  const due = await db
    .selectFrom('bpm_timer_starts')
    .innerJoin('bpm_definitions', 'bpm_definitions.id', 'bpm_timer_starts.def_id')
    .select(['bpm_timer_starts.id', 'bpm_timer_starts.def_id'])
    .where('bpm_timer_starts.due_at', '<=', now)
    .where('bpm_definitions.status', '=', 'deployed')
    .orderBy('bpm_timer_starts.due_at')
    .limit(batch)
    .execute();
  let fired = 0;
  for (const row of due) {
    if (await fireTimerStart(db, row.id, row.def_id, now)) fired += 1;
  }
  return fired;
}

/** The time after `now` a fired schedule goes on to; none after its last start (or a cycle unreadable now). */
function nextAfter(row: { cycle: string | null; anchor: Date }, now: Date): Date | undefined {
  if (!row.cycle) return undefined;
  try {
    return nextStart(row.cycle, new Date(row.anchor), now);
  } catch {
    return undefined;
  }
}

/**
 * One schedule's start, in a transaction of its own. The definition's row is locked (key share) before the
 * schedule's, in the order a deploy locks them, so that a deploy replacing the schedule and a start by it
 * wait for each other instead of deadlocking; a second process skips the schedule's locked row.
 */
async function fireTimerStart(db: Db, id: string, defId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const version = await trx
      .selectFrom('bpm_definitions')
      .select(['status', 'is_main'])
      .where('id', '=', defId)
      .forKeyShare()
      .executeTakeFirst();
    if (version?.status !== 'deployed' || version.is_main !== 'Y') return false;
    const row = await trx
      .selectFrom('bpm_timer_starts')
      .selectAll()
      .where('id', '=', id)
      .where('due_at', '<=', now)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return false;
    const next = nextAfter(row, now);
    if (next) await trx.updateTable('bpm_timer_starts').set({ due_at: next }).where('id', '=', id).execute();
    else await trx.deleteFrom('bpm_timer_starts').where('id', '=', id).execute();
    const definition = await loadDefinition(trx, { defId });
    const starter = { id: row.starter_id, fullname: row.starter_name };
    const orgId = await mainOrgOf(trx, starter.id);
    const { error } = await undoneOnFailure(trx, () =>
      startOnSchedule(trx, definition, { starter, orgId, nodeId: row.node_id }, now),
    );
    if (error !== undefined)
      await keepFailedStart(trx, definition, { starter, orgId, nodeId: row.node_id }, now, error);
    return true;
  });
}

interface ScheduledStart {
  starter: Pick<SessionUser, 'id' | 'fullname'>;
  orgId: string | null;
  /** The timer start event. */
  nodeId: string;
  /** The draft a failed start was kept as (a retry). */
  draftId?: string;
}

/**
 * Starts an instance as its schedule does: by the deployer (its initiator), with no values; its first opinion
 * row is the schedule's (定时启动, nobody's).
 */
export async function startOnSchedule(
  trx: Db,
  definition: LoadedDefinition,
  start: ScheduledStart,
  now: Date,
): Promise<string> {
  const { instId } = await startInTransaction(
    trx,
    definition,
    start.starter,
    start.orgId,
    {},
    start.draftId ? { draftId: start.draftId } : {},
    now,
  );
  await trx
    .updateTable('bpm_opinions')
    // By the schedule, not by a person: shown so, and read in the reader's language as system rows are.
    .set({ opinion: STARTED_ON_SCHEDULE, auditor_id: null, auditor_name: null })
    .where('inst_id', '=', instId)
    .where('node_id', '=', start.nodeId)
    .where('status', '=', 'submit')
    .where('opinion', 'is', null)
    .execute();
  return instId;
}

/** A start that failed: kept as the starter's draft with an incident naming the start event and the error. */
async function keepFailedStart(
  trx: Db,
  definition: LoadedDefinition,
  start: ScheduledStart,
  now: Date,
  error: unknown,
): Promise<void> {
  const instId = newId('inst');
  const subject = subjectOf(definition, start.starter.fullname, {}, now);
  await insertInstance(trx, definition, { id: instId, status: 'draft', subject, values: {} }, start.starter, {
    orgId: start.orgId,
    now,
  });
  await openIncident(trx, { definition, now }, instId, {
    nodeId: start.nodeId,
    executionId: start.nodeId,
    kind: 'timer',
    message: error instanceof Error ? error.message : String(error),
    payload: { timerStart: start.nodeId },
  });
}

/** A failed scheduled start retried (incidents.ts): its draft is started as the schedule would have. */
export async function retryTimerStart(trx: Db, draftId: string, nodeId: string, now: Date): Promise<void> {
  const draft = await trx
    .selectFrom('bpm_instances')
    .select(['def_id', 'creator_id', 'creator_name', 'creator_org_id', 'status'])
    .where('id', '=', draftId)
    .executeTakeFirstOrThrow();
  const definition = await loadDefinition(trx, { defId: draft.def_id });
  const starter = { id: draft.creator_id, fullname: draft.creator_name };
  await startOnSchedule(trx, definition, { starter, orgId: draft.creator_org_id, nodeId, draftId }, now);
}
