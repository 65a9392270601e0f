import type { AuditChainExport } from '../contract/audit-chain.js';
import {
  type AuditRow,
  type BiddingEventsQuery,
  type BiddingRules,
  type BiddingRulesBody,
  type BiddingTicketBody,
  type ComparisonRow,
  type EndRoundQuery,
  IDEMPOTENCY_HEADER,
  type LiveMessage,
  type LiveProject,
  type OwnQuotation,
  type PreviousRoundBest,
  type QuotationBody,
  type QuotationCheck,
  type QuotationProjectQuery,
  type QuotationResult,
  type QuotationRoundQuery,
  type RoundQuotation,
  type StreamTicket,
  type WithdrawQuotationBody,
} from '../contract/bidding.js';
import * as FORM from '../contract/calls/form.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { HttpClient, RawResponse } from './http.js';

/** A fresh idempotency key for one quotation the user confirmed (kept for its retries). */
export function newIdempotencyKey(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Online bidding (issue 12; tender-portal 7.3-7.4 procureProjectQuotation and socketMessage, with the
 * reference backend's own calls of api/contract/own-calls.tsv). Amounts stay sealed by the server: a supplier
 * reads only their own quotations and rank, the purchaser counts while a round is open.
 */
export function biddingCalls(http: HttpClient) {
  const byProject = (projectId: string) => ({ projectId }) satisfies QuotationProjectQuery;
  const eventsTicket = (body: BiddingTicketBody, signal?: AbortSignal) =>
    http.call<Envelope<StreamTicket>>(FORM.procureProjectQuotation_eventsTicket, { data: body, signal });
  return {
    /**
     * Quotes in the open round. Pass the same `idempotencyKey` to retry one confirmed quotation: the
     * server records it once and answers the first request's quotation (`replayed`).
     */
    quotation: (body: QuotationBody, idempotencyKey?: string) =>
      http.call<Envelope<QuotationResult>>(FORM.procureProjectQuotation_quotation, {
        data: body,
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
      }),
    /**
     * Replaces the caller's quotation of the open round (issue 36): the new one must reach
     * QuotationCheck's replaceBelow / replaceAbove. Same idempotency as `quotation`.
     */
    replace: (body: QuotationBody, idempotencyKey?: string) =>
      http.call<Envelope<QuotationResult>>(FORM.procureProjectQuotation_replace, {
        data: body,
        ...(idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } } : {}),
      }),
    /** Withdraws the caller's quotations of the open round `round` (issue 36); answers the live view after. */
    withdraw: (body: WithdrawQuotationBody) =>
      http.call<Envelope<LiveProject>>(FORM.procureProjectQuotation_withdraw, { data: body }),
    /** May the caller quote now, and if not why. */
    checkQuotationByProjectId: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<QuotationCheck>>(FORM.procureProjectQuotation_checkQuotationByProjectId, {
        params: byProject(projectId),
        signal,
      }),
    /** The caller's own quotations on the project, every round, newest first. */
    getMyQuotationByProjectId: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<OwnQuotation[]>>(FORM.procureProjectQuotation_getMyQuotationByProjectId, {
        params: byProject(projectId),
        signal,
      }),
    /** The previous round's best value, when the project makes it public and that round closed; else null. */
    getMinQuotation: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<PreviousRoundBest | null>>(FORM.procureProjectQuotation_getMinQuotation, {
        params: byProject(projectId),
        signal,
      }),
    /** A closed round's quotations (purchaser, administrators); a supplier gets their own only. */
    getQuotationByProjectId: (projectId: string, round: number, signal?: AbortSignal) =>
      http.call<Envelope<RoundQuotation[]>>(FORM.procureProjectQuotation_getQuotationByProjectId, {
        params: { projectId, round } satisfies QuotationRoundQuery,
        signal,
      }),
    /** Every quotation of the closed rounds (purchaser, administrators); a supplier gets their own only. */
    getAllQuotationByProjectId: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<RoundQuotation[]>>(FORM.procureProjectQuotation_getAllQuotationByProjectId, {
        params: byProject(projectId),
        signal,
      }),
    /** Messages the purchasers pushed to the caller's projects (querys projectId narrows). */
    querySocketMessage: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<LiveMessage>>>(FORM.socketMessage_query, { data: query, signal }),

    // ---- the reference backend's own calls
    /** The caller's live projects: supplier with a passed registration, purchaser own, admin all. */
    queryLiveProject: (signal?: AbortSignal) =>
      http.call<Envelope<LiveProject[]>>(FORM.procureProjectQuotation_queryLiveProject, { signal }),
    /** One project's live view: server time, round, state, end, own quotation and rank or counts. */
    getLive: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<LiveProject>>(FORM.procureProjectQuotation_getLive, {
        params: byProject(projectId),
        signal,
      }),
    /** The purchaser's comparison table over the closed rounds, best first. */
    getComparison: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<ComparisonRow[]>>(FORM.procureProjectQuotation_getComparison, {
        params: byProject(projectId),
        signal,
      }),
    /** The purchaser ends the open round now; the next round (if any) opens at once. */
    endRound: (projectId: string, round?: number) =>
      http.call<Envelope<LiveProject>>(FORM.procureProjectQuotation_endRound, {
        params: (round ? { projectId, round } : { projectId }) satisfies EndRoundQuery,
      }),
    getRules: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<BiddingRules>>(FORM.procureProjectQuotation_getRules, {
        params: byProject(projectId),
        signal,
      }),
    /** Minimum step, budget cap, overtime: before quotation starts. */
    saveRules: (body: BiddingRulesBody) =>
      http.call<Envelope<BiddingRules>>(FORM.procureProjectQuotation_saveRules, { data: body }),
    /** The audit trail of a project's quotation requests (querys projectId required). */
    queryAudit: (query: Partial<QueryBody>, signal?: AbortSignal) =>
      http.call<Envelope<PageList<AuditRow>>>(FORM.procureProjectQuotation_queryAudit, {
        data: query,
        signal,
      }),
    /**
     * The project's tamper-evident audit trail (issue 36) as JSON, for its purchaser and admins; sealed
     * figures as digests. Check it with verifyAuditChain (api/contract/audit-chain.ts).
     */
    exportAudit: (projectId: string) =>
      http.call<Envelope<AuditChainExport>>(FORM.procureProjectQuotation_exportAudit, {
        params: byProject(projectId),
      }),
    /** The bid history as a Word document, after the bidding ended. */
    exportHistory: (projectId: string): Promise<RawResponse<ArrayBuffer>> => {
      return http.callRaw(FORM.procureProjectQuotation_exportHistory, {
        params: byProject(projectId),
        responseType: 'arraybuffer',
      });
    },
    /** A one-time ticket that opens the event stream of one project (or all live ones) within a minute. */
    eventsTicket,
    /**
     * The url of the event stream for `new EventSource(url)`, with a fresh ticket (eventsTicket): a url
     * is good for one connection, so every connection, a reconnect too, asks for a new one. EventSource
     * sends no header and resumes with Last-Event-ID by itself; `lastEventId` resumes a new one.
     */
    eventsUrl: async (
      query: Omit<BiddingEventsQuery, 'ticket'> = {},
      signal?: AbortSignal,
    ): Promise<string> => {
      const answer = await eventsTicket(query.projectId ? { projectId: query.projectId } : {}, signal);
      if (!answer.state || !answer.value) throw new Error(answer.message);
      const params = new URLSearchParams();
      if (query.projectId) params.set('projectId', query.projectId);
      params.set('ticket', answer.value.ticket);
      if (query.lastEventId) params.set('lastEventId', query.lastEventId);
      const call = FORM.procureProjectQuotation_events;
      return `${http.url(call.service, call.path)}?${params}`;
    },
  };
}
