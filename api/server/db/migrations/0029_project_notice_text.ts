import type { Kysely } from 'kysely';

/**
 * The tender notice a purchaser edits before submitting (issue 36): the title and rich text (stored
 * sanitized) that approval publishes instead of the notice generated from the project's facts. Null
 * while the purchaser has not edited it: approval then generates it from the facts as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('procure_projects')
    .addColumn('notice_title', 'text')
    .addColumn('notice_content', 'text')
    .execute();
}
