/**
 * Who may see and do what on a tender project (issue 11), shared by the project, registration,
 * evaluation and bidding modules and by the file downloads: the project's purchaser (or an
 * administrator) acts on it and sees all of it; a supplier sees their own registration and, with it
 * passed, the purchasing list of unitPrice/amount projects; other identities the attachments and those
 * purchasing lists.
 */

import type { Insertable, Selectable } from 'kysely';
import type { Envelope } from '../../contract/envelope.js';
import {
  type DetailVisibility,
  detailVisibility,
  isUnpublishedState,
  type ProjectRelation,
  TENDER_APPROVAL_FLOW_KEY,
} from '../../contract/procure-project.js';
import type { RegistrationStatus } from '../../contract/procure-registration.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ProcureRegistrationTable } from '../db/schema-tender-projects.js';
import type { ProcureProjectTable } from '../db/schema-tender-site.js';
import { forbidden, refuse } from '../http/envelope.js';
import { takesPartIn } from '../workflow/object-instances.js';

export type ProjectRow = Selectable<ProcureProjectTable>;

export const PROJECT_NOT_FOUND = '项目不存在';
export const OWNER_ONLY = '只有该项目的采购人可以执行此操作';

/** A refusal the caller reads (state false, HTTP 200), raised from helpers. */
export class Refusal extends Error {}

/** Runs a handler's work; a Refusal it raises answers the refusal envelope (state false) instead. */
export async function refusing<T>(work: () => Promise<T>): Promise<T | Envelope<never>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.message);
    throw error;
  }
}

export const isAdmin = (user: SessionUser) => user.identity === 'administrators';

/**
 * A project that exists and that the user may know of: one not published yet (a draft, or submitted
 * for approval) only for its purchaser and admins.
 */
export async function visibleProject(db: Db, user: SessionUser, id: string): Promise<ProjectRow> {
  const project = await db.selectFrom('procure_projects').selectAll().where('id', '=', id).executeTakeFirst();
  if (!project) throw new Refusal(PROJECT_NOT_FOUND);
  if (
    isUnpublishedState(project.state) &&
    !isOwnerOrAdmin(user, project) &&
    // An approver of the project (its approval form links here) reads it while it is being approved.
    !(project.state === 'submitted' && (await approvesProject(db, user, project.id)))
  )
    throw new Refusal(PROJECT_NOT_FOUND);
  return project;
}

export function isOwnerOrAdmin(user: SessionUser, project: Pick<ProjectRow, 'purchaser_id'>): boolean {
  return isAdmin(user) || (project.purchaser_id !== null && project.purchaser_id === user.id);
}

/** Refuses (403) anyone but the project's purchaser and administrators. */
export function requireOwner(user: SessionUser, project: Pick<ProjectRow, 'purchaser_id'>): void {
  if (!isOwnerOrAdmin(user, project)) throw forbidden(OWNER_ONLY);
}

export function relationOf(user: SessionUser, project: Pick<ProjectRow, 'purchaser_id'>): ProjectRelation {
  if (project.purchaser_id !== null && project.purchaser_id === user.id) return 'purchaser';
  if (isAdmin(user)) return 'administrator';
  if (user.identity === 'supplier') return 'supplier';
  return 'other';
}

export async function ownRegistration(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('procure_registrations')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('supplier_id', '=', userId)
    .executeTakeFirst();
}

/**
 * The columns of a registration nothing has been filed on or decided yet: a new row spreads this first,
 * then sets who registers and what differs (an invitation, a seeded status).
 */
export const UNREVIEWED_REGISTRATION = {
  fkpz: null,
  business_license: null,
  sczl: null,
  service_payment: null,
  contract: null,
  status: 'pending',
  reason: null,
  invite_status: null,
  invite_reason: null,
  reviewer_id: null,
  reviewed_at: null,
} as const satisfies Partial<Insertable<ProcureRegistrationTable>>;

/** What the user may see of the project, with their own registration status. */
export async function visibilityFor(
  db: Db,
  user: SessionUser,
  project: ProjectRow,
): Promise<{ relation: ProjectRelation; visibility: DetailVisibility; status: RegistrationStatus | null }> {
  const relation = relationOf(user, project);
  const registration = relation === 'supplier' ? await ownRegistration(db, project.id, user.id) : undefined;
  const status = (registration?.status as RegistrationStatus | undefined) ?? null;
  const visibility = detailVisibility(
    relation,
    { fTransactionMode: project.transaction_mode, fQuotationMode: project.quotation_mode },
    status,
  );
  return { relation, visibility, status };
}

/** PostgreSQL's unique violation: a second registration racing the first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The name a user acts under on the tender site (a supplier signing up, a purchaser publishing): their company's, else their own. */
export async function companyNameOf(db: Db, user: SessionUser): Promise<string> {
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return company?.name || user.fullname;
}

/** Whether the user handles, or handled, a step of the project's approval (through the engine's functions). */
function approvesProject(db: Db, user: SessionUser, projectId: string): Promise<boolean> {
  if (user.identity) return Promise.resolve(false);
  return takesPartIn(db, TENDER_APPROVAL_FLOW_KEY, { field: 'projectId', value: projectId }, user.id);
}
