import { type Kysely, sql } from 'kysely';

/** The tables a user's method rights are read from (routes/portal-grants.ts, sysMenu/getCurrentUserMethodAuth). */
export const METHOD_RIGHTS_TABLES = ['portal_grants', 'roles', 'user_roles', 'method_auths'] as const;

/**
 * The version of everyone's method rights (issue 38): a sequence every statement changing a grant, a role,
 * a role's holders or the list of methods moves on. Each signed-in answer carries it, so a portal that
 * read its user's rights under an older version reads them again at its next call, whichever process
 * answers (auth/method-rights.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence method_rights_version`.execute(db);
  await sql`
    create function eip_method_rights_changed() returns trigger language plpgsql as $$
    begin
      perform nextval('method_rights_version');
      return null;
    end $$`.execute(db);
  for (const table of METHOD_RIGHTS_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_method_rights`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function eip_method_rights_changed()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of METHOD_RIGHTS_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_method_rights`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists eip_method_rights_changed()`.execute(db);
  await sql`drop sequence if exists method_rights_version`.execute(db);
}
