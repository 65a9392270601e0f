import { type Kysely, sql } from 'kysely';

/**
 * The rows the server's own code names, so that every database has them, with or without the demo
 * data (which used to be their only source, so that on PostgreSQL without SEED_DEMO every guest short
 * link was refused):
 * - the platform tenant (DEFAULT_TENANT_ID, -1): sign-in's default and the tenant registration opens on;
 * - the guest user (auth/guest.ts) that a guest short link signs a visitor in as: no identity, no
 *   password (no hash matches `!guest`);
 * - the administrators' role (WORKFLOW_ADMIN_ROLE in workflow/instance-actions.ts);
 * - the jobs whose posts lead their organisation (LEADER_JOBS in workflow/assignees.ts).
 * The values are written out, not imported: a migration stays as it landed. A database that already has
 * a row (a demo database, or one whose operators made it) keeps its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into tenants (id, code, name) values (-1, 'platform', '平台租户') on conflict do nothing`.execute(
    db,
  );
  await sql`insert into users (id, account, fullname, password_hash, status, tenant_id)
    values ('u-guest', 'guest', '访客', '!guest', 1, -1) on conflict do nothing`.execute(db);
  await sql`insert into roles (id, name, code, enabled) values ('role-admin', '系统管理员', 'xtgly', true)
    on conflict do nothing`.execute(db);
  await sql`insert into jobs (id, name, code) values ('job-gm', '总经理', 'zjl'), ('job-manager', '部门经理', 'bmjl')
    on conflict do nothing`.execute(db);
}

/** Only the guest goes: users, roles and posts may hang on the tenant, the role and the jobs by now. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from users where id = 'u-guest'`.execute(db);
}
