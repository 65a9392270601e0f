import * as FORM from '../contract/calls/form.js';
import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope } from '../contract/envelope.js';
import type {
  ComprehensiveQuotation,
  ComprehensiveQuotationBody,
  EvaluationConfirmation,
  RuleScoreDetail,
  SaveQualificationBody,
  SaveScoreBody,
  ScoreDetail,
  ScoreOptionQuery,
  SupplierEvaluation,
} from '../contract/evaluation.js';
import type { FinalQualification, ProjectIdQuery } from '../contract/procure-project.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type { HttpClient } from './http.js';

/**
 * Comprehensive evaluation (issue 12): a supplier's comprehensive quotation, the purchaser's
 * qualification review and scores, the score table with its rule tree, and the confirmation that
 * publishes the award notice (procureComprehensiveQuotation, procureQualificationReview,
 * procureReviewScore; tender-portal 7.3, 7.4). The qualification reads are in procureProject.
 */
export function evaluationCalls(http: HttpClient) {
  return {
    /** Quotes (or replaces the caller's quotation) while quotation is open; refused with the reason. */
    quotation: (body: ComprehensiveQuotationBody) =>
      http.call<Envelope<ComprehensiveQuotation>>(FORM.procureComprehensiveQuotation_quotation, {
        data: body,
      }),
    /** One quotation: its supplier's own, or any of the project's purchaser (sealed while quoting). */
    getDetail: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<ComprehensiveQuotation>>(FORM.procureComprehensiveQuotation_getDetail, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** The project's quotations: the purchaser all (sealed while quoting), a supplier their own. */
    queryQuotation: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<ComprehensiveQuotation[]>>(PORTAL.procureComprehensiveQuotation_queryQuotation, {
        params: { projectId } satisfies ProjectIdQuery,
        signal,
      }),
    /** Confirms the first ranked supplier, publishes the award notice and tells the suppliers. */
    confirmQuotation: (projectId: string) =>
      http.call<Envelope<EvaluationConfirmation>>(PORTAL.procureComprehensiveQuotation_confirmQuotation, {
        params: { projectId } satisfies ProjectIdQuery,
      }),
    /** The rule tree, every supplier's points, totals and ranking, and what may be done now. */
    getRuleScoreDetail: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<ScoreDetail>>(FORM.procureReviewScore_getRuleScoreDetail, {
        params: { projectId } satisfies ProjectIdQuery,
        signal,
      }),
    /** One rule (by key or name) for every supplier. */
    getSupplierScoreDetail: (projectId: string, optionName: string, signal?: AbortSignal) =>
      http.call<Envelope<RuleScoreDetail>>(FORM.procureReviewScore_getSupplierScoreDetail, {
        params: { projectId, optionName } satisfies ScoreOptionQuery,
        signal,
      }),
    /** Records a supplier's qualification review (every entry; a reason for a failed one). */
    saveQualification: (body: SaveQualificationBody) =>
      http.call<Envelope<FinalQualification>>(FORM.procureQualificationReview_saveQualification, {
        data: body,
      }),
    /** Records a supplier's points for hand-scored rules; answers the supplier's new line. */
    saveScore: (body: SaveScoreBody) =>
      http.call<Envelope<SupplierEvaluation>>(FORM.procureReviewScore_saveScore, { data: body }),
  };
}
