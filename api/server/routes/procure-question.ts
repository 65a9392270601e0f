import { AnswerQuestionBody, AskQuestionBody, QuestionsQuery } from '../../contract/schemas/questions.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { languageOf, translate } from '../http/translations/index.js';
import { refusing } from '../tender/access.js';
import { answerQuestion, askQuestion, projectQuestions } from '../tender/questions.js';

/** The question and answer fields as the form names them. */
const questionErrors = inputErrorsWith({ question: '问题', answer: '答复' });

/** procureQuestion: a project's public questions and answers (issue 36; rules in tender/questions.ts). */
export function registerProcureQuestionRoutes({ open, signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  open.route({
    ...ctx.call('procureQuestion/query'),
    preHandler: ctx.optionalUser,
    schema: { querystring: QuestionsQuery },
    handler: (request) =>
      refusing(async () => {
        const questions = await projectQuestions(db, request.sessionUser, request.query.projectId);
        // The refusal is shown as the reason the ask form is closed: in the caller's language too.
        const language = languageOf(request.headers['accept-language']);
        const { askRefusal } = questions;
        return ok({ ...questions, askRefusal: askRefusal && translate(askRefusal, language) });
      }),
  });

  signedIn.route({
    ...ctx.call('procureQuestion/ask'),
    schema: { body: AskQuestionBody },
    schemaErrorFormatter: questionErrors,
    handler: (request) =>
      refusing(async () => ok(await askQuestion(db, currentUser(request), request.body), '提问成功')),
  });

  signedIn.route({
    ...ctx.call('procureQuestion/answer'),
    schema: { body: AnswerQuestionBody },
    schemaErrorFormatter: questionErrors,
    handler: (request) =>
      refusing(async () => ok(await answerQuestion(db, currentUser(request), request.body), '答复成功')),
  });
}
