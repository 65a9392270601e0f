import { type Kysely, sql } from 'kysely';

/**
 * The lists of the workflow (issue 13, runtime service): each user's collected definitions
 * (bpmFlowCollect) and saved to-do filters, and the indexes that keep the lists over the tables of
 * 0008_workflow fast at 10,000 rows per user. Each list index starts with the user column the list is
 * read by and ends in the list's default order (newest first, id last), so a page walks the index and
 * stops, where a sort of every match would read them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A collection holds a definition's key: it outlives new versions of the definition.
  await db.schema
    .createTable('bpm_flow_collects')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('def_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bpm_flow_collects_pk', ['user_id', 'def_key'])
    .execute();

  await db.schema
    .createTable('bpm_saved_filters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // one of SAVED_FILTER_LISTS (api/contract/workflow-lists.ts)
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // JSON QueryFilter[] and QuerySorter[], checked against the list's whitelist when saved
    .addColumn('querys', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sorter', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_saved_filters_name')
    .on('bpm_saved_filters')
    .columns(['user_id', 'list', 'name'])
    .unique()
    .execute();

  for (const [name, table, columns] of LIST_INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(columns)})`.execute(db);
  }
  // Subject search of every list: a trigram index answers LIKE '%text%' for three characters and more.
  await sql`create index bpm_instances_subject_trgm on bpm_instances using gin (subject gin_trgm_ops)`.execute(
    db,
  );
}

/** name, table, columns: the indexes of the lists' reads. */
const LIST_INDEXES: [string, string, string][] = [
  // getTodoList: the tasks assigned to one user, newest first
  ['bpm_tasks_todo_assignee', 'bpm_tasks', 'assignee_id, status, created_at desc, id desc'],
  // getDelegate: the tasks held for one user (delegator or leader) by someone else
  ['bpm_tasks_owner', 'bpm_tasks', 'owner_id, status, created_at desc, id desc'],
  // getDoneList: the tasks one user completed, newest first
  ['bpm_tasks_done_list', 'bpm_tasks', 'completed_by, completed_at desc, id desc'],
  // myRequest: one initiator's instances, newest first
  ['bpm_instances_my_request', 'bpm_instances', 'creator_id, created_at desc, id desc'],
  // notices to a user, newest first; notices a user sent
  ['bpm_task_reads_receiver_list', 'bpm_task_reads', 'user_id, is_read, created_at desc, id desc'],
  ['bpm_task_reads_sender_list', 'bpm_task_reads', 'sender_id, created_at desc, id desc'],
  ['bpm_start_rights_target', 'bpm_start_rights', 'kind, target_id, def_key'],
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists bpm_instances_subject_trgm`.execute(db);
  for (const [name] of LIST_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await db.schema.dropTable('bpm_saved_filters').ifExists().execute();
  await db.schema.dropTable('bpm_flow_collects').ifExists().execute();
}
