import type { FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import type { LoadedDefinition } from './definitions.js';

/**
 * The files a start or a completion attaches: those already on the form stay, every new one must be the
 * caller's own upload (nobody borrows another user's file by naming its id). Once saved, a file is linked
 * to its instance (form fields, opinions) or task (a draft's attachments) in file_links, and from then on
 * who may read that object reads the file (storage/file-access.ts); before, only its uploader does.
 */

/** The kinds of workflow object a file is linked to in file_links. */
export const WORKFLOW_FILE_OBJECTS = { instance: 'bpmInstance', task: 'bpmTask' } as const;
export type WorkflowFileObject = (typeof WORKFLOW_FILE_OBJECTS)[keyof typeof WORKFLOW_FILE_OBJECTS];

interface FileEntryLike {
  response?: { fileId?: unknown };
}

/** The file ids of attachment entries (`{ response: { fileId } }`), each once. */
export function attachmentIds(entries: unknown[]): string[] {
  return [
    ...new Set(
      entries
        .map((entry) => (entry as FileEntryLike | null)?.response?.fileId)
        .filter((id): id is string => typeof id === 'string'),
    ),
  ];
}

/**
 * Every attached file exists and was uploaded by the caller (no borrowing another user's upload); answers
 * their ids, for linkWorkflowFiles once the object is saved.
 */
export async function checkOwnFiles(db: Db, user: SessionUser, entries: unknown[]): Promise<string[]> {
  const ids = attachmentIds(entries);
  if (ids.length === 0) return ids;
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', ids)
    .where('uploader_id', '=', user.id)
    .execute();
  if (rows.length !== ids.length) throw badRequest('附件不存在或不是您上传的');
  return ids;
}

/** Links files checked by checkOwnFiles to the instance or task they were saved on (idempotent). */
export async function linkWorkflowFiles(
  db: Db,
  objectType: WorkflowFileObject,
  objectId: string,
  fileIds: string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insertInto('file_links')
    .values(fileIds.map((file_id) => ({ file_id, object_type: objectType, object_id: objectId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The file entries of a form's file fields among the values a node wrote. */
export function formFiles(
  definition: LoadedDefinition,
  values: FormValues,
  before: FormValues = {},
): unknown[] {
  return definition.form.fields
    .filter((field) => field.type === 'file' && Array.isArray(values[field.name]))
    .flatMap((field) => {
      const known = new Set(
        (Array.isArray(before[field.name]) ? (before[field.name] as FileEntryLike[]) : []).map(
          (entry) => entry?.response?.fileId,
        ),
      );
      // Files already on the form (someone else's upload) stay; new ones must be the caller's.
      return (values[field.name] as FileEntryLike[]).filter((entry) => !known.has(entry?.response?.fileId));
    });
}
