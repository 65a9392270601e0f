/**
 * The purchaser's review in a comprehensive evaluation: the qualification review of each enrolled
 * supplier, the scores of the qualified ones, and the score details by rule.
 */
import { randomUUID } from 'node:crypto';
import {
  allRules,
  REVIEW_REASON_REQUIRED,
  type RuleScoreDetail,
  ruleTree,
  type ScoreDetail,
  type SupplierEvaluation,
  scoredLeaves,
  scoreError,
} from '../../contract/evaluation.js';
import type { FinalQualification } from '../../contract/procure-project.js';
import type { SaveQualificationBody, SaveScoreBody } from '../../contract/schemas/evaluation.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { Refusal, requireOwner } from './access.js';
import { comprehensiveProject, enrolledSupplier, requireReviewState, scoreDetail } from './evaluation.js';

/** saveQualification: the purchaser's review of one supplier against every entry. */
export async function saveQualification(
  db: Db,
  user: SessionUser,
  body: SaveQualificationBody,
): Promise<FinalQualification> {
  const { projectId, supplierId, results } = body;
  const project = await comprehensiveProject(db, user, projectId);
  requireOwner(user, project);
  requireReviewState(project);
  const registration = await enrolledSupplier(db, project.id, supplierId);
  const entries = await db
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
  await db.transaction().execute(async (trx) => {
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
  return answer;
}

/** saveScore: the purchaser's scores of one qualified supplier; answers their evaluation after. */
export async function saveScore(
  db: Db,
  user: SessionUser,
  body: SaveScoreBody,
): Promise<SupplierEvaluation | undefined> {
  const { projectId, supplierId, scores } = body;
  const project = await comprehensiveProject(db, user, projectId);
  requireOwner(user, project);
  requireReviewState(project);
  await enrolledSupplier(db, project.id, supplierId);
  const leaves = scoredLeaves(ruleTree(project.score_rule));
  const before = await scoreDetail(db, project);
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
  await db.transaction().execute(async (trx) => {
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
  const after = await scoreDetail(db, project);
  return after.suppliers.find((candidate) => candidate.supplierId === supplierId);
}

/** getRuleScoreDetail: the project's review state, for its purchaser (the pending reason untranslated). */
export async function ruleScoreDetail(db: Db, user: SessionUser, projectId: string): Promise<ScoreDetail> {
  const project = await comprehensiveProject(db, user, projectId);
  requireOwner(user, project);
  const { remarks: _remarks, ...detail } = await scoreDetail(db, project);
  return detail;
}

/** getSupplierScoreDetail: every supplier's points on one rule (named by key, or by a unique name). */
export async function supplierScoreDetail(
  db: Db,
  user: SessionUser,
  projectId: string,
  optionName: string,
): Promise<RuleScoreDetail> {
  const project = await comprehensiveProject(db, user, projectId);
  requireOwner(user, project);
  const detail = await scoreDetail(db, project);
  const name = optionName.trim();
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
  return answer;
}
