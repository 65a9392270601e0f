import type { FastifyRequest } from 'fastify';
import {
  type AuditRow,
  BIDDING_OWN_CALLS,
  type BiddingRules,
  EXPORT_BEFORE_END,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  type LiveMessage,
  type LiveProject,
  SEALED_UNTIL_CLOSED,
  type StepKind,
} from '../../contract/bidding.js';
import type { PageList } from '../../contract/envelope.js';
import {
  BiddingRulesBody,
  EndRoundQuery,
  QuotationBody,
  QuotationProjectQuery,
  QuotationRoundQuery,
} from '../../contract/schemas/bidding.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import { eventHubOf } from '../bidding/events.js';
import { bidHistoryDocx } from '../bidding/export.js';
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
import {
  biddingEnded,
  closedRounds,
  comparison,
  liveProject,
  previousRoundBest,
  roundQuotations,
} from '../bidding/views.js';
import type { Db } from '../db/database.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';
import { languageOf } from '../http/translations/index.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { DOCX_MIME } from '../storage/docx.js';
import { contentDisposition } from '../storage/mime.js';
import { isAdmin, type ProjectRow, Refusal, refusing } from './procure-access.js';

/** The refusals of this module (zh-CN; translated by the catalogue). */
const RULES_LOCKED = '报价开始后不能修改竞价规则';
const PROJECT_REQUIRED = '请指定项目';

const num = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

function rulesOf(project: ProjectRow): BiddingRules {
  return {
    projectId: project.id,
    minStep: num(project.min_step),
    minStepKind: project.min_step_kind as StepKind,
    capAtBudget: project.cap_at_budget,
    overtimeTriggerMinutes: project.overtime_trigger_minutes,
    overtimeExtendMinutes: project.overtime_extend_minutes,
    overtimeMaxTimes: project.overtime_max_times,
    fBidRound: project.bid_round,
    fRoundCount: project.round_count,
    fPublicPreviousRound: project.public_previous_round,
    fUploadBidDocument: project.upload_bid_document,
    editable: project.state === 'draft' || project.state === 'registering',
  };
}

/** The idempotency key of a request: the header, trimmed; too long a key is refused. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX) throw badRequest(`请求参数不正确：${IDEMPOTENCY_HEADER}`);
  return key;
}

/** The project ids whose bidding the caller follows live: quoting, or ended within the last day. */
async function liveProjectIds(db: Db, user: SessionUser): Promise<string[]> {
  const since = new Date(Date.now() - 24 * 3_600_000);
  let query = db
    .selectFrom('procure_projects')
    .select('procure_projects.id')
    .where('procure_projects.transaction_mode', '=', 'competitive')
    .where((eb) =>
      eb.or([
        eb('procure_projects.state', '=', 'quoting'),
        eb.and([
          eb('procure_projects.state', 'in', ['quoted', 'confirmed']),
          eb('procure_projects.quotation_ended_at', '>=', since),
        ]),
      ]),
    )
    .orderBy('procure_projects.bid_end_time')
    .orderBy('procure_projects.id')
    .limit(50);
  if (user.identity === 'supplier') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('procure_registrations')
          .select('procure_registrations.id')
          .whereRef('procure_registrations.project_id', '=', 'procure_projects.id')
          .where('procure_registrations.supplier_id', '=', user.id)
          .where('procure_registrations.status', '=', 'pass'),
      ),
    );
  } else if (!isAdmin(user)) {
    query = query.where('procure_projects.purchaser_id', '=', user.id);
  }
  return (await query.execute()).map((row) => row.id);
}

const AUDIT_LIST: ListSpec = {
  columns: {
    projectId: { column: 'procure_quotation_audit.project_id' },
    outcome: { column: 'procure_quotation_audit.outcome' },
    account: { column: 'procure_quotation_audit.account' },
    round: { column: 'procure_quotation_audit.round', kind: 'number' },
    createTime: { column: 'procure_quotation_audit.created_at', kind: 'date' },
  },
  defaultSort: [{ column: 'procure_quotation_audit.id', direction: 'desc' }],
  defaultPageSize: 50,
};

const MESSAGE_LIST: ListSpec = {
  columns: {
    projectId: { column: 'procure_bid_events.project_id' },
    createTime: { column: 'procure_bid_events.created_at', kind: 'date' },
  },
  defaultSort: [{ column: 'procure_bid_events.id', direction: 'desc' }],
  defaultPageSize: 20,
};

/** The projectId a list body's querys name (EQUAL), if any. */
function projectIdOf(body: ListBody): string | undefined {
  const filter = body?.querys?.find((query) => query.property === 'projectId');
  const value = filter?.value;
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * procureProjectQuotation (tender-portal 7.4): quotations in rounds, sealed, with the purchaser's
 * counts, comparison and audit trail; socketMessage/query; the reference backend's own bidding calls
 * (BIDDING_OWN_CALLS). The rounds are announced by a poller every process runs (bidding/rounds.ts).
 */
export function registerProcureQuotationRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  const stopRounds = startRoundPoller(db, undefined, (error) => signedIn.log.error(error));
  signedIn.addHook('onClose', async () => {
    stopRounds();
    eventHubOf(db).close();
  });
  const own = (key: keyof typeof BIDDING_OWN_CALLS) => {
    const call = BIDDING_OWN_CALLS[key];
    return { method: call.method, url: ctx.path(call.service, call.path) };
  };
  const access = (request: FastifyRequest, projectId: string): Promise<BiddingAccess> =>
    biddingAccess(db, currentUser(request), projectId);

  signedIn.route({
    ...ctx.call('procureProjectQuotation/quotation'),
    schema: { body: QuotationBody },
    handler: (request, reply) =>
      refusing(async () => {
        // When the request reached the server (before signing in and waiting for the database).
        const receivedAt = new Date(Date.now() - reply.elapsedTime);
        const result = await submitQuotation(db, request.body, {
          receivedAt,
          user: currentUser(request),
          clientAddress: request.ip,
          idempotencyKey: idempotencyKeyOf(request),
        });
        return ok(result, result.replayed ? '报价已提交，请勿重复提交' : '报价成功');
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
    handler: async (request) => {
      const user = currentUser(request);
      const projectIds = isAdmin(user) ? undefined : await partProjectIds(db, user);
      let query = db
        .selectFrom('procure_bid_events')
        .innerJoin('procure_projects', 'procure_projects.id', 'procure_bid_events.project_id')
        .select([
          'procure_bid_events.id',
          'procure_bid_events.project_id',
          'procure_bid_events.data',
          'procure_bid_events.created_at',
          'procure_projects.project_name',
        ])
        .where('procure_bid_events.type', '=', 'message');
      if (projectIds) {
        query = projectIds.length
          ? query.where('procure_bid_events.project_id', 'in', projectIds)
          : query.where((eb) => eb.val(false));
      }
      const page = await runPagedQuery(query, request.body, MESSAGE_LIST);
      const list: PageList<LiveMessage> = {
        ...page,
        rows: page.rows.map((row) => {
          const data = JSON.parse(row.data) as Partial<LiveMessage>;
          return {
            id: String(row.id),
            projectId: row.project_id,
            fProjectName: row.project_name,
            message: data.message ?? '',
            senderName: data.senderName ?? '',
            createTime: new Date(row.created_at).toISOString(),
          };
        }),
      };
      return ok(list);
    },
  });

  // ---- the reference backend's own calls
  signedIn.route({
    ...own('queryLiveProject'),
    handler: async (request) => {
      const user = currentUser(request);
      const live: LiveProject[] = [];
      for (const id of await liveProjectIds(db, user)) {
        live.push(await liveProject(db, await biddingAccess(db, user, id), user));
      }
      return ok(live);
    },
  });

  signedIn.route({
    ...own('getLive'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requirePart(found);
        return ok(await liveProject(db, found, currentUser(request)));
      }),
  });

  signedIn.route({
    ...own('getComparison'),
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
    ...own('endRound'),
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
    ...own('getRules'),
    schema: { querystring: QuotationProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const found = await access(request, request.query.projectId);
        requirePart(found);
        return ok(rulesOf(found.project));
      }),
  });

  signedIn.route({
    ...own('saveRules'),
    schema: { body: BiddingRulesBody },
    handler: (request) =>
      refusing(async () => {
        const body = request.body;
        const found = await access(request, body.projectId);
        requireManager(found);
        if (!rulesOf(found.project).editable) throw new Refusal(RULES_LOCKED);
        const updated = await db
          .updateTable('procure_projects')
          .set({
            ...(body.minStep !== undefined ? { min_step: body.minStep } : {}),
            ...(body.minStepKind !== undefined ? { min_step_kind: body.minStepKind } : {}),
            ...(body.capAtBudget !== undefined ? { cap_at_budget: body.capAtBudget } : {}),
            ...(body.overtimeTriggerMinutes !== undefined
              ? { overtime_trigger_minutes: body.overtimeTriggerMinutes }
              : {}),
            ...(body.overtimeExtendMinutes !== undefined
              ? { overtime_extend_minutes: body.overtimeExtendMinutes }
              : {}),
            ...(body.overtimeMaxTimes !== undefined ? { overtime_max_times: body.overtimeMaxTimes } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', found.project.id)
          .where('state', 'in', ['draft', 'registering'])
          .returningAll()
          .executeTakeFirst();
        if (!updated) throw new Refusal(RULES_LOCKED);
        return ok(rulesOf(updated));
      }),
  });

  signedIn.route({
    ...own('queryAudit'),
    schema: { body: ListBody },
    handler: (request) =>
      refusing(async () => {
        const projectId = projectIdOf(request.body);
        if (!projectId) throw new Refusal(PROJECT_REQUIRED);
        const found = await access(request, projectId);
        requireManager(found);
        const query = db
          .selectFrom('procure_quotation_audit')
          .selectAll()
          .where('procure_quotation_audit.project_id', '=', found.project.id);
        const page = await runPagedQuery(query, request.body, AUDIT_LIST);
        const list: PageList<AuditRow> = {
          ...page,
          rows: page.rows.map((row) => ({
            id: String(row.id),
            projectId: row.project_id,
            createTime: new Date(row.created_at).toISOString(),
            supplierId: row.supplier_id,
            account: row.account,
            supplierName: row.supplier_name,
            clientAddress: row.client_address,
            quotationAmount: row.amount,
            round: row.round,
            outcome: row.outcome === 'accepted' ? 'accepted' : 'refused',
            reason: row.reason,
            quotationId: row.quotation_id,
            idempotencyKey: row.idempotency_key,
          })),
        };
        return ok(list);
      }),
  });

  signedIn.route({
    ...own('exportHistory'),
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

/** The projects a user has a part in (purchaser: own; supplier: passed registrations). */
async function partProjectIds(db: Db, user: SessionUser): Promise<string[]> {
  if (user.identity === 'supplier') {
    const rows = await db
      .selectFrom('procure_registrations')
      .select('project_id')
      .where('supplier_id', '=', user.id)
      .where('status', '=', 'pass')
      .execute();
    return rows.map((row) => row.project_id);
  }
  const rows = await db
    .selectFrom('procure_projects')
    .select('id')
    .where('purchaser_id', '=', user.id)
    .execute();
  return rows.map((row) => row.id);
}
