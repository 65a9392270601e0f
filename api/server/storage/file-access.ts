/**
 * Who may read a file that is not public. A file belongs to its uploader until a record links it
 * (file_links): from then on it follows who may read that record. The tender's objects, sealed bids and
 * mails keep their rules in tender/files.ts; the workflow's instances and tasks are read here through the
 * workflow's own checks; a registration's business licence by the site administrator reviewing it. A
 * file nothing links, or linked to something this module does not know, is its uploader's alone:
 * administrators included, nobody else reads it. A news item's attachment follows its item
 * (news/news-files.ts): anyone reads it once the item shows.
 */
import { ADMISSION_FILE_OBJECT, mayReadAdmissionFile } from '../admin/admission-license.js';
import { isGuest } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { MAIL_FILE_OBJECT } from '../mail/store.js';
import { mayReadNewsFile, NEWS_FILE_OBJECT } from '../news/news-files.js';
import { FILE_OBJECTS, mayReadFile as mayReadTenderFile } from '../tender/files.js';
import { actingAs, canSeeInstance } from '../workflow/access.js';
import { WORKFLOW_FILE_OBJECTS, type WorkflowFileObject } from '../workflow/form-files.js';
import { mayReadPrintTemplateFile, PRINT_TEMPLATE_FILE_OBJECT } from '../workflow/print-template.js';

export { FILE_FORBIDDEN } from '../tender/files.js';

/** Who is asking: the signed-in user, and the token they came with (a share link's guest token). */
export interface FileReader {
  user: SessionUser;
  token?: string;
}

/** A submitted instance: who may see it, or a guest whose share link is bound to it (workflow/share.ts). */
async function mayReadInstance(db: Db, reader: FileReader, instId: string): Promise<boolean> {
  const instance = await db
    .selectFrom('bpm_instances')
    .select(['id', 'creator_id', 'status'])
    .where('id', '=', instId)
    .executeTakeFirst();
  if (!instance || instance.status === 'draft') return false;
  if (await canSeeInstance(db, instance, reader.user)) return true;
  if (!reader.token) return false;
  const share = await db
    .selectFrom('bpm_instance_shares')
    .select('inst_id')
    .where('token', '=', reader.token)
    .where('inst_id', '=', instId)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return share !== undefined;
}

/** A task's draft attachments: who may handle the task, as its saved draft shows only to them. */
async function mayReadTask(db: Db, reader: FileReader, taskId: string): Promise<boolean> {
  const task = await db
    .selectFrom('bpm_tasks')
    .select(['id', 'inst_id', 'status'])
    .where('id', '=', taskId)
    .executeTakeFirst();
  if (task?.status !== 'pending') return false;
  return (await actingAs(db, task, reader.user)) !== undefined;
}

const WORKFLOW_READERS: Record<
  WorkflowFileObject,
  (db: Db, reader: FileReader, id: string) => Promise<boolean>
> = {
  [WORKFLOW_FILE_OBJECTS.instance]: mayReadInstance,
  [WORKFLOW_FILE_OBJECTS.task]: mayReadTask,
};

const isWorkflowObject = (type: string): type is WorkflowFileObject => Object.hasOwn(WORKFLOW_READERS, type);
const TENDER_OBJECTS: ReadonlySet<string> = new Set([...FILE_OBJECTS, MAIL_FILE_OBJECT]);

/**
 * A user's seal image (user_seals): shown on whatever it signs, which the server does not keep, so the
 * organisation's staff may read it; suppliers and purchasers may not.
 */
async function isSealImage(db: Db, fileId: string): Promise<boolean> {
  const seal = await db
    .selectFrom('user_seals')
    .select('user_id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return seal !== undefined;
}

/** May a signed-in user read this non-public file? */
export async function mayReadFile(
  db: Db,
  reader: FileReader,
  file: { id: string; uploader_id: string | null },
): Promise<boolean> {
  if (file.uploader_id !== null && file.uploader_id === reader.user.id) return true;
  const links = await db
    .selectFrom('file_links')
    .select(['object_type', 'object_id'])
    .where('file_id', '=', file.id)
    .execute();
  // A news item's attachment follows the item: anyone once it shows, the site administrator before.
  if (links.some((link) => link.object_type === NEWS_FILE_OBJECT)) {
    return mayReadNewsFile(db, reader.user, file.id);
  }
  // A file linked to a tender object or a mail follows the tender's rules (sealed bids, a mail's owner alone).
  if (links.some((link) => TENDER_OBJECTS.has(link.object_type))) {
    return mayReadTenderFile(db, reader.user, file);
  }
  for (const link of links) {
    // A registration's business licence: besides its registrant, the site administrator who reviews it.
    if (link.object_type === ADMISSION_FILE_OBJECT) {
      if (await mayReadAdmissionFile(db, reader.user, link.object_id)) return true;
      continue;
    }
    // The global Word print template (workflow/print-template.ts): every staff member's prints use it.
    if (link.object_type === PRINT_TEMPLATE_FILE_OBJECT) {
      if (mayReadPrintTemplateFile(reader.user)) return true;
      continue;
    }
    if (!isWorkflowObject(link.object_type)) continue;
    if (await WORKFLOW_READERS[link.object_type](db, reader, link.object_id)) return true;
  }
  if (links.length > 0) return false;
  return reader.user.identity === null && !isGuest(reader.user) && (await isSealImage(db, file.id));
}
