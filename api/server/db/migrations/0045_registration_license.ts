import { type Kysely, sql } from 'kysely';

/**
 * A registrant's business licence, uploaded before they can sign in (issue 38): registering answers a
 * short-lived ticket whose hash waits here with its expiry; the upload that brings it links the file to the
 * admission (file_links, object type `admission`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_admissions')
    .addColumn('license_ticket_hash', 'text')
    .addColumn('license_ticket_expires_at', 'timestamptz')
    .execute();
  await sql`create unique index user_admissions_by_license_ticket on user_admissions (license_ticket_hash)
    where license_ticket_hash is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists user_admissions_by_license_ticket`.execute(db);
  await db.schema
    .alterTable('user_admissions')
    .dropColumn('license_ticket_expires_at')
    .dropColumn('license_ticket_hash')
    .execute();
}
