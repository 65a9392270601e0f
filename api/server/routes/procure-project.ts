import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { PageList, QueryOperation } from '../../contract/envelope.js';
import {
  APPROVAL_REFUSED_STATE,
  ARCHIVE_STATES,
  actionFitsMode,
  allowedActions,
  type BidWindow,
  type FinalQualification,
  type InviteStatus,
  isProjectState,
  MESSAGE_STATES,
  PROJECT_STATE_NAMES,
  PROJECT_STATES,
  PROJECT_TRANSITIONS,
  type ProjectDetail,
  type ProjectGoodsRow,
  type ProjectHeading,
  type ProjectQualification,
  type ProjectState,
  type ProjectStateAction,
  type ProjectSummary,
  type ProjectUserInfo,
  type RegistrationStatus,
  type RegistrationStatusInfo,
  SUCCESS_STATES,
} from '../../contract/procure-project.js';
import { IdQuery } from '../../contract/schemas/common.js';
import {
  ApprovalBody,
  ApprovalReportBody,
  ConfirmQuotationQuery,
  InterruptProjectQuery,
  ProjectIdQuery,
  PushMessageQuery,
} from '../../contract/schemas/procure-project.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import {
  PROCURE_TYPES,
  type ProcureType,
  QUOTATION_MODES,
  type QuotationMode,
  REGISTER_MODES,
  type RegisterMode,
  SEARCH_STATUSES,
  type SearchStatus,
  TRANSACTION_MODES,
  type TransactionMode,
} from '../../contract/tender.js';
import { searchStatusAt } from '../../contract/tender-site.js';
import type { SessionUser } from '../auth/sessions.js';
import { announceConfirmed, announceMessage, bestSupplier } from '../bidding/announce.js';
import { closeAllRounds, openRounds, planRounds } from '../bidding/rounds.js';
import type { Database } from '../db/schema.js';
import { currentUser, type RouteMethod, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, ok } from '../http/envelope.js';
import { type FilterValue, type ListSpec, runPagedQuery } from '../http/query-body.js';
import {
  isAdmin,
  isOwnerOrAdmin,
  linkFiles,
  listRoute,
  ownRegistration,
  type ProjectRow,
  passedSuppliers,
  Refusal,
  refusing,
  requireOwner,
  sendMessages,
  visibilityFor,
  visibleProject,
} from './procure-access.js';

/** The names of the actions in the refusal message (zh-CN; translated by the catalogue). */
const ACTION_NAMES: Record<ProjectStateAction, string> = {
  startProject: '开始项目',
  endProject: '结束项目',
  startQuotation: '开始报价',
  endQuotation: '结束报价',
  interruptProject: '中止项目',
  confirmQuotation: '确认报价',
  approvalReport: '提交审批报告',
  approval: '审批',
};

const stateName = (state: string) => (isProjectState(state) ? PROJECT_STATE_NAMES[state] : state);

/** The refusal of an action the project's state does not allow. */
export const stateRefusal = (state: string, action: ProjectStateAction) =>
  `当前项目状态为“${stateName(state)}”，不能${ACTION_NAMES[action]}`;

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : null);
const money = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

/** The value when it is one of `allowed`, otherwise null. */
export function known<T extends string>(allowed: readonly T[], value: string | null | undefined): T | null {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The SQL of searchStatusAt over a project's windows (a missing boundary is skipped). */
function searchStatusSql(now: Date) {
  const p = (column: string) => sql.ref(`procure_projects.${column}`);
  return sql<string | null>`case
    when ${p('register_start_time')} is null and ${p('register_end_time')} is null
      and ${p('bid_start_time')} is null and ${p('bid_end_time')} is null then null
    when ${p('register_start_time')} > ${now} then 'willRegister'
    when ${p('register_end_time')} > ${now} then 'inRegister'
    when ${p('bid_start_time')} > ${now} then 'willQuote'
    when ${p('bid_end_time')} > ${now} then 'inQuotation'
    else 'complete' end`;
}

/** A list filter on a fixed set of values (EQUAL, IN and their NOTs): an unknown value is a 400. */
export function enumFilter<T extends string>(
  property: string,
  allowed: readonly T[],
  column: Expression<unknown>,
) {
  return (operation: QueryOperation, values: readonly FilterValue[]): Expression<SqlBool> => {
    for (const value of values) {
      if (!(allowed as readonly unknown[]).includes(value))
        throw badRequest(`查询条件 ${property} 的值不正确`);
    }
    if (!['EQUAL', 'IN', 'NOT_EQUAL', 'NOT_IN'].includes(operation)) {
      throw badRequest(`查询条件 ${property} 不支持 ${operation}`);
    }
    const matched = sql<SqlBool>`${column} in (${sql.join(values)})`;
    return operation.startsWith('NOT') ? sql<SqlBool>`not coalesce(${matched}, false)` : matched;
  };
}

/** The whitelist of the project lists. */
function projectListSpec(now: Date): ListSpec {
  const column = (name: string) => sql.ref(`procure_projects.${name}`);
  return {
    columns: {
      keyword: {
        filter: (operation, values) => {
          if (!['LIKE', 'EQUAL'].includes(operation))
            throw badRequest(`查询条件 keyword 不支持 ${operation}`);
          const keyword = String(values[0] ?? '').trim();
          if (!keyword) return sql<SqlBool>`true`;
          const pattern = `%${escapeLike(keyword)}%`;
          return sql<SqlBool>`(procure_projects.project_name ilike ${pattern} or procure_projects.project_no ilike ${pattern})`;
        },
      },
      fProjectName: { column: 'procure_projects.project_name' },
      fProjectNo: { column: 'procure_projects.project_no' },
      fState: { filter: enumFilter('fState', PROJECT_STATES, column('state')) },
      status: { filter: enumFilter('status', SEARCH_STATUSES, searchStatusSql(now)) },
      fTransactionMode: {
        filter: enumFilter('fTransactionMode', TRANSACTION_MODES, column('transaction_mode')),
      },
      fQuotationMode: { filter: enumFilter('fQuotationMode', QUOTATION_MODES, column('quotation_mode')) },
      fRegisterMode: { filter: enumFilter('fRegisterMode', REGISTER_MODES, column('register_mode')) },
      fProcureType: { filter: enumFilter('fProcureType', PROCURE_TYPES, column('procure_type')) },
      fBudgetMoney: { column: 'procure_projects.budget_money', kind: 'number' },
      createTime: { column: 'procure_projects.created_at', kind: 'date' },
      fRegisterStartTime: { column: 'procure_projects.register_start_time', kind: 'date' },
      fRegisterEndTime: { column: 'procure_projects.register_end_time', kind: 'date' },
      fBidStartTime: { column: 'procure_projects.bid_start_time', kind: 'date' },
      fBidEndTime: { column: 'procure_projects.bid_end_time', kind: 'date' },
    },
    defaultSort: [
      { column: 'procure_projects.created_at', direction: 'desc' },
      { column: 'procure_projects.id', direction: 'desc' },
    ],
    defaultPageSize: 10,
  };
}

type ProjectScope = (eb: ExpressionBuilder<Database, 'procure_projects'>) => Expression<SqlBool>;

const takesPart =
  (userId: string): ProjectScope =>
  (eb) =>
    eb.and([
      eb('procure_projects.state', '<>', 'draft'),
      eb.exists(
        eb
          .selectFrom('procure_registrations')
          .select('procure_registrations.id')
          .whereRef('procure_registrations.project_id', '=', 'procure_projects.id')
          .where('procure_registrations.supplier_id', '=', userId),
      ),
    ]);

/** The projects a user has a part in: an administrator all, a purchaser their own, a supplier theirs. */
function partScope(user: SessionUser): ProjectScope {
  if (isAdmin(user)) return (eb) => eb.val(true);
  if (user.identity === 'purchaser') return (eb) => eb('procure_projects.purchaser_id', '=', user.id);
  if (user.identity === 'supplier') return takesPart(user.id);
  return (eb) => eb.val(false);
}

function summaryQuery(ctx: ServerContext) {
  return ctx.db
    .selectFrom('procure_projects')
    .leftJoin('users as winner', 'winner.id', 'procure_projects.winner_id')
    .selectAll('procure_projects')
    .select((eb) => [
      'winner.fullname as winner_name',
      eb
        .selectFrom('procure_registrations')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('procure_registrations.project_id', '=', 'procure_projects.id')
        .where('procure_registrations.status', '=', 'pass')
        .as('pass_count'),
      eb
        .selectFrom('procure_registrations')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('procure_registrations.project_id', '=', 'procure_projects.id')
        .where('procure_registrations.status', '=', 'pending')
        .where((inner) =>
          inner.or([
            inner('procure_registrations.invite_status', 'is', null),
            inner('procure_registrations.invite_status', '<>', 'invited'),
          ]),
        )
        .as('pending_count'),
    ]);
}

type SummaryRow = ProjectRow & {
  winner_name: string | null;
  pass_count: string | number | null;
  pending_count: string | number | null;
};

type WindowRow = Pick<
  ProjectRow,
  'register_start_time' | 'register_end_time' | 'bid_start_time' | 'bid_end_time'
>;

function windowsOf(row: WindowRow) {
  return {
    fRegisterStartTime: iso(row.register_start_time),
    fRegisterEndTime: iso(row.register_end_time),
    fBidStartTime: iso(row.bid_start_time),
    fBidEndTime: iso(row.bid_end_time),
  };
}

function stateOf(row: Pick<ProjectRow, 'state'>): ProjectState {
  return isProjectState(row.state) ? row.state : 'draft';
}

type HeadingRow = WindowRow &
  Pick<
    ProjectRow,
    | 'project_name'
    | 'project_no'
    | 'transaction_mode'
    | 'quotation_mode'
    | 'register_mode'
    | 'sign_up_money'
    | 'state'
  >;

/** The project's heading, as the project lists and the registrations across projects show it. */
export function toProjectHeading(row: HeadingRow): ProjectHeading {
  return {
    fProjectName: row.project_name,
    fProjectNo: row.project_no,
    fTransactionMode: known<TransactionMode>(TRANSACTION_MODES, row.transaction_mode) ?? 'competitive',
    fQuotationMode: known<QuotationMode>(QUOTATION_MODES, row.quotation_mode) ?? 'sum',
    fRegisterMode: known<RegisterMode>(REGISTER_MODES, row.register_mode) ?? 'open',
    fSignUpMoney: money(row.sign_up_money),
    ...windowsOf(row),
    fState: stateOf(row),
  };
}

export function toSummary(
  row: SummaryRow,
  user: SessionUser,
  now: Date,
  registration?: RegistrationStatusInfo | null,
): ProjectSummary {
  const heading = toProjectHeading(row);
  return {
    id: row.id,
    ...heading,
    fBudgetMoney: money(row.budget_money),
    fProcureType: known<ProcureType>(PROCURE_TYPES, row.procure_type),
    fPurchaserName: row.purchaser_name,
    status: (searchStatusAt(heading, now.getTime()) as SearchStatus | undefined) ?? null,
    currentRound: row.current_round,
    fBidRound: row.bid_round,
    createTime: new Date(row.created_at).toISOString(),
    passCount: Number(row.pass_count ?? 0),
    pendingCount: Number(row.pending_count ?? 0),
    winnerName: row.winner_name,
    actions: isOwnerOrAdmin(user, row) ? allowedActions(row.state, row.transaction_mode) : [],
    ...(registration === undefined ? {} : { registration }),
  };
}

function registrationInfo(row: {
  id: string;
  status: string;
  invite_status: string | null;
  reason: string | null;
}): RegistrationStatusInfo {
  return {
    id: row.id,
    fStatus: row.status as RegistrationStatus,
    inviteStatus: (row.invite_status as InviteStatus | null) ?? null,
    fReason: row.reason,
  };
}

/** A page of projects in a scope, with the supplier's own registration on each when the caller is one. */
async function projectPage(
  ctx: ServerContext,
  user: SessionUser,
  body: ListBody,
  scope: ProjectScope,
): Promise<PageList<ProjectSummary>> {
  const now = new Date();
  const page = await runPagedQuery(
    summaryQuery(ctx).where((eb) => scope(eb as unknown as ExpressionBuilder<Database, 'procure_projects'>)),
    body,
    projectListSpec(now),
  );
  const rows = page.rows as SummaryRow[];
  let own = new Map<string, RegistrationStatusInfo>();
  if (user.identity === 'supplier' && rows.length) {
    const registrations = await ctx.db
      .selectFrom('procure_registrations')
      .select(['id', 'project_id', 'status', 'invite_status', 'reason'])
      .where('supplier_id', '=', user.id)
      .where(
        'project_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    own = new Map(registrations.map((row) => [row.project_id, registrationInfo(row)]));
  }
  return {
    ...page,
    rows: rows.map((row) =>
      toSummary(row, user, now, user.identity === 'supplier' ? (own.get(row.id) ?? null) : undefined),
    ),
  };
}

async function summaryOf(ctx: ServerContext, user: SessionUser, id: string): Promise<ProjectSummary> {
  const row = (await summaryQuery(ctx)
    .where('procure_projects.id', '=', id)
    .executeTakeFirstOrThrow()) as SummaryRow;
  return toSummary(row, user, new Date());
}

/**
 * Moves a project from one of the action's states to its next, in one statement: a project whose state
 * changed meanwhile (another request, another server process) is refused and left as it is.
 */
async function transition(
  ctx: ServerContext,
  user: SessionUser,
  projectId: string,
  action: ProjectStateAction,
  change: (project: ProjectRow) => Promise<Record<string, unknown>> | Record<string, unknown> = () => ({}),
  target: ProjectState = PROJECT_TRANSITIONS[action].to,
): Promise<ProjectRow> {
  const project = await visibleProject(ctx.db, user, projectId);
  requireOwner(user, project);
  const from = PROJECT_TRANSITIONS[action].from;
  if (!(from as readonly string[]).includes(project.state))
    throw new Refusal(stateRefusal(project.state, action));
  // A comprehensive project is confirmed through its evaluation (procure-evaluation.ts), never here.
  if (!actionFitsMode(action, project.transaction_mode))
    throw new Refusal('综合评审项目请在综合评审中确认报价（确定成交供应商并发布成交公告）');
  const extra = await change(project);
  const now = new Date();
  const updated = await ctx.db
    .updateTable('procure_projects')
    .set({ ...extra, state: target, state_changed_at: now, updated_at: now })
    .where('id', '=', projectId)
    .where('state', 'in', [...from])
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const current = await ctx.db
      .selectFrom('procure_projects')
      .select('state')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    throw new Refusal(stateRefusal(current.state, action));
  }
  return updated;
}

/** Why the user cannot sign up for the project now, or undefined when they can. */
export function signUpRefusal(
  user: SessionUser,
  project: ProjectRow,
  registered: boolean,
  now: Date,
): string | undefined {
  if (user.identity !== 'supplier') return '只有供应商可以报名';
  if (project.register_mode !== 'open') return '该项目为邀请项目，不接受公开报名';
  if (project.state !== 'registering') return '该项目当前不在报名阶段';
  if (registered) return '您已报名该项目，不能重复报名';
  const start = project.register_start_time ? new Date(project.register_start_time).getTime() : undefined;
  const end = project.register_end_time ? new Date(project.register_end_time).getTime() : undefined;
  if ((start !== undefined && now.getTime() < start) || (end !== undefined && now.getTime() > end)) {
    return '不在报名时间内';
  }
  return undefined;
}

async function bidWindows(ctx: ServerContext, projectId: string): Promise<BidWindow[]> {
  const rows = await ctx.db
    .selectFrom('procure_bid_windows')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('round')
    .execute();
  return rows.map((row) => ({
    round: row.round,
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
  }));
}

async function qualificationsOf(ctx: ServerContext, projectId: string): Promise<ProjectQualification[]> {
  const rows = await ctx.db
    .selectFrom('procure_project_qualifications')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('sn')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    projectId: row.project_id,
    type: row.type,
    summarize: row.summarize,
    describe: row.describe,
    sn: row.sn,
  }));
}

const GOODS_LIST: ListSpec = {
  columns: {
    goodsName: { column: 'procure_project_goods.goods_name' },
    spec: { column: 'procure_project_goods.spec' },
    sn: { column: 'procure_project_goods.sn', kind: 'number' },
  },
  defaultSort: [
    { column: 'procure_project_goods.sn', direction: 'asc' },
    { column: 'procure_project_goods.id', direction: 'asc' },
  ],
  defaultPageSize: 50,
};

/**
 * wProcureproject: the purchaser's projects and their lifecycle, the detail as each caller may see it
 * (tender-portal 2.4, 7.4), goods and qualifications (issue 11).
 */
export function registerProcureProjectRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  // ---- lists
  const projectList = (
    route: { method: RouteMethod; url: string },
    scopeOf: (user: SessionUser) => ProjectScope,
  ) => listRoute(signedIn, route, (user, body) => projectPage(ctx, user, body, scopeOf(user)));
  const inStates =
    (part: ProjectScope, states: readonly ProjectState[]): ProjectScope =>
    (eb) =>
      eb.and([part(eb), eb('procure_projects.state', 'in', [...states])]);

  projectList(ctx.call('wProcureproject/queryMyProject'), partScope);
  projectList(ctx.call('wProcureproject/queryPurchaserProject'), (user) => {
    if (user.identity !== 'purchaser' && !isAdmin(user)) throw forbidden('只有采购人可以查看采购项目');
    return partScope(user);
  });
  projectList(ctx.call('wProcureproject/queryArchiveProject'), (user) =>
    inStates(partScope(user), ARCHIVE_STATES),
  );
  // A supplier's successful projects are the ones they won.
  projectList(ctx.call('wProcureproject/queryMySuccessProject'), (user) =>
    inStates(
      user.identity === 'supplier' ? (eb) => eb('procure_projects.winner_id', '=', user.id) : partScope(user),
      SUCCESS_STATES,
    ),
  );

  // ---- one project
  signedIn.route({
    ...ctx.call('wProcureproject/getDetailWithDocumentation'),
    schema: { querystring: IdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.id);
        const { relation, visibility, status } = await visibilityFor(ctx.db, user, project);
        const own = relation === 'supplier' ? await ownRegistration(ctx.db, project.id, user.id) : undefined;
        const summary = await summaryOf(ctx, user, project.id);
        const owner = relation === 'purchaser' || relation === 'administrator';
        const detail: ProjectDetail = {
          id: project.id,
          fProjectName: project.project_name,
          fProjectNo: project.project_no,
          fBudgetMoney: money(project.budget_money),
          fTransactionMode: summary.fTransactionMode,
          fQuotationMode: summary.fQuotationMode,
          fRegisterMode: summary.fRegisterMode,
          fQuotationIncludeTax: project.quotation_include_tax,
          fEarnestMoney: money(project.earnest_money),
          fSignUpMoney: money(project.sign_up_money),
          ...windowsOf(project),
          fUploadBidDocument: project.upload_bid_document,
          fBidRound: project.bid_round,
          fRoundCount: project.round_count,
          fPublicPreviousRound: project.public_previous_round,
          fLocation: project.location,
          fProcureType: summary.fProcureType,
          fPurchaserName: project.purchaser_name,
          fCreatorName: project.creator_name,
          fProcurementContent: project.procurement_content,
          fPublishMedia: project.publish_media,
          fBasicInfo: project.basic_info,
          // Attachments and the purchasing list only where the caller may see them (spec 2.4).
          ...(visibility.attachments ? { fDocument: project.document ?? '[]' } : {}),
          ...(visibility.purchasingList ? { fPurchasingList: project.purchasing_list ?? '[]' } : {}),
          ...(visibility.scoreRules ? { fScoreRule: project.score_rule ?? '[]' } : {}),
          qualificationList: visibility.qualifications ? await qualificationsOf(ctx, project.id) : [],
          registration: own
            ? { fStatus: status, inviteStatus: (own.invite_status as InviteStatus | null) ?? null }
            : null,
          visibility,
          actions: summary.actions,
          fState: summary.fState,
          currentRound: project.current_round,
          bidWindows: await bidWindows(ctx, project.id),
          winnerName: owner || project.winner_id === user.id ? summary.winnerName : null,
          createTime: summary.createTime,
          status: summary.status,
          ...(owner
            ? {
                fReport: project.report,
                fReportFiles: project.report_files,
                fApprovalOpinion: project.approval_opinion,
                fInterruptReason: project.interrupt_reason,
              }
            : {}),
        };
        return ok(detail);
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/getUserInfoByProjectId'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.projectId);
        const { relation, visibility } = await visibilityFor(ctx.db, user, project);
        const own = await ownRegistration(ctx.db, project.id, user.id);
        const now = new Date();
        const refusal =
          user.identity === 'supplier' ? signUpRefusal(user, project, Boolean(own), now) : undefined;
        const windows = windowsOf(project);
        const info: ProjectUserInfo = {
          projectId: project.id,
          userId: user.id,
          account: user.account,
          fullname: user.fullname,
          identity: (user.identity as ProjectUserInfo['identity']) ?? null,
          relation,
          isOwner: relation === 'purchaser',
          fState: stateOf(project),
          status: (searchStatusAt(windows, now.getTime()) as SearchStatus | undefined) ?? null,
          registration: own ? registrationInfo(own) : null,
          canSignUp: user.identity === 'supplier' && refusal === undefined,
          ...(user.identity === 'supplier' && refusal ? { signUpMessage: refusal } : {}),
          canConfirmInvite: own?.invite_status === 'invited' && project.state === 'registering',
          actions: isOwnerOrAdmin(user, project)
            ? allowedActions(project.state, project.transaction_mode)
            : [],
          visibility,
        };
        return ok(info);
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectGoods/getByProjectId'),
    schema: { querystring: ProjectIdQuery, body: ListBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.projectId);
        const { visibility } = await visibilityFor(ctx.db, user, project);
        if (!visibility.purchasingList) throw forbidden('没有权限查看采购清单');
        const query = ctx.db
          .selectFrom('procure_project_goods')
          .selectAll()
          .where('procure_project_goods.project_id', '=', project.id);
        const page = await runPagedQuery(query, request.body, GOODS_LIST);
        const rows: ProjectGoodsRow[] = page.rows.map((row) => ({
          id: row.id,
          projectId: row.project_id,
          goodsName: row.goods_name,
          spec: row.spec,
          unit: row.unit,
          quantity: money(row.quantity),
          budgetPrice: money(row.budget_price),
          remark: row.remark,
          sn: row.sn,
        }));
        return ok<PageList<ProjectGoodsRow>>({ ...page, rows });
      }),
  });

  signedIn.route({
    ...ctx.call('procureQualificationReview/getAllQualification'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.projectId);
        const { visibility } = await visibilityFor(ctx.db, user, project);
        if (!visibility.qualifications) throw forbidden('没有权限查看资格审查');
        return ok(await qualificationsOf(ctx, project.id));
      }),
  });

  signedIn.route({
    ...ctx.call('procureQualificationReview/getFinalQualificationByPid'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.projectId);
        const owner = isOwnerOrAdmin(user, project);
        const own = owner ? undefined : await ownRegistration(ctx.db, project.id, user.id);
        if (!owner && !own) throw forbidden('没有权限查看资格审查');
        let suppliers = ctx.db
          .selectFrom('procure_registrations')
          .select(['supplier_id', 'supplier_name'])
          .where('project_id', '=', project.id)
          .where('status', '=', 'pass');
        if (!owner) suppliers = suppliers.where('supplier_id', '=', user.id);
        const enrolled = await suppliers.orderBy('created_at').execute();
        const entries = await qualificationsOf(ctx, project.id);
        const results = await ctx.db
          .selectFrom('procure_qualification_results')
          .selectAll()
          .where('project_id', '=', project.id)
          .execute();
        const answer: FinalQualification[] = enrolled.map((supplier) => {
          const mine = results.filter((result) => result.supplier_id === supplier.supplier_id);
          const lines = entries.map((entry) => {
            const result = mine.find((candidate) => candidate.qualification_id === entry.id);
            return {
              qualificationId: entry.id,
              type: entry.type,
              summarize: entry.summarize,
              passed: result?.passed ?? null,
              remark: result?.remark ?? '',
            };
          });
          const reviewed = lines.length > 0 && lines.every((line) => line.passed !== null);
          return {
            supplierId: supplier.supplier_id,
            supplierName: supplier.supplier_name,
            passed: reviewed ? lines.every((line) => line.passed) : null,
            results: lines,
          };
        });
        return ok(answer);
      }),
  });

  // ---- actions
  const simple = (
    key:
      | 'wProcureproject/startProject'
      | 'wProcureproject/endProject'
      | 'wProcureproject/startQuotation'
      | 'wProcureproject/endQuotation',
    action: ProjectStateAction,
    change?: (project: ProjectRow) => Promise<Record<string, unknown>> | Record<string, unknown>,
    after?: (project: ProjectRow) => Promise<void>,
  ) =>
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: ProjectIdQuery },
      handler: (request) =>
        refusing(async () => {
          const user = currentUser(request);
          const updated = await transition(ctx, user, request.query.projectId, action, change);
          await after?.(updated);
          return ok(await summaryOf(ctx, user, updated.id));
        }),
    });

  simple('wProcureproject/startProject', 'startProject');
  simple('wProcureproject/endProject', 'endProject');
  simple(
    'wProcureproject/startQuotation',
    'startQuotation',
    async (project) => {
      const enrolled = await passedSuppliers(ctx.db, project.id);
      if (!enrolled.length) throw new Refusal('没有报名通过的供应商，不能开始报价');
      // The rounds (bidding/rounds.ts): fBidRound windows from now, each fRoundCount minutes or a share.
      const plan = planRounds(project, new Date());
      return {
        bid_start_time: plan[0]?.start ?? new Date(),
        bid_end_time: plan.at(-1)?.end ?? new Date(),
        current_round: 1,
      };
    },
    async (project) => {
      await openRounds(ctx.db, project);
      await sendMessages(ctx.db, await passedSuppliers(ctx.db, project.id), {
        subject: `“${project.project_name}”项目已开始报价`,
        content: `“${project.project_name}”项目已开始报价`,
        type: 'project',
        projectId: project.id,
      });
    },
  );
  simple(
    'wProcureproject/endQuotation',
    'endQuotation',
    (project) => {
      const now = new Date();
      const end = project.bid_end_time && new Date(project.bid_end_time) < now ? project.bid_end_time : now;
      return { bid_end_time: end };
    },
    // The open round closes, the rounds not started are dropped, the bidders are told (bidding/rounds.ts).
    (project) => closeAllRounds(ctx.db, project.id),
  );

  signedIn.route({
    ...ctx.call('wProcureproject/confirmQuotation'),
    schema: { querystring: ConfirmQuotationQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, supplierId } = request.query;
        const updated = await transition(ctx, user, projectId, 'confirmQuotation', async (project) => {
          // Without a named supplier, competitive bidding confirms the best standing offer (bidding/ranking.ts).
          const chosen = supplierId ?? (await bestSupplier(ctx.db, project));
          if (!chosen) return {};
          const registration = await ownRegistration(ctx.db, project.id, chosen);
          if (registration?.status !== 'pass')
            throw new Refusal('该供应商的报名未通过，不能确定为成交供应商');
          return { winner_id: chosen };
        });
        await announceConfirmed(ctx.db, updated);
        if (updated.winner_id) {
          await sendMessages(ctx.db, [updated.winner_id], {
            subject: `您已成为“${updated.project_name}”项目的成交供应商`,
            content: `您已成为“${updated.project_name}”项目的成交供应商`,
            type: 'project',
            projectId: updated.id,
          });
        }
        return ok(await summaryOf(ctx, user, updated.id));
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/interruptProject'),
    schema: { querystring: InterruptProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, reason } = request.query;
        const updated = await transition(ctx, user, projectId, 'interruptProject', () => ({
          interrupt_reason: reason?.trim() || null,
        }));
        const subject = `“${updated.project_name}”项目已中止`;
        await sendMessages(ctx.db, await passedSuppliers(ctx.db, updated.id), {
          subject,
          content: reason?.trim() || subject,
          type: 'project',
          projectId: updated.id,
        });
        return ok(await summaryOf(ctx, user, updated.id));
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/approvalReport'),
    schema: { body: ApprovalReportBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, report, fileList } = request.body;
        const updated = await ctx.db.transaction().execute(async (trx) => {
          const row = await transition({ ...ctx, db: trx }, user, projectId, 'approvalReport', () => ({
            report: report?.trim() || null,
            report_files: fileList ?? null,
            approval_opinion: null,
          }));
          await linkFiles(trx, user, 'projectReport', projectId, [fileList]);
          return row;
        });
        return ok(await summaryOf(ctx, user, updated.id));
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/approval'),
    schema: { body: ApprovalBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, pass, opinion } = request.body;
        if (!pass && !opinion?.trim()) throw new Refusal('请填写审批意见');
        const updated = await transition(
          ctx,
          user,
          projectId,
          'approval',
          () => ({ approval_opinion: opinion?.trim() || null }),
          pass ? PROJECT_TRANSITIONS.approval.to : APPROVAL_REFUSED_STATE,
        );
        return ok(await summaryOf(ctx, user, updated.id));
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/pushMessage'),
    schema: { querystring: PushMessageQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await visibleProject(ctx.db, user, request.query.projectId);
        requireOwner(user, project);
        if (!(MESSAGE_STATES as readonly string[]).includes(project.state)) {
          throw new Refusal(`当前项目状态为“${stateName(project.state)}”，不能发送消息`);
        }
        const receivers = await passedSuppliers(ctx.db, project.id);
        if (!receivers.length) throw new Refusal('该项目没有报名通过的供应商');
        const sent = await sendMessages(ctx.db, receivers, {
          subject: `“${project.project_name}”项目通知`,
          content: request.query.message.trim(),
          type: 'project',
          projectId: project.id,
        });
        // The live bidding hall shows it at once (a message event; socketMessage/query lists them).
        await announceMessage(ctx.db, project, user, request.query.message.trim());
        return ok({ sent });
      }),
  });
}
