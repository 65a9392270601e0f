import { randomUUID } from 'node:crypto';
import type {
  AdminNewsQueryBody,
  AdminNewsSaveBody,
  NewsPublishBody,
} from '../../contract/schemas/site-admin.js';
import type { AdminNews, AdminNewsPage, NewsClass, NewsState } from '../../contract/site-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { showsSomething } from '../http/html-text.js';
import { sanitizeHtml } from '../http/sanitize-html.js';
import { linkNewsFiles, newsAttachments } from '../news/news-files.js';
import { NEWS_COLUMNS } from '../news/news-rows.js';
import { Refusal } from '../tender/access.js';
import { anyColumnContains } from './access.js';
import { recordAdminChange } from './change-log.js';

/**
 * News as the site administrator publishes it (issue 36). The public lists read `news` through a
 * change-aware cache (public-cache.ts): every write here goes through Kysely, so the next public request
 * sees it; a scheduled item shows when its publish time comes (the cache's horizon), with no timer here.
 */

export const NOT_SITE_ADMIN = '只有网站管理员可以管理网站内容';
export const NEWS_NOT_FOUND = '新闻不存在';
export const NEWS_CLASS_NOT_FOUND = '新闻分类不存在';
export const NEWS_CONTENT_EMPTY = '新闻内容不能为空';
export const PUBLISH_TIME_INVALID = '发布时间格式不正确';
export const NEWS_ALREADY_WITHDRAWN = '该新闻未发布，无需撤回';

const STATUS: Record<NewsState, number> = { draft: 0, published: 1, withdrawn: 2 };
const STATE_OF: Record<number, NewsState> = { 0: 'draft', 1: 'published', 2: 'withdrawn' };

/** The site's content is the site administrator's (the account `admin`); a staff 系统管理员 manages staff. */
export function requireSiteAdmin(user: SessionUser): void {
  if (user.identity !== 'administrators') throw forbidden(NOT_SITE_ADMIN);
}

/** A time the caller gave, or a refusal. */
export function momentOf(text: string): Date {
  const date = new Date(text);
  if (Number.isNaN(date.getTime()) || text.trim() === '') throw new Refusal(PUBLISH_TIME_INVALID);
  return date;
}

function rowsQuery(db: Db) {
  return db
    .selectFrom('news')
    .innerJoin('news_classes', 'news_classes.id', 'news.classify_id')
    .select([...NEWS_COLUMNS, 'news.content', 'news.status']);
}

type NewsRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['executeTakeFirstOrThrow']>>;

function newsOf(row: NewsRow, attachments: AdminNews['attachments']): AdminNews {
  return {
    id: row.id,
    classifyId: row.classify_id,
    classifyName: row.classify_name,
    title: row.title,
    summary: row.summary,
    content: row.content,
    coverFileId: row.cover_file_id ?? undefined,
    publisher: row.publisher,
    publishTime: row.publish_time.toISOString(),
    state: STATE_OF[row.status] ?? 'draft',
    attachments,
  };
}

/** The rows as the administrator sees them, each with its attachments. */
async function newsWithFiles(db: Db, rows: NewsRow[]): Promise<AdminNews[]> {
  const files = await newsAttachments(
    db,
    rows.map((row) => row.id),
    { uploader: true },
  );
  return rows.map((row) => newsOf(row, files.get(row.id) ?? []));
}

export async function newsClasses(db: Db): Promise<NewsClass[]> {
  return db.selectFrom('news_classes').select(['id', 'name', 'code']).orderBy('sn').orderBy('id').execute();
}

/** The news, newest publish time first, filtered by title, class and state. */
export async function queryNews(db: Db, user: SessionUser, body: AdminNewsQueryBody): Promise<AdminNewsPage> {
  requireSiteAdmin(user);
  const { page = 1, pageSize = 20, keyword, classifyId, state } = body ?? {};
  let query = rowsQuery(db);
  if (keyword?.trim()) query = query.where((eb) => anyColumnContains(eb, keyword.trim(), ['news.title']));
  // A class is named by its id or its code (notice: the site's 通知公告), as on the public list.
  if (classifyId) {
    query = query.where((eb) =>
      eb.or([eb('news.classify_id', '=', classifyId), eb('news_classes.code', '=', classifyId)]),
    );
  }
  if (state) query = query.where('news.status', '=', STATUS[state]);
  const [rows, counted] = await Promise.all([
    query
      .orderBy('news.publish_time', 'desc')
      .orderBy('news.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await newsWithFiles(db, rows),
    total: Number(counted.n),
    page,
    pageSize,
    classes: await newsClasses(db),
  };
}

async function readNews(db: Db, id: string): Promise<AdminNews> {
  const row = await rowsQuery(db).where('news.id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal(NEWS_NOT_FOUND);
  const [news] = await newsWithFiles(db, [row]);
  return news as AdminNews;
}

/** Saves a new draft or an item's changes; a published item stays published with its changes. */
export async function saveNews(db: Db, user: SessionUser, body: AdminNewsSaveBody): Promise<AdminNews> {
  requireSiteAdmin(user);
  const content = sanitizeHtml(body.content);
  if (!showsSomething(content)) throw new Refusal(NEWS_CONTENT_EMPTY);
  const publishTime = body.publishTime ? momentOf(body.publishTime) : undefined;
  // What the administrator typed shows in every language: a seeded item's translations go with an edit.
  const fields = {
    classify_id: body.classifyId,
    title: body.title.trim(),
    summary: (body.summary ?? '').trim(),
    content,
    cover_file_id: body.coverFileId ?? null,
    title_i18n: null,
    summary_i18n: null,
    content_i18n: null,
  };
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .selectFrom('news_classes')
      .select('id')
      .where('id', '=', body.classifyId)
      .executeTakeFirst();
    if (!known) throw new Refusal(NEWS_CLASS_NOT_FOUND);
    if (fields.cover_file_id) {
      const cover = await trx
        .selectFrom('files')
        .select('id')
        .where('id', '=', fields.cover_file_id)
        .executeTakeFirst();
      if (!cover) fields.cover_file_id = null;
    }
    let before: AdminNews | null = null;
    let id = body.id;
    if (id) {
      before = await readNews(trx as unknown as Db, id);
      await trx
        .updateTable('news')
        .set({ ...fields, ...(publishTime ? { publish_time: publishTime } : {}) })
        .where('id', '=', id)
        .execute();
    } else {
      id = `news-${randomUUID()}`;
      await trx
        .insertInto('news')
        .values({
          id,
          ...fields,
          publisher: user.fullname || user.account,
          publish_time: publishTime ?? new Date(),
          status: STATUS.draft,
        })
        .execute();
    }
    if (body.attachmentIds) await linkNewsFiles(trx as unknown as Db, user, id, body.attachmentIds);
    const after = await readNews(trx as unknown as Db, id);
    await recordAdminChange(trx, {
      actorId: user.id,
      kind: before ? 'news.edit' : 'news.create',
      objectType: 'news',
      objectId: id,
      before: before && { ...before, content: undefined },
      after: { ...after, content: undefined },
    });
    return after;
  });
}

/** Publishes an item now or at a later time; it shows on the public lists from then on. */
export async function publishNews(db: Db, user: SessionUser, body: NewsPublishBody): Promise<AdminNews> {
  requireSiteAdmin(user);
  const at = body.publishTime ? momentOf(body.publishTime) : new Date();
  return changeState(db, user, body.id, 'news.publish', { status: STATUS.published, publish_time: at });
}

/** Withdraws a published item: it leaves the public lists at once. */
export async function withdrawNews(db: Db, user: SessionUser, id: string): Promise<AdminNews> {
  requireSiteAdmin(user);
  return changeState(db, user, id, 'news.withdraw', { status: STATUS.withdrawn });
}

async function changeState(
  db: Db,
  user: SessionUser,
  id: string,
  kind: string,
  set: { status: number; publish_time?: Date },
): Promise<AdminNews> {
  return db.transaction().execute(async (trx) => {
    const before = await readNews(trx as unknown as Db, id);
    if (kind === 'news.withdraw' && before.state !== 'published') throw new Refusal(NEWS_ALREADY_WITHDRAWN);
    await trx.updateTable('news').set(set).where('id', '=', id).execute();
    const after = await readNews(trx as unknown as Db, id);
    await recordAdminChange(trx, {
      actorId: user.id,
      kind,
      objectType: 'news',
      objectId: id,
      before: { state: before.state, publishTime: before.publishTime },
      after: { state: after.state, publishTime: after.publishTime },
    });
    return after;
  });
}
