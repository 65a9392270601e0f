/**
 * A project made in the editor is approved through the workflow engine (issue 36): submitting starts an
 * instance of the seeded process 招标项目审批 on the purchaser's behalf, its form showing the project's
 * facts and its data naming the project (projectId); withdrawing ends it. When it ends the engine tells
 * this domain (workflow/instance-outcomes.ts, registered at start by registerProjectApproval): approved
 * publishes the project — registering, its tender notice (as the purchaser edited it, or generated
 * from its facts), an invite-mode project's suppliers invited — in the transaction that ends the
 * instance; rejected, or ended undecided, sends it back to draft with the last opinion. The two domains meet only through those functions.
 */
import { randomUUID } from 'node:crypto';
import { type ProjectApproval, TENDER_APPROVAL_FLOW_KEY } from '../../contract/procure-project.js';
import type { FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest, HttpError } from '../http/envelope.js';
import { type InstanceEnding, onInstanceEnd } from '../workflow/instance-outcomes.js';
import {
  endInstancesFor,
  FLOW_NOT_DEPLOYED,
  instancesFor,
  opinionsFor,
  startInstanceFor,
} from '../workflow/object-instances.js';
import { type ProjectRow, requireOwner, visibleProject } from './access.js';
import { inviteOnPublication } from './invitations.js';
import { BEIJING_OFFSET_MS, publishedTenderNotice } from './notice-wording.js';
import { insertProjectNotice } from './project-publication.js';

/** The key of the seeded definition 招标项目审批 (api/server/demo/tender-approval.ts). */
export const PROJECT_APPROVAL_KEY = TENDER_APPROVAL_FLOW_KEY;
/** The field of the instance's data that names the project. */
const PROJECT_FIELD = 'projectId';
/** An approval of a project that is no longer awaiting it (withdrawn meanwhile): the step is refused. */
export const NOT_AWAITING_APPROVAL = '该项目已不在待审批状态，不能审批通过';

/** `2027-03-05 09:00`, Beijing time: the form shows it the same in every language. */
function minuteText(time: Date | null): string {
  if (!time) return '';
  return new Date(time.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

const windowText = (start: Date | null, end: Date | null) => `${minuteText(start)} — ${minuteText(end)}`;

/** The project's facts as the approval form shows them (read-only at every node). */
export function approvalValues(project: ProjectRow): FormValues {
  return {
    [PROJECT_FIELD]: project.id,
    projectName: project.project_name,
    projectNo: project.project_no ?? '',
    budget: project.budget_money === null ? '' : String(project.budget_money),
    procureType: project.procure_type,
    transactionMode: project.transaction_mode,
    quotationMode: project.quotation_mode,
    registerMode: project.register_mode,
    registerWindow: windowText(project.register_start_time, project.register_end_time),
    bidWindow: windowText(project.bid_start_time, project.bid_end_time),
    purchaserName: project.purchaser_name,
    content: project.procurement_content ?? '',
  };
}

/** Starts the project's approval as its purchaser (answers the instance's id). */
export async function startProjectApproval(
  db: Db,
  user: SessionUser,
  project: ProjectRow,
  now: Date,
): Promise<string> {
  return (await startInstanceFor(db, PROJECT_APPROVAL_KEY, user, approvalValues(project), now)).instId;
}

/** Ends the project's running approval (the purchaser withdrew it): it leaves the approvers' to-dos. */
export async function endProjectApproval(db: Db, user: SessionUser, projectId: string): Promise<void> {
  await endInstancesFor(db, PROJECT_APPROVAL_KEY, { field: PROJECT_FIELD, value: projectId }, user);
}

/** Approved: the submitted project is published (registering), with its notice and invitations. */
async function publish(trx: Db, projectId: string, now: Date): Promise<void> {
  const project = await trx
    .updateTable('procure_projects')
    .set({ state: 'registering', review_opinion: null, state_changed_at: now, updated_at: now })
    .where('id', '=', projectId)
    .where('state', '=', 'submitted')
    .returningAll()
    .executeTakeFirst();
  if (!project) throw badRequest(NOT_AWAITING_APPROVAL);
  await insertProjectNotice(trx, project, {
    id: `n-${randomUUID()}`,
    type: 'bid',
    // The text the purchaser edited before submitting, else the one generated from the facts.
    ...publishedTenderNotice(project),
    attachments: project.document ?? '[]',
    publisherId: project.purchaser_id,
    now,
  });
  if (project.register_mode === 'invite') {
    const ids = (JSON.parse(project.invitee_ids) as unknown[]).filter((entry) => typeof entry === 'string');
    await inviteOnPublication(trx, project, ids);
  }
}

/** How the approval ended: published, or back to its purchaser as a draft with the last opinion. */
async function approvalEnded(trx: Db, ending: InstanceEnding): Promise<void> {
  const projectId = String(ending.values[PROJECT_FIELD] ?? '');
  if (ending.outcome === 'approved') return publish(trx, projectId, ending.now);
  await trx
    .updateTable('procure_projects')
    .set({
      state: 'draft',
      review_opinion: ending.opinion,
      state_changed_at: ending.now,
      updated_at: ending.now,
    })
    .where('id', '=', projectId)
    .where('state', '=', 'submitted')
    .execute();
}

/**
 * Registers the listener (app.ts, once per process). A reject to the initiator ends the instance: the
 * purchaser answers it in the editor and submits again, which starts a new one.
 */
export function registerProjectApproval(): void {
  onInstanceEnd(PROJECT_APPROVAL_KEY, approvalEnded, { returnToStartEnds: true });
}

/**
 * approvalOpinions: the approvers' opinions on one of the caller's projects (its purchaser, or an
 * administrator), each submission's approval newest first, read through the engine's public functions.
 */
export async function projectApprovalOpinions(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<ProjectApproval[]> {
  const project = await visibleProject(db, user, projectId);
  requireOwner(user, project);
  return opinionsFor(db, PROJECT_APPROVAL_KEY, { field: PROJECT_FIELD, value: project.id });
}

/**
 * The demo's submitted projects that have no approval yet (seeded before approval ran through the engine)
 * get one, started on their purchaser's behalf as submitting would have: they wait in the approvers' to-dos.
 */
export async function startMissingApprovals(db: Db, now: Date): Promise<number> {
  const submitted = await db
    .selectFrom('procure_projects')
    .selectAll()
    .where('state', '=', 'submitted')
    .where('purchaser_id', 'is not', null)
    .orderBy('id')
    .execute();
  let started = 0;
  for (const project of submitted) {
    const running = await instancesFor(db, PROJECT_APPROVAL_KEY, { field: PROJECT_FIELD, value: project.id });
    if (running.some((instance) => instance.status === 'running')) continue;
    const purchaser = await db
      .selectFrom('users')
      .select(['id', 'account', 'fullname', 'identity', 'tenant_id', 'status'])
      .where('id', '=', project.purchaser_id as string)
      .executeTakeFirst();
    if (!purchaser) continue;
    try {
      await startProjectApproval(db, purchaser, project, now);
    } catch (error) {
      // A portal without the demo's processes: the project waits, as a real one would, for them.
      if (error instanceof HttpError && error.message === FLOW_NOT_DEPLOYED) return started;
      throw error;
    }
    started += 1;
  }
  return started;
}
