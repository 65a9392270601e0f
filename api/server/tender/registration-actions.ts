/**
 * What suppliers and purchasers do with registrations (wBiddingProjectRegistration): sign-up, the
 * answer to an invitation, the purchaser's review or the supplier's own edit, and the winner's uploads.
 * Each answers the registration as the caller sees it after the change.
 */

import { randomUUID } from 'node:crypto';
import { SUCCESS_STATES } from '../../contract/procure-project.js';
import {
  type ProjectRegistration,
  REJECT_REASON_REQUIRED,
  registrationFormError,
} from '../../contract/procure-registration.js';
import type {
  ConfirmInviteBody,
  SaveRegistrationBody,
  SignUpBody,
} from '../../contract/schemas/procure-project.js';
import type { SessionUser } from '../auth/sessions.js';
import { type AuditEntry, appendAudit } from '../bidding/audit-chain.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden } from '../http/envelope.js';
import {
  companyNameOf,
  isOwnerOrAdmin,
  isUniqueViolation,
  ownRegistration,
  Refusal,
  UNREVIEWED_REGISTRATION,
  visibleProject,
} from './access.js';
import { linkFiles } from './files.js';
import { sendMessages } from './messages.js';
import { signUpRefusal } from './project-state.js';
import { editableBy, registrationById, registrationQuery, toRegistration } from './registrations.js';

const ALREADY_REGISTERED = '您已报名该项目，不能重复报名';

function registrationFields(body: {
  fRegistratorName?: string;
  fRegistratorPhone?: string;
  fRegistratorEmail?: string;
  fFkpz?: string | null;
  fBusinessLicense?: string | null;
  fSczl?: string | null;
}) {
  return {
    registrator_name: body.fRegistratorName?.trim() ?? '',
    registrator_phone: body.fRegistratorPhone?.trim() ?? '',
    registrator_email: body.fRegistratorEmail?.trim() ?? '',
    fkpz: body.fFkpz ?? null,
    business_license: body.fBusinessLicense ?? null,
    sczl: body.fSczl ?? null,
  };
}

const feeRequired = (signUpMoney: string | number | null) => Number(signUpMoney ?? 0) > 0;

/** A registration's record in the project's audit chain (issue 36). */
function registrationRecord(
  projectId: string,
  user: SessionUser,
  name: string,
  outcome: string,
  registrationId: string,
): AuditEntry {
  return {
    projectId,
    kind: 'registration',
    supplierId: user.id,
    account: user.account,
    supplierName: name,
    outcome,
    detail: { registrationId },
  };
}

/** signUp: a supplier registers for an open project; its purchaser is told. */
export async function signUp(db: Db, user: SessionUser, body: SignUpBody): Promise<ProjectRegistration> {
  if (user.identity !== 'supplier') throw forbidden('只有供应商可以报名');
  const project = await visibleProject(db, user, body.projectId);
  const existing = await ownRegistration(db, project.id, user.id);
  const refusal = signUpRefusal(user, project, Boolean(existing), new Date());
  if (refusal) throw new Refusal(refusal);
  const invalid = registrationFormError(body, 'signUp', {
    feeRequired: feeRequired(project.sign_up_money),
  });
  if (invalid) throw new Refusal(invalid);
  const id = `r-${randomUUID()}`;
  // Read before the transaction: the embedded database has one connection, which it holds.
  const supplierName = await companyNameOf(db, user);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('procure_registrations')
        .values({
          id,
          project_id: project.id,
          supplier_id: user.id,
          supplier_name: supplierName,
          ...UNREVIEWED_REGISTRATION,
          ...registrationFields(body),
        })
        .execute();
      await linkFiles(trx, user, 'registration', id, [body.fFkpz, body.fBusinessLicense, body.fSczl]);
      await appendAudit(trx, registrationRecord(project.id, user, supplierName, 'registered', id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(ALREADY_REGISTERED);
    throw error;
  }
  if (project.purchaser_id) {
    await sendMessages(db, [project.purchaser_id], {
      subject: `“${project.project_name}”项目有新的报名待审核`,
      content: `“${project.project_name}”项目有新的报名待审核`,
      type: 'registration',
      projectId: project.id,
    });
  }
  return toRegistration(await registrationById(db, id), user, new Date());
}

/** confirmInvite: the supplier accepts an invitation (with the registration's form) or declines it. */
export async function confirmInvite(
  db: Db,
  user: SessionUser,
  body: ConfirmInviteBody,
): Promise<ProjectRegistration> {
  if (!body.id && !body.projectId) throw badRequest('请求参数不正确：id 或 projectId 不能为空');
  let query = registrationQuery(db).where('procure_registrations.supplier_id', '=', user.id);
  query = body.id
    ? query.where('procure_registrations.id', '=', body.id)
    : query.where('procure_registrations.project_id', '=', body.projectId ?? '');
  const invitation = await query.executeTakeFirst();
  if (!invitation?.invite_status) throw new Refusal('邀请不存在');
  if (invitation.invite_status !== 'invited') throw new Refusal('该邀请已确认，不能重复确认');
  if (invitation.project_state !== 'registering') throw new Refusal('该项目当前不在报名阶段');
  if (invitation.register_end_time && new Date(invitation.register_end_time).getTime() < Date.now()) {
    throw new Refusal('报名已截止');
  }
  const invalid = registrationFormError(body, 'invite', {
    feeRequired: feeRequired(invitation.sign_up_money),
  });
  if (invalid) throw new Refusal(invalid);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    if (body.status === 'pass') {
      await trx
        .updateTable('procure_registrations')
        .set({
          ...registrationFields(body),
          invite_status: 'pass',
          invite_reason: null,
          status: 'pending',
          updated_at: now,
        })
        .where('id', '=', invitation.id)
        .where('invite_status', '=', 'invited')
        .execute();
      await linkFiles(trx, user, 'registration', invitation.id, [
        body.fFkpz,
        body.fBusinessLicense,
        body.fSczl,
      ]);
      await appendAudit(
        trx,
        registrationRecord(
          invitation.project_id,
          user,
          invitation.supplier_name,
          'invite-accepted',
          invitation.id,
        ),
      );
    } else {
      await trx
        .updateTable('procure_registrations')
        .set({
          invite_status: 'reject',
          invite_reason: body.reason?.trim() ?? '',
          status: 'reject',
          updated_at: now,
        })
        .where('id', '=', invitation.id)
        .where('invite_status', '=', 'invited')
        .execute();
      await appendAudit(trx, {
        ...registrationRecord(
          invitation.project_id,
          user,
          invitation.supplier_name,
          'invite-declined',
          invitation.id,
        ),
        reason: body.reason?.trim() ?? '',
      });
    }
  });
  if (invitation.purchaser_id) {
    await sendMessages(db, [invitation.purchaser_id], {
      subject:
        body.status === 'pass'
          ? `${invitation.supplier_name}已接受“${invitation.project_name}”项目的邀请`
          : `${invitation.supplier_name}已拒绝“${invitation.project_name}”项目的邀请`,
      content: body.status === 'pass' ? invitation.project_name : (body.reason?.trim() ?? ''),
      type: 'registration',
      projectId: invitation.project_id,
    });
  }
  return toRegistration(await registrationById(db, invitation.id), user, now);
}

/** save: the purchaser's review of a registration, or its supplier's own edit (重新报名). */
export async function saveRegistration(
  db: Db,
  user: SessionUser,
  body: SaveRegistrationBody,
): Promise<ProjectRegistration> {
  const row = await registrationById(db, body.id);
  const now = new Date();
  if (isOwnerOrAdmin(user, row) && row.supplier_id !== user.id) {
    // The purchaser's review.
    if (!body.fStatus) throw badRequest('请求参数不正确：fStatus 不能为空');
    if (body.fStatus === 'reject' && !body.fReason?.trim()) throw new Refusal(REJECT_REASON_REQUIRED);
    if (row.invite_status === 'invited') throw new Refusal('供应商尚未确认邀请，不能审核');
    if (row.invite_status === 'reject') throw new Refusal('供应商已拒绝邀请，不能审核');
    if (!['registering', 'quoting'].includes(row.project_state)) {
      throw new Refusal('该项目当前不能审核报名');
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('procure_registrations')
        .set({
          status: body.fStatus,
          reason: body.fStatus === 'reject' ? (body.fReason?.trim() ?? null) : null,
          reviewer_id: user.id,
          reviewed_at: now,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      // The record is the supplier's registration (supplierId, supplierName); the purchaser who reviewed it
      // acted (account) and is named as the reviewer in its detail.
      await appendAudit(trx, {
        projectId: row.project_id,
        kind: 'registration',
        supplierId: row.supplier_id,
        supplierName: row.supplier_name,
        account: user.account,
        outcome: `review-${body.fStatus}`,
        reason: body.fStatus === 'reject' ? (body.fReason?.trim() ?? null) : null,
        detail: { registrationId: row.id, reviewerId: user.id, reviewerName: user.fullname || user.account },
      });
    });
    await sendMessages(db, [row.supplier_id], {
      subject:
        body.fStatus === 'pass'
          ? `您报名的“${row.project_name}”项目审核已通过`
          : `您报名的“${row.project_name}”项目审核未通过`,
      content: body.fStatus === 'pass' ? row.project_name : (body.fReason?.trim() ?? ''),
      type: 'registration',
      projectId: row.project_id,
    });
    return toRegistration(await registrationById(db, row.id), user, now);
  }
  if (row.supplier_id !== user.id) throw forbidden('只能修改自己的报名信息');
  // The supplier's own edit (重新报名).
  if (body.fStatus !== undefined) throw forbidden('供应商不能审核报名');
  if (!editableBy(user, row, now)) throw new Refusal('当前报名信息不可修改');
  const invalid = registrationFormError(body, 'edit', { feeRequired: feeRequired(row.sign_up_money) });
  if (invalid) throw new Refusal(invalid);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('procure_registrations')
      .set({ ...registrationFields(body), status: 'pending', reason: null, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    await linkFiles(trx, user, 'registration', row.id, [body.fFkpz, body.fBusinessLicense, body.fSczl]);
    await appendAudit(
      trx,
      registrationRecord(row.project_id, user, row.supplier_name, 'resubmitted', row.id),
    );
  });
  return toRegistration(await registrationById(db, row.id), user, now);
}

/** saveServicePayment and saveContract: the winning supplier's files on their registration. */
export async function winnerUpload(
  db: Db,
  user: SessionUser,
  registrationId: string,
  column: 'service_payment' | 'contract',
  files: string | null,
): Promise<ProjectRegistration> {
  const row = await registrationById(db, registrationId);
  if (row.supplier_id !== user.id) throw forbidden('只能修改自己的报名信息');
  const allowed = (SUCCESS_STATES as readonly string[]).includes(row.project_state);
  if (row.winner_id !== user.id || !allowed) throw new Refusal('只有成交供应商可以上传');
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('procure_registrations')
      .set({ [column]: files, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    const current = await trx
      .selectFrom('procure_registrations')
      .select(['fkpz', 'business_license', 'sczl', 'service_payment', 'contract'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    await linkFiles(trx, user, 'registration', row.id, Object.values(current));
  });
  return toRegistration(await registrationById(db, row.id), user, now);
}
