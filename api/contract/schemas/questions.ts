/** Request shapes of a project's public questions and answers (issue 36). */
import { type Static, Type } from 'typebox';
import { ANSWER_MAX, QUESTION_MAX } from '../questions.js';
import { Id, Text } from './common.js';

/** query?projectId */
export const QuestionsQuery = Type.Object({ projectId: Id });
export type QuestionsQuery = Static<typeof QuestionsQuery>;

/** ask: `{ projectId, question }` (plain text). */
export const AskQuestionBody = Type.Object({ projectId: Id, question: Text(QUESTION_MAX) });
export type AskQuestionBody = Static<typeof AskQuestionBody>;

/** answer: `{ id, answer }` (plain text), once per question. */
export const AnswerQuestionBody = Type.Object({ id: Id, answer: Text(ANSWER_MAX) });
export type AnswerQuestionBody = Static<typeof AnswerQuestionBody>;
