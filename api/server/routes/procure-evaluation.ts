import type { ScoreDetail } from '../../contract/evaluation.js';
import { IdQuery } from '../../contract/schemas/common.js';
import {
  ComprehensiveQuotationBody,
  SaveQualificationBody,
  SaveScoreBody,
  ScoreOptionQuery,
} from '../../contract/schemas/evaluation.js';
import { ProjectIdQuery } from '../../contract/schemas/procure-project.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { languageOf, translate } from '../http/translations/index.js';
import { refusing } from '../tender/access.js';
import { confirmEvaluation } from '../tender/evaluation-award.js';
import {
  comprehensiveQuotation,
  projectQuotations,
  submitComprehensiveQuotation,
} from '../tender/evaluation-quotations.js';
import {
  ruleScoreDetail,
  saveQualification,
  saveScore,
  supplierScoreDetail,
} from '../tender/evaluation-review.js';

/**
 * procureComprehensiveQuotation, procureQualificationReview (saving) and procureReviewScore: the
 * comprehensive evaluation of issue 12 (tender-portal 3, 4, 7.3, 7.4). The project's purchaser (or an
 * administrator) reviews and confirms; an enrolled supplier quotes and reads their own quotation.
 * The rules are in tender/evaluation*.ts.
 */
export function registerProcureEvaluationRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  // ---- quotations
  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/quotation'),
    schema: { body: ComprehensiveQuotationBody },
    handler: (request) =>
      refusing(async () =>
        ok(await submitComprehensiveQuotation(db, currentUser(request), request.body), '报价成功'),
      ),
  });

  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/getDetail'),
    schema: { querystring: IdQuery },
    handler: (request) =>
      refusing(async () => ok(await comprehensiveQuotation(db, currentUser(request), request.query.id))),
  });

  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/queryQuotation'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => ok(await projectQuotations(db, currentUser(request), request.query.projectId))),
  });

  // ---- qualification review and scores
  signedIn.route({
    ...ctx.call('procureQualificationReview/saveQualification'),
    schema: { body: SaveQualificationBody },
    handler: (request) =>
      refusing(async () => ok(await saveQualification(db, currentUser(request), request.body), '保存成功')),
  });

  signedIn.route({
    ...ctx.call('procureReviewScore/saveScore'),
    schema: { body: SaveScoreBody },
    handler: (request) =>
      refusing(async () => ok(await saveScore(db, currentUser(request), request.body), '保存成功')),
  });

  signedIn.route({
    ...ctx.call('procureReviewScore/getRuleScoreDetail'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => {
        const detail = await ruleScoreDetail(db, currentUser(request), request.query.projectId);
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
        const { projectId, optionName } = request.query;
        return ok(await supplierScoreDetail(db, currentUser(request), projectId, optionName));
      }),
  });

  // ---- confirmation and award
  signedIn.route({
    ...ctx.call('procureComprehensiveQuotation/confirmQuotation'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () =>
        ok(await confirmEvaluation(db, currentUser(request), request.query.projectId), '确认成功'),
      ),
  });
}
