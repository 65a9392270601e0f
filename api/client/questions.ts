import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope } from '../contract/envelope.js';
import type {
  AnswerQuestionBody,
  AskQuestionBody,
  QuestionsQuery,
  TenderQuestion,
  TenderQuestions,
} from '../contract/questions.js';
import type { HttpClient } from './http.js';

/** procureQuestion: a tender project's public questions and answers (issue 36; the backend's own calls). */
export function questionCalls(http: HttpClient) {
  return {
    /** The questions the caller may read (answered ones for anyone), and whether they may ask or answer. */
    query: (projectId: string, signal?: AbortSignal) =>
      http.call<Envelope<TenderQuestions>>(PORTAL.procureQuestion_query, {
        params: { projectId } satisfies QuestionsQuery,
        signal,
      }),
    /** A supplier's question (plain text), until the project's registration window closes. */
    ask: (body: AskQuestionBody) =>
      http.call<Envelope<TenderQuestion>>(PORTAL.procureQuestion_ask, { data: body }),
    /** The project's purchaser answers a question once (plain text). */
    answer: (body: AnswerQuestionBody) =>
      http.call<Envelope<TenderQuestion>>(PORTAL.procureQuestion_answer, { data: body }),
  };
}
