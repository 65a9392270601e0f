import { type Kysely, sql } from 'kysely';

/**
 * The shared instance page (issue 14, /shareInst/{instId}/true?token): which instance a guest token
 * of a short link may read. A guest token stands for the one guest user; this row is what keeps one
 * shared link from opening every other instance. It ends with the token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_instance_shares')
    .addColumn('token', 'text', (c) => c.notNull().references('auth_tokens.token').onDelete('cascade'))
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bpm_instance_shares_pk', ['token', 'inst_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bpm_instance_shares').execute();
}
