import { sql } from 'kysely';
import type { BpmOpinion, FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { mainOrgOf } from './assignees.js';
import { loadDefinition } from './definitions.js';
import { revokeHeld } from './instance-actions.js';
import { runStart } from './steps.js';
import { opinionsOf } from './views.js';

/**
 * The engine's public functions for another domain that has its objects approved (tender/ its projects):
 * start an instance of a definition on someone's behalf, with the object's id in the instance's data,
 * end the instances still running for an object, and read the instances naming it with their opinions.
 * How they end is heard through instance-outcomes.ts.
 * The other domain never reads the workflow's tables, nor the workflow its.
 */

/** Nobody may start it: the definition is not deployed here (production without the demo's processes). */
export const FLOW_NOT_DEPLOYED = '审批流程未部署，请联系管理员';

/**
 * Starts the main version of `flowKey` for `initiator` (who may hold no post: a purchaser) with `values`
 * written by the system, not typed, so the start form's permissions and start rights do not apply.
 */
export async function startInstanceFor(
  db: Db,
  flowKey: string,
  initiator: SessionUser,
  values: FormValues,
  now = new Date(),
): Promise<{ instId: string }> {
  const definition = await loadDefinition(db, { defKey: flowKey }).catch(() => undefined);
  if (definition?.row.status !== 'deployed') throw badRequest(FLOW_NOT_DEPLOYED);
  const { instId } = await runStart(
    db,
    definition,
    initiator,
    await mainOrgOf(db, initiator.id),
    values,
    undefined,
    now,
  );
  return { instId };
}

/**
 * Ends every running instance of `flowKey` whose data names the object (`field` = `value`) as revoked by
 * `user` (the initiator taking it back): its tasks go, so they leave their handlers' to-do lists, and
 * their handlers are told. Answers how many ended.
 */
export async function endInstancesFor(
  db: Db,
  flowKey: string,
  object: { field: string; value: string },
  user: SessionUser,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const instances = await trx
      .selectFrom('bpm_instances')
      .selectAll()
      .where('def_key', '=', flowKey)
      .where('status', '=', 'running')
      .where(sql<string>`cast(form_data as jsonb) ->> ${object.field}`, '=', object.value)
      .forUpdate()
      .execute();
    for (const instance of instances) await revokeHeld(trx, instance, user, undefined, now);
    return instances.length;
  });
}

/** An instance of a definition naming an object, as another domain sees it. */
export interface ObjectInstance {
  instId: string;
  /** draft, running, end, manualEnd or revoke (INSTANCE_STATUSES). */
  status: string;
  /** approved or rejected once it ended so; null otherwise. */
  result: string | null;
  createTime: string;
  endTime: string | null;
}

/** Every instance of `flowKey` whose data names the object, the newest first. */
export async function instancesFor(
  db: Db,
  flowKey: string,
  object: { field: string; value: string },
): Promise<ObjectInstance[]> {
  const rows = await db
    .selectFrom('bpm_instances')
    .select(['id', 'status', 'result', 'created_at', 'ended_at'])
    .where('def_key', '=', flowKey)
    .where(sql<string>`cast(form_data as jsonb) ->> ${object.field}`, '=', object.value)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    instId: row.id,
    status: row.status,
    result: row.result,
    createTime: new Date(row.created_at).toISOString(),
    endTime: row.ended_at ? new Date(row.ended_at).toISOString() : null,
  }));
}

/**
 * The approvers' opinions on an object: each instance naming it (newest first, one per submission) with
 * its opinions in the order they happened (the ones of the approval form's opinion table).
 */
export async function opinionsFor(
  db: Db,
  flowKey: string,
  object: { field: string; value: string },
  now = new Date(),
): Promise<(ObjectInstance & { opinions: BpmOpinion[] })[]> {
  const instances = await instancesFor(db, flowKey, object);
  return Promise.all(
    instances.map(async (instance) => ({
      ...instance,
      opinions: await opinionsOf(db, instance.instId, now),
    })),
  );
}

/**
 * Whether a user takes part in an approval of the object: they handled, or may handle, one of its steps
 * (an opinion row of theirs, or one naming them as a candidate). Another domain lets them read the object
 * it approves (the approval form links to it).
 */
export async function takesPartIn(
  db: Db,
  flowKey: string,
  object: { field: string; value: string },
  userId: string,
): Promise<boolean> {
  const approvals = await opinionsFor(db, flowKey, object);
  return approvals.some((approval) =>
    approval.opinions.some(
      (opinion) =>
        opinion.auditor === userId ||
        (opinion.qualfieds ?? []).some(
          (candidate) =>
            candidate.id === userId || (candidate.users ?? []).some((user) => user.id === userId),
        ),
    ),
  );
}
