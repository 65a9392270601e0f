import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A supplier's question about a project and the purchaser's answer (0030_project_questions). */
export interface ProcureQuestionTable {
  id: string;
  project_id: string;
  /** Null once the asker's account is deleted (0041): the question stays public. */
  asker_id: string | null;
  question: string;
  asked_at: Timestamp;
  answer: string | null;
  answerer_id: string | null;
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The questions tables, merged into `Database`. */
export interface QuestionTables {
  procure_questions: ProcureQuestionTable;
}
