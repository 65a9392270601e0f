import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '../../contract/files.js';
import { LICENSE_EXTENSIONS, LICENSE_REQUIRED_FOR, type RegisterResult } from '../../contract/user.js';
import type { SessionUser } from '../auth/sessions.js';
import { hashTicket } from '../auth/sso-tickets.js';
import type { Db } from '../db/database.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { ReceivedFile } from '../storage/receive-upload.js';
import { adminScopeOf } from './access.js';

/** The object type of a registration's business licence in file_links; its object id is the registrant's. */
export const ADMISSION_FILE_OBJECT = 'admission';
/** How long a registration's licence ticket stays good. */
export const LICENSE_TICKET_TTL_MS = 30 * 60 * 1000;
export const LICENSE_TICKET_INVALID = '营业执照上传凭证无效或已过期，请重新提交注册';
export const LICENSE_TYPE_REFUSED = '营业执照须为 jpg、jpeg、png 或 pdf 文件';
export const LICENSE_UPLOADED = '营业执照已上传';
export const LICENSE_MISSING = '供应商未上传营业执照，不能激活，请驳回并说明原因';

/** Whether the registration's business licence came (user/uploadLicense). */
export async function hasLicense(db: Db, registrantId: string): Promise<boolean> {
  const link = await db
    .selectFrom('file_links')
    .select('file_id')
    .where('object_type', '=', ADMISSION_FILE_OBJECT)
    .where('object_id', '=', registrantId)
    .executeTakeFirst();
  return link !== undefined;
}

type Ticket = Pick<RegisterResult, 'licenseTicket' | 'licenseTicketExpireTime'>;

/** Whether an identity must bring its business licence to be activated (suppliers). */
export const licenseRequired = (identity: string | null) =>
  (LICENSE_REQUIRED_FOR as readonly (string | null)[]).includes(identity);

export const isLicenseType = (extension: string) =>
  (LICENSE_EXTENSIONS as readonly string[]).includes(extension);

/**
 * A new licence ticket for a registration (a first one or one registered again): only its hash is kept,
 * replacing any earlier ticket of the registration.
 */
export async function issueLicenseTicket(db: Db, userId: string): Promise<Ticket> {
  const ticket = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + LICENSE_TICKET_TTL_MS);
  await db
    .updateTable('user_admissions')
    .set({ license_ticket_hash: hashTicket(ticket), license_ticket_expires_at: expiresAt })
    .where('user_id', '=', userId)
    .execute();
  return { licenseTicket: ticket, licenseTicketExpireTime: expiresAt.toISOString() };
}

/** The registrant a ticket opens the upload for: unexpired, and the registration still waiting for review. */
export async function registrantOfTicket(db: Db, ticket: string) {
  return db
    .selectFrom('user_admissions')
    .innerJoin('users', 'users.id', 'user_admissions.user_id')
    .select(['users.id', 'users.account'])
    .where('user_admissions.license_ticket_hash', '=', hashTicket(ticket))
    .where('user_admissions.license_ticket_expires_at', '>', new Date())
    .where('user_admissions.state', '=', 'pending')
    .executeTakeFirst();
}

/**
 * Records the received licence as the registration's only one: the file (uploaded by the registrant), its
 * link to the admission, and the company's businessLicense list the review shows. An earlier licence is
 * replaced: its row and link go here, its bytes after (answered for the caller to remove).
 */
export async function attachLicense(
  db: Db,
  storage: FileStorage,
  registrant: { id: string; account: string },
  file: ReceivedFile,
): Promise<UploadedFile> {
  const uploaded: UploadedFile = {
    fileId: file.id,
    fileName: file.fileName,
    name: file.fileName,
    size: file.size,
    username: registrant.account,
    type: file.mime,
  };
  const replaced = await db.transaction().execute(async (trx) => {
    // Two uploads of one registration at once: one replaces the other, never two licences.
    await trx
      .selectFrom('user_admissions')
      .select('user_id')
      .where('user_id', '=', registrant.id)
      .forUpdate()
      .executeTakeFirst();
    const old = await trx
      .selectFrom('file_links')
      .innerJoin('files', 'files.id', 'file_links.file_id')
      .select(['files.id', 'files.storage_key'])
      .where('file_links.object_type', '=', ADMISSION_FILE_OBJECT)
      .where('file_links.object_id', '=', registrant.id)
      .execute();
    if (old.length) {
      const ids = old.map((row) => row.id);
      await trx.deleteFrom('file_links').where('file_id', 'in', ids).execute();
      await trx.deleteFrom('files').where('id', 'in', ids).execute();
    }
    await trx
      .insertInto('files')
      .values({
        id: file.id,
        name: file.fileName,
        size: file.size,
        mime: file.mime,
        ext: file.extension,
        uploader_id: registrant.id,
        uploader_account: registrant.account,
        batch_id: null,
        props: null,
        storage_key: file.id,
      })
      .execute();
    await trx
      .insertInto('file_links')
      .values({ file_id: file.id, object_type: ADMISSION_FILE_OBJECT, object_id: registrant.id })
      .execute();
    await trx
      .updateTable('companies')
      .set({ business_license: JSON.stringify([uploaded]), updated_at: new Date() })
      .where('user_id', '=', registrant.id)
      .execute();
    return old;
  });
  for (const row of replaced) await storage.remove(row.storage_key);
  return uploaded;
}

/**
 * May this reader open a registration's licence? The registrant reads it as its uploader (file-access);
 * besides them only the site administrator of the registrant's tenant, who reviews it.
 */
export async function mayReadAdmissionFile(
  db: Db,
  reader: SessionUser,
  registrantId: string,
): Promise<boolean> {
  if ((await adminScopeOf(db, reader)) !== 'all') return false;
  const registrant = await db
    .selectFrom('users')
    .select('tenant_id')
    .where('id', '=', registrantId)
    .executeTakeFirst();
  return registrant?.tenant_id === reader.tenant_id;
}
