/**
 * Online bidding in rounds (issue 12; tender-portal sections 1, 2.2 /biddingHall /onlineBidding, 3
 * bidding quotation, 7.3-7.4 procureProjectQuotation, wProcureproject getTime/startQuotation/
 * endQuotation/confirmQuotation/pushMessage, socketMessage): sealed quotations in every quotation mode,
 * rounds decided by the server's time, rank-only feedback, the purchaser's counts and comparison, an
 * audit trail, the bid history export and live updates by server-sent events.
 *
 * Rounds: quotation starts with startQuotation; the bidding window is cut into fBidRound rounds that
 * follow one another, each fRoundCount minutes long (or an equal share of the window when the project
 * names no interval). The purchaser may end the open round early (endRound; the next opens at once)
 * or all of them (endQuotation). A round's windows live in the database; every server process judges
 * them by its own clock, which is the one every client is given (getTime, the live view, `tick` events).
 */
import type { QuotationMode } from './tender.js';
import type { ServerTime } from './tender-site.js';

// The request shapes are TypeBox schemas; their types are re-exported here.
export type {
  AuditQuery,
  BiddingEventsQuery,
  BiddingRulesBody,
  BiddingTicketBody,
  EndRoundQuery,
  QuotationBody,
  QuotationItemBody,
  QuotationProjectQuery,
  QuotationRoundQuery,
  SocketMessageBody,
  WithdrawQuotationBody,
} from './schemas/bidding.js';

/** The header a quotation's retry carries unchanged: the server records a key once per supplier. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 100;

// ---------------------------------------------------------------------------------------------------
// Rules per quotation mode

/** Modes where a higher value is the better quotation (all others: lower is better). */
export const HIGHER_IS_BETTER_MODES = ['lower'] as const satisfies readonly QuotationMode[];

export function higherIsBetter(mode: QuotationMode | string): boolean {
  return (HIGHER_IS_BETTER_MODES as readonly string[]).includes(mode);
}

/** Goods lines of one quotation at most. */
export const QUOTATION_LIST_MAX = 500;
/** Longest JSON text of a quotation's file list. */
export const QUOTATION_FILES_JSON_MAX = 20_000;

/** The kinds of minimum step: an amount in the quoted unit (yuan or percentage points), or a percent of the previous value. */
export const STEP_KINDS = ['amount', 'percent'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** A project's bidding rules beyond the spec's fields (saveRules / getRules). */
export interface BiddingRules {
  projectId: string;
  /** 0 or null: any improvement (a later quotation must still be better than the supplier's previous one). */
  minStep: number | null;
  minStepKind: StepKind;
  /** 1: a money quotation above fBudgetMoney is refused. */
  capAtBudget: number;
  /** Overtime (Ariba style): a quotation in the last `overtimeTriggerMinutes` of a round extends it by
   * `overtimeExtendMinutes`, at most `overtimeMaxTimes` times per round. 0 everywhere: none. */
  overtimeTriggerMinutes: number;
  overtimeExtendMinutes: number;
  overtimeMaxTimes: number;
  /** Spec fields of the project, for reading: bid rounds, round length (minutes), previous round public. */
  fBidRound: number;
  fRoundCount: number | null;
  fPublicPreviousRound: number;
  fUploadBidDocument: number;
  /** The rules can change only before quotation starts. */
  editable: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Rounds and the live view

/** A round's state at the server's time: waiting (not started), open, closed. */
export const ROUND_STATES = ['waiting', 'open', 'closed'] as const;
export type RoundState = (typeof ROUND_STATES)[number];

/** One round's window as it stands (extended or ended early included). */
export interface RoundWindow {
  round: number;
  startTime: string;
  endTime: string;
  state: RoundState;
  /** Overtime extensions taken so far. */
  extensions: number;
  /** The purchaser ended it before its planned end. */
  endedEarly: boolean;
}

/** A goods line as a quotation lists it. */
export interface QuotationLine {
  goodsId: string;
  goodsName: string;
  spec: string;
  unit: string;
  quantity: number | null;
  /** unitPrice: the unit price; amount: the line amount. */
  quotationAmount: number;
  /** The line's total (unitPrice: unit price × quantity; amount: the line amount). */
  lineTotal: number;
}

/** A supplier's own quotation (the sealed view: never another's). */
export interface OwnQuotation {
  id: string;
  projectId: string;
  round: number;
  fQuotationMode: QuotationMode;
  /** The quoted value: the total (money modes, computed for itemised ones) or the rate (percent). */
  quotationAmount: number;
  quotationList: QuotationLine[];
  /** JSON list of FileListEntry, or null. */
  quotationFile: string | null;
  createTime: string;
}

/** What `quotation` answers: the recorded quotation, its round, the caller's rank after it. */
export interface QuotationResult extends OwnQuotation {
  rank: number;
  /** The same idempotency key came before: this is the first request's quotation, recorded once. */
  replayed: boolean;
  /** The round's end after this quotation (an overtime extension moves it). */
  roundEndTime: string;
  extended: boolean;
}

/** checkQuotationByProjectId: may the caller quote now, and if not why (zh-CN, translated). */
export interface QuotationCheck {
  projectId: string;
  canQuote: boolean;
  reason?: string;
  round: number | null;
  roundState: RoundState | null;
  /** The better side a next quotation must reach (own previous ± the minimum step), when there is one. */
  mustBeBelow?: number | null;
  mustBeAbove?: number | null;
  /**
   * The caller has a quotation in the open round: they may withdraw it or replace it (issue 36). A
   * replacement must reach `replaceBelow` / `replaceAbove` (their quotation of the earlier rounds ± the
   * step), not their quotation of this round.
   */
  replaceable?: boolean;
  replaceBelow?: number | null;
  replaceAbove?: number | null;
}

/** getMinQuotation: the previous round's best value, public only with fPublicPreviousRound = 1 after it closed. */
export interface PreviousRoundBest {
  round: number;
  /** Lowest (or, in lower mode, highest) value of the round; never who quoted it. */
  quotationAmount: number;
  fQuotationMode: QuotationMode;
}

/** Quotations that arrived in one round (the purchaser's count while it is open; never amounts). */
export interface RoundCount {
  round: number;
  quotations: number;
  /** Distinct suppliers who quoted in the round. */
  suppliers: number;
}

/**
 * A project's live view for the caller (getLive, queryLiveProject). A supplier's part: own last
 * quotation and rank; a purchaser's (and administrator's): counts per round. Times are the server's.
 */
export interface LiveProject {
  projectId: string;
  fProjectName: string;
  fProjectNo: string;
  fQuotationMode: QuotationMode;
  /** 2 = excluding tax; anything else including tax. */
  fQuotationIncludeTax: number;
  fBudgetMoney: number | null;
  fBidRound: number;
  fRoundCount: number | null;
  fPublicPreviousRound: number;
  fUploadBidDocument: number;
  /** The project's lifecycle state (ProjectState: quoting, quoted, confirmed, ...). */
  fState: string;
  /** The server's time of this answer. */
  serverTime: ServerTime;
  /** The round open now, or the next to open, or the last one when all closed; null before quotation. */
  round: number | null;
  roundState: RoundState | null;
  roundStartTime: string | null;
  roundEndTime: string | null;
  rounds: RoundWindow[];
  /** Every round closed (or the purchaser ended quotation). */
  biddingEnded: boolean;
  rules: Pick<
    BiddingRules,
    | 'minStep'
    | 'minStepKind'
    | 'capAtBudget'
    | 'overtimeTriggerMinutes'
    | 'overtimeExtendMinutes'
    | 'overtimeMaxTimes'
  >;
  relation: 'supplier' | 'purchaser' | 'administrator';
  /** Supplier: their last quotation, and its rank among the standing offers (1 = best). */
  myLastQuotation?: OwnQuotation | null;
  myRank?: number | null;
  /** Supplier: what checkQuotationByProjectId says now. */
  check?: QuotationCheck;
  /** Supplier: the previous round's best when public (getMinQuotation). */
  previousRoundBest?: PreviousRoundBest | null;
  /** Purchaser and administrators: counts per round (no amounts while a round is open). */
  counts?: RoundCount[];
  /** The goods list of itemised modes (unitPrice, amount), for the quote form. */
  goods?: Array<{
    id: string;
    goodsName: string;
    spec: string;
    unit: string;
    quantity: number | null;
    budgetPrice: number | null;
  }>;
  /** The confirmed winner's name, once confirmQuotation named one (purchaser; a supplier learns only if it is them). */
  winnerName?: string | null;
  isWinner?: boolean;
}

/**
 * A quotation as the purchaser reads it after its round closed (getQuotationByProjectId,
 * getAllQuotationByProjectId; a supplier gets only their own through these calls).
 */
export interface RoundQuotation extends OwnQuotation {
  supplierId: string;
  supplierName: string;
  unitName: string;
}

/**
 * One supplier's row of the purchaser's comparison table (getComparison): their standing offer (last
 * quotation over the closed rounds), its rank, and their value per round.
 */
export interface ComparisonRow {
  rank: number;
  supplierId: string;
  supplierName: string;
  quotationId: string;
  round: number;
  quotationAmount: number;
  quotationList: QuotationLine[];
  quotationFile: string | null;
  createTime: string;
  /** round → the supplier's last value in that round (absent: no quotation in it). */
  perRound: Record<string, number>;
  /** Quotations the supplier made in all. */
  quotationCount: number;
  isWinner: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Audit trail

/**
 * accepted and refused: a quotation request; withdrawn and replaced: a quotation of the open round its
 * supplier withdrew, or replaced by a new one (issue 36), with its figure and id.
 */
export const AUDIT_OUTCOMES = ['accepted', 'refused', 'withdrawn', 'replaced'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** Every quotation request with a project, accepted or refused (queryAudit). */
export interface AuditRow {
  id: string;
  projectId: string;
  createTime: string;
  supplierId: string;
  account: string;
  supplierName: string;
  clientAddress: string;
  /**
   * As the request gave it (text: a refused one may not be a number); empty for any quotation request
   * (accepted, refused, withdrawn, replaced) while its round is open: sealed.
   */
  quotationAmount: string;
  round: number | null;
  outcome: AuditOutcome;
  /** Why it was refused (zh-CN; translated by the server in the answer); null while sealed, as the amount. */
  reason: string | null;
  quotationId: string | null;
  idempotencyKey: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Live events (server-sent events of procureProjectQuotation/events)

/**
 * Event names (the SSE `event:` field); `data:` is the JSON of the matching BiddingEventData; `id:` the
 * stored event's id (a number) except for `tick`, which is not stored. A reconnect with Last-Event-ID
 * (EventSource does it by itself) gets every stored event after it that the caller may see, then live.
 * - round-opened / round-closed / round-extended: everyone with a part in the project;
 * - rank-changed: one supplier, their own new rank only;
 * - count-changed: the purchaser and administrators;
 * - message: pushMessage of the purchaser to the enrolled suppliers (also listed by socketMessage/query);
 * - quotation-ended: the bidding ended (last round closed or endQuotation); confirmed: confirmQuotation;
 * - tick: the server's time, every BIDDING_TICK_MS, and once at connection.
 */
/**
 * A ticket that opens the event stream once (eventsTicket): `?ticket=` of the stream's url, within
 * `expiresAt` (a minute); a reconnect asks a new one. EventSource sends no header, and a session token
 * in a url ends up in logs.
 */
export interface StreamTicket {
  ticket: string;
  /** ISO time after which the ticket opens nothing. */
  expiresAt: string;
}

export const BIDDING_EVENT_TYPES = [
  'round-opened',
  'round-closed',
  'round-extended',
  'rank-changed',
  'count-changed',
  'message',
  'quotation-ended',
  'confirmed',
  'tick',
] as const;
export type BiddingEventType = (typeof BIDDING_EVENT_TYPES)[number];

export const BIDDING_TICK_MS = 5000;

export interface RoundEventData {
  projectId: string;
  round: number;
  startTime: string;
  endTime: string;
  /** Server time when the event was written. */
  time: string;
}

export interface RoundExtendedEventData extends RoundEventData {
  extensions: number;
  /** The end before this extension. */
  previousEndTime: string;
}

export interface RankEventData {
  projectId: string;
  round: number;
  rank: number;
  time: string;
}

export interface CountEventData extends RoundCount {
  projectId: string;
  time: string;
}

/** A purchaser's message to the enrolled suppliers of a project (pushMessage; socketMessage/query lists them). */
export interface LiveMessage {
  id: string;
  projectId: string;
  fProjectName: string;
  message: string;
  senderName: string;
  createTime: string;
}

export interface EndedEventData {
  projectId: string;
  time: string;
}

export interface ConfirmedEventData {
  projectId: string;
  /** Only in the winner's and the purchaser's events. */
  winnerName?: string | null;
  isWinner?: boolean;
  time: string;
}

export interface BiddingEventData {
  'round-opened': RoundEventData;
  'round-closed': RoundEventData;
  'round-extended': RoundExtendedEventData;
  'rank-changed': RankEventData;
  'count-changed': CountEventData;
  message: LiveMessage;
  'quotation-ended': EndedEventData;
  confirmed: ConfirmedEventData;
  tick: ServerTime;
}

// ---------------------------------------------------------------------------------------------------
// Product texts (zh-CN; the server translates its answers, the elements use msg())

// The texts of the rules the quote form checks too are in quote-rules.ts.
export const QUOTATION_ITEM_UNKNOWN = '报价清单中有不属于本项目的货物';
export const QUOTATION_ROUND_CLOSED = '当前不在报价时间内';
export const QUOTATION_NOT_PASSED = '只有报名审核通过的供应商可以报价';
export const QUOTATION_NOT_QUOTING = '该项目当前不在报价阶段';
export const QUOTATION_SUPPLIER_ONLY = '只有供应商可以报价';
export const QUOTATION_MISMATCH_TOTAL = '报价总额与清单合计不一致';
/** A later quotation must beat the supplier's previous one (templates: the limit). */
export const quotationMustBeBelow = (limit: string) => `本次报价须不高于${limit}`;
export const quotationMustBeAbove = (limit: string) => `本次报价须不低于${limit}`;
export const QUOTATION_NOT_BETTER = '报价须优于您上一次的报价';
export const SEALED_UNTIL_CLOSED = '本轮报价尚未结束，报价保密';
export const EXPORT_BEFORE_END = '报价结束后才能导出报价记录';
/** Withdrawing or replacing a quotation (issue 36): only while its round is open. */
export const WITHDRAW_ROUND_CLOSED = '本轮报价已结束，不能撤回或替换报价';
export const NOTHING_TO_WITHDRAW = '您在本轮没有可撤回的报价';
export const NOTHING_TO_REPLACE = '您在本轮没有可替换的报价，请直接报价';
/** A retry of a quotation that its supplier withdrew or replaced since. */
export const QUOTATION_WITHDRAWN = '该报价已撤回或被替换';
