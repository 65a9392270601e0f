import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EXPORT_BEFORE_END,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  SEALED_UNTIL_CLOSED,
} from '../../contract/bidding.js';
import {
  BiddingRulesBody,
  EndRoundQuery,
  QuotationBody,
  QuotationProjectQuery,
  QuotationRoundQuery,
  WithdrawQuotationBody,
} from '../../contract/schemas/bidding.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { AuditContext } from '../bidding/audit.js';
import { exportAuditTrail } from '../bidding/audit-chain.js';
import { eventHubOf } from '../bidding/events.js';
import { bidHistoryDocx } from '../bidding/export.js';
import { auditPage, liveMessages, liveProjects } from '../bidding/hall.js';
import { quoteInTurn } from '../bidding/quotation-batch.js';
import {
  type BiddingAccess,
  biddingAccess,
  ownQuotations,
  quotationCheck,
  requireManager,
  requirePart,
  submitQuotation,
  toOwnQuotation,
} from '../bidding/quotations.js';
import { endOpenRound, startRoundPoller, windowsOf } from '../bidding/rounds.js';
import { rulesOf, saveBiddingRules } from '../bidding/settings.js';
import {
  biddingEnded,
  closedRounds,
  comparison,
  liveProject,
  previousRoundBest,
  roundQuotations,
} from '../bidding/views.js';
import { withdrawQuotation } from '../bidding/withdraw.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';
import { languageOf } from '../http/translations/index.js';
import { DOCX_MIME } from '../storage/docx.js';
import { contentDisposition } from '../storage/mime.js';
import { Refusal, refusing } from '../tender/access.js';

/** The idempotency key of a request: the header, trimmed; too long a key is refused. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX) throw badRequest(`请求参数不正确：${IDEMPOTENCY_HEADER}`);
  return key;
}

/** What the audit trail writes of a request: who, from where, its key, and when it reached the server. */
function auditContext(request: FastifyRequest, reply: FastifyReply): AuditContext {
  return {
    // When the request reached the server (before signing in and waiting for the database).
    receivedAt: new Date(Date.now() - reply.elapsedTime),
    user: currentUser(request),
    clientAddress: request.ip,
    idempotencyKey: idempotencyKeyOf(request),
  };
}

/**
 * procureProjectQuotation (tender-portal 7.4): quotations in rounds, sealed, with the purchaser's
 * counts, comparison and audit trail; socketMessage/query; the reference backend's own bidding calls
 * (api/contract/own-calls.tsv). The rounds are announced by a poller every process runs (bidding/rounds.ts).
 */
export function registerProcureQuotationRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  const stopRounds = startRoundPoller(db, undefined, (error) => signedIn.log.error(error));
  signedIn.addHook('onClose', async () => {
    stopRounds();
    eventHubOf(db).close();
  });
  const access = (request: FastifyRequest, projectId: string): Promise<BiddingAccess> =>
    biddingAccess(db, currentUser(request), projectId);

  signedIn.route({
    ...ctx.call('procureProjectQuotation/quotation'),
    schema: { body: QuotationBody },
    handler: (request, reply) =>
      refusing(async () => {
        const result = await quoteInTurn(db, request.body, auditContext(request, reply));
        return ok(result, result.replayed ? '报价已提交，请勿重复提交' : '报价成功');
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/replace'),
    schema: { body: QuotationBody },
    handler: (request, reply) =>
      refusing(async () => {
        const result = await submitQuotation(db, request.body, auditContext(request, reply), {
          replace: true,
        });
        return ok(result, result.replayed ? '报价已提交，请勿重复提交' : '报价已替换');
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/withdraw'),
    schema: { body: WithdrawQuotationBody },
    handler: (request, reply) =>
      refusing(async () => {
        const found = await withdrawQuotation(db, request.body, auditContext(request, reply));
        return ok(await liveProject(db, found, currentUser(request)), '报价已撤回');
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/checkQuotationByProjectId'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        return ok(await quotationCheck(db, found, currentUser(request)));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getMyQuotationByProjectId'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const found = await access(request, request.query.projectId);
        return ok((await ownQuotations(db, found.project.id, user.id)).map(toOwnQuotation));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getMinQuotation'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requirePart(found);
        const windows = await windowsOf(db, found.project.id);
        return ok(await previousRoundBest(db, found, windows, Date.now()));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getQuotationByProjectId'),
    schema: { querystring: QuotationRoundQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const found = await access(request, request.query.projectId);
        requirePart(found);
        const { round } = request.query;
        if (found.relation === 'supplier')
          return ok(await roundQuotations(db, found.project.id, [round], user.id));
        const windows = await windowsOf(db, found.project.id);
        if (!closedRounds(windows, Date.now()).includes(round)) throw new Refusal(SEALED_UNTIL_CLOSED);
        return ok(await roundQuotations(db, found.project.id, [round]));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getAllQuotationByProjectId'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const found = await access(request, request.query.projectId);
        requirePart(found);
        const windows = await windowsOf(db, found.project.id);
        const rounds = windows.map((window) => window.round);
        if (found.relation === 'supplier')
          return ok(await roundQuotations(db, found.project.id, rounds, user.id));
        return ok(await roundQuotations(db, found.project.id, closedRounds(windows, Date.now())));
      }),
  });

  signedIn.route({
    ...ctx.call('socketMessage/query'),
    schema: { body: ListBody },
    handler: async (request) => ok(await liveMessages(db, currentUser(request), request.body)),
  });

  // ---- the reference backend's own calls
  signedIn.route({
    ...ctx.call('procureProjectQuotation/queryLiveProject'),
    handler: async (request) => ok(await liveProjects(db, currentUser(request))),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getLive'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requirePart(found);
        return ok(await liveProject(db, found, currentUser(request)));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getComparison'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requireManager(found);
        const windows = await windowsOf(db, found.project.id);
        return ok(await comparison(db, found.project, windows, Date.now()));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/endRound'),
    schema: { querystring: EndRoundQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requireManager(found);
        if (found.project.state !== 'quoting') throw new Refusal('该项目当前不在报价阶段');
        await endOpenRound(db, found.project.id, request.query.round);
        const fresh = await access(request, found.project.id);
        return ok(await liveProject(db, fresh, currentUser(request)));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/getRules'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requirePart(found);
        return ok(rulesOf(found.project));
      }),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/saveRules'),
    schema: { body: BiddingRulesBody },
    handler: (request) =>
      refusing(async () => ok(await saveBiddingRules(db, currentUser(request), request.body))),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/queryAudit'),
    schema: { body: ListBody },
    handler: (request) => refusing(async () => ok(await auditPage(db, currentUser(request), request.body))),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/exportAudit'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => ok(await exportAuditTrail(db, currentUser(request), request.query.projectId))),
  });

  signedIn.route({
    ...ctx.call('procureProjectQuotation/exportHistory'),
    schema: { querystring: QuotationProjectQuery },
    handler: async (request, reply) => {
      const answer = await refusing(async () => {
        const found = await access(request, request.query.projectId);
        requireManager(found);
        const windows = await windowsOf(db, found.project.id);
        if (!biddingEnded(found.project, windows, Date.now())) throw new Refusal(EXPORT_BEFORE_END);
        const language = languageOf(request.headers['accept-language']);
        return { bytes: await bidHistoryDocx(db, found.project, windows, language), project: found.project };
      });
      if (!('bytes' in answer)) return answer;
      return reply
        .header('Content-Type', DOCX_MIME)
        .header(
          'Content-Disposition',
          contentDisposition('attachment', `${answer.project.project_no}-bid-history.docx`),
        )
        .header('Cache-Control', 'private, no-cache')
        .send(answer.bytes);
    },
  });
}
