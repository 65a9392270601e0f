import type { FormValues } from '../../contract/workflow.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { badRequest } from '../http/envelope.js';
import type { LoadedDefinition } from './definitions.js';

/**
 * The files a start or a completion attaches: those already on the form stay, every new one must be the
 * caller's own upload (nobody borrows another user's file by naming its id).
 */

interface FileEntryLike {
  response?: { fileId?: unknown };
}

/** Every attached file exists and was uploaded by the caller (no borrowing another user's upload). */
export async function checkOwnFiles(db: Db, user: SessionUser, entries: unknown[]): Promise<void> {
  const ids = [
    ...new Set(
      entries
        .map((entry) => (entry as FileEntryLike | null)?.response?.fileId)
        .filter((id): id is string => typeof id === 'string'),
    ),
  ];
  if (ids.length === 0) return;
  const rows = await db
    .selectFrom('files')
    .select('id')
    .where('id', 'in', ids)
    .where('uploader_id', '=', user.id)
    .execute();
  if (rows.length !== ids.length) throw badRequest('附件不存在或不是您上传的');
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
