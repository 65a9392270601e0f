import { type Kysely, sql } from 'kysely';

/**
 * Electronic seals: one per user, an image among the uploaded files, guarded by its own password.
 * `secret_free` is the owner's consent to sign without typing that password (a form field configured
 * secretFree then signs at once); without it every signature asks for the password.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_seals')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('password_hash', 'text')
    .addColumn('secret_free', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_seals').execute();
}
