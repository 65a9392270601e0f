import { type Kysely, sql } from 'kysely';

/**
 * Online bidding in rounds (issue 12):
 * - a project's own bidding rules (minimum step, budget cap, overtime) and when its quotation ended;
 * - each round's window keeps its overtime extensions, whether the purchaser ended it early, and whether
 *   its opening and closing were announced (any server process announces each once, by a conditional
 *   update, so no timer lives in one process's memory);
 * - the quotations, recorded once per idempotency key; the audit trail of every quotation request;
 * - each supplier's last announced rank, so a rank-changed event goes only to those whose rank moved;
 * - the live events, numbered for Last-Event-ID; each insert tells the change channel (0006), which every
 *   process listens to, so an event written through one process reaches the streams of all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('procure_projects')
    .addColumn('min_step', sql`numeric(18, 2)`)
    .addColumn('min_step_kind', 'text', (c) => c.notNull().defaultTo('amount'))
    .addColumn('cap_at_budget', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overtime_trigger_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overtime_extend_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overtime_max_times', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quotation_ended_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('procure_bid_windows')
    .addColumn('extensions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_early', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('opened_announced', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('closed_announced', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Windows landed before this issue have been announced already.
  await sql`update procure_bid_windows set opened_announced = true, closed_announced = end_time <= now()`.execute(
    db,
  );
  await db.schema
    .createIndex('procure_bid_windows_unannounced')
    .on('procure_bid_windows')
    .columns(['start_time', 'end_time'])
    .where(sql.ref('closed_announced'), '=', false)
    .execute();

  await db.schema
    .createTable('procure_quotations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // the order of acceptance: ties are decided by the earlier quotation
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('supplier_name', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    // the quoted value: the total in money modes, the rate in percent modes
    .addColumn('amount', sql`numeric(18, 2)`, (c) => c.notNull())
    // JSON list of QuotationLine (itemised modes)
    .addColumn('quotation_list', 'text')
    // JSON list of FileListEntry
    .addColumn('quotation_file', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('procure_quotations_once', ['project_id', 'supplier_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('procure_quotations_project_round')
    .on('procure_quotations')
    .columns(['project_id', 'round', 'seq'])
    .execute();
  await db.schema
    .createIndex('procure_quotations_supplier')
    .on('procure_quotations')
    .columns(['project_id', 'supplier_id', 'seq'])
    .execute();

  await db.schema
    .createTable('procure_quotation_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('supplier_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('round', 'integer')
    // accepted or refused
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('quotation_id', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('procure_quotation_audit_project')
    .on('procure_quotation_audit')
    .columns(['project_id', 'id'])
    .execute();

  await db.schema
    .createTable('procure_bid_ranks')
    .addColumn('project_id', 'text', (c) => c.notNull().references('procure_projects.id').onDelete('cascade'))
    .addColumn('supplier_id', 'text', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('procure_bid_ranks_pk', ['project_id', 'supplier_id'])
    .execute();

  await db.schema
    .createTable('procure_bid_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // all (everyone with a part in the project), owner (its purchaser and administrators), user (user_id)
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('procure_bid_events_project')
    .on('procure_bid_events')
    .columns(['project_id', 'id'])
    .execute();
  await sql`
    create trigger procure_bid_events_tell_change after insert on procure_bid_events
    for each statement execute function eip_tell_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists procure_bid_events_tell_change on procure_bid_events`.execute(db);
  for (const table of [
    'procure_bid_events',
    'procure_bid_ranks',
    'procure_quotation_audit',
    'procure_quotations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema
    .alterTable('procure_bid_windows')
    .dropColumn('extensions')
    .dropColumn('ended_early')
    .dropColumn('opened_announced')
    .dropColumn('closed_announced')
    .execute();
  await db.schema
    .alterTable('procure_projects')
    .dropColumn('min_step')
    .dropColumn('min_step_kind')
    .dropColumn('cap_at_budget')
    .dropColumn('overtime_trigger_minutes')
    .dropColumn('overtime_extend_minutes')
    .dropColumn('overtime_max_times')
    .dropColumn('quotation_ended_at')
    .execute();
}
