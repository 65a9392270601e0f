/**
 * Files belong to objects (a project's sections, a registration, a quotation): who links a file to an
 * object, and who may read it, sealed bids included.
 */
import type { FileListEntry } from '../../contract/files.js';
import { isUnpublishedState } from '../../contract/procure-project.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/envelope.js';
import { MAIL_FILE_OBJECT } from '../mail/store.js';
import { isAdmin, isOwnerOrAdmin, Refusal, visibilityFor } from './access.js';

export const FILE_FORBIDDEN = '没有权限查看该附件';
export const FILE_INVALID = '附件无效，请重新上传';

/** Kinds of object a file may belong to. */
export const FILE_OBJECTS = [
  'projectDocument',
  'projectPurchasingList',
  'projectReport',
  'registration',
  'quotation',
  'comprehensiveQuotation',
] as const;
export type FileObject = (typeof FILE_OBJECTS)[number];

/** The file ids of a JSON file-list text (entries with response.fileId, or fileId). */
export function fileIdsOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return (parsed as Partial<FileListEntry & { fileId?: string }>[])
      .map((entry) => entry?.response?.fileId ?? entry?.fileId)
      .filter((id): id is string => typeof id === 'string' && id.length > 0);
  } catch {
    return [];
  }
}

/** A file-list text that is not JSON of a list is refused. */
export function checkFileList(text: string | null | undefined): void {
  if (!text) return;
  try {
    if (Array.isArray(JSON.parse(text))) return;
  } catch {
    // refused below
  }
  throw new HttpError(400, '请求参数不正确：附件列表格式不正确');
}

/**
 * Links the files of an object's file lists to it, after checking each is the caller's own upload (or
 * already belongs to this object): nobody reaches another's file by naming its id in their own record.
 */
export async function linkFiles(
  db: Db,
  user: SessionUser,
  objectType: FileObject,
  objectId: string,
  lists: (string | null | undefined)[],
): Promise<void> {
  for (const list of lists) checkFileList(list);
  const ids = [...new Set(lists.flatMap(fileIdsOf))];
  const linked = await db
    .selectFrom('file_links')
    .select('file_id')
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .execute();
  const already = new Set(linked.map((row) => row.file_id));
  if (ids.length) {
    const files = await db.selectFrom('files').select(['id', 'uploader_id']).where('id', 'in', ids).execute();
    const byId = new Map(files.map((file) => [file.id, file]));
    for (const id of ids) {
      const file = byId.get(id);
      if (!file) throw new Refusal(FILE_INVALID);
      if (!already.has(id) && file.uploader_id !== user.id && !isAdmin(user)) throw new Refusal(FILE_INVALID);
    }
  }
  await db
    .deleteFrom('file_links')
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .execute();
  if (ids.length) {
    await db
      .insertInto('file_links')
      .values(ids.map((file_id) => ({ file_id, object_type: objectType, object_id: objectId })))
      .execute();
  }
}

/** May the user see this object (the section of the project, or the registration) its file belongs to? */
async function maySeeObject(
  db: Db,
  user: SessionUser,
  objectType: string,
  objectId: string,
): Promise<boolean> {
  if (objectType === 'quotation') {
    const quotation = await db
      .selectFrom('procure_quotations')
      .innerJoin('procure_projects', 'procure_projects.id', 'procure_quotations.project_id')
      .select(['procure_quotations.supplier_id', 'procure_projects.purchaser_id'])
      .where('procure_quotations.id', '=', objectId)
      .executeTakeFirst();
    if (!quotation) return false;
    return quotation.supplier_id === user.id || isOwnerOrAdmin(user, quotation);
  }
  if (objectType === 'comprehensiveQuotation') {
    const quotation = await db
      .selectFrom('procure_comprehensive_quotations')
      .innerJoin('procure_projects', 'procure_projects.id', 'procure_comprehensive_quotations.project_id')
      .select(['procure_comprehensive_quotations.supplier_id', 'procure_projects.purchaser_id'])
      .where('procure_comprehensive_quotations.id', '=', objectId)
      .executeTakeFirst();
    if (!quotation) return false;
    return quotation.supplier_id === user.id || isOwnerOrAdmin(user, quotation);
  }
  if (objectType === 'registration') {
    const registration = await db
      .selectFrom('procure_registrations')
      .innerJoin('procure_projects', 'procure_projects.id', 'procure_registrations.project_id')
      .select(['procure_registrations.supplier_id', 'procure_projects.purchaser_id'])
      .where('procure_registrations.id', '=', objectId)
      .executeTakeFirst();
    if (!registration) return false;
    return registration.supplier_id === user.id || isOwnerOrAdmin(user, registration);
  }
  const project = await db
    .selectFrom('procure_projects')
    .selectAll()
    .where('id', '=', objectId)
    .executeTakeFirst();
  if (!project) return false;
  if (isOwnerOrAdmin(user, project)) return true;
  if (isUnpublishedState(project.state) || objectType === 'projectReport') return false;
  const { visibility } = await visibilityFor(db, user, project);
  return objectType === 'projectDocument' ? visibility.attachments : visibility.purchasingList;
}

/**
 * Is the quotation still sealed? Until its round closes (its window's end passed, or the bidding ended
 * early: endQuotation or the last round closing set quotation_ended_at), only its supplier sees it.
 */
export async function sealedQuotation(db: Db, quotationId: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('procure_quotations')
    .innerJoin('procure_projects', 'procure_projects.id', 'procure_quotations.project_id')
    .leftJoin('procure_bid_windows', (join) =>
      join
        .onRef('procure_bid_windows.project_id', '=', 'procure_quotations.project_id')
        .onRef('procure_bid_windows.round', '=', 'procure_quotations.round'),
    )
    .select(['procure_projects.quotation_ended_at', 'procure_bid_windows.end_time'])
    .where('procure_quotations.id', '=', quotationId)
    .executeTakeFirst();
  if (!row) return false;
  if (row.quotation_ended_at !== null) return false;
  return row.end_time === null || new Date(row.end_time).getTime() > now.getTime();
}

/** Is the comprehensive quotation still sealed? While its project is quoting (as its amount). */
async function sealedComprehensiveQuotation(db: Db, quotationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('procure_comprehensive_quotations')
    .innerJoin('procure_projects', 'procure_projects.id', 'procure_comprehensive_quotations.project_id')
    .select('procure_projects.state')
    .where('procure_comprehensive_quotations.id', '=', quotationId)
    .executeTakeFirst();
  return row?.state === 'quoting';
}

/** Is the file's link one to a bid that is still sealed? */
function sealedFileLink(
  db: Db,
  link: { object_type: string; object_id: string },
): Promise<boolean> | boolean {
  if (link.object_type === 'quotation') return sealedQuotation(db, link.object_id);
  if (link.object_type === 'comprehensiveQuotation') return sealedComprehensiveQuotation(db, link.object_id);
  return false;
}

/**
 * May a signed-in user read a non-public file? Its uploader always; a sealed bid document nobody else;
 * administrators any other; a file that
 * belongs to objects only who may see one of them; a file that belongs to none, any signed-in user
 * (as before: seals, uploads not saved into a record yet).
 */
export async function mayReadFile(
  db: Db,
  user: SessionUser,
  file: { id: string; uploader_id: string | null },
): Promise<boolean> {
  if (file.uploader_id !== null && file.uploader_id === user.id) return true;
  const links = await db
    .selectFrom('file_links')
    .select(['object_type', 'object_id'])
    .where('file_id', '=', file.id)
    .execute();
  // A mail's files (mail/store.ts) are its owner's alone, the uploader above: administrators included, nobody
  // else reads them.
  if (links.some((link) => link.object_type === MAIL_FILE_OBJECT)) return false;
  // A bid document is sealed like its quotation: nobody but its supplier (the uploader), administrators
  // included, reads it before its round closes.
  for (const link of links) {
    if (await sealedFileLink(db, link)) return false;
  }
  if (isAdmin(user) || links.length === 0) return true;
  for (const link of links) {
    if (await maySeeObject(db, user, link.object_type, link.object_id)) return true;
  }
  return false;
}
