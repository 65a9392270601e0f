import { type Kysely, sql } from 'kysely';

/**
 * Workflow incidents (issue 37): where an instance stopped because the portal could not run what the model
 * asks (a service task without a built-in implementation, a timer or call activity whose step failed),
 * naming the element and the error. Open until a workflow administrator retries or skips it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_incidents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('execution_id', 'text', (c) => c.notNull())
    // service | timer | call
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('service', 'timer', 'call')`))
    .addColumn('message', 'text', (c) => c.notNull())
    // What a retry runs again (a timer's row id, the child instance that ended), JSON.
    .addColumn('payload', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'text')
    .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('retried', 'skipped', 'ended')`))
    .execute();
  await sql`create index bpm_incidents_open on bpm_incidents (created_at desc, id) where resolved_at is null`.execute(
    db,
  );
  await sql`create unique index bpm_incidents_one_open on bpm_incidents (inst_id, execution_id) where resolved_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bpm_incidents').execute();
}
