/**
 * Request shapes of online bidding (issue 12): the quotation body, the project and round queries, the
 * bidding rules, the audit query and the event stream's query.
 */
import { type Static, Type } from 'typebox';
import { QUOTATION_FILES_JSON_MAX, QUOTATION_LIST_MAX, STEP_KINDS } from '../bidding.js';
import { Id, NullableString, StringEnum } from './common.js';
import { MoneyValue, NullableMoneyValue } from './money.js';
import { ListBody } from './query-body.js';

/**
 * A quoted value as the form sends it: a number, or its decimal text (MoneyValue: never coerced). Its
 * checks (decimal, sign, decimals, range) are the server's, so that a refusal reads as a clear
 * message and goes into the audit trail.
 */
const QuotedValue = MoneyValue;

/** One goods line of an itemised quotation (unitPrice: its unit price; amount: its line amount). */
export const QuotationItemBody = Type.Object({
  goodsId: Id,
  quotationAmount: QuotedValue,
});
export type QuotationItemBody = Static<typeof QuotationItemBody>;

/**
 * quotation: `{ projectId, quotationAmount, quotationList?, quotationFile? }` (issue 12). In itemised
 * modes quotationAmount may be left out or must equal the lines' total; quotationFile is a JSON list of
 * FileListEntry. The header Idempotency-Key makes a retry record once.
 */
export const QuotationBody = Type.Object({
  projectId: Id,
  quotationAmount: Type.Optional(NullableMoneyValue),
  quotationList: Type.Optional(Type.Array(QuotationItemBody, { maxItems: QUOTATION_LIST_MAX })),
  quotationFile: Type.Optional(NullableString({ maxLength: QUOTATION_FILES_JSON_MAX })),
});
export type QuotationBody = Static<typeof QuotationBody>;

/** withdraw: the supplier's quotations of the open round (`round`: the one the page shows; a stale page withdraws nothing else). */
export const WithdrawQuotationBody = Type.Object({
  projectId: Id,
  round: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type WithdrawQuotationBody = Static<typeof WithdrawQuotationBody>;

/** ?projectId */
export const QuotationProjectQuery = Type.Object({ projectId: Id });
export type QuotationProjectQuery = Static<typeof QuotationProjectQuery>;

/** getQuotationByProjectId?projectId&round */
export const QuotationRoundQuery = Type.Object({
  projectId: Id,
  round: Type.Integer({ minimum: 1, maximum: 1000 }),
});
export type QuotationRoundQuery = Static<typeof QuotationRoundQuery>;

/** endRound?projectId&round: the round the purchaser sees open (a stale page ends nothing else). */
export const EndRoundQuery = Type.Object({
  projectId: Id,
  round: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export type EndRoundQuery = Static<typeof EndRoundQuery>;

/** A project's bidding rules as saveRules and the project editor take them. */
export const BIDDING_RULE_FIELDS = {
  /** An amount (yuan) or a percentage by minStepKind: decimal text or a number, read by saveBiddingRules. */
  minStep: Type.Optional(NullableMoneyValue),
  minStepKind: Type.Optional(StringEnum(STEP_KINDS)),
  capAtBudget: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  overtimeTriggerMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  overtimeExtendMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  overtimeMaxTimes: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
};

/** saveRules: a project's minimum step, budget cap and overtime, before quotation starts. */
export const BiddingRulesBody = Type.Object({ projectId: Id, ...BIDDING_RULE_FIELDS });
export type BiddingRulesBody = Static<typeof BiddingRulesBody>;

/** queryAudit: a list body whose querys name projectId (required), and optionally outcome, account, round. */
export const AuditQuery = ListBody;
export type AuditQuery = Static<typeof AuditQuery>;

/** socketMessage/query: a list body; querys projectId narrows to one project. */
export const SocketMessageBody = ListBody;
export type SocketMessageBody = Static<typeof SocketMessageBody>;

/**
 * The event stream: one project or all the caller's live ones; the stream ticket (eventsTicket, never
 * the session token: a url is logged) and the resume point for EventSource.
 */
export const BiddingEventsQuery = Type.Object({
  projectId: Type.Optional(Id),
  ticket: Type.Optional(Type.String({ maxLength: 64 })),
  lastEventId: Type.Optional(Type.String({ maxLength: 32 })),
});
export type BiddingEventsQuery = Static<typeof BiddingEventsQuery>;

/** eventsTicket: a ticket for the stream of one project, or (no projectId) of all the caller's live ones. */
export const BiddingTicketBody = Type.Object({ projectId: Type.Optional(Id) });
export type BiddingTicketBody = Static<typeof BiddingTicketBody>;
