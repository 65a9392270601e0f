import { type Kysely, sql } from 'kysely';

/**
 * Identity administration (issue 38): the administrative change log (who changed what, when, before and
 * after), what an administrator sets on a user (a one-time password to change at next sign-in, the lock
 * after failed sign-ins, the last sign-in), and the review of a supplier's or purchaser's registration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_account', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index admin_changes_by_time on admin_changes (tenant_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index admin_changes_by_object on admin_changes (object_type, object_id, created_at desc)`.execute(
    db,
  );
  await sql`create index admin_changes_by_actor on admin_changes (actor_id, created_at desc)`.execute(db);

  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_sign_in_at', 'timestamptz')
    .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('user_admissions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'rejected', 'activated')`))
    .addColumn('reason', 'text')
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .execute();
  await sql`create index user_admissions_by_state on user_admissions (state, submitted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_admissions').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('must_change_password')
    .dropColumn('last_sign_in_at')
    .dropColumn('failed_sign_ins')
    .dropColumn('locked_at')
    .execute();
  await db.schema.dropTable('admin_changes').execute();
}
