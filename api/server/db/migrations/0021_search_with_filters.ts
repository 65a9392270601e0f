import { type Kysely, sql } from 'kysely';

/**
 * A keyword search with the filters it is asked with most (type on every list page, transaction mode in
 * the home search) is answered by one scan of a free-text index that holds those columns too (btree_gin;
 * PGlite loads the extension, see database.ts). Before, the database also read every notice of the type or
 * mode from a list index and intersected the two: 50,000 entries for a thousand matches, most of the home
 * search's time.
 * Procure type stays out: in the index, the database took it for lists filtered by it without a keyword
 * too, sorting all their matches instead of walking the list's own index in order.
 */
const SEARCH_INDEXES = [
  { name: 'procure_notices_search', text: 'search_grams' },
  { name: 'procure_notices_search_trgm', text: 'search_text gin_trgm_ops' },
] as const;

const FILTER_COLUMNS = 'type, transaction_mode';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gin`.execute(db);
  for (const { name, text } of SEARCH_INDEXES) {
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on procure_notices
      using gin (${sql.raw(FILTER_COLUMNS)}, ${sql.raw(text)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, text } of SEARCH_INDEXES) {
    await sql`drop index ${sql.id(name)}`.execute(db);
    await sql`create index ${sql.id(name)} on procure_notices using gin (${sql.raw(text)})`.execute(db);
  }
}
