import { type Kysely, sql } from 'kysely';

/** The tables whose changes migration 0043 adds to the change feed of 0006. */
export const PER_USER_WATCHED_TABLES = [
  'bpm_tasks',
  'bpm_instances',
  'bpm_task_candidates',
  'bpm_task_comms',
  'bpm_task_signs',
  'bpm_opinions',
] as const;

/**
 * The per-user workflow lists are served from memory (workflow/lists/per-user-cache.ts, issue 39): a
 * change to the tasks, their instances, candidates, questions, votes or opinions is told to every process
 * like a change to the menus (0006's eip_tell_change), whatever writes it (the engine, a script).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_USER_WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_tell_change`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function eip_tell_change()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of PER_USER_WATCHED_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_tell_change`)} on ${sql.table(table)}`.execute(db);
  }
}
