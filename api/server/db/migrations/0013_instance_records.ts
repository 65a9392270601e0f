import { type Kysely, sql } from 'kysely';

/**
 * The instance actions and records of issue 14: an instance's suspension (who and since when), the nodes
 * a user follows in an instance, the print records of its form, and the form's modify records (the values
 * a node changed when its task was completed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bpm_instances')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspended_by', 'text')
    .execute();

  await db.schema
    .createTable('bpm_task_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bpm_task_follows_pk', ['inst_id', 'node_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('bpm_print_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    // print | word | pdf (PRINT_TYPES)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index bpm_print_records_inst on bpm_print_records (inst_id, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index bpm_print_records_user on bpm_print_records (user_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('bpm_modify_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text')
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    // JSON FieldChange[] (api/contract/workflow-instance.ts)
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index bpm_modify_records_inst on bpm_modify_records (inst_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bpm_modify_records').ifExists().execute();
  await db.schema.dropTable('bpm_print_records').ifExists().execute();
  await db.schema.dropTable('bpm_task_follows').ifExists().execute();
  await db.schema.alterTable('bpm_instances').dropColumn('suspended_by').execute();
  await db.schema.alterTable('bpm_instances').dropColumn('suspended_at').execute();
}
