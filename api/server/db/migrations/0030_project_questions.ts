import { type Kysely, sql } from 'kysely';

/**
 * Public questions and answers of a tender project (issue 36): a supplier's question, kept with who
 * asked it (so that they are told of the answer and see their own while it waits) but never shown with
 * it; the purchaser's answer once given. Listed per project in the order asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('procure_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('asker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('asked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answer', 'text')
    .addColumn('answerer_id', 'text')
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('procure_questions_project')
    .on('procure_questions')
    .columns(['project_id', 'asked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('procure_questions').execute();
}
