import type { Kysely } from 'kysely';

/**
 * The leaders an administrator names for an organisation (issue 38: organisations as a tree per dimension,
 * with their leaders), in the order they are listed. A leader is a staff user; removing the user or the
 * organisation removes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('org_leaders')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('org_leaders_pk', ['org_id', 'user_id'])
    .execute();
  await db.schema.createIndex('org_leaders_user').on('org_leaders').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('org_leaders').ifExists().execute();
}
