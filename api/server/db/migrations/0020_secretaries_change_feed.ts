import { type Kysely, sql } from 'kysely';

/** The tables whose changes migration 0020 adds to the change feed of 0006. */
export const SECRETARY_WATCHED_TABLES = ['bpm_secretaries'] as const;

/**
 * A leader's flow menu leaves out 领导待办 (getCurrentUserMenu): whether the user has secretaries is part
 * of the cached menu tree, so a change to the secretaries is told to every process like a change to the
 * menus (0006's eip_tell_change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of SECRETARY_WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_tell_change`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function eip_tell_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of SECRETARY_WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_tell_change`)} on ${sql.table(table)}`.execute(db);
  }
}
