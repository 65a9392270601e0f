/**
 * Public questions and answers of a tender project (issue 36, the ProZorro anchor): a supplier asks about
 * a published project until its registration window closes, its purchaser answers, and the answered
 * questions are public on its notice. Who asked is kept (they are told of the answer and see their own
 * while it waits) and never answered to anyone else, the purchaser included: a question is the market's,
 * not a supplier's. Plain text both ways; the elements render it as text.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { BIDDING_OVER_STATES, isUnpublishedState } from '../../contract/procure-project.js';
import {
  type AnswerQuestionBody,
  type AskQuestionBody,
  QUESTION_ANSWERED,
  QUESTION_NOT_FOUND,
  QUESTION_OWNER_ONLY,
  QUESTION_SUPPLIER_ONLY,
  QUESTIONS_CLOSED,
  QUESTIONS_NOT_OPEN,
  QUESTIONS_PENDING_LIMIT,
  QUESTIONS_PENDING_MAX,
  questionAnsweredSubject,
  questionAskedSubject,
  type TenderQuestion,
  type TenderQuestions,
} from '../../contract/questions.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { ProcureQuestionTable } from '../db/schema-questions.js';
import { forbidden } from '../http/envelope.js';
import { isAdmin, PROJECT_NOT_FOUND, type ProjectRow, Refusal, visibleProject } from './access.js';
import { sendMessages } from './messages.js';

type QuestionRow = Selectable<ProcureQuestionTable>;

/** States after the registration stage: questions are closed for good. */
const PAST_REGISTRATION: readonly string[] = ['quoting', ...BIDDING_OVER_STATES];

/**
 * Why the user may not ask about the project now, or null when they may. `waiting`: how many of their
 * questions about it wait for an answer (each told the purchaser: a supplier cannot flood them).
 */
export function askRefusal(
  user: SessionUser | undefined,
  project: ProjectRow,
  now: Date,
  waiting = 0,
): string | null {
  if (user?.identity !== 'supplier') return QUESTION_SUPPLIER_ONLY;
  const end = project.register_end_time ? new Date(project.register_end_time).getTime() : undefined;
  if ((end !== undefined && now.getTime() > end) || PAST_REGISTRATION.includes(project.state)) {
    return QUESTIONS_CLOSED;
  }
  if (project.state !== 'registering') return QUESTIONS_NOT_OPEN;
  if (waiting >= QUESTIONS_PENDING_MAX) return QUESTIONS_PENDING_LIMIT;
  return null;
}

const isOwner = (user: SessionUser | undefined, project: Pick<ProjectRow, 'purchaser_id'>) =>
  user !== undefined && project.purchaser_id !== null && project.purchaser_id === user.id;

/** A project anyone may read the questions of: published, or the caller's own (or an administrator's). */
async function readableProject(
  db: Db,
  user: SessionUser | undefined,
  projectId: string,
): Promise<ProjectRow> {
  if (user) return visibleProject(db, user, projectId);
  const project = await db
    .selectFrom('procure_projects')
    .selectAll()
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!project || isUnpublishedState(project.state)) throw new Refusal(PROJECT_NOT_FOUND);
  return project;
}

function toQuestion(row: QuestionRow, user: SessionUser | undefined): TenderQuestion {
  return {
    id: row.id,
    projectId: row.project_id,
    question: row.question,
    askTime: new Date(row.asked_at).toISOString(),
    answer: row.answer,
    answerTime: row.answered_at ? new Date(row.answered_at).toISOString() : null,
    mine: user !== undefined && row.asker_id === user.id,
  };
}

/**
 * query: the answered questions for everyone; the purchaser (and administrators) also the waiting ones,
 * a supplier also their own waiting ones. Oldest first.
 */
export async function projectQuestions(
  db: Db,
  user: SessionUser | undefined,
  projectId: string,
  now = new Date(),
): Promise<TenderQuestions> {
  const project = await readableProject(db, user, projectId);
  const manager = isOwner(user, project) || (user !== undefined && isAdmin(user));
  let query = db
    .selectFrom('procure_questions')
    .selectAll()
    .where('project_id', '=', project.id)
    .orderBy('asked_at')
    .orderBy('id');
  if (!manager) {
    query = query.where((eb) =>
      user
        ? eb.or([eb('answer', 'is not', null), eb('asker_id', '=', user.id)])
        : eb('answer', 'is not', null),
    );
  }
  const rows = await query.execute();
  const waiting = rows.filter((row) => row.asker_id === user?.id && row.answer === null).length;
  const refusal = askRefusal(user, project, now, waiting);
  return {
    projectId: project.id,
    questions: rows.map((row) => toQuestion(row, user)),
    canAsk: refusal === null,
    // A visitor or a purchaser is not refused anything: they are simply not askers.
    askRefusal: user?.identity === 'supplier' ? refusal : null,
    canAnswer: isOwner(user, project),
    askUntil: project.register_end_time ? new Date(project.register_end_time).toISOString() : null,
  };
}

/** ask: a supplier's question; the purchaser is told. */
export async function askQuestion(
  db: Db,
  user: SessionUser,
  body: AskQuestionBody,
  now = new Date(),
): Promise<TenderQuestion> {
  const project = await visibleProject(db, user, body.projectId);
  const waiting = await db
    .selectFrom('procure_questions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('project_id', '=', project.id)
    .where('asker_id', '=', user.id)
    .where('answer', 'is', null)
    .executeTakeFirstOrThrow();
  const refusal = askRefusal(user, project, now, Number(waiting.count));
  if (refusal === QUESTION_SUPPLIER_ONLY) throw forbidden(refusal);
  if (refusal) throw new Refusal(refusal);
  const row = await db
    .insertInto('procure_questions')
    .values({
      id: `qa-${randomUUID()}`,
      project_id: project.id,
      asker_id: user.id,
      question: body.question.trim(),
      asked_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (project.purchaser_id)
    await tell(db, project.purchaser_id, questionAskedSubject(project.project_name), project.id);
  return toQuestion(row, user);
}

/** A to-do message about a question of the project: its subject says it all. */
function tell(db: Db, userId: string, subject: string, projectId: string) {
  return sendMessages(db, [userId], { subject, content: subject, type: 'question', projectId });
}

/** answer: the project's purchaser answers a question once; the asker is told. */
export async function answerQuestion(
  db: Db,
  user: SessionUser,
  body: AnswerQuestionBody,
  now = new Date(),
): Promise<TenderQuestion> {
  const found = await db
    .selectFrom('procure_questions')
    .select(['procure_questions.project_id'])
    .where('procure_questions.id', '=', body.id)
    .executeTakeFirst();
  if (!found) throw new Refusal(QUESTION_NOT_FOUND);
  const project = await visibleProject(db, user, found.project_id).catch((error: unknown) => {
    throw error instanceof Refusal ? new Refusal(QUESTION_NOT_FOUND) : error;
  });
  if (!isOwner(user, project)) throw forbidden(QUESTION_OWNER_ONLY);
  const row = await db
    .updateTable('procure_questions')
    .set({ answer: body.answer.trim(), answerer_id: user.id, answered_at: now })
    .where('id', '=', body.id)
    .where('answer', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new Refusal(QUESTION_ANSWERED);
  // The asker's account may be gone (0041: the question stays, its asker null): nobody to tell then.
  if (row.asker_id) await tell(db, row.asker_id, questionAnsweredSubject(project.project_name), project.id);
  return toQuestion(row, user);
}
