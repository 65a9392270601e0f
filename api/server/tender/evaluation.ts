/**
 * The comprehensive evaluation of issue 12 (tender-portal 3, 4, 7.3, 7.4): a comprehensive project's
 * review state (rules, the suppliers' quotations, qualification and scores, computed), and the rules
 * the quotation, review and award modules share.
 */
import type { Selectable } from 'kysely';
import {
  type ComprehensiveQuotation,
  type EvaluationInput,
  evaluate,
  type RuleNode,
  ruleTree,
  type ScoreDetail,
  type SupplierEvaluation,
} from '../../contract/evaluation.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ProcureComprehensiveQuotationTable } from '../db/schema-evaluation.js';
import { ownRegistration, type ProjectRow, Refusal, visibleProject } from './access.js';
import { stateRefusal } from './project-state.js';

type QuotationRow = Selectable<ProcureComprehensiveQuotationTable>;

const NOT_COMPREHENSIVE = '该项目不是综合评估项目';
/** The project state in which the purchaser reviews and confirms. */
export const REVIEW_STATE = 'quoted';

export function toQuotation(row: QuotationRow, sealed: boolean): ComprehensiveQuotation {
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
export async function comprehensiveProject(
  db: Db,
  user: SessionUser,
  projectId: string,
): Promise<ProjectRow> {
  const project = await visibleProject(db, user, projectId);
  if (project.transaction_mode !== 'comprehensive') throw new Refusal(NOT_COMPREHENSIVE);
  return project;
}

/** The purchaser sees amounts only once quotation has ended (sealed bids). */
export const sealedFor = (user: SessionUser, row: { supplier_id: string }, project: ProjectRow) =>
  row.supplier_id !== user.id && project.state === 'quoting';

/** The review state of a project: rules, suppliers' quotations, qualification and scores, computed. */
export async function scoreDetail(
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
export async function enrolledSupplier(db: Db, projectId: string, supplierId: string) {
  const registration = await ownRegistration(db, projectId, supplierId);
  if (registration?.status !== 'pass') throw new Refusal('该供应商未通过报名审核');
  return registration;
}

/** The state refusal of a review outside the review phase. */
export function requireReviewState(project: ProjectRow): void {
  if (project.state !== REVIEW_STATE) {
    throw new Refusal(`当前项目状态不能评审：${stateRefusal(project.state, 'confirmQuotation')}`);
  }
}
