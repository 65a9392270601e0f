import { sql } from 'kysely';
import type { Admission, AdmissionDecideBody, PageList } from '../../contract/admin.js';
import type { AdmissionQueryBody } from '../../contract/schemas/admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ServerContext } from '../http/context.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { accountsOf } from '../mail/accounts.js';
import { sendMail } from '../mail/actions.js';
import { companyAnswer } from '../routes/registration.js';
import { Refusal } from '../tender/access.js';
import { sendMessages } from '../tender/messages.js';
import { anyColumnContains, OUTSIDE_ACCOUNT_FORBIDDEN, requireAdmin } from './access.js';
import { hasLicense, LICENSE_MISSING, licenseRequired } from './admission-license.js';
import { recordAdminChange } from './change-log.js';

export const ADMISSION_NOT_FOUND = '注册申请不存在';
export const ADMISSION_DECIDED = '该注册申请已审核';
export const REASON_REQUIRED = '驳回时须填写原因';
export const ADMISSION_ACTIVATED_SUBJECT = '您的注册已审核通过，账号已激活';
export const ADMISSION_REJECTED_SUBJECT = '您的注册未通过审核';

/** Supplier and purchaser registrations are reviewed by the site administrator, never by staff. */
async function requireSiteAdmin(db: Db, user: SessionUser): Promise<void> {
  if ((await requireAdmin(db, user)) !== 'all') throw forbidden(OUTSIDE_ACCOUNT_FORBIDDEN);
}

/** ucAdmission/query: registrations to review (pending first, oldest first), with the company and licence. */
export async function queryAdmissions(
  db: Db,
  admin: SessionUser,
  query: AdmissionQueryBody,
): Promise<PageList<Admission>> {
  await requireSiteAdmin(db, admin);
  const page = query?.page ?? 1;
  const pageSize = query?.pageSize ?? 20;
  let rows = db
    .selectFrom('user_admissions')
    .innerJoin('users', 'users.id', 'user_admissions.user_id')
    .leftJoin('companies', 'companies.user_id', 'users.id')
    .where('users.tenant_id', '=', admin.tenant_id);
  if (query?.state) rows = rows.where('user_admissions.state', '=', query.state);
  const keyword = query?.keyword?.trim();
  if (keyword)
    rows = rows.where((eb) =>
      anyColumnContains(eb, keyword, [
        'users.account',
        'users.fullname',
        'companies.name',
        'companies.credit_code',
      ]),
    );
  const [{ total }] = await rows.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const found = await rows
    .select([
      'users.id as userId',
      'users.account',
      'users.fullname',
      'users.identity',
      'users.email',
      'users.mobile',
      'user_admissions.state',
      'user_admissions.reason',
      'user_admissions.submitted_at',
      'user_admissions.decided_at',
      'companies.id as companyId',
    ])
    .orderBy(sql`case when user_admissions.state = 'pending' then 0 else 1 end`)
    .orderBy('user_admissions.submitted_at', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const companyIds = found.flatMap((row) => (row.companyId ? [row.companyId] : []));
  const companies = companyIds.length
    ? await db.selectFrom('companies').selectAll().where('id', 'in', companyIds).execute()
    : [];
  return {
    rows: found.map((row) => {
      const company = companies.find((one) => one.id === row.companyId);
      return {
        userId: row.userId,
        account: row.account,
        fullname: row.fullname,
        identity: row.identity,
        email: row.email,
        mobile: row.mobile,
        state: row.state,
        reason: row.reason,
        submitTime: new Date(row.submitted_at).toISOString(),
        decideTime: row.decided_at ? new Date(row.decided_at).toISOString() : null,
        company: company ? companyAnswer(company) : null,
      };
    }),
    total: Number(total),
    page,
    pageSize,
  };
}

/**
 * ucAdmission/decide: activates a pending registration (the account signs in from now on) or rejects it
 * with a reason (sign-in says why; the registrant corrects and registers again with the same account).
 * The registrant is told in the tender site's messages and, when the administrator has a mail account and
 * the registrant a mail address, by mail.
 */
export async function decideAdmission(
  ctx: ServerContext,
  admin: SessionUser,
  body: AdmissionDecideBody,
): Promise<{ state: Admission['state']; mailed: boolean }> {
  const { db } = ctx;
  await requireSiteAdmin(db, admin);
  const reason = body.reason?.trim() ?? '';
  if (body.decision === 'reject' && !reason) throw badRequest(`请求参数不正确：${REASON_REQUIRED}`);
  const state = body.decision === 'activate' ? 'activated' : 'rejected';
  const registrant = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('user_admissions')
      .innerJoin('users', 'users.id', 'user_admissions.user_id')
      .select([
        'users.id',
        'users.account',
        'users.email',
        'users.status',
        'users.tenant_id',
        'users.identity',
        'user_admissions.state',
        'user_admissions.reason',
      ])
      .where('user_admissions.user_id', '=', body.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.tenant_id !== admin.tenant_id) throw notFound(ADMISSION_NOT_FOUND);
    if (row.state !== 'pending') throw new Refusal(ADMISSION_DECIDED);
    // A supplier is admitted on its business licence (tender-portal 5: the licence goes with a supplier's papers).
    if (state === 'activated' && licenseRequired(row.identity) && !(await hasLicense(trx, row.id))) {
      throw new Refusal(LICENSE_MISSING);
    }
    await trx
      .updateTable('user_admissions')
      .set({
        state,
        reason: state === 'rejected' ? reason : null,
        decided_at: new Date(),
        decided_by: admin.id,
      })
      .where('user_id', '=', row.id)
      .execute();
    if (state === 'activated')
      await trx.updateTable('users').set({ status: 1 }).where('id', '=', row.id).execute();
    await recordAdminChange(trx, {
      actorId: admin.id,
      kind: `admission.${body.decision}`,
      objectType: 'admission',
      objectId: row.id,
      before: { state: row.state, status: row.status, reason: row.reason },
      after: {
        state,
        status: state === 'activated' ? 1 : row.status,
        reason: state === 'rejected' ? reason : null,
      },
    });
    const subject = state === 'activated' ? ADMISSION_ACTIVATED_SUBJECT : ADMISSION_REJECTED_SUBJECT;
    await sendMessages(trx, [row.id], {
      subject,
      content: state === 'rejected' ? reason : subject,
      type: 'admission',
      projectId: null,
    });
    return row;
  });
  return { state, mailed: await mailRegistrant(ctx, admin, registrant.email, state, reason) };
}

/** A mail to the registrant from the administrator's own mail account, where both exist; best effort. */
async function mailRegistrant(
  ctx: ServerContext,
  admin: SessionUser,
  to: string | null,
  state: 'activated' | 'rejected',
  reason: string,
): Promise<boolean> {
  if (!to) return false;
  const [account] = await accountsOf(ctx.db, admin.id);
  if (!account) return false;
  const subject = state === 'activated' ? ADMISSION_ACTIVATED_SUBJECT : ADMISSION_REJECTED_SUBJECT;
  const text = state === 'activated' ? subject : `${subject}：${reason}`;
  const html = `<p>${text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`;
  try {
    await sendMail(ctx, admin, account, { to: [to], subject, html });
    return true;
  } catch {
    // The decision stands and the message told the registrant; the answer says no mail went.
    return false;
  }
}
