import type { Kysely } from 'kysely';

/**
 * A process's mail task (issue 37, workflow/process-mail.ts) goes through the award e-mails' outbox
 * (0042_award_mails): its rows name the instance and the task instead of a project, and a receiver only
 * when the model named a portal account (an e-mail address alone has none). The same poller sends them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('procure_mail_outbox')
    .alterColumn('project_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('procure_mail_outbox')
    .alterColumn('receiver_id', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('procure_mail_outbox')
    .addColumn('inst_id', 'text', (c) => c.references('bpm_instances.id').onDelete('cascade'))
    .addColumn('node_id', 'text')
    .execute();
  await db.schema
    .createIndex('procure_mail_outbox_inst')
    .on('procure_mail_outbox')
    .column('inst_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('procure_mail_outbox_inst').execute();
  await db
    .deleteFrom('procure_mail_outbox' as never)
    .where('project_id' as never, 'is', null)
    .execute();
  await db.schema.alterTable('procure_mail_outbox').dropColumn('inst_id').dropColumn('node_id').execute();
}
