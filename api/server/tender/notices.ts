/**
 * The notice lists of the tender site (procureNotice, tender-portal 7.4): their filters (the search
 * status judged by the server's time over the notices' copies of the project windows), who sees which
 * notices, and a notice's summary as the lists show it.
 */
import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { PageList } from '../../contract/envelope.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import {
  PROCURE_TYPES,
  type ProcureType,
  QUOTATION_MODES,
  type QuotationMode,
  SEARCH_STATUSES,
  type SearchStatus,
  TRANSACTION_MODES,
  type TransactionMode,
} from '../../contract/tender.js';
import {
  isNoticeType,
  NOTICE_TYPES,
  type NoticeState,
  type NoticeSummary,
  searchStatusAt,
  type WINDOW_BOUNDARIES,
} from '../../contract/tender-site.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { badRequest } from '../http/envelope.js';
import { escapeLike, type ListSpec, runPagedQuery } from '../http/query-body.js';
import { enumFilter, iso, known, money, valueIn } from './list-columns.js';

const DEFAULT_PAGE_SIZE = 10;
/** Notice lists count their matches up to the next multiple of this past the page shown ("more than"). */
const NOTICE_COUNT_LIMIT = 1000;
/** A keyword search counts only this far: "more than 100" at a tenth of the matches read (ListColumn.countLimit). */
export const NOTICE_SEARCH_COUNT_LIMIT = 100;

/** The window columns in the order of WINDOW_BOUNDARIES (on the projects, and copied onto their notices). */
const BOUNDARY_COLUMNS = [
  'register_start_time',
  'register_end_time',
  'bid_start_time',
  'bid_end_time',
] as const satisfies { length: (typeof WINDOW_BOUNDARIES)['length'] };

/**
 * The SQL of searchStatusAt over the windows of `table`: the project is in phase k when boundary k is the
 * first one still ahead, or when none is ahead and k - 1 is the last boundary it has.
 */
function statusCondition(
  status: SearchStatus,
  now: Date,
  table: 'procure_projects' | 'procure_notices',
): Expression<SqlBool> {
  const k = SEARCH_STATUSES.indexOf(status);
  const column = (index: number) => sql.ref(`${table}.${BOUNDARY_COLUMNS[index] ?? ''}`);
  const passedOrMissing = (index: number) =>
    sql<SqlBool>`(${column(index)} is null or ${column(index)} <= ${now})`;
  const allBefore = (end: number) => Array.from({ length: end }, (_, index) => passedOrMissing(index));
  const both = (parts: Expression<SqlBool>[]) =>
    parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
  const branches: Expression<SqlBool>[] = [];
  if (k < BOUNDARY_COLUMNS.length)
    branches.push(both([sql<SqlBool>`${column(k)} > ${now}`, ...allBefore(k)]));
  if (k >= 1) {
    const missingAfter = Array.from(
      { length: BOUNDARY_COLUMNS.length - k },
      (_, offset) => sql<SqlBool>`${column(k + offset)} is null`,
    );
    branches.push(both([sql<SqlBool>`${column(k - 1)} <= ${now}`, ...missingAfter, ...allBefore(k - 1)]));
  }
  return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}

/** The status every project reaches and keeps. */
const isFinal = (status: SearchStatus) => status === SEARCH_STATUSES[SEARCH_STATUSES.length - 1];

/** The whitelist of a notice list; `now` is the server time the status filter is judged by. */
function noticeListSpec(now: Date): ListSpec {
  return {
    columns: {
      type: {
        mainOnly: true,
        filter: enumFilter('type', NOTICE_TYPES, valueIn('procure_notices.type')),
      },
      status: {
        mainOnly: true,
        filter: enumFilter('status', SEARCH_STATUSES, (values) => {
          // Every project ends up complete; the other statuses hold only the projects of these weeks. Those
          // are found first (through the window indexes), then their notices by project, rather than
          // probing the project of every notice of the list.
          const [settled, current] = [values.filter(isFinal), values.filter((status) => !isFinal(status))];
          const conditions = settled.map((status) => statusCondition(status, now, 'procure_notices'));
          if (current.length) {
            const inWindow = sql.join(
              current.map((status) => statusCondition(status, now, 'procure_projects')),
              sql` or `,
            );
            conditions.push(sql<SqlBool>`procure_notices.project_id = any(array(
              select procure_projects.id from procure_projects where ${inWindow}))`);
          }
          return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
        }),
      },
      keyword: {
        countLimit: NOTICE_SEARCH_COUNT_LIMIT,
        mainOnly: true,
        filter: (operation, values) => {
          if (!['LIKE', 'EQUAL'].includes(operation))
            throw badRequest(`查询条件 keyword 不支持 ${operation}`);
          const keyword = String(values[0] ?? '').trim();
          if (!keyword) return sql<SqlBool>`true`;
          // The search text is kept in lower case (0006_speed): LIKE of the lowered pattern is what ILIKE was.
          const contains = sql<SqlBool>`procure_notices.search_text like lower(${`%${escapeLike(keyword)}%`})`;
          // From three characters the trigram index answers LIKE itself (0006_speed); shorter keywords
          // find their candidates in the index of one- and two-character pieces (0005_tender_site), where
          // the keyword is one piece, lowered by the database as the indexed ones were. (Not through
          // tender_search_query: the database runs a SQL function while planning each query naming it,
          // about 3 ms of every such query.)
          if ([...keyword].length >= 3) return contains;
          const piece = `'${keyword.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
          return sql<SqlBool>`(procure_notices.search_grams @@ lower(${piece})::tsquery and ${contains})`;
        },
      },
      title: { column: 'procure_notices.title' },
      projectId: { column: 'procure_notices.project_id', noSort: true },
      fProjectName: { column: 'procure_projects.project_name' },
      fProjectNo: { column: 'procure_projects.project_no' },
      // The project's columns below are read from their copies on the notice (0006_speed), which the
      // list's indexes hold: filtering or sorting by them joins no project.
      fProcureType: {
        mainOnly: true,
        filter: enumFilter('fProcureType', PROCURE_TYPES, valueIn('procure_notices.procure_type')),
      },
      fTransactionMode: {
        mainOnly: true,
        filter: enumFilter(
          'fTransactionMode',
          TRANSACTION_MODES,
          valueIn('procure_notices.transaction_mode'),
        ),
      },
      fQuotationMode: {
        mainOnly: true,
        filter: enumFilter('fQuotationMode', QUOTATION_MODES, valueIn('procure_notices.quotation_mode')),
      },
      fPurchaserName: { column: 'procure_projects.purchaser_name' },
      fBudgetMoney: { column: 'procure_notices.budget_money', kind: 'number' },
      publishTime: { column: 'procure_notices.publish_time', kind: 'date' },
      fRegisterStartTime: { column: 'procure_notices.register_start_time', kind: 'date' },
      fRegisterEndTime: { column: 'procure_notices.register_end_time', kind: 'date' },
      fBidStartTime: { column: 'procure_notices.bid_start_time', kind: 'date' },
      fBidEndTime: { column: 'procure_notices.bid_end_time', kind: 'date' },
    },
    defaultSort: [
      { column: 'procure_notices.publish_time', direction: 'desc' },
      { column: 'procure_notices.id', direction: 'desc' },
    ],
    defaultPageSize: DEFAULT_PAGE_SIZE,
    // 100,000 notices: counting every match of a broad search on each page costs more than the page.
    countLimit: NOTICE_COUNT_LIMIT,
    pageKey: 'procure_notices.id',
    mainTable: 'procure_notices',
  };
}

export const SUMMARY_COLUMNS = [
  'procure_notices.id',
  'procure_notices.project_id',
  'procure_notices.type',
  'procure_notices.title',
  'procure_notices.publish_time',
  'procure_notices.publisher',
  'procure_notices.version',
  'procure_notices.state',
  'procure_projects.project_name',
  'procure_projects.project_no',
  'procure_projects.procure_type',
  'procure_projects.transaction_mode',
  'procure_projects.quotation_mode',
  'procure_projects.budget_money',
  'procure_projects.purchaser_name',
  'procure_projects.register_start_time',
  'procure_projects.register_end_time',
  'procure_projects.bid_start_time',
  'procure_projects.bid_end_time',
] as const;

export interface SummaryRow {
  id: string;
  project_id: string | null;
  type: string;
  title: string;
  publish_time: Date;
  publisher: string;
  version: number;
  state: string;
  project_name: string | null;
  project_no: string | null;
  procure_type: string | null;
  transaction_mode: string | null;
  quotation_mode: string | null;
  budget_money: string | null;
  purchaser_name: string | null;
  register_start_time: Date | null;
  register_end_time: Date | null;
  bid_start_time: Date | null;
  bid_end_time: Date | null;
}

export function toSummary(row: SummaryRow, now: Date, withState = false): NoticeSummary {
  const windows = {
    fRegisterStartTime: iso(row.register_start_time),
    fRegisterEndTime: iso(row.register_end_time),
    fBidStartTime: iso(row.bid_start_time),
    fBidEndTime: iso(row.bid_end_time),
  };
  return {
    id: row.id,
    projectId: row.project_id,
    type: isNoticeType(row.type) ? row.type : 'bid',
    title: row.title,
    publishTime: row.publish_time.toISOString(),
    publisher: row.publisher,
    version: row.version,
    fProjectName: row.project_name,
    fProjectNo: row.project_no,
    fProcureType: known<ProcureType>(PROCURE_TYPES, row.procure_type),
    fTransactionMode: known<TransactionMode>(TRANSACTION_MODES, row.transaction_mode),
    fQuotationMode: known<QuotationMode>(QUOTATION_MODES, row.quotation_mode),
    fBudgetMoney: money(row.budget_money),
    fPurchaserName: row.purchaser_name,
    ...windows,
    status: searchStatusAt(windows, now.getTime()) ?? null,
    ...(withState ? { state: row.state as NoticeState } : {}),
  };
}

type NoticeScope = (
  eb: ExpressionBuilder<Database, 'procure_notices' | 'procure_projects'>,
) => Expression<SqlBool>;

/** What a visitor may read: published notices whose publication time has come. */
export function publicScope(now: Date): NoticeScope {
  return (eb) =>
    eb.and([eb('procure_notices.state', '=', 'published'), eb('procure_notices.publish_time', '<=', now)]);
}

/** Administrators see every notice; a purchaser also the drafts of their own projects. */
export function managerScope(user: SessionUser | undefined, now: Date): NoticeScope {
  if (user?.identity === 'administrators') return (eb) => eb.val(true);
  const visible = publicScope(now);
  if (user?.identity !== 'purchaser') return visible;
  return (eb) =>
    eb.or([
      visible(eb),
      eb('procure_projects.purchaser_id', '=', user.id),
      eb('procure_notices.publisher_id', '=', user.id),
    ]);
}

export function noticeQuery(db: Db) {
  return db
    .selectFrom('procure_notices')
    .leftJoin('procure_projects', 'procure_projects.id', 'procure_notices.project_id');
}

/**
 * The notices alone, no project joined, in a scope that reads only the notices: runPagedQuery reads deep
 * pages' keys and bounded counts from it, which an index can answer by itself.
 */
function noticesAlone(db: Db, scope: NoticeScope) {
  type Joined = ExpressionBuilder<Database, 'procure_notices' | 'procure_projects'>;
  const query = db.selectFrom('procure_notices').where((eb) => scope(eb as unknown as Joined));
  return query as unknown as SelectQueryBuilder<Database, 'procure_notices' | 'procure_projects', unknown>;
}

/** The tables queryFront reads (its cache is dropped when one changes). */
export const FRONT_NOTICE_TABLES = ['procure_notices', 'procure_projects'] as const;

/**
 * The first moment after `now` at which queryFront's answers change by time alone: a notice's publication
 * coming due, or a window boundary of a notice or its project (the search status).
 */
export async function nextNoticeMoment(db: Db, now: Date): Promise<Date | undefined> {
  const next = (table: 'procure_notices' | 'procure_projects', column: string) =>
    sql<Date | null>`(select min(${sql.ref(column)}) from ${sql.table(table)} where ${sql.ref(column)} > ${now})`;
  const moments = [
    next('procure_notices', 'publish_time'),
    ...BOUNDARY_COLUMNS.flatMap((column) => [
      next('procure_notices', column),
      next('procure_projects', column),
    ]),
  ];
  const { rows } = await sql<{ next: Date | null }>`select least(${sql.join(moments)}) as next`.execute(db);
  const moment = rows[0]?.next;
  return moment ? new Date(moment) : undefined;
}

/** queryFront: a page of the notices a visitor may read. */
export async function frontNotices(db: Db, body: ListBody): Promise<PageList<NoticeSummary>> {
  const now = new Date();
  const scope = publicScope(now);
  const query = noticeQuery(db).select(SUMMARY_COLUMNS).where(scope);
  const page = await runPagedQuery(query, body, noticeListSpec(now), noticesAlone(db, scope), db);
  return { ...page, rows: page.rows.map((row) => toSummary(row, now)) };
}

/** queryProcureNotice: a page of the notices the signed-in user manages or may read, with their state. */
export async function managedNotices(
  db: Db,
  user: SessionUser,
  body: ListBody,
): Promise<PageList<NoticeSummary>> {
  const now = new Date();
  const scope = managerScope(user, now);
  const query = noticeQuery(db).select(SUMMARY_COLUMNS).where(scope);
  // A purchaser's scope reads the projects (their own drafts); the others read the notices only.
  const alone = user?.identity === 'purchaser' ? undefined : noticesAlone(db, scope);
  const page = await runPagedQuery(query, body, noticeListSpec(now), alone, db);
  return { ...page, rows: page.rows.map((row) => toSummary(row, now, true)) };
}
