import { type Kysely, sql } from 'kysely';

/**
 * Messages and signals of models other tools write (issue 37, workflow/events.ts): a row per catching
 * element an instance waits at (a receive task, a message or signal catch, a message or signal boundary
 * event), written with the step that reached it and gone with the step that left it, so that a message
 * thrown by another instance, or sent by the message call, finds its receivers in the database whatever
 * process handles it. An incident of kind `event` is a delivery whose step failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_event_waits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('execution_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('message', 'signal')`))
    /** The message's or signal's name (its id when it has none), and the model's id of it. */
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    /** The instance's `correlationKey` variable as text, null while it has none. */
    .addColumn('correlation_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_event_waits_name')
    .on('bpm_event_waits')
    .columns(['kind', 'name'])
    .execute();
  await db.schema.createIndex('bpm_event_waits_inst').on('bpm_event_waits').column('inst_id').execute();
  await sql`alter table bpm_incidents drop constraint bpm_incidents_kind_check`.execute(db);
  await sql`alter table bpm_incidents add constraint bpm_incidents_kind_check check (kind in ('service', 'timer', 'call', 'event'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from bpm_incidents where kind = 'event'`.execute(db);
  await sql`alter table bpm_incidents drop constraint bpm_incidents_kind_check`.execute(db);
  await sql`alter table bpm_incidents add constraint bpm_incidents_kind_check check (kind in ('service', 'timer', 'call'))`.execute(
    db,
  );
  await db.schema.dropTable('bpm_event_waits').execute();
}
