/**
 * Registrations as their lists and detail show them (wBiddingProjectRegistration): who may list whose
 * registrations, and what a registration says to the caller (editable by them, the winner's).
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import {
  INVITE_STATUSES,
  type InviteStatus,
  type ProjectRegistration,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../../contract/procure-registration.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { forbidden } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isAdmin, isOwnerOrAdmin, ownRegistration, Refusal, visibleProject } from './access.js';
import { enumFilter, known, valueIn } from './list-columns.js';
import { toProjectHeading } from './project-lists.js';

const REGISTRATION_NOT_FOUND = '报名信息不存在';

const REGISTRATION_LIST: ListSpec = {
  columns: {
    id: { column: 'procure_registrations.id', noSort: true },
    projectId: { column: 'procure_registrations.project_id', noSort: true },
    f_project_id: { column: 'procure_registrations.project_id', noSort: true },
    fStatus: {
      filter: enumFilter('fStatus', REGISTRATION_STATUSES, valueIn('procure_registrations.status')),
    },
    inviteStatus: {
      filter: enumFilter('inviteStatus', INVITE_STATUSES, valueIn('procure_registrations.invite_status')),
    },
    supplierName: { column: 'procure_registrations.supplier_name' },
    fProjectName: { column: 'procure_projects.project_name' },
    fProjectNo: { column: 'procure_projects.project_no' },
    fCreateTime: { column: 'procure_registrations.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'procure_registrations.created_at', direction: 'desc' },
    { column: 'procure_registrations.id', direction: 'desc' },
  ],
  defaultPageSize: 10,
};

export function registrationQuery(db: Db) {
  return db
    .selectFrom('procure_registrations')
    .innerJoin('procure_projects', 'procure_projects.id', 'procure_registrations.project_id')
    .selectAll('procure_registrations')
    .select([
      'procure_projects.project_name',
      'procure_projects.project_no',
      'procure_projects.transaction_mode',
      'procure_projects.quotation_mode',
      'procure_projects.register_mode',
      'procure_projects.sign_up_money',
      'procure_projects.register_start_time',
      'procure_projects.register_end_time',
      'procure_projects.bid_start_time',
      'procure_projects.bid_end_time',
      'procure_projects.state as project_state',
      'procure_projects.winner_id',
      'procure_projects.purchaser_id',
    ]);
}

export type RegistrationRow = Awaited<
  ReturnType<ReturnType<typeof registrationQuery>['executeTakeFirstOrThrow']>
>;

/** The supplier may still change their registration: not passed, not an open or declined invitation, registration open. */
export function editableBy(user: SessionUser, row: RegistrationRow, now: Date): boolean {
  if (row.supplier_id !== user.id) return false;
  // Passed, or an invitation waiting for (or declined by) the supplier: confirmInvite is their way.
  if (row.status === 'pass' || row.invite_status === 'invited' || row.invite_status === 'reject')
    return false;
  if (row.project_state !== 'registering') return false;
  return !row.register_end_time || new Date(row.register_end_time).getTime() >= now.getTime();
}

export function toRegistration(row: RegistrationRow, user: SessionUser, now: Date): ProjectRegistration {
  const answered = row.invite_status === 'pass' || row.invite_status === 'reject';
  return {
    id: row.id,
    registerId: row.id,
    projectId: row.project_id,
    f_project_id: row.project_id,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    fSupplierName: row.supplier_name,
    fRegistratorName: row.registrator_name,
    fRegistratorPhone: row.registrator_phone,
    fRegistratorEmail: row.registrator_email,
    fFkpz: row.fkpz,
    fBusinessLicense: row.business_license,
    fSczl: row.sczl,
    fServicePayment: row.service_payment,
    fContract: row.contract,
    fCreateTime: new Date(row.created_at).toISOString(),
    fStatus: known<RegistrationStatus>(REGISTRATION_STATUSES, row.status) ?? 'pending',
    fReason: row.reason,
    inviteStatus: (row.invite_status as InviteStatus | null) ?? null,
    ...(answered ? { status: row.invite_status as 'pass' | 'reject', reason: row.invite_reason } : {}),
    ...toProjectHeading({ ...row, state: row.project_state }),
    editable: editableBy(user, row, now),
    isWinner: row.winner_id !== null && row.winner_id === row.supplier_id && row.supplier_id === user.id,
  };
}

type RegistrationScope = (
  eb: ExpressionBuilder<Database, 'procure_registrations' | 'procure_projects'>,
) => Expression<SqlBool>;

/** Whose registrations a user may list: an administrator all, a purchaser their projects', anyone their own. */
function registrationScope(user: SessionUser): RegistrationScope {
  if (isAdmin(user)) return (eb) => eb.val(true);
  if (user.identity === 'purchaser') return (eb) => eb('procure_projects.purchaser_id', '=', user.id);
  return (eb) => eb('procure_registrations.supplier_id', '=', user.id);
}

async function registrationPage(
  db: Db,
  user: SessionUser,
  body: ListBody,
  scope: RegistrationScope,
): Promise<PageList<ProjectRegistration>> {
  const now = new Date();
  const page = await runPagedQuery(registrationQuery(db).where(scope), body, REGISTRATION_LIST);
  return { ...page, rows: page.rows.map((row) => toRegistration(row, user, now)) };
}

export async function registrationById(db: Db, id: string): Promise<RegistrationRow> {
  const row = await registrationQuery(db).where('procure_registrations.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(REGISTRATION_NOT_FOUND);
  return row;
}

/** queryRegistration: the registrations the user may list. */
export function visibleRegistrations(db: Db, user: SessionUser, body: ListBody) {
  return registrationPage(db, user, body, registrationScope(user));
}

/** queryMyRegistration: the supplier's own registrations. */
export function ownRegistrations(db: Db, user: SessionUser, body: ListBody) {
  return registrationPage(db, user, body, (eb) => eb('procure_registrations.supplier_id', '=', user.id));
}

/**
 * queryComprehensiveRegistration: the passed registrations of a comprehensive project, all of them for
 * its purchaser, their own for a supplier on it.
 */
export async function comprehensiveRegistrations(
  db: Db,
  user: SessionUser,
  projectId: string,
  body: ListBody,
): Promise<PageList<ProjectRegistration>> {
  const project = await visibleProject(db, user, projectId);
  if (project.transaction_mode !== 'comprehensive') throw new Refusal('该项目不是综合评估项目');
  const owner = isOwnerOrAdmin(user, project);
  if (!owner && !(await ownRegistration(db, project.id, user.id))) {
    throw forbidden('没有权限查看该项目的报名信息');
  }
  return registrationPage(db, user, body, (eb) =>
    eb.and([
      eb('procure_registrations.project_id', '=', project.id),
      eb('procure_registrations.status', '=', 'pass'),
      ...(owner ? [] : [eb('procure_registrations.supplier_id', '=', user.id)]),
    ]),
  );
}
