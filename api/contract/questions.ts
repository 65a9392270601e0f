/**
 * Public questions and answers of a tender project (issue 36, the ProZorro anchor): a signed-in supplier
 * asks about a published project until its registration window closes; its purchaser answers; answered
 * questions are public on the project's notice without the asker's name. Plain text both ways: the
 * elements render it as text, never as HTML.
 */

// The request shapes are TypeBox schemas; their types are re-exported here.
export type { AnswerQuestionBody, AskQuestionBody, QuestionsQuery } from './schemas/questions.js';

/** Longest question, and longest answer (characters). */
export const QUESTION_MAX = 1000;
export const ANSWER_MAX = 2000;

/** One question as the caller may read it (never who asked, except `mine` for the asker). */
export interface TenderQuestion {
  id: string;
  projectId: string;
  question: string;
  askTime: string;
  /** Null until the purchaser answers. */
  answer: string | null;
  answerTime: string | null;
  /** The caller asked it. */
  mine: boolean;
}

/** procureQuestion/query: the questions the caller may read, and what the caller may do. */
export interface TenderQuestions {
  projectId: string;
  questions: TenderQuestion[];
  /** The caller may ask now (a supplier, the project published, its registration window not closed). */
  canAsk: boolean;
  /** Why the caller may not ask (zh-CN, translated by the server), when a supplier may not. */
  askRefusal: string | null;
  /** The caller answers (the project's purchaser): unanswered questions are listed too. */
  canAnswer: boolean;
  /** When questions close (the registration end), if the project names one. */
  askUntil: string | null;
}

// Product texts (zh-CN; the server translates its answers)
export const QUESTION_SUPPLIER_ONLY = '只有供应商可以提问';
export const QUESTIONS_CLOSED = '报名已截止，不能再提问';
export const QUESTIONS_NOT_OPEN = '该项目当前不接受提问';
export const QUESTION_NOT_FOUND = '问题不存在';
export const QUESTION_ANSWERED = '该问题已答复';
export const QUESTION_OWNER_ONLY = '只有该项目的采购人可以答复';
/** How many of a supplier's questions about one project may wait for an answer at once (each tells the purchaser). */
export const QUESTIONS_PENDING_MAX = 5;
export const QUESTIONS_PENDING_LIMIT = '您在本项目的提问已有5个待答复，请待答复后再提问';
/** To-do messages (templates: the project's name). */
export const questionAskedSubject = (projectName: string) => `“${projectName}”项目有新的提问`;
export const questionAnsweredSubject = (projectName: string) => `您对“${projectName}”项目的提问已答复`;
