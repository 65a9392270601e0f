import { type Kysely, sql } from 'kysely';

/** The tables whose changes migration 0032 adds to the change feed of 0006. */
export const PUBLIC_WATCHED_TABLES = ['procure_notices', 'procure_projects', 'news', 'news_classes'] as const;

/**
 * The public lists are served from memory (http/public-cache.ts, issue 39): a change to the notices, the
 * projects whose facts and windows the notice lists show, or the news is told to every process like a
 * change to the menus (0006's eip_tell_change), whatever writes it (a publication, a clarification, an
 * administrator's edit, a script).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLIC_WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_tell_change`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function eip_tell_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PUBLIC_WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_tell_change`)} on ${sql.table(table)}`.execute(db);
  }
}
