import type { Kysely } from 'kysely';

/**
 * The project editor (issue 36): a project made in the editor is published through approval, never
 * by startProject (approval_required); the suppliers an invite-mode project will invite are kept with
 * the draft (invitee_ids, a JSON list of user ids) and invited only when it is published, so no
 * supplier hears of a project before then; review_opinion is why an approver sent it back. A draft may
 * have no number yet: project_no takes null (it stays unique among the numbers given).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('procure_projects')
    .addColumn('approval_required', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('invitee_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('review_opinion', 'text')
    .execute();
  await db.schema
    .alterTable('procure_projects')
    .alterColumn('project_no', (column) => column.dropNotNull())
    .execute();
}
