import { type Kysely, sql } from 'kysely';

/**
 * Issue 36, the award and the notices' language:
 * - procure_projects.notice_language: the language its generated notices are written in (null: zh-CN;
 *   api/contract/notice-language.ts says why one language per notice).
 * - procure_projects.notice_basis: the digest of the facts the purchaser's edited tender notice was
 *   written from (noticeFactsDigest); the editor warns when the facts have changed since.
 * - procure_notices.audit_count and audit_last_hash: the audit chain's anchor an award notice publishes
 *   (the number of records and the last one's hash when the result was confirmed), which an exported
 *   trail is checked against.
 * - procure_questions.asker_id: deleting a user keeps their public questions (and the answers), the
 *   asker set null instead of the questions deleted with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('procure_projects')
    .addColumn('notice_language', 'text')
    .addColumn('notice_basis', 'text')
    .execute();
  await db.schema
    .alterTable('procure_notices')
    .addColumn('audit_count', 'integer')
    .addColumn('audit_last_hash', 'text')
    .execute();
  await sql`alter table procure_questions drop constraint if exists procure_questions_asker_id_fkey`.execute(
    db,
  );
  await sql`alter table procure_questions alter column asker_id drop not null`.execute(db);
  await sql`alter table procure_questions add constraint procure_questions_asker_id_fkey
    foreign key (asker_id) references users (id) on delete set null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from procure_questions where asker_id is null`.execute(db);
  await sql`alter table procure_questions drop constraint if exists procure_questions_asker_id_fkey`.execute(
    db,
  );
  await sql`alter table procure_questions alter column asker_id set not null`.execute(db);
  await sql`alter table procure_questions add constraint procure_questions_asker_id_fkey
    foreign key (asker_id) references users (id) on delete cascade`.execute(db);
  await db.schema
    .alterTable('procure_notices')
    .dropColumn('audit_count')
    .dropColumn('audit_last_hash')
    .execute();
  await db.schema
    .alterTable('procure_projects')
    .dropColumn('notice_language')
    .dropColumn('notice_basis')
    .execute();
}
