/**
 * The project lists (the purchaser's workspace, the personal centre's lists): their filters, the
 * scopes of who sees which projects, and a project's summary and heading as the lists show them.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import {
  ARCHIVE_STATES,
  allowedActions,
  isProjectState,
  PROJECT_STATES,
  type ProjectHeading,
  type ProjectState,
  type ProjectSummary,
  type RegistrationStatusInfo,
  SUCCESS_STATES,
  UNPUBLISHED_STATES,
} from '../../contract/procure-project.js';
import type { InviteStatus, RegistrationStatus } from '../../contract/procure-registration.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
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
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden } from '../http/envelope.js';
import { escapeLike, type ListSpec, runPagedQuery } from '../http/query-body.js';
import { isAdmin, isOwnerOrAdmin, type ProjectRow } from './access.js';
import { enumFilter, iso, known, money, valueIn } from './list-columns.js';

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
      fState: { filter: enumFilter('fState', PROJECT_STATES, valueIn(column('state'))) },
      status: { filter: enumFilter('status', SEARCH_STATUSES, valueIn(searchStatusSql(now))) },
      fTransactionMode: {
        filter: enumFilter('fTransactionMode', TRANSACTION_MODES, valueIn(column('transaction_mode'))),
      },
      fQuotationMode: {
        filter: enumFilter('fQuotationMode', QUOTATION_MODES, valueIn(column('quotation_mode'))),
      },
      fRegisterMode: {
        filter: enumFilter('fRegisterMode', REGISTER_MODES, valueIn(column('register_mode'))),
      },
      fProcureType: { filter: enumFilter('fProcureType', PROCURE_TYPES, valueIn(column('procure_type'))) },
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
      eb('procure_projects.state', 'not in', [...UNPUBLISHED_STATES]),
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

function summaryQuery(db: Db) {
  return db
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

export function windowsOf(row: WindowRow) {
  return {
    fRegisterStartTime: iso(row.register_start_time),
    fRegisterEndTime: iso(row.register_end_time),
    fBidStartTime: iso(row.bid_start_time),
    fBidEndTime: iso(row.bid_end_time),
  };
}

export function stateOf(row: Pick<ProjectRow, 'state'>): ProjectState {
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
    fProjectNo: row.project_no ?? '',
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
    actions: isOwnerOrAdmin(user, row)
      ? allowedActions(row.state, row.transaction_mode, row.approval_required)
      : [],
    ...(registration === undefined ? {} : { registration }),
  };
}

export function registrationInfo(row: {
  id: string;
  status: string;
  invite_status: string | null;
  reason: string | null;
  invite_reason: string | null;
}): RegistrationStatusInfo {
  return {
    id: row.id,
    fStatus: row.status as RegistrationStatus,
    inviteStatus: (row.invite_status as InviteStatus | null) ?? null,
    fReason: row.reason,
    ...(row.invite_status === 'reject' ? { reason: row.invite_reason } : {}),
  };
}

/** A page of projects in a scope, with the supplier's own registration on each when the caller is one. */
async function projectPage(
  db: Db,
  user: SessionUser,
  body: ListBody,
  scope: ProjectScope,
): Promise<PageList<ProjectSummary>> {
  const now = new Date();
  const page = await runPagedQuery(
    summaryQuery(db).where((eb) => scope(eb as unknown as ExpressionBuilder<Database, 'procure_projects'>)),
    body,
    projectListSpec(now),
  );
  const rows = page.rows as SummaryRow[];
  let own = new Map<string, RegistrationStatusInfo>();
  if (user.identity === 'supplier' && rows.length) {
    const registrations = await db
      .selectFrom('procure_registrations')
      .select(['id', 'project_id', 'status', 'invite_status', 'reason', 'invite_reason'])
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

export async function summaryOf(db: Db, user: SessionUser, id: string): Promise<ProjectSummary> {
  const row = (await summaryQuery(db)
    .where('procure_projects.id', '=', id)
    .executeTakeFirstOrThrow()) as SummaryRow;
  return toSummary(row, user, new Date());
}

/** The project lists by what they hold. */
export type ProjectListKind = 'mine' | 'purchaser' | 'archive' | 'success';

const inStates =
  (part: ProjectScope, states: readonly ProjectState[]): ProjectScope =>
  (eb) =>
    eb.and([part(eb), eb('procure_projects.state', 'in', [...states])]);

/** Which projects a list holds for the user (a purchaser's list refuses everyone else with 403). */
function listScope(user: SessionUser, kind: ProjectListKind): ProjectScope {
  switch (kind) {
    case 'mine':
      return partScope(user);
    case 'purchaser':
      if (user.identity !== 'purchaser' && !isAdmin(user)) throw forbidden('只有采购人可以查看采购项目');
      return partScope(user);
    case 'archive':
      return inStates(partScope(user), ARCHIVE_STATES);
    case 'success':
      // A supplier's successful projects are the ones they won.
      return inStates(
        user.identity === 'supplier'
          ? (eb) => eb('procure_projects.winner_id', '=', user.id)
          : partScope(user),
        SUCCESS_STATES,
      );
  }
}

/** A page of one of the project lists for the user. */
export function projectList(
  db: Db,
  user: SessionUser,
  body: ListBody,
  kind: ProjectListKind,
): Promise<PageList<ProjectSummary>> {
  return projectPage(db, user, body, listScope(user, kind));
}
