import { type Kysely, sql } from 'kysely';

/**
 * The task actions of issue 14 that live in our tables (DESIGN "The workflow engine"): inquiries,
 * communications and the records of transfers and delegations on a task; the signers a handler adds;
 * reminders; and, after a reject with the direct back mode, the node a resubmitted task returns to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_task_comms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('bpm_tasks.id').onDelete('cascade'))
    // inquiry | communicate | transfer | delegate (COMM_KINDS)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('receiver_id', 'text', (c) => c.notNull())
    .addColumn('receiver_name', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    // pending | replied | done
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replied_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('bpm_task_comms_task')
    .on('bpm_task_comms')
    .columns(['task_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('bpm_task_comms_receiver')
    .on('bpm_task_comms')
    .columns(['receiver_id', 'status'])
    .execute();

  await db.schema
    .createTable('bpm_task_signs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('bpm_tasks.id').onDelete('cascade'))
    // A handler may add signers again once a round has decided.
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    // pending | agree | oppose
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replied_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('bpm_task_signs_task')
    .on('bpm_task_signs')
    .columns(['task_id', 'round'])
    .execute();
  await db.schema
    .createIndex('bpm_task_signs_user')
    .on('bpm_task_signs')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('bpm_task_urgents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text', (c) => c.notNull().references('bpm_tasks.id').onDelete('cascade'))
    .addColumn('task_name', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull())
    // JSON string[]
    .addColumn('receiver_names', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_task_urgents_sender')
    .on('bpm_task_urgents')
    .columns(['inst_id', 'sender_id', 'created_at'])
    .execute();

  // A task created by a reject with the direct back mode: once handled, the instance returns to the node.
  await db.schema
    .createTable('bpm_task_returns')
    .addColumn('task_id', 'text', (c) => c.primaryKey().references('bpm_tasks.id').onDelete('cascade'))
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('return_node_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bpm_task_returns', 'bpm_task_urgents', 'bpm_task_signs', 'bpm_task_comms']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
