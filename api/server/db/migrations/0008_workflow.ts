import { type Kysely, sql } from 'kysely';

/**
 * The workflow (issue 13): process definitions with their BPMN 2.0 XML and forms, who may start them,
 * instances (drafts included) with the engine's saved state, tasks and who may handle them, opinions,
 * copy-to notices, timers the poller fires, and leader/secretary pairs. Column meanings are in
 * schema-workflow.ts; the engine (api/server/workflow) is the only writer of instances, tasks,
 * opinions and timers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('bpm_definitions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('def_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('category_id', 'text', (c) => c.references('bpm_categories.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // 'Y' the version new instances start from, 'N' an older one
    .addColumn('is_main', 'text', (c) => c.notNull().defaultTo('Y'))
    // deployed | forbidden
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('deployed'))
    .addColumn('icon', 'text')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    // the BPMN 2.0 XML with its diagram (DI)
    .addColumn('bpmn_xml', 'text', (c) => c.notNull())
    // JSON FormDefinition (api/contract/workflow.ts): fields, validation, per-node permissions
    .addColumn('form_json', 'text', (c) => c.notNull())
    // JSON Record<nodeId, NodeSettings>: assignees, buttons, opinion permission, countersign rule, timers
    .addColumn('nodes_json', 'text', (c) => c.notNull())
    // subject template, e.g. '{creatorName}的请假申请（{days}天）'
    .addColumn('subject_rule', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_definitions_key_version')
    .on('bpm_definitions')
    .columns(['def_key', 'version'])
    .unique()
    .execute();
  await db.schema
    .createIndex('bpm_definitions_main')
    .on('bpm_definitions')
    .columns(['is_main', 'sn'])
    .execute();

  await db.schema
    .createTable('bpm_start_rights')
    .addColumn('def_key', 'text', (c) => c.notNull())
    // user | org | role | post | everyone
    .addColumn('kind', 'text', (c) => c.notNull())
    // a user, org, role or post id; '*' for everyone
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_start_rights_pk', ['def_key', 'kind', 'target_id'])
    .execute();

  await db.schema
    .createTable('bpm_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('def_id', 'text', (c) => c.notNull().references('bpm_definitions.id'))
    .addColumn('def_key', 'text', (c) => c.notNull())
    .addColumn('def_name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // draft | running | end | manualEnd | revoke
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('creator_name', 'text', (c) => c.notNull())
    // the initiator's main organisation when started (the "initiator's leader" is resolved from it)
    .addColumn('creator_org_id', 'text')
    // JSON object: the form's values
    .addColumn('form_data', 'text', (c) => c.notNull().defaultTo('{}'))
    // JSON of bpmn-engine getState() after the last step; null for drafts and ended instances' leftovers
    .addColumn('engine_state', 'text')
    // the engine's execution id of the process (bpmnInstId)
    .addColumn('bpmn_inst_id', 'text')
    // one step at a time: every step checks and increments it under the row lock
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    // how an ended instance ended: approved | rejected (an opposing step) | null while running
    .addColumn('result', 'text')
    .execute();
  await db.schema
    .createIndex('bpm_instances_creator')
    .on('bpm_instances')
    .columns(['creator_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('bpm_instances_def').on('bpm_instances').column('def_key').execute();

  await db.schema
    .createTable('bpm_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('def_id', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // USERTASK | SIGNTASK (one row per signer of a countersign)
    .addColumn('node_type', 'text', (c) => c.notNull().defaultTo('USERTASK'))
    // the engine's execution id the task signals (a multi-instance iteration has its own)
    .addColumn('execution_id', 'text', (c) => c.notNull())
    // the one person it is assigned to; null while several candidates may take it (bpm_task_candidates)
    .addColumn('assignee_id', 'text')
    .addColumn('assignee_name', 'text')
    // who it is held for: the delegator, or the leader a secretary acts for (leaderId)
    .addColumn('owner_id', 'text')
    // pending | done | cancelled (a countersign whose condition was met, an ended instance)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // the candidate who locked (claimed) it
    .addColumn('lock_user_id', 'text')
    // what completed it: agree | oppose | ...
    .addColumn('action', 'text')
    .addColumn('completed_by', 'text')
    .addColumn('completed_by_name', 'text')
    // the handler's unsent work (task/saveDraft): JSON form values, opinion text, JSON file list
    .addColumn('draft_data', 'text')
    .addColumn('draft_opinion', 'text')
    .addColumn('draft_files', 'text')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bpm_tasks_inst').on('bpm_tasks').columns(['inst_id', 'status']).execute();
  await db.schema
    .createIndex('bpm_tasks_done_by')
    .on('bpm_tasks')
    .columns(['completed_by', 'completed_at'])
    .execute();

  // Everyone who may handle a task: the assignee alone, or every user of a role/post/organisation.
  await db.schema
    .createTable('bpm_task_candidates')
    .addColumn('task_id', 'text', (c) => c.notNull().references('bpm_tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bpm_task_candidates_pk', ['task_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('bpm_task_candidates_user')
    .on('bpm_task_candidates')
    .columns(['user_id', 'task_id'])
    .execute();

  await db.schema
    .createTable('bpm_opinions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text')
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    .addColumn('auditor_id', 'text')
    .addColumn('auditor_name', 'text')
    // JSON OpinionCandidate[] of a pending row (qualfieds)
    .addColumn('candidates', 'text')
    // one of APPROVAL_STATUSES; awaiting_check while pending
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    // JSON FileListEntry[]
    .addColumn('files', 'text')
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('bpm_opinions_inst')
    .on('bpm_opinions')
    .columns(['inst_id', 'created_at'])
    .execute();

  // Copy-to / circulate notices (知会/传阅).
  await db.schema
    .createTable('bpm_task_reads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text')
    .addColumn('node_id', 'text', (c) => c.notNull())
    .addColumn('node_name', 'text', (c) => c.notNull())
    // copyto | circulate
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('copyto'))
    // receiver
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('is_read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_task_reads_user')
    .on('bpm_task_reads')
    .columns(['user_id', 'is_read', 'created_at'])
    .execute();
  await db.schema.createIndex('bpm_task_reads_sender').on('bpm_task_reads').column('sender_id').execute();

  await db.schema
    .createTable('bpm_timers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inst_id', 'text', (c) => c.notNull().references('bpm_instances.id').onDelete('cascade'))
    .addColumn('task_id', 'text')
    // urge (remind the handler) | due (the task's due time passed) | delay (a postponed step)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    // set by the poller that fired it (claimed under FOR UPDATE SKIP LOCKED on PostgreSQL)
    .addColumn('fired_at', 'timestamptz')
    // JSON of what firing needs
    .addColumn('payload', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bpm_timers_due').on('bpm_timers').columns(['fired_at', 'due_at']).execute();

  // A secretary acts for a leader (leader to-do lists).
  await db.schema
    .createTable('bpm_secretaries')
    .addColumn('leader_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secretary_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bpm_secretaries_pk', ['leader_id', 'secretary_id'])
    .execute();
  await db.schema
    .createIndex('bpm_secretaries_secretary')
    .on('bpm_secretaries')
    .column('secretary_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'bpm_secretaries',
    'bpm_timers',
    'bpm_task_reads',
    'bpm_opinions',
    'bpm_task_candidates',
    'bpm_tasks',
    'bpm_instances',
    'bpm_start_rights',
    'bpm_definitions',
    'bpm_categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
