import { type Kysely, sql } from 'kysely';

/**
 * Accounts of the company directory (issue 38, auth/directory.ts): created or updated from a directory
 * entry at sign-in; their password is checked there, never stored here (users.password_hash holds a
 * marker no password matches). A row's absence keeps an account local, whatever the directory holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_directory_entries')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('dn', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.references('orgs.id').onDelete('set null'))
    .addColumn('synced_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_directory_entries').execute();
}
