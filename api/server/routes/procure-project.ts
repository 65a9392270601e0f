import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../contract/envelope.js';
import { PROJECT_FIELD_LABELS, type ProjectFieldRefusal } from '../../contract/project-editor.js';
import { CLARIFICATION_FIELD_LABELS } from '../../contract/project-publication.js';
import { IdQuery } from '../../contract/schemas/common.js';
import {
  ApprovalBody,
  ApprovalReportBody,
  ConfirmQuotationQuery,
  InterruptProjectQuery,
  ProjectIdQuery,
  PushMessageQuery,
} from '../../contract/schemas/procure-project.js';
import { SaveProjectBody } from '../../contract/schemas/project-editor.js';
import { ClarifyBody, PreNoticeBody } from '../../contract/schemas/project-publication.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { languageOf, translate } from '../http/translations/index.js';
import { refusing } from '../tender/access.js';
import { startAwardMailPoller } from '../tender/award-mail.js';
import {
  approval,
  approvalReport,
  confirmQuotation,
  interruptProject,
  type PlainProjectAction,
  plainAction,
  pushMessage,
} from '../tender/project-actions.js';
import { projectApprovalOpinions } from '../tender/project-approval.js';
import {
  finalQualifications,
  projectDetail,
  projectGoods,
  projectQualifications,
  projectUserInfo,
} from '../tender/project-detail.js';
import { copyProject, editableProject, FieldRefusal, saveProject } from '../tender/project-editor.js';
import { submitProject, withdrawProject } from '../tender/project-editor-states.js';
import { type ProjectListKind, projectList } from '../tender/project-lists.js';
import { noticeDraft, publishClarification, publishPreNotice } from '../tender/project-publication.js';
import { perUserAnswer, TENDER_LISTS } from '../workflow/lists/per-user-cache.js';
import { listRoute } from './procure-route-helpers.js';

/**
 * The project editor's work: a refusal naming fields answers each field's message in the caller's
 * language in `value.fields` (the envelope's own message is translated where it is written).
 */
function editing<T>(request: FastifyRequest, work: () => Promise<T>) {
  return refusing(async (): Promise<T | Envelope<ProjectFieldRefusal>> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof FieldRefusal)) throw error;
      const language = languageOf(request.headers['accept-language']);
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, message]) => [path, translate(message, language)]),
      );
      return { state: false, message: error.message, value: { fields } };
    }
  });
}

/**
 * wProcureproject: the purchaser's projects and their lifecycle, the detail as each caller may see it
 * (tender-portal 2.4, 7.4), goods and qualifications (issue 11). The rules are in tender/.
 */
export function registerProcureProjectRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  // The award e-mails go from the database's outbox, in whichever process claims them (award-mail.ts).
  const stopAwardMails = startAwardMailPoller(db, undefined, (error) => signedIn.log.error(error));
  signedIn.addHook('onClose', async () => stopAwardMails());

  // ---- lists
  const lists = [
    ['wProcureproject/queryMyProject', 'mine'],
    ['wProcureproject/queryPurchaserProject', 'purchaser'],
    ['wProcureproject/queryArchiveProject', 'archive'],
    ['wProcureproject/queryMySuccessProject', 'success'],
  ] as const satisfies readonly (readonly [string, ProjectListKind])[];
  for (const [key, kind] of lists) {
    // Per user from memory until a project, registration or user changes (per-user-cache.ts).
    listRoute(signedIn, ctx.call(key), (user, body) =>
      perUserAnswer(
        db,
        `projects-${kind}`,
        user.id,
        body,
        () => projectList(db, user, body, kind),
        TENDER_LISTS,
      ),
    );
  }

  // ---- one project: the form side's detail and the portal side's (tender-portal 7.4) are one call
  for (const key of ['wProcureproject/getDetailWithDocumentation', 'wProcureproject/getDetail'] as const) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: IdQuery },
      handler: (request) =>
        refusing(async () => ok(await projectDetail(db, currentUser(request), request.query.id))),
    });
  }

  signedIn.route({
    ...ctx.call('wProcureproject/getUserInfoByProjectId'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => ok(await projectUserInfo(db, currentUser(request), request.query.projectId))),
  });

  signedIn.route({
    ...ctx.call('procureProjectGoods/getByProjectId'),
    schema: { querystring: ProjectIdQuery, body: ListBody },
    handler: (request) =>
      refusing(async () =>
        ok(await projectGoods(db, currentUser(request), request.query.projectId, request.body)),
      ),
  });

  signedIn.route({
    ...ctx.call('procureQualificationReview/getAllQualification'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () =>
        ok(await projectQualifications(db, currentUser(request), request.query.projectId)),
      ),
  });

  signedIn.route({
    ...ctx.call('procureQualificationReview/getFinalQualificationByPid'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () => ok(await finalQualifications(db, currentUser(request), request.query.projectId))),
  });

  // ---- the project editor (issue 36): the purchaser's own projects
  signedIn.route({
    ...ctx.call('wProcureproject/save'),
    schema: { body: SaveProjectBody },
    schemaErrorFormatter: inputErrorsWith(PROJECT_FIELD_LABELS),
    handler: (request) =>
      editing(request, async () => ok(await saveProject(db, currentUser(request), request.body), '保存成功')),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/getEditable'),
    schema: { querystring: IdQuery },
    handler: (request) =>
      refusing(async () => ok(await editableProject(db, currentUser(request), request.query.id))),
  });

  const editorActions = [
    ['wProcureproject/submit', submitProject],
    ['wProcureproject/withdraw', withdrawProject],
    ['wProcureproject/copy', copyProject],
  ] as const;
  for (const [key, action] of editorActions) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: ProjectIdQuery },
      handler: (request) =>
        editing(request, async () => ok(await action(db, currentUser(request), request.query.projectId))),
    });
  }

  // ---- publication (issue 36): a clarification or a pre-notice of a published project; the notice a
  // draft would publish
  signedIn.route({
    ...ctx.call('wProcureproject/clarify'),
    schema: { body: ClarifyBody },
    schemaErrorFormatter: inputErrorsWith({ ...PROJECT_FIELD_LABELS, ...CLARIFICATION_FIELD_LABELS }),
    handler: (request) =>
      editing(request, async () =>
        ok(await publishClarification(db, currentUser(request), request.body), '澄清公告已发布'),
      ),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/preNotice'),
    schema: { body: PreNoticeBody },
    schemaErrorFormatter: inputErrorsWith(CLARIFICATION_FIELD_LABELS),
    handler: (request) =>
      editing(request, async () =>
        ok(await publishPreNotice(db, currentUser(request), request.body), '招标预告已发布'),
      ),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/noticeDraft'),
    schema: { body: SaveProjectBody },
    schemaErrorFormatter: inputErrorsWith(PROJECT_FIELD_LABELS),
    handler: (request) => refusing(async () => ok(await noticeDraft(db, currentUser(request), request.body))),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/approvalOpinions'),
    schema: { querystring: ProjectIdQuery },
    handler: (request) =>
      refusing(async () =>
        ok(await projectApprovalOpinions(db, currentUser(request), request.query.projectId)),
      ),
  });

  // ---- actions
  const plain = [
    ['wProcureproject/startProject', 'startProject'],
    ['wProcureproject/endProject', 'endProject'],
    ['wProcureproject/startQuotation', 'startQuotation'],
    ['wProcureproject/endQuotation', 'endQuotation'],
  ] as const satisfies readonly (readonly [string, PlainProjectAction])[];
  for (const [key, action] of plain) {
    signedIn.route({
      ...ctx.call(key),
      schema: { querystring: ProjectIdQuery },
      handler: (request) =>
        refusing(async () =>
          ok(await plainAction(db, currentUser(request), request.query.projectId, action)),
        ),
    });
  }

  signedIn.route({
    ...ctx.call('wProcureproject/confirmQuotation'),
    schema: { querystring: ConfirmQuotationQuery },
    handler: (request) =>
      refusing(async () => {
        const { projectId, supplierId } = request.query;
        return ok(await confirmQuotation(db, currentUser(request), projectId, supplierId));
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/interruptProject'),
    schema: { querystring: InterruptProjectQuery },
    handler: (request) =>
      refusing(async () => {
        const { projectId, reason } = request.query;
        return ok(await interruptProject(db, currentUser(request), projectId, reason));
      }),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/approvalReport'),
    schema: { body: ApprovalReportBody },
    handler: (request) =>
      refusing(async () => ok(await approvalReport(db, currentUser(request), request.body))),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/approval'),
    schema: { body: ApprovalBody },
    handler: (request) => refusing(async () => ok(await approval(db, currentUser(request), request.body))),
  });

  signedIn.route({
    ...ctx.call('wProcureproject/pushMessage'),
    schema: { querystring: PushMessageQuery },
    handler: (request) =>
      refusing(async () => {
        const { projectId, message } = request.query;
        return ok(await pushMessage(db, currentUser(request), projectId, message));
      }),
  });
}
