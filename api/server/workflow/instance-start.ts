import { type FormValues, START_NODE_KEY } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import { startProcess } from './bpmn.js';
import type { LoadedDefinition } from './definitions.js';
import { mailDirectoryFor } from './process-mail.js';
import {
  applyOutcome,
  type CreatedTask,
  factsFor,
  type InstanceRow,
  instanceContent,
  newId,
  recordPassage,
  saveState,
  sendCopies,
  stepContext,
  subjectOf,
} from './steps.js';

/**
 * Starts an instance (a new one, or the caller's draft `draftId`, already checked): the submit opinion,
 * the engine's first run, the first tasks.
 */
export async function runStart(
  db: Db,
  definition: LoadedDefinition,
  user: SessionUser,
  creatorOrgId: string | null,
  values: FormValues,
  draftId: string | undefined,
  now = new Date(),
): Promise<{ instId: string; tasks: CreatedTask[] }> {
  return db
    .transaction()
    .execute((trx) => startInTransaction(trx, definition, user, creatorOrgId, values, { draftId }, now));
}

/** Where an instance starts from: the caller's draft, or a call activity of a parent instance. */
export interface StartOrigin {
  draftId?: string;
  parent?: { instId: string; executionId: string; nodeId: string };
  /** A start by a message or a signal: the start event that takes it (events.ts). */
  startEvent?: string;
}

/** A new instance's row: running (a start), or a draft (a scheduled start kept when it failed: timer-starts.ts). */
export async function insertInstance(
  trx: Db,
  definition: LoadedDefinition,
  instance: {
    id: string;
    status: 'running' | 'draft';
    subject: string;
    values: FormValues;
    parent?: StartOrigin['parent'];
  },
  creator: Pick<SessionUser, 'id' | 'fullname'>,
  at: { orgId: string | null; now: Date },
): Promise<void> {
  const { parent } = instance;
  await trx
    .insertInto('bpm_instances')
    .values({
      id: instance.id,
      ...instanceContent(definition, instance.subject, instance.values),
      status: instance.status,
      creator_id: creator.id,
      creator_name: creator.fullname,
      creator_org_id: at.orgId,
      engine_state: null,
      bpmn_inst_id: null,
      version: 0,
      created_at: at.now,
      updated_at: at.now,
      ended_at: null,
      result: null,
      parent_inst_id: parent?.instId ?? null,
      parent_execution_id: parent?.executionId ?? null,
      parent_node_id: parent?.nodeId ?? null,
    })
    .execute();
}

/** Starts an instance inside the caller's transaction (a call activity starts its child in the parent's step). */
export async function startInTransaction(
  trx: Db,
  definition: LoadedDefinition,
  user: Pick<SessionUser, 'id' | 'fullname'>,
  creatorOrgId: string | null,
  values: FormValues,
  origin: StartOrigin,
  now: Date,
): Promise<{ instId: string; tasks: CreatedTask[] }> {
  const { draftId, parent } = origin;
  const instId = draftId ?? newId('inst');
  const subject = subjectOf(definition, user.fullname, values, now);
  if (draftId) {
    const draft = await trx
      .selectFrom('bpm_instances')
      .select(['id', 'status'])
      .where('id', '=', draftId)
      .where('creator_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (draft?.status !== 'draft') throw badRequest('草稿不存在或已提交');
    await trx
      .updateTable('bpm_instances')
      .set({
        ...instanceContent(definition, subject, values),
        status: 'running',
        creator_org_id: creatorOrgId,
        created_at: now,
        updated_at: now,
        version: 0,
      })
      .where('id', '=', draftId)
      .execute();
    // A scheduled start kept as a draft when it failed (timer-starts.ts): started now, its incident is over.
    await trx
      .updateTable('bpm_incidents')
      .set({ resolved_at: now, resolution: 'ended' })
      .where('inst_id', '=', draftId)
      .where('resolved_at', 'is', null)
      .execute();
  } else {
    await insertInstance(trx, definition, { id: instId, status: 'running', subject, values, parent }, user, {
      orgId: creatorOrgId,
      now,
    });
  }
  const instance: InstanceRow = {
    id: instId,
    def_id: definition.row.id,
    creator_id: user.id,
    creator_name: user.fullname,
    creator_org_id: creatorOrgId,
    form_data: JSON.stringify(values),
    engine_state: null,
    status: 'running',
    version: 0,
  };
  const start = definition.nodes.find((node) => node.nodeType === 'START');
  await recordPassage(
    trx,
    instId,
    { id: start?.nodeId ?? START_NODE_KEY, name: start?.name ?? definition.row.name },
    { status: 'submit', auditor: { id: user.id, name: user.fullname }, now },
  );
  const step = await stepContext(trx, definition, instance, user, now);
  const outcome = await startProcess(definition.row.def_key, definition.row.bpmn_xml, {
    ...factsFor(definition, values, [], step.resolutions),
    serviceTasks: step.model.serviceTasks,
    mailDirectory: await mailDirectoryFor(trx, step.model, values),
    ...(origin.startEvent ? { startEvent: origin.startEvent } : {}),
  });
  const tasks = await applyOutcome(step, outcome);
  if (start) await sendCopies(step, start.nodeId);
  await saveState(step, outcome, values, { bpmn_inst_id: instId });
  return { instId, tasks };
}
