import { type Kysely, sql } from 'kysely';

/**
 * Mail (issue 15): the users' mail accounts (the password encrypted, mail/secrets.ts), their folders as
 * the IMAP server lists them with the UIDVALIDITY and last UID seen (incremental sync), the synced copy of
 * the mails, the attachments of each mail (files of the file storage, also linked in file_links as
 * `mail` so that only the owner downloads them), and the users' mail contacts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('imap_host', 'text', (c) => c.notNull())
    .addColumn('imap_port', 'integer', (c) => c.notNull())
    .addColumn('imap_security', 'text', (c) => c.notNull())
    .addColumn('smtp_host', 'text', (c) => c.notNull())
    .addColumn('smtp_port', 'integer', (c) => c.notNull())
    .addColumn('smtp_security', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    // AES-256-GCM: base64 of iv, tag and cipher text; null when no password is stored.
    .addColumn('password_cipher', 'text')
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    // Accounts the development mail service made for the demo staff; their ports follow the service.
    .addColumn('dev_service', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_sync_at', 'timestamptz')
    .addColumn('last_sync_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('mail_accounts_user').on('mail_accounts').columns(['user_id']).execute();

  await db.schema
    .createTable('mail_folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('mail_accounts.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parent_path', 'text')
    .addColumn('special_use', 'text')
    // UIDVALIDITY and the highest UID synced: unsigned 32-bit numbers, hence bigint.
    .addColumn('uid_validity', 'bigint')
    .addColumn('last_uid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('mail_folders_path', ['account_id', 'path'])
    .execute();

  await db.schema
    .createTable('mails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('mail_accounts.id').onDelete('cascade'))
    .addColumn('folder_id', 'text', (c) => c.notNull().references('mail_folders.id').onDelete('cascade'))
    // The owner, copied from the account: every read filters by it.
    .addColumn('user_id', 'text', (c) => c.notNull())
    // The UID on the server; null for a copy not (yet) on the server (a sent mail of a server without Sent).
    .addColumn('uid', 'bigint')
    .addColumn('message_id', 'text')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('from_address', 'text', (c) => c.notNull().defaultTo(''))
    // JSON arrays of { name, address }.
    .addColumn('to_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cc_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('bcc_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reply_to_json', 'text', (c) => c.notNull().defaultTo('[]'))
    // Names and addresses of every recipient in one text, for the keyword search.
    .addColumn('recipients_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_flagged', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_attachments', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('preview', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mails_folder_uid')
    .on('mails')
    .columns(['folder_id', 'uid'])
    .unique()
    .execute();
  await db.schema.createIndex('mails_folder_date').on('mails').columns(['folder_id', 'sent_at']).execute();
  await db.schema.createIndex('mails_user_date').on('mails').columns(['user_id', 'sent_at']).execute();

  await db.schema
    .createTable('mail_attachments')
    .addColumn('mail_id', 'text', (c) => c.notNull().references('mails.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('content_id', 'text')
    .addColumn('inline', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('mail_attachments_pk', ['mail_id', 'file_id'])
    .execute();

  await db.schema
    .createTable('mail_linkmen')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('company', 'text')
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('mail_linkmen_user_email')
    .on('mail_linkmen')
    .expression(sql`user_id, lower(email)`)
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mail_linkmen', 'mail_attachments', 'mails', 'mail_folders', 'mail_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
