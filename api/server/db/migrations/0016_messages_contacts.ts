import { type Kysely, sql } from 'kysely';

/**
 * Inner messages and personal contact groups (issue 15). A message is written once and reaches each
 * receiver through a receipt row that keeps that receiver's read and removed state: removing a message
 * removes only the caller's receipt. A contact group belongs to the user who made it; its members keep
 * the order the owner gives them (sn).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inner_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // null for a message of the system (no person sent it)
    .addColumn('sender_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('inner_message_receipts')
    .addColumn('message_id', 'text', (c) => c.notNull().references('inner_messages.id').onDelete('cascade'))
    .addColumn('receiver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('removed_at', 'timestamptz')
    .addPrimaryKeyConstraint('inner_message_receipts_pk', ['message_id', 'receiver_id'])
    .execute();
  await db.schema
    .createIndex('inner_message_receipts_receiver')
    .on('inner_message_receipts')
    .columns(['receiver_id', 'is_read'])
    .where(sql.ref('removed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('contact_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('contact_groups_owner_name', ['owner_id', 'name'])
    .execute();
  await db.schema
    .createTable('contact_group_users')
    .addColumn('group_id', 'text', (c) => c.notNull().references('contact_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sn', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contact_group_users_pk', ['group_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_group_users').execute();
  await db.schema.dropTable('contact_groups').execute();
  await db.schema.dropTable('inner_message_receipts').execute();
  await db.schema.dropTable('inner_messages').execute();
}
