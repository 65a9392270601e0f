import type { Kysely } from 'kysely';

/**
 * Call activities (issue 37): a child instance knows the parent instance and the call activity's execution
 * that wait for it to end; the parent's chart and opinions link to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bpm_instances')
    .addColumn('parent_inst_id', 'text', (c) => c.references('bpm_instances.id').onDelete('set null'))
    .addColumn('parent_execution_id', 'text')
    .addColumn('parent_node_id', 'text')
    .execute();
  await db.schema.createIndex('bpm_instances_parent').on('bpm_instances').column('parent_inst_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bpm_instances_parent').execute();
  await db.schema
    .alterTable('bpm_instances')
    .dropColumn('parent_inst_id')
    .dropColumn('parent_execution_id')
    .dropColumn('parent_node_id')
    .execute();
}
