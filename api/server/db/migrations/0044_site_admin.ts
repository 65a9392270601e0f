import { type Kysely, sql } from 'kysely';

/**
 * The site administrator manages short links (issue 36): a link can be disabled without being removed,
 * carries a title the list shows, and counts how often it was resolved.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('short_urls')
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .alterTable('short_urls')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('short_urls')
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('short_urls')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['updated_at', 'hits', 'title', 'enabled']) {
    await db.schema.alterTable('short_urls').dropColumn(column).execute();
  }
}
