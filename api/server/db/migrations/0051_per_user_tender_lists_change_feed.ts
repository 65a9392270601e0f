import { type Kysely, sql } from 'kysely';

/** The tables whose changes migration 0051 adds to the change feed of 0006. */
export const PER_USER_TENDER_WATCHED_TABLES = [
  'inner_messages',
  'inner_message_receipts',
  'procure_registrations',
] as const;

/**
 * The inner messages, a supplier's registrations and the project lists are served per user from memory
 * too (workflow/lists/per-user-cache.ts, issue 39): a change to the messages, their receipts or the
 * registrations is told to every process like a change to the menus (0006's eip_tell_change), whatever
 * writes it. (The tender site's messages, the users and the projects are in the feed already: 0006, 0032.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_USER_TENDER_WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_tell_change`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function eip_tell_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_USER_TENDER_WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_tell_change`)} on ${sql.table(table)}`.execute(db);
  }
}
