/**
 * The public tender site: notices and their history, column contents (about us, guides), server time
 * (tender-portal sections 2.2, 2.4 and 7.4). Project fields reuse the names of tender.ts.
 */

import type { AuditChainAnchor } from './audit-chain.js';
import type { QueryFilter } from './envelope.js';
import type { FileListEntry } from './files.js';
import type { NoticeLanguage } from './notice-language.js';
import {
  type ProcureType,
  type QuotationMode,
  SEARCH_STATUSES,
  type SearchStatus,
  type TenderProjectDetail,
  type TransactionMode,
} from './tender.js';

/**
 * Kinds of notice, one list page each: tender notice, tender pre-notice, award notice, pre-award
 * notice, clarification notice.
 */
export const NOTICE_TYPES = ['bid', 'bidBefore', 'bargain', 'bargainBefore', 'clear'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export function isNoticeType(value: unknown): value is NoticeType {
  return (NOTICE_TYPES as readonly unknown[]).includes(value);
}

/** The site route that lists each kind of notice. */
export const NOTICE_ROUTES: Record<NoticeType, string> = {
  bid: '/bidNotice',
  bidBefore: '/bidNoticeBefore',
  bargain: '/bargainNotice',
  bargainBefore: '/bargainNoticeBefore',
  clear: '/clearNotice',
};

/** Publication state of a notice; visitors only ever see published ones. */
export const NOTICE_STATES = ['draft', 'published', 'revoked'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

/**
 * The query properties queryFront and queryProcureNotice accept in `querys` (and, where marked, in
 * `sorter`). `keyword` matches the title, project name and project number; `status` is one of
 * SEARCH_STATUSES, judged against the server's time.
 */
export const NOTICE_QUERY_PROPERTIES = [
  'type',
  'status',
  'keyword',
  'title',
  'projectId',
  'fProjectName',
  'fProjectNo',
  'fProcureType',
  'fTransactionMode',
  'fQuotationMode',
  'fPurchaserName',
  'fBudgetMoney',
  'publishTime',
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
] as const;
export type NoticeQueryProperty = (typeof NOTICE_QUERY_PROPERTIES)[number];

/** Properties a notice list may be sorted by; publishTime descending when none is given. */
export const NOTICE_SORT_PROPERTIES = [
  'publishTime',
  'title',
  'fBudgetMoney',
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
] as const satisfies readonly NoticeQueryProperty[];
export type NoticeSortProperty = (typeof NOTICE_SORT_PROPERTIES)[number];

/** The time windows a project's search status is computed from (ISO 8601 texts). */
export interface ProjectWindows {
  fRegisterStartTime?: string | null;
  fRegisterEndTime?: string | null;
  fBidStartTime?: string | null;
  fBidEndTime?: string | null;
}

/** A notice as lists show it, with the key facts of its project. */
export interface NoticeSummary extends ProjectWindows {
  id: string;
  projectId: string | null;
  type: NoticeType;
  title: string;
  /** ISO 8601. */
  publishTime: string;
  publisher: string;
  /** 1 for the first publication; each change adds one. */
  version: number;
  fProjectName?: string | null;
  fProjectNo?: string | null;
  fProcureType?: ProcureType | null;
  fTransactionMode?: TransactionMode | null;
  fQuotationMode?: QuotationMode | null;
  fBudgetMoney?: number | null;
  fPurchaserName?: string | null;
  /** The project's search status at the server's time of the answer; absent without windows. */
  status?: SearchStatus | null;
  /** queryProcureNotice only: draft, published or revoked. */
  state?: NoticeState;
}

/** The project facts a notice detail shows (a public subset of the tender project). */
export type NoticeProject = Pick<
  TenderProjectDetail,
  | 'id'
  | 'fProjectName'
  | 'fProjectNo'
  | 'fBudgetMoney'
  | 'fTransactionMode'
  | 'fQuotationMode'
  | 'fRegisterMode'
  | 'fQuotationIncludeTax'
  | 'fEarnestMoney'
  | 'fSignUpMoney'
  | 'fRegisterStartTime'
  | 'fRegisterEndTime'
  | 'fBidStartTime'
  | 'fBidEndTime'
  | 'fBidRound'
  | 'fLocation'
  | 'fProcureType'
  | 'fPurchaserName'
  | 'fCreatorName'
  | 'fProcurementContent'
  | 'fPublishMedia'
>;

/** getDetail: the notice with its rich text, attachments and project. */
export interface NoticeDetail extends NoticeSummary {
  /** Rich HTML from the server; render it sanitized. */
  content: string;
  attachments: FileListEntry[];
  project: NoticeProject | null;
  /** Other published notices of the same project, oldest first; load them with getByIds. */
  relatedIds: string[];
  /**
   * The language the notice's text is written in (its project's notice language, contract/notice-language.ts):
   * a page marks the text with it (lang) while its own labels follow the reader's language.
   */
  language?: NoticeLanguage;
  /** An award notice's audit chain anchor (records and last hash when confirmed); null otherwise. */
  auditAnchor?: AuditChainAnchor | null;
}

/** One published version of a notice (getHistory), newest first. */
export interface NoticeHistoryEntry {
  id: string;
  noticeId: string;
  version: number;
  title: string;
  /** Rich HTML of that version. */
  content: string;
  /** What changed in this version; empty for the first publication. */
  changeSummary: string;
  publishTime: string;
  publisher: string;
}

/**
 * Column contents of the site (wColumnManage). companyIntro and developmentHistory make the company
 * intro (aboutUs active 0), contactUs the contact page (active 1); the guides and the FAQ make the
 * tutorial's tabs.
 */
export const COLUMN_NAMES = [
  'companyIntro',
  'developmentHistory',
  'contactUs',
  'purchaserGuide',
  'supplierGuide',
  'faq',
  'userGuide',
] as const;
export type ColumnName = (typeof COLUMN_NAMES)[number];

/** A column's content (getDetailByColumnName). */
export interface ColumnContent {
  id: string;
  columnName: string;
  title: string;
  /** Rich HTML; render it sanitized. */
  content: string;
  sn: number;
  updateTime: string;
}

/** wProcureproject getTime: the server's clock, so statuses are judged by it and not the browser's. */
export interface ServerTime {
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** The same instant as ISO 8601. */
  time: string;
}

/** Most ids getByIds answers in one call. */
export const NOTICE_BY_IDS_MAX = 100;

/** Most columns getDetailByColumnName answers in one call. */
export const COLUMN_NAMES_MAX = 20;

/** The boundaries of a project's windows in order; the search status is the phase before the next one. */
export const WINDOW_BOUNDARIES = [
  'fRegisterStartTime',
  'fRegisterEndTime',
  'fBidStartTime',
  'fBidEndTime',
] as const satisfies readonly (keyof ProjectWindows)[];

function boundaryTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The search status of a project at `now` (milliseconds, the server's clock): before registration
 * opens willRegister, then inRegister, willQuote, inQuotation, and complete once bidding closed.
 * A missing boundary is skipped; with no future boundary the project is in the phase after the last
 * one it has. No window at all gives undefined. The server's status filter is the same rule in SQL.
 */
export function searchStatusAt(windows: ProjectWindows, now: number): SearchStatus | undefined {
  const times = WINDOW_BOUNDARIES.map((name) => boundaryTime(windows[name]));
  // SEARCH_STATUSES lists the phases in the order the boundaries separate them.
  const phases = SEARCH_STATUSES;
  let last = -1;
  for (const [index, time] of times.entries()) {
    if (time === undefined) continue;
    if (now < time) return phases[index];
    last = index;
  }
  return last === -1 ? undefined : phases[last + 1];
}

/** What a visitor narrows a notice list by; '' leaves a filter out. Dates are YYYY-MM-DD, local. */
export interface NoticeFilters {
  type: NoticeType | '';
  status: SearchStatus | '';
  procureType: ProcureType | '';
  transactionMode: TransactionMode | '';
  keyword: string;
  dateFrom: string;
  dateTo: string;
}

/** The start of a local day, or of the next day; undefined for anything but YYYY-MM-DD. */
function localDay(text: string, nextDay = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (nextDay ? 1 : 0));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The querys of a queryFront body for the filters; the date range covers both whole days. */
export function noticeQuerys(filters: Partial<NoticeFilters>): QueryFilter[] {
  const querys: QueryFilter[] = [];
  const equal = (property: NoticeQueryProperty, value: string | undefined) => {
    if (value) querys.push({ property, value, operation: 'EQUAL' });
  };
  equal('type', filters.type);
  equal('status', filters.status);
  equal('fProcureType', filters.procureType);
  equal('fTransactionMode', filters.transactionMode);
  const keyword = filters.keyword?.trim();
  if (keyword) querys.push({ property: 'keyword', value: keyword, operation: 'LIKE' });
  const from = localDay(filters.dateFrom ?? '');
  if (from) querys.push({ property: 'publishTime', value: from, operation: 'GREAT_EQUAL' });
  const to = localDay(filters.dateTo ?? '', true);
  if (to) querys.push({ property: 'publishTime', value: to, operation: 'LESS' });
  return querys;
}
