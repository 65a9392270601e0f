import type { PageList } from '../../contract/envelope.js';
import type { AdminShortUrlQueryBody, AdminShortUrlSaveBody } from '../../contract/schemas/site-admin.js';
import type { AdminShortUrl } from '../../contract/site-admin.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import { Refusal } from '../tender/access.js';
import { anyColumnContains } from './access.js';
import { recordAdminChange } from './change-log.js';
import { requireSiteAdmin } from './site-news.js';

/** Short links as the site administrator manages them (issue 36); /surl/{code} resolves them (portal-shorturl.ts). */

export const SHORT_URL_NOT_FOUND = '短链接不存在';
export const SHORT_CODE_TAKEN = '短链接代码已被使用';
export const LONG_URL_INVALID = '目标地址须为站内路径（以 / 开头）或 http(s) 地址';
export const EXPIRES_AT_INVALID = '失效时间格式不正确';

interface Row {
  code: string;
  title: string;
  long_url: string;
  guest: boolean;
  expires_at: Date | null;
  enabled: boolean;
  hits: number;
  created_at: Date;
}

function linkOf(row: Row): AdminShortUrl {
  return {
    code: row.code,
    title: row.title,
    longUrl: row.long_url,
    guest: row.guest,
    expiresAt: row.expires_at?.toISOString(),
    enabled: row.enabled,
    hits: row.hits,
    createdAt: row.created_at.toISOString(),
  };
}

const COLUMNS = [
  'code',
  'title',
  'long_url',
  'guest',
  'expires_at',
  'enabled',
  'hits',
  'created_at',
] as const;

/** A target the portal can open: a path of the site, or an http(s) address (read by the URL parser). */
function checkedTarget(text: string): string {
  const target = text.trim();
  if (target.startsWith('/') && !target.startsWith('//')) return target;
  try {
    const url = new URL(target);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // not an address: refused below
  }
  throw new Refusal(LONG_URL_INVALID);
}

export async function queryShortUrls(
  db: Db,
  user: SessionUser,
  body: AdminShortUrlQueryBody,
): Promise<PageList<AdminShortUrl>> {
  requireSiteAdmin(user);
  const { page = 1, pageSize = 20, keyword } = body ?? {};
  let query = db.selectFrom('short_urls');
  if (keyword?.trim()) {
    query = query.where((eb) => anyColumnContains(eb, keyword.trim(), ['code', 'title', 'long_url']));
  }
  const [rows, counted] = await Promise.all([
    query
      .select([...COLUMNS])
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(linkOf), total: Number(counted.n), page, pageSize };
}

/** Creates a link under a new code, or edits one (its target, expiry, title, enabled). */
export async function saveShortUrl(
  db: Db,
  user: SessionUser,
  body: AdminShortUrlSaveBody,
): Promise<AdminShortUrl> {
  requireSiteAdmin(user);
  const longUrl = checkedTarget(body.longUrl);
  let expiresAt: Date | null = null;
  if (body.expiresAt) {
    expiresAt = new Date(body.expiresAt);
    if (Number.isNaN(expiresAt.getTime())) throw new Refusal(EXPIRES_AT_INVALID);
  }
  const fields = {
    title: (body.title ?? '').trim(),
    long_url: longUrl,
    guest: body.guest ?? false,
    expires_at: expiresAt,
    enabled: body.enabled ?? true,
  };
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('short_urls')
      .select([...COLUMNS])
      .where('code', '=', body.code)
      .executeTakeFirst();
    const before = found ? linkOf(found) : null;
    // A link edited without saying keeps whether it signs the visitor in as the guest.
    if (body.guest === undefined && found) fields.guest = found.guest;
    if (body.existing) {
      if (!found) throw new Refusal(SHORT_URL_NOT_FOUND);
      await trx
        .updateTable('short_urls')
        .set({ ...fields, updated_at: new Date() })
        .where('code', '=', body.code)
        .execute();
    } else {
      if (found) throw new Refusal(SHORT_CODE_TAKEN);
      await trx
        .insertInto('short_urls')
        .values({ code: body.code, ...fields })
        .execute();
    }
    const after = linkOf(
      await trx
        .selectFrom('short_urls')
        .select([...COLUMNS])
        .where('code', '=', body.code)
        .executeTakeFirstOrThrow(),
    );
    await recordAdminChange(trx, {
      actorId: user.id,
      kind: before ? 'shortUrl.edit' : 'shortUrl.create',
      objectType: 'shortUrl',
      objectId: body.code,
      before,
      after,
    });
    return after;
  });
}

export async function removeShortUrl(db: Db, user: SessionUser, code: string): Promise<void> {
  requireSiteAdmin(user);
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('short_urls')
      .select([...COLUMNS])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!found) throw new Refusal(SHORT_URL_NOT_FOUND);
    await trx.deleteFrom('short_urls').where('code', '=', code).execute();
    await recordAdminChange(trx, {
      actorId: user.id,
      kind: 'shortUrl.remove',
      objectType: 'shortUrl',
      objectId: code,
      before: linkOf(found),
      after: null,
    });
  });
}
