import type { Kysely } from 'kysely';

/**
 * The note of a circulation (doNextCopyto's opinion): kept on each receiver's notice, so that their
 * read-notice detail shows why it was sent to them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_task_reads').addColumn('opinion', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bpm_task_reads').dropColumn('opinion').execute();
}
