import type { FileListEntry } from '../../contract/files.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { Refusal } from '../tender/access.js';
import { FILE_INVALID } from '../tender/files.js';

/**
 * A news item's attachments (issue 36): files of the file service linked to the item in file_links. Who
 * may read one follows the item: anyone, visitors included, once it is published and its time has come;
 * before that (a draft, a scheduled or a withdrawn item) its uploader and the site administrator alone.
 */
export const NEWS_FILE_OBJECT = 'news';

/** Published, and its publish time come: the public lists show it (routes/portal-news.ts). */
const PUBLISHED = 1;

/**
 * The attachments of news items by item id, oldest upload first, as the upload lists take them; with
 * `uploader`, each names its uploader's account (the administrator's form, not the public page).
 */
export async function newsAttachments(
  db: Db,
  newsIds: readonly string[],
  { uploader = false } = {},
): Promise<Map<string, FileListEntry[]>> {
  const byNews = new Map<string, FileListEntry[]>(newsIds.map((id) => [id, []]));
  if (!newsIds.length) return byNews;
  const rows = await db
    .selectFrom('file_links')
    .innerJoin('files', 'files.id', 'file_links.file_id')
    .select(['file_links.object_id', 'files.id', 'files.name', 'files.size', 'files.uploader_account'])
    .where('file_links.object_type', '=', NEWS_FILE_OBJECT)
    .where('file_links.object_id', 'in', newsIds)
    .orderBy('files.created_at')
    .orderBy('files.id')
    .execute();
  for (const row of rows) {
    byNews.get(row.object_id)?.push({
      name: row.name,
      size: Number(row.size),
      response: { fileId: row.id, fileName: row.name },
      ...(uploader && row.uploader_account ? { username: row.uploader_account } : {}),
    });
  }
  return byNews;
}

/**
 * Links exactly these files to the item. Each must be the caller's own upload or already the item's:
 * nobody attaches another's file by naming its id.
 */
export async function linkNewsFiles(
  db: Db,
  user: SessionUser,
  newsId: string,
  fileIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(fileIds)];
  const linked = await db
    .selectFrom('file_links')
    .select('file_id')
    .where('object_type', '=', NEWS_FILE_OBJECT)
    .where('object_id', '=', newsId)
    .execute();
  const already = new Set(linked.map((row) => row.file_id));
  if (ids.length) {
    const files = await db.selectFrom('files').select(['id', 'uploader_id']).where('id', 'in', ids).execute();
    const uploader = new Map(files.map((file) => [file.id, file.uploader_id]));
    for (const id of ids) {
      if (!uploader.has(id) || (!already.has(id) && uploader.get(id) !== user.id))
        throw new Refusal(FILE_INVALID);
    }
  }
  await db
    .deleteFrom('file_links')
    .where('object_type', '=', NEWS_FILE_OBJECT)
    .where('object_id', '=', newsId)
    .execute();
  if (ids.length) {
    await db
      .insertInto('file_links')
      .values(ids.map((file_id) => ({ file_id, object_type: NEWS_FILE_OBJECT, object_id: newsId })))
      .execute();
  }
}

/** Is the file an attachment of a news item the public site shows now? Then anyone reads it. */
export async function isPublishedNewsFile(db: Db, fileId: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('file_links')
    .innerJoin('news', 'news.id', 'file_links.object_id')
    .select('news.id')
    .where('file_links.object_type', '=', NEWS_FILE_OBJECT)
    .where('file_links.file_id', '=', fileId)
    .where('news.status', '=', PUBLISHED)
    .where('news.publish_time', '<=', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * May a signed-in user read a news item's attachment (its uploader is let through before)? Anyone once
 * the item shows, the site administrator always.
 */
export async function mayReadNewsFile(db: Db, user: SessionUser, fileId: string): Promise<boolean> {
  return user.identity === 'administrators' || (await isPublishedNewsFile(db, fileId));
}
