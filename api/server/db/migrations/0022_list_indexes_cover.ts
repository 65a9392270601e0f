import { type Kysely, sql } from 'kysely';

/**
 * Three of 0006's list indexes carry the one more column their lists read, so that the database answers
 * those lists from the index alone instead of visiting a notice's row for each key it walks:
 * - by procure type, and by transaction mode: each holds the other, for the list filtered by both (the
 *   walk counts a thousand keys past the page, and the row of every one was read to test the other
 *   filter);
 * - by project (the status filters): the notice's id, the key the walk answers.
 * Measured in the notice benchmark (docs/benchmarks.md, "Notice list query").
 */
const COVERING_INDEXES = [
  {
    name: 'procure_notices_list_procure_type',
    columns: 'type, procure_type, publish_time desc, id desc',
    include: 'transaction_mode',
  },
  {
    name: 'procure_notices_list_mode',
    columns: 'type, transaction_mode, publish_time desc, id desc',
    include: 'procure_type',
  },
  { name: 'procure_notices_list_project', columns: 'project_id, type, publish_time desc', include: 'id' },
] as const;

async function recreate(db: Kysely<unknown>, covering: boolean): Promise<void> {
  for (const { name, columns, include } of COVERING_INDEXES) {
    await sql`drop index ${sql.id(name)}`.execute(db);
    const included = covering ? sql` include (${sql.raw(include)})` : sql``;
    await sql`create index ${sql.id(name)} on procure_notices (${sql.raw(columns)})${included}
      where state = 'published'`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recreate(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recreate(db, false);
}
