import { type Kysely, sql } from 'kysely';

/**
 * Timer start events (workflow/timer-starts.ts): the next start of each deployed definition's main version
 * whose start event has a timer, one row per start event, written at deploy (replacing the key's rows of
 * the version before) and moved on, or deleted after its last start, by the poller that fires it under the
 * row's lock. Who starts the instances is the workflow administrator who deployed that version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_timer_starts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('def_key', 'text', (c) => c.notNull())
    .addColumn('def_id', 'text', (c) => c.notNull().references('bpm_definitions.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    /** The model's repeating interval (R/PT1H, R3/2026-12-01T09:00:00+08:00/P1D, a cron line); null: once. */
    .addColumn('cycle', 'text')
    /** When an interval without a start date of its own began: the deploy's time. */
    .addColumn('anchor', 'timestamptz', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('starter_id', 'text', (c) => c.notNull())
    .addColumn('starter_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bpm_timer_starts_due').on('bpm_timer_starts').column('due_at').execute();
  await db.schema.createIndex('bpm_timer_starts_key').on('bpm_timer_starts').column('def_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bpm_timer_starts').execute();
}
