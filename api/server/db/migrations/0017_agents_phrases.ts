import { type Kysely, sql } from 'kysely';

/**
 * Agents, secretaries, common phrases and common flows (issue 15).
 * - bpm_agents: a principal's agent for a period, for every flow or the definition keys listed; inside the
 *   period the engine gives the principal's new tasks to the agent (held for the principal).
 * - bpm_secretaries gets an id (bpmSecretaryManage/get/{id}, removes?ids).
 * - bpm_approval_items: common phrases (审批常用语) of one user, or public ones (no user); for every flow,
 *   one definition key or one category (typeId).
 * - bpm_common_flows: the flows a user chose as common (常用流程), in their order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bpm_agents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('principal_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('agent_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    // true: every flow; false: the keys of def_keys (a JSON array)
    .addColumn('all_flows', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('def_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('remark', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_agents_principal')
    .on('bpm_agents')
    .columns(['principal_id', 'start_at'])
    .execute();

  await db.schema
    .alterTable('bpm_secretaries')
    .addColumn('id', 'text', (c) => c.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .execute();
  await db.schema.createIndex('bpm_secretaries_id').on('bpm_secretaries').column('id').unique().execute();

  await db.schema
    .createTable('bpm_approval_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // null: a public phrase (an administrator's) everyone may pick
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expression', 'text', (c) => c.notNull())
    // null and null: every flow
    .addColumn('def_key', 'text')
    .addColumn('type_id', 'text')
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bpm_approval_items_user')
    .on('bpm_approval_items')
    .columns(['user_id', 'sn'])
    .execute();

  await db.schema
    .createTable('bpm_common_flows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('def_key', 'text', (c) => c.notNull())
    .addColumn('sn', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('bpm_common_flows_pk', ['user_id', 'def_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bpm_common_flows').execute();
  await db.schema.dropTable('bpm_approval_items').execute();
  await db.schema.dropIndex('bpm_secretaries_id').execute();
  await db.schema.alterTable('bpm_secretaries').dropColumn('id').execute();
  await db.schema.dropTable('bpm_agents').execute();
}
