import type { FormValues } from '../../contract/workflow.js';
import type { Db } from '../db/database.js';

/**
 * Who hears how an instance ended: another domain that started instances of a definition for its own
 * objects (tender/ its projects' approvals) registers one listener per definition key when the server
 * starts. The engine calls it inside the step's transaction that ends the instance, so what the listener
 * writes commits (or fails) with the end itself, whichever server process took the step; a listener that
 * throws refuses the step.
 */

/** approved / rejected: an end event decided it (or a reject to the initiator that ends it); ended: revoked or terminated. */
export type InstanceOutcome = 'approved' | 'rejected' | 'ended';

export interface InstanceEnding {
  instId: string;
  defKey: string;
  outcome: InstanceOutcome;
  /** The instance's form values (the object it is about is named there). */
  values: FormValues;
  /** The last opinion anyone wrote on the instance, if any. */
  opinion: string | null;
  now: Date;
}

export type InstanceEndListener = (trx: Db, ending: InstanceEnding) => Promise<void>;

interface Registration {
  listener: InstanceEndListener;
  /** A reject to the initiator ends the instance as rejected: the initiator answers in their own domain. */
  returnToStartEnds: boolean;
}

const registrations = new Map<string, Registration>();

/** Registers the listener of a definition key (one per key; registering again replaces it). */
export function onInstanceEnd(
  defKey: string,
  listener: InstanceEndListener,
  options: { returnToStartEnds?: boolean } = {},
): void {
  registrations.set(defKey, { listener, returnToStartEnds: options.returnToStartEnds ?? false });
}

/** Whether a reject to the initiator ends instances of the key instead of handing the initiator a task. */
export function returnToStartEnds(defKey: string): boolean {
  return registrations.get(defKey)?.returnToStartEnds ?? false;
}

/** The last opinion written on an instance (the one that decided it, as a rule). */
async function lastOpinion(trx: Db, instId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('bpm_opinions')
    .select('opinion')
    .where('inst_id', '=', instId)
    .where('opinion', 'is not', null)
    .where('completed_at', 'is not', null)
    .orderBy('completed_at', 'desc')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.opinion ?? null;
}

/** Tells the key's listener, if any, that an instance ended (called where the engine ends one). */
export async function instanceEnded(
  trx: Db,
  instance: { id: string; form_data: string },
  defKey: string,
  outcome: InstanceOutcome,
  now: Date,
): Promise<void> {
  const registration = registrations.get(defKey);
  if (!registration) return;
  await registration.listener(trx, {
    instId: instance.id,
    defKey,
    outcome,
    values: JSON.parse(instance.form_data) as FormValues,
    opinion: await lastOpinion(trx, instance.id),
    now,
  });
}
