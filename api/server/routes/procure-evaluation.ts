import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  allRules,
  BID_DOCUMENT_REQUIRED,
  type ComprehensiveQuotation,
  EVALUATION_OWN_CALLS,
  type EvaluationConfirmation,
  type EvaluationInput,
  evaluate,
  quotationAmountError,
  REVIEW_REASON_REQUIRED,
  type RuleNode,
  type RuleScoreDetail,
  ruleTree,
  type ScoreDetail,
  type SupplierEvaluation,
  scoredLeaves,
  scoreError,
} from '../../contract/evaluation.js';
import type { FinalQualification } from '../../contract/procure-project.js';
import { IdQuery } from '../../contract/schemas/common.js';
import {
  ComprehensiveQuotationBody,
  SaveQualificationBody,
  SaveScoreBody,
  ScoreOptionQuery,
} from '../../contract/schemas/evaluation.js';
import { ProjectIdQuery } from '../../contract/schemas/procure-project.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Database } from '../db/schema.js';
import type { ProcureComprehensiveQuotationTable } from '../db/schema-evaluation.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { forbidden, ok } from '../http/envelope.js';
import { languageOf, translate } from '../http/translations/index.js';
import {
  fileIdsOf,
  isAdmin,
  isOwnerOrAdmin,
  ownRegistration,
  type ProjectRow,
  passedSuppliers,
  Refusal,
  refusing,
  requireOwner,
  sendMessages,
  visibleProject,
} from './procure-access.js';
import { stateRefusal } from './procure-project.js';

type Db = Kysely<Database> | Transaction<Database>;
type QuotationRow = Selectable<ProcureComprehensiveQuotationTable>;

const NOT_COMPREHENSIVE = '该项目不是综合评估项目';
const QUOTATION_NOT_FOUND = '报价不存在';
const REVIEW_STATE = 'quoted';

/** The JSON text of a file list without the entries' stray fields, or null when empty. */
function cleanFileList(text: string | null | undefined): string | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Refusal('附件列表格式不正确');
  }
  if (!Array.isArray(parsed)) throw new Refusal('附件列表格式不正确');
  return parsed.length ? text : null;
}

function toQuotation(row: QuotationRow, sealed: boolean): ComprehensiveQuotation {
  return {
    id: row.id,
    projectId: row.project_id,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    quotationAmount: sealed ? null : Number(row.quotation_amount),
    quotationFile: sealed ? null : row.quotation_file,
    remark: sealed ? '' : row.remark,
    createTime: new Date(row.created_at).toISOString(),
    updateTime: new Date(row.updated_at).toISOString(),
    sealed,
  };
}

/** A comprehensive project the user may know of. */
async function comprehensiveProject(db: Db, user: SessionUser, projectId: string): Promise<ProjectRow> {
  const project = await visibleProject(db, user, projectId);
  if (project.transaction_mode !== 'comprehensive') throw new Refusal(NOT_COMPREHENSIVE);
  return project;
}

/** The purchaser sees amounts only once quotation has ended (sealed bids). */
const sealedFor = (user: SessionUser, row: { supplier_id: string }, project: ProjectRow) =>
  row.supplier_id !== user.id && project.state === 'quoting';

/**
 * Links the bid documents to the quotation: its supplier reads them, the purchaser once quotation ended
 * (sealed like the amount: procure-access.ts sealedFileLink).
 */
async function linkBidDocuments(
  db: Db,
  user: SessionUser,
  quotationId: string,
  list: string | null,
): Promise<void> {
  const ids = [...new Set(fileIdsOf(list))];
  if (!ids.length) return;
  const files = await db.selectFrom('files').select(['id', 'uploader_id']).where('id', 'in', ids).execute();
  if (files.length !== ids.length || files.some((file) => file.uploader_id !== user.id)) {
    throw new Refusal('附件无效，请重新上传');
  }
  await db
    .insertInto('file_links')
    .values(
      ids.map((file_id) => ({ file_id, object_type: 'comprehensiveQuotation', object_id: quotationId })),
    )
    .onConflict((oc) => oc.columns(['file_id', 'object_type', 'object_id']).doNothing())
    .execute();
}

/** The review state of a project: rules, suppliers' quotations, qualification and scores, computed. */
async function scoreDetail(
  db: Db,
  project: ProjectRow,
): Promise<ScoreDetail & { remarks: Map<string, string> }> {
  const rules = ruleTree(project.score_rule);
  const suppliers = await db
    .selectFrom('procure_registrations')
    .select(['supplier_id', 'supplier_name'])
    .where('project_id', '=', project.id)
    .where('status', '=', 'pass')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const quotations = await db
    .selectFrom('procure_comprehensive_quotations')
    .selectAll()
    .where('project_id', '=', project.id)
    .execute();
  const entries = await db
    .selectFrom('procure_project_qualifications')
    .select('id')
    .where('project_id', '=', project.id)
    .execute();
  const results = await db
    .selectFrom('procure_qualification_results')
    .select(['supplier_id', 'qualification_id', 'passed'])
    .where('project_id', '=', project.id)
    .execute();
  const scores = await db
    .selectFrom('procure_review_scores')
    .select(['supplier_id', 'option_key', 'score', 'remark'])
    .where('project_id', '=', project.id)
    .execute();
  const sealed = project.state === 'quoting';
  const inputs: EvaluationInput[] = suppliers.map((supplier) => {
    const quotation = quotations.find((row) => row.supplier_id === supplier.supplier_id);
    const mine = entries.map(
      (entry) =>
        results.find((row) => row.supplier_id === supplier.supplier_id && row.qualification_id === entry.id)
          ?.passed ?? null,
    );
    const qualified = mine.some((passed) => passed === false)
      ? false
      : mine.every((passed) => passed === true)
        ? true
        : null;
    return {
      supplierId: supplier.supplier_id,
      supplierName: supplier.supplier_name,
      quotationAmount: quotation && !sealed ? Number(quotation.quotation_amount) : null,
      quotationTime: quotation ? new Date(quotation.created_at).toISOString() : null,
      qualified,
      scores: Object.fromEntries(
        scores
          .filter((row) => row.supplier_id === supplier.supplier_id)
          .map((row) => [row.option_key, Number(row.score)]),
      ),
    };
  });
  const evaluated = evaluate(rules, inputs);
  const qualifiedAmounts = evaluated
    .filter((row) => row.qualified === true && row.quotationAmount !== null)
    .map((row) => row.quotationAmount as number);
  const notice = project.winner_id
    ? await db
        .selectFrom('procure_notices')
        .select('id')
        .where('project_id', '=', project.id)
        .where('type', '=', 'bargain')
        .where('state', '=', 'published')
        .orderBy('publish_time', 'desc')
        .executeTakeFirst()
    : undefined;
  return {
    projectId: project.id,
    fProjectName: project.project_name,
    fState: project.state,
    rules,
    suppliers: evaluated,
    lowestQuotation: qualifiedAmounts.length ? Math.min(...qualifiedAmounts) : null,
    editable: project.state === REVIEW_STATE,
    pending: pendingReason(project, evaluated, rules),
    winnerId: project.winner_id,
    noticeId: notice?.id ?? null,
    remarks: new Map(scores.map((row) => [`${row.supplier_id}\n${row.option_key}`, row.remark])),
  };
}

/** Why the evaluation cannot be confirmed yet (zh-CN), or null. */
function pendingReason(project: ProjectRow, rows: SupplierEvaluation[], rules: RuleNode[]): string | null {
  if (project.state !== REVIEW_STATE) return stateRefusal(project.state, 'confirmQuotation');
  if (!rules.length) return '该项目没有评分规则';
  if (rows.some((row) => row.qualified === null)) return '请先完成全部供应商的资格审查';
  if (rows.some((row) => row.qualified === true && row.quotationAmount !== null && !row.scored)) {
    return '请先完成全部供应商的评分';
  }
  if (!rows.some((row) => row.rank === 1)) return '没有通过资格审查并报价的供应商，不能确认';
  return null;
}

/** A supplier of the project whose registration is pass, or a refusal. */
async function enrolledSupplier(db: Db, projectId: string, supplierId: string) {
  const registration = await ownRegistration(db, projectId, supplierId);
  if (registration?.status !== 'pass') throw new Refusal('该供应商未通过报名审核');
  return registration;
}

/** The state refusal of a review outside the review phase. */
function requireReviewState(project: ProjectRow): void {
  if (project.state !== REVIEW_STATE) {
    throw new Refusal(`当前项目状态不能评审：${stateRefusal(project.state, 'confirmQuotation')}`);
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const money = (value: number) =>
  value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Labels of the award notice's content (stored content, written in the server's language).
const NOTICE_PROJECT = '项目名称';
const NOTICE_NUMBER = '项目编号';
const NOTICE_WINNER = '成交供应商';
const NOTICE_AMOUNT = '成交金额';
const NOTICE_TOTAL = '综合得分';
const NOTICE_PURCHASER = '采购人';
const NOTICE_RANKING = '评审排名';
const YUAN = '元';

/** The award notice's HTML: the project, the winner and the ranking of the qualified suppliers. */
function awardNoticeContent(
  project: ProjectRow,
  winner: SupplierEvaluation,
  rows: SupplierEvaluation[],
): string {
  const line = (label: string, value: string) => `<p><strong>${label}</strong>：${escapeHtml(value)}</p>`;
  const ranking = rows
    .filter((row) => row.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map((row) => `<li>${row.rank}. ${escapeHtml(row.supplierName)}（${row.total}）</li>`)
    .join('');
  return [
    line(NOTICE_PROJECT, project.project_name),
    line(NOTICE_NUMBER, project.project_no),
    line(NOTICE_PURCHASER, project.purchaser_name),
    line(NOTICE_WINNER, winner.supplierName),
    line(NOTICE_AMOUNT, `${money(winner.quotationAmount ?? 0)} ${YUAN}`),
    line(NOTICE_TOTAL, String(winner.total)),
    `<p><strong>${NOTICE_RANKING}</strong></p><ol>${ranking}</ol>`,
  ].join('');
}

/**
 * procureComprehensiveQuotation, procureQualificationReview (saving) and procureReviewScore: the
 * comprehensive evaluation of issue 12 (tender-portal 3, 4, 7.3, 7.4). The project's purchaser (or an
 * administrator) reviews and confirms; an enrolled supplier quotes and reads their own quotation.
 */
export function registerProcureEvaluationRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const ownCall = (key: keyof typeof EVALUATION_OWN_CALLS) => {
    const call = EVALUATION_OWN_CALLS[key];
    return { method: call.method, url: ctx.path(call.service, call.path) };
  };

  // ---- quotations
  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/quotation'),
    schema: { body: ComprehensiveQuotationBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        if (user.identity !== 'supplier') throw forbidden('只有供应商可以报价');
        const body = request.body;
        const project = await comprehensiveProject(ctx.db, user, body.projectId);
        const registration = await ownRegistration(ctx.db, project.id, user.id);
        if (registration?.status !== 'pass') throw forbidden('您的报名未通过审核，不能报价');
        const now = Date.now();
        const start = project.bid_start_time ? new Date(project.bid_start_time).getTime() : undefined;
        const end = project.bid_end_time ? new Date(project.bid_end_time).getTime() : undefined;
        if (
          project.state !== 'quoting' ||
          (start !== undefined && now < start) ||
          (end !== undefined && now > end)
        ) {
          throw new Refusal('当前不在报价时间内');
        }
        const budget = project.budget_money === null ? null : Number(project.budget_money);
        const invalid = quotationAmountError(body.quotationAmount, budget);
        if (invalid) throw new Refusal(invalid);
        const files = cleanFileList(body.quotationFile);
        if (project.upload_bid_document === 1 && !files) throw new Refusal(BID_DOCUMENT_REQUIRED);
        const amount = Number(body.quotationAmount);
        const row = await ctx.db.transaction().execute(async (trx) => {
          const stamp = new Date();
          const saved = await trx
            .insertInto('procure_comprehensive_quotations')
            .values({
              id: `cq-${randomUUID()}`,
              project_id: project.id,
              supplier_id: user.id,
              supplier_name: registration.supplier_name,
              quotation_amount: amount,
              quotation_file: files,
              remark: body.remark?.trim() ?? '',
              created_at: stamp,
              updated_at: stamp,
            })
            .onConflict((oc) =>
              oc.columns(['project_id', 'supplier_id']).doUpdateSet({
                quotation_amount: amount,
                quotation_file: files,
                remark: body.remark?.trim() ?? '',
                updated_at: stamp,
              }),
            )
            .returningAll()
            .executeTakeFirstOrThrow();
          // The bid documents belong to the quotation, sealed like its amount (procure-access.ts).
          await linkBidDocuments(trx, user, saved.id, files);
          return saved;
        });
        return ok(toQuotation(row, false), '报价成功');
      }),
  });

  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/getDetail'),
    schema: { querystring: IdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const row = await ctx.db
          .selectFrom('procure_comprehensive_quotations')
          .selectAll()
          .where('id', '=', request.query.id)
          .executeTakeFirst();
        if (!row) throw new Refusal(QUOTATION_NOT_FOUND);
        const project = await visibleProject(ctx.db, user, row.project_id);
        if (row.supplier_id !== user.id && !isOwnerOrAdmin(user, project)) {
          throw forbidden('没有权限查看该报价');
        }
        return ok(toQuotation(row, sealedFor(user, row, project)));
      }),
  });

  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/queryQuotation'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await comprehensiveProject(ctx.db, user, request.query.projectId);
        const owner = isOwnerOrAdmin(user, project);
        if (!owner && !(await ownRegistration(ctx.db, project.id, user.id))) {
          throw forbidden('没有权限查看该项目的报价');
        }
        let query = ctx.db
          .selectFrom('procure_comprehensive_quotations')
          .selectAll()
          .where('project_id', '=', project.id);
        if (!owner) query = query.where('supplier_id', '=', user.id);
        const rows = await query.orderBy('created_at').orderBy('id').execute();
        return ok(rows.map((row) => toQuotation(row, sealedFor(user, row, project))));
      }),
  });

  // ---- qualification review
  signedIn.route({
    ...ownCall('saveQualification'),
    schema: { body: SaveQualificationBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, supplierId, results } = request.body;
        const project = await comprehensiveProject(ctx.db, user, projectId);
        requireOwner(user, project);
        requireReviewState(project);
        const registration = await enrolledSupplier(ctx.db, project.id, supplierId);
        const entries = await ctx.db
          .selectFrom('procure_project_qualifications')
          .select(['id', 'type', 'summarize'])
          .where('project_id', '=', project.id)
          .orderBy('sn')
          .execute();
        const given = new Map(results.map((result) => [result.qualificationId, result]));
        if (results.some((result) => !entries.some((entry) => entry.id === result.qualificationId))) {
          throw new Refusal('审查项不存在');
        }
        if (entries.some((entry) => !given.has(entry.id))) throw new Refusal('请完成全部审查项');
        if (results.some((result) => !result.passed && !result.remark?.trim())) {
          throw new Refusal(REVIEW_REASON_REQUIRED);
        }
        await ctx.db.transaction().execute(async (trx) => {
          for (const result of results) {
            await trx
              .insertInto('procure_qualification_results')
              .values({
                id: `qr-${randomUUID()}`,
                project_id: project.id,
                supplier_id: supplierId,
                qualification_id: result.qualificationId,
                passed: result.passed,
                remark: result.remark?.trim() ?? '',
              })
              .onConflict((oc) =>
                oc
                  .columns(['supplier_id', 'qualification_id'])
                  .doUpdateSet({ passed: result.passed, remark: result.remark?.trim() ?? '' }),
              )
              .execute();
          }
          // A supplier who fails the review takes no part in the scoring.
          if (results.some((result) => !result.passed)) {
            await trx
              .deleteFrom('procure_review_scores')
              .where('project_id', '=', project.id)
              .where('supplier_id', '=', supplierId)
              .execute();
          }
        });
        const lines = entries.map((entry) => {
          const result = given.get(entry.id);
          return {
            qualificationId: entry.id,
            type: entry.type,
            summarize: entry.summarize,
            passed: result?.passed ?? null,
            remark: result?.remark?.trim() ?? '',
          };
        });
        const answer: FinalQualification = {
          supplierId,
          supplierName: registration.supplier_name,
          passed: lines.every((line) => line.passed),
          results: lines,
        };
        return ok(answer, '保存成功');
      }),
  });

  // ---- scores
  signedIn.route({
    ...ownCall('saveScore'),
    schema: { body: SaveScoreBody },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const { projectId, supplierId, scores } = request.body;
        const project = await comprehensiveProject(ctx.db, user, projectId);
        requireOwner(user, project);
        requireReviewState(project);
        await enrolledSupplier(ctx.db, project.id, supplierId);
        const leaves = scoredLeaves(ruleTree(project.score_rule));
        const before = await scoreDetail(ctx.db, project);
        const row = before.suppliers.find((candidate) => candidate.supplierId === supplierId);
        if (row?.qualified === false) throw new Refusal('资格审查未通过的供应商不参与评分');
        if (row?.qualified !== true) throw new Refusal('请先完成该供应商的资格审查');
        for (const entry of scores) {
          const leaf = leaves.find((candidate) => candidate.key === entry.optionName);
          if (!leaf) throw new Refusal('评分项不存在');
          const invalid = scoreError(entry.score, leaf);
          if (invalid) throw new Refusal(invalid);
        }
        const stamp = new Date();
        await ctx.db.transaction().execute(async (trx) => {
          for (const entry of scores) {
            await trx
              .insertInto('procure_review_scores')
              .values({
                id: `rs-${randomUUID()}`,
                project_id: project.id,
                supplier_id: supplierId,
                option_key: entry.optionName,
                score: entry.score,
                remark: entry.remark?.trim() ?? '',
                reviewer_id: user.id,
                updated_at: stamp,
              })
              .onConflict((oc) =>
                oc.columns(['project_id', 'supplier_id', 'option_key']).doUpdateSet({
                  score: entry.score,
                  remark: entry.remark?.trim() ?? '',
                  reviewer_id: user.id,
                  updated_at: stamp,
                }),
              )
              .execute();
          }
        });
        const after = await scoreDetail(ctx.db, project);
        return ok(
          after.suppliers.find((candidate) => candidate.supplierId === supplierId),
          '保存成功',
        );
      }),
  });

  signedIn.route({
    ...ctx.call('procureReviewScore/getRuleScoreDetail'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await comprehensiveProject(ctx.db, user, request.query.projectId);
        requireOwner(user, project);
        const { remarks: _remarks, ...detail } = await scoreDetail(ctx.db, project);
        // The reason is shown as it is: in the caller's language, like the envelope's message.
        const language = languageOf(request.headers['accept-language']);
        return ok<ScoreDetail>({ ...detail, pending: detail.pending && translate(detail.pending, language) });
      }),
  });

  signedIn.route({
    ...ctx.call('procureReviewScore/getSupplierScoreDetail'),
    schema: { querystring: ScoreOptionQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await comprehensiveProject(ctx.db, user, request.query.projectId);
        requireOwner(user, project);
        const detail = await scoreDetail(ctx.db, project);
        const name = request.query.optionName.trim();
        const nodes = allRules(detail.rules);
        const rule =
          nodes.find((node) => node.key === name) ??
          (nodes.filter((node) => node.optionName === name).length === 1
            ? nodes.find((node) => node.optionName === name)
            : undefined);
        if (!rule) throw new Refusal('评分项不存在');
        const answer: RuleScoreDetail = {
          rule,
          rows: detail.suppliers.map((row) => ({
            supplierId: row.supplierId,
            supplierName: row.supplierName,
            points: row.points[rule.key] ?? null,
            remark: detail.remarks.get(`${row.supplierId}\n${rule.key}`) ?? '',
            rank: row.rank,
          })),
        };
        return ok(answer);
      }),
  });

  // ---- confirmation and award
  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/confirmQuotation'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const user = currentUser(request);
        const project = await comprehensiveProject(ctx.db, user, request.query.projectId);
        requireOwner(user, project);
        const detail = await scoreDetail(ctx.db, project);
        if (detail.pending) throw new Refusal(detail.pending);
        const winner = detail.suppliers.find((row) => row.rank === 1);
        if (!winner || winner.total === null) throw new Refusal('没有通过资格审查并报价的供应商，不能确认');
        const noticeId = `n-award-${randomUUID()}`;
        const now = new Date();
        const notified = await ctx.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('procure_projects')
            .set({ state: 'confirmed', winner_id: winner.supplierId, state_changed_at: now, updated_at: now })
            .where('id', '=', project.id)
            .where('state', '=', REVIEW_STATE)
            .returning('id')
            .executeTakeFirst();
          if (!updated) throw new Refusal(stateRefusal('confirmed', 'confirmQuotation'));
          const title = `“${project.project_name}”成交公告`;
          const content = awardNoticeContent(project, winner, detail.suppliers);
          const publisher = isAdmin(user) ? project.purchaser_name : user.fullname || project.purchaser_name;
          await trx
            .insertInto('procure_notices')
            .values({
              id: noticeId,
              project_id: project.id,
              type: 'bargain',
              title,
              content,
              attachments: '[]',
              publish_time: now,
              publisher,
              publisher_id: user.id,
              state: 'published',
              version: 1,
            })
            .execute();
          await trx
            .insertInto('notice_history')
            .values({
              id: `nh-${randomUUID()}`,
              notice_id: noticeId,
              version: 1,
              title,
              content,
              attachments: '[]',
              change_summary: '',
              publish_time: now,
              publisher,
            })
            .execute();
          const others = (await passedSuppliers(trx, project.id)).filter((id) => id !== winner.supplierId);
          await sendMessages(trx, [winner.supplierId], {
            subject: `您已成为“${project.project_name}”项目的成交供应商`,
            content: `您已成为“${project.project_name}”项目的成交供应商`,
            type: 'project',
            projectId: project.id,
          });
          const told = await sendMessages(trx, others, {
            subject: `“${project.project_name}”项目评审结果已公布`,
            content: `“${project.project_name}”项目评审结果已公布`,
            type: 'project',
            projectId: project.id,
          });
          return told + 1;
        });
        const answer: EvaluationConfirmation = {
          winnerId: winner.supplierId,
          winnerName: winner.supplierName,
          total: winner.total,
          noticeId,
          notified,
        };
        return ok(answer, '确认成功');
      }),
  });
}
