import { randomUUID } from 'node:crypto';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import {
  INVITE_STATUSES,
  type InviteResult,
  type InviteStatus,
  type ProjectRegistration,
  REGISTRATION_STATUSES,
  REJECT_REASON_REQUIRED,
  type RegistrationStatus,
  registrationFormError,
  SUCCESS_STATES,
  type SupplierCandidate,
} from '../../contract/procure-project.js';
import {
  ConfirmInviteBody,
  ContractFileBody,
  InviteSuppliersBody,
  ProjectIdQuery,
  SaveRegistrationBody,
  ServicePaymentBody,
  SignUpBody,
} from '../../contract/schemas/procure-project.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import {
  isAdmin,
  isOwnerOrAdmin,
  isUniqueViolation,
  linkFiles,
  listRoute,
  ownCall,
  ownRegistration,
  Refusal,
  refusing,
  requireOwner,
  sendMessages,
  UNREVIEWED_REGISTRATION,
  visibleProject,
} from './procure-access.js';
import { enumFilter, known, signUpRefusal, toProjectHeading } from './procure-project.js';

const REGISTRATION_NOT_FOUND = '报名信息不存在';
const ALREADY_REGISTERED = '您已报名该项目，不能重复报名';

const REGISTRATION_LIST: ListSpec = {
  columns: {
    id: { column: 'procure_registrations.id', noSort: true },
    projectId: { column: 'procure_registrations.project_id', noSort: true },
    f_project_id: { column: 'procure_registrations.project_id', noSort: true },
    fStatus: {
      filter: enumFilter('fStatus', REGISTRATION_STATUSES, sql.ref('procure_registrations.status')),
    },
    inviteStatus: {
      filter: enumFilter('inviteStatus', INVITE_STATUSES, sql.ref('procure_registrations.invite_status')),
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

function registrationQuery(ctx: ServerContext) {
  return ctx.db
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

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationQuery>['executeTakeFirstOrThrow']>>;

/** The supplier may still change their registration: not passed, not an open or declined invitation, registration open. */
function editableBy(user: SessionUser, row: RegistrationRow, now: Date): boolean {
  if (row.supplier_id !== user.id) return false;
  // Passed, or an invitation waiting for (or declined by) the supplier: confirmInvite is their way.
  if (row.status === 'pass' || row.invite_status === 'invited' || row.invite_status === 'reject')
    return false;
  if (row.project_state !== 'registering') return false;
  return !row.register_end_time || new Date(row.register_end_time).getTime() >= now.getTime();
}

function toRegistration(row: RegistrationRow, user: SessionUser, now: Date): ProjectRegistration {
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
  ctx: ServerContext,
  user: SessionUser,
  body: ListBody,
  scope: RegistrationScope,
): Promise<PageList<ProjectRegistration>> {
  const now = new Date();
  const page = await runPagedQuery(registrationQuery(ctx).where(scope), body, REGISTRATION_LIST);
  return { ...page, rows: page.rows.map((row) => toRegistration(row, user, now)) };
}

async function registrationById(ctx: ServerContext, id: string): Promise<RegistrationRow> {
  const row = await registrationQuery(ctx).where('procure_registrations.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(REGISTRATION_NOT_FOUND);
  return row;
}

/** The name a supplier registers under: their company's, else their own. */
async function supplierNameOf(ctx: ServerContext, user: SessionUser): Promise<string> {
  const company = await ctx.db
    .selectFrom('companies')
    .select('name')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return company?.name || user.fullname;
}

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

/**
 * wBiddingProjectRegistration: sign-up, invitations and their answers, the purchaser's review, the
 * registration lists by who asks (tender-portal 3, 4, 5, 7.4; issue 11).
 */
export function registerProcureRegistrationRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  listRoute(signedIn, ctx.call('wBiddingProjectRegistration/queryRegistration'), (user, body) =>
    registrationPage(ctx, user, body, registrationScope(user)),
  );

  listRoute(signedIn, ctx.call('wBiddingProjectRegistration/queryMyRegistration'), (user, body) =>
    registrationPage(ctx, user, body, (eb) => eb('procure_registrations.supplier_id', '=', user.id)),
  );

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/queryComprehensiveRegistration'),
    schema: { querystring: ProjectIdQuery, body: ListBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.projectId);
        if (project.transaction_mode !== 'comprehensive') throw new Refusal('该项目不是综合评估项目');
        const owner = isOwnerOrAdmin(user, project);
        if (!owner && !(await ownRegistration(ctx.db, project.id, user.id))) {
          throw forbidden('没有权限查看该项目的报名信息');
        }
        return ok(
          await registrationPage(ctx, user, request.body, (eb) =>
            eb.and([
              eb('procure_registrations.project_id', '=', project.id),
              eb('procure_registrations.status', '=', 'pass'),
              ...(owner ? [] : [eb('procure_registrations.supplier_id', '=', user.id)]),
            ]),
          ),
        );
      }),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/signUp'),
    schema: { body: SignUpBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        if (user.identity !== 'supplier') throw forbidden('只有供应商可以报名');
        const body = request.body;
        const project = await visibleProject(ctx.db, user, body.projectId);
        const existing = await ownRegistration(ctx.db, project.id, user.id);
        const refusal = signUpRefusal(user, project, Boolean(existing), new Date());
        if (refusal) throw new Refusal(refusal);
        const invalid = registrationFormError(body, 'signUp', {
          feeRequired: feeRequired(project.sign_up_money),
        });
        if (invalid) throw new Refusal(invalid);
        const id = `r-${randomUUID()}`;
        // Read before the transaction: the embedded database has one connection, which it holds.
        const supplierName = await supplierNameOf(ctx, user);
        try {
          await ctx.db.transaction().execute(async (trx) => {
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
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new Refusal(ALREADY_REGISTERED);
          throw error;
        }
        if (project.purchaser_id) {
          await sendMessages(ctx.db, [project.purchaser_id], {
            subject: `“${project.project_name}”项目有新的报名待审核`,
            content: `“${project.project_name}”项目有新的报名待审核`,
            type: 'registration',
            projectId: project.id,
          });
        }
        return ok(toRegistration(await registrationById(ctx, id), user, new Date()), '报名成功');
      }),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/confirmInvite'),
    schema: { body: ConfirmInviteBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const body = request.body;
        if (!body.id && !body.projectId) throw badRequest('请求参数不正确：id 或 projectId 不能为空');
        let query = registrationQuery(ctx).where('procure_registrations.supplier_id', '=', user.id);
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
        await ctx.db.transaction().execute(async (trx) => {
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
          }
        });
        if (invitation.purchaser_id) {
          await sendMessages(ctx.db, [invitation.purchaser_id], {
            subject:
              body.status === 'pass'
                ? `${invitation.supplier_name}已接受“${invitation.project_name}”项目的邀请`
                : `${invitation.supplier_name}已拒绝“${invitation.project_name}”项目的邀请`,
            content: body.status === 'pass' ? invitation.project_name : (body.reason?.trim() ?? ''),
            type: 'registration',
            projectId: invitation.project_id,
          });
        }
        return ok(toRegistration(await registrationById(ctx, invitation.id), user, now), '确认成功');
      }),
  });

  signedIn.route({
    ...ctx.call('wBiddingProjectRegistration/save'),
    schema: { body: SaveRegistrationBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const body = request.body;
        const row = await registrationById(ctx, body.id);
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
          await ctx.db
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
          await sendMessages(ctx.db, [row.supplier_id], {
            subject:
              body.fStatus === 'pass'
                ? `您报名的“${row.project_name}”项目审核已通过`
                : `您报名的“${row.project_name}”项目审核未通过`,
            content: body.fStatus === 'pass' ? row.project_name : (body.fReason?.trim() ?? ''),
            type: 'registration',
            projectId: row.project_id,
          });
          return ok(toRegistration(await registrationById(ctx, row.id), user, now));
        }
        if (row.supplier_id !== user.id) throw forbidden('只能修改自己的报名信息');
        // The supplier's own edit (重新报名).
        if (body.fStatus !== undefined) throw forbidden('供应商不能审核报名');
        if (!editableBy(user, row, now)) throw new Refusal('当前报名信息不可修改');
        const invalid = registrationFormError(body, 'edit', { feeRequired: feeRequired(row.sign_up_money) });
        if (invalid) throw new Refusal(invalid);
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('procure_registrations')
            .set({ ...registrationFields(body), status: 'pending', reason: null, updated_at: now })
            .where('id', '=', row.id)
            .execute();
          await linkFiles(trx, user, 'registration', row.id, [body.fFkpz, body.fBusinessLicense, body.fSczl]);
        });
        return ok(toRegistration(await registrationById(ctx, row.id), user, now));
      }),
  });

  const winnerUpload = (
    key: 'wBiddingProjectRegistration/saveServicePayment' | 'wBiddingProjectRegistration/saveContract',
    column: 'service_payment' | 'contract',
  ) =>
    signedIn.route({
      ...ctx.call(key),
      schema: { body: column === 'service_payment' ? ServicePaymentBody : ContractFileBody },
      handler: (request) =>
        refusing(async () => {
          const user = currentUser(request);
          const body = request.body as {
            id: string;
            fServicePayment?: string | null;
            fContract?: string | null;
          };
          const row = await registrationById(ctx, body.id);
          if (row.supplier_id !== user.id) throw forbidden('只能修改自己的报名信息');
          const allowed = (SUCCESS_STATES as readonly string[]).includes(row.project_state);
          if (row.winner_id !== user.id || !allowed) throw new Refusal('只有成交供应商可以上传');
          const files = (column === 'service_payment' ? body.fServicePayment : body.fContract) ?? null;
          const now = new Date();
          await ctx.db.transaction().execute(async (trx) => {
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
          return ok(toRegistration(await registrationById(ctx, row.id), user, now));
        }),
    });
  winnerUpload('wBiddingProjectRegistration/saveServicePayment', 'service_payment');
  winnerUpload('wBiddingProjectRegistration/saveContract', 'contract');

  signedIn.route({
    ...ownCall(ctx, 'invite'),
    schema: { body: InviteSuppliersBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, supplierIds } = request.body;
        const project = await visibleProject(ctx.db, user, projectId);
        requireOwner(user, project);
        if (project.register_mode !== 'invite') throw new Refusal('该项目不是邀请项目');
        if (!['draft', 'registering'].includes(project.state)) throw new Refusal('该项目当前不能邀请供应商');
        const ids = [...new Set(supplierIds)];
        const suppliers = await ctx.db
          .selectFrom('users')
          .leftJoin('companies', 'companies.user_id', 'users.id')
          .select(['users.id', 'users.fullname', 'companies.name as company_name'])
          .where('users.id', 'in', ids)
          .where('users.identity', '=', 'supplier')
          .execute();
        if (suppliers.length !== ids.length) throw new Refusal('只能邀请供应商');
        const existing = await ctx.db
          .selectFrom('procure_registrations')
          .select('supplier_id')
          .where('project_id', '=', project.id)
          .where('supplier_id', 'in', ids)
          .execute();
        const skip = new Set(existing.map((row) => row.supplier_id));
        const fresh = suppliers.filter((supplier) => !skip.has(supplier.id));
        if (fresh.length) {
          await ctx.db
            .insertInto('procure_registrations')
            .values(
              fresh.map((supplier) => ({
                id: `r-${randomUUID()}`,
                project_id: project.id,
                supplier_id: supplier.id,
                supplier_name: supplier.company_name || supplier.fullname,
                ...UNREVIEWED_REGISTRATION,
                invite_status: 'invited',
              })),
            )
            .onConflict((oc) => oc.columns(['project_id', 'supplier_id']).doNothing())
            .execute();
          await sendMessages(
            ctx.db,
            fresh.map((supplier) => supplier.id),
            {
              subject: `“${project.project_name}”项目邀请您参加报价`,
              content: `“${project.project_name}”项目邀请您参加报价`,
              type: 'invitation',
              projectId: project.id,
            },
          );
        }
        const answer: InviteResult = { invited: fresh.length, skipped: [...skip] };
        return ok(answer);
      }),
  });

  signedIn.route({
    ...ownCall(ctx, 'querySupplier'),
    schema: { body: ListBody },
    handler: async (request) => {
      const user = currentUser(request);
      if (user.identity !== 'purchaser' && !isAdmin(user)) throw forbidden('只有采购人可以邀请供应商');
      const body = request.body;
      const projectFilter = body?.querys?.find((filter) => filter.property === 'projectId');
      const projectId = typeof projectFilter?.value === 'string' ? projectFilter.value : undefined;
      const spec: ListSpec = {
        columns: {
          keyword: {
            filter: (_operation, values) => {
              const keyword = String(values[0] ?? '').trim();
              if (!keyword) return sql<SqlBool>`true`;
              const pattern = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
              return sql<SqlBool>`(users.fullname ilike ${pattern} or users.account ilike ${pattern} or companies.name ilike ${pattern})`;
            },
          },
          // Marks the suppliers already there; it does not narrow the list.
          projectId: { filter: () => sql<SqlBool>`true` },
          fullname: { column: 'users.fullname' },
          account: { column: 'users.account' },
        },
        defaultSort: [{ column: 'users.account', direction: 'asc' }],
        defaultPageSize: 20,
      };
      const query = ctx.db
        .selectFrom('users')
        .leftJoin('companies', 'companies.user_id', 'users.id')
        .select(['users.id', 'users.account', 'users.fullname', 'companies.name as company_name'])
        .where('users.identity', '=', 'supplier')
        .where('users.status', '=', 1);
      const page = await runPagedQuery(query, body, spec);
      const there = new Set<string>();
      if (projectId && page.rows.length) {
        const rows = await ctx.db
          .selectFrom('procure_registrations')
          .select('supplier_id')
          .where('project_id', '=', projectId)
          .where(
            'supplier_id',
            'in',
            page.rows.map((row) => row.id),
          )
          .execute();
        for (const row of rows) there.add(row.supplier_id);
      }
      const rows: SupplierCandidate[] = page.rows.map((row) => ({
        id: row.id,
        account: row.account,
        fullname: row.fullname,
        companyName: row.company_name,
        ...(projectId ? { registered: there.has(row.id) } : {}),
      }));
      return ok<PageList<SupplierCandidate>>({ ...page, rows });
    },
  });
}
