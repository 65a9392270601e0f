import { type Kysely, sql } from 'kysely';

/**
 * Stream tickets (issue 34 item 24): EventSource cannot send a header, so the bidding event stream used
 * to take the session token in its query string, where request logs and proxies keep it. A stream is now
 * opened with a ticket: good once, for a minute, for one stream (purpose and scope) of one session. Kept
 * here, not in a process's memory, so that any process behind the load balancer accepts it. Only the
 * ticket's hash is stored; the row goes with its session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('session_token', 'text', (c) =>
      c.notNull().references('auth_tokens.token').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Expired tickets nobody used are swept by the next issue: by this index, not a scan.
  await db.schema
    .createIndex('stream_tickets_expires_at')
    .on('stream_tickets')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('stream_tickets_session')
    .on('stream_tickets')
    .column('session_token')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_tickets').execute();
}
