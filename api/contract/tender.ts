import type { FileListEntry } from './files.js';
import type { NoticeLanguage } from './notice-language.js';

/** competitive = bidding; comprehensive = comprehensive evaluation. */
export const TRANSACTION_MODES = ['competitive', 'comprehensive'] as const;
export type TransactionMode = (typeof TRANSACTION_MODES)[number];

/**
 * sum, unitPrice, lower (markdown rate), discount (discount rate), amount (quantity), business,
 * technology.
 */
export const QUOTATION_MODES = [
  'sum',
  'unitPrice',
  'lower',
  'discount',
  'amount',
  'business',
  'technology',
] as const;
export type QuotationMode = (typeof QUOTATION_MODES)[number];

/** Quotation modes whose purchasing list a supplier sees (with a passed registration). */
export const PURCHASING_LIST_QUOTATION_MODES = [
  'unitPrice',
  'amount',
] as const satisfies readonly QuotationMode[];

export const REGISTER_MODES = ['invite', 'open'] as const;
export type RegisterMode = (typeof REGISTER_MODES)[number];

/**
 * gklx open selection, gkbx open comparison, gkzb open tender, yqzb invited tender, jzxcs
 * competitive negotiation.
 */
export const PROCURE_TYPES = ['gklx', 'gkbx', 'gkzb', 'yqzb', 'jzxcs'] as const;
export type ProcureType = (typeof PROCURE_TYPES)[number];

/** Statuses of the home search bar. */
export const SEARCH_STATUSES = [
  'willRegister',
  'inRegister',
  'willQuote',
  'inQuotation',
  'complete',
] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/** fQuotationIncludeTax: this value means excluding tax, any other including tax. */
export const QUOTATION_EXCLUDING_TAX = 2;

/** Project actions; their resulting statuses are not part of the contract. */
export const PROJECT_ACTIONS = [
  'startProject',
  'endProject',
  'startQuotation',
  'endQuotation',
  'interruptProject',
  'confirmQuotation',
  'approval',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** Registration status that marks an enrolled supplier. */
export const REGISTRATION_PASS = 'pass';

export const INVITATION_STATUSES = ['pass', 'reject'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Qualification entry type of a qualification review; any other type is a conformity review. */
export const QUALIFICATION_REVIEW_TYPE = 'zg';

export interface ScoreRule {
  optionName: string;
  score: number;
  percent: number;
  desc?: string;
  childProcureProjectRuleList?: ScoreRule[];
}

export interface QualificationEntry {
  type: string;
  summarize: string;
  describe: string;
}

/** A tender project as its detail screen reads it. */
export interface TenderProjectDetail {
  id: string;
  fProjectName: string;
  fProjectNo: string;
  fBudgetMoney: number | string | null;
  fTransactionMode: TransactionMode;
  fQuotationMode: QuotationMode;
  fRegisterMode: RegisterMode;
  /** 2 = excluding tax; any other value including tax. */
  fQuotationIncludeTax: number | string | null;
  fEarnestMoney?: number | string | null;
  fSignUpMoney?: number | string | null;
  fRegisterStartTime?: string | null;
  fRegisterEndTime?: string | null;
  fBidStartTime?: string | null;
  fBidEndTime?: string | null;
  /** 1 = a bid document must be uploaded. */
  fUploadBidDocument?: number | string | null;
  fBidRound?: number | null;
  /** Interval between rounds. */
  fRoundCount?: number | null;
  /** 1 = the lowest price of the previous round is public. */
  fPublicPreviousRound?: number | string | null;
  fLocation?: string | null;
  fProcureType?: ProcureType | null;
  fPurchaserName?: string | null;
  fCreatorName?: string | null;
  fProcurementContent?: string | null;
  fPublishMedia?: string | null;
  /** The language its notices are written in (contract/notice-language.ts). */
  fNoticeLanguage?: NoticeLanguage;
  /** Rich text. */
  fBasicInfo?: string | null;
  /** JSON list of FileListEntry. */
  fDocument?: string | null;
  /** JSON list of FileListEntry. */
  fPurchasingList?: string | null;
  /** JSON list of ScoreRule. */
  fScoreRule?: string | null;
  qualificationList?: QualificationEntry[];
  /** The current user's registration, when there is one. */
  registration?: { fStatus: string | null } | null;
  [key: string]: unknown;
}

/** A to-do message of the tender site (procureMessage). */
export interface ProcureMessage {
  id: string;
  subject: string;
  content: string;
  type: string;
  projectId?: string | null;
  isRead: boolean;
  createTime: string;
  /** When the user opened it; null while unread. */
  readTime?: string | null;
}

/** Parses a JSON file-list field; a missing or malformed value is an empty list. */
export function parseFileList(value: string | null | undefined): FileListEntry[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as FileListEntry[]) : [];
  } catch {
    return [];
  }
}
