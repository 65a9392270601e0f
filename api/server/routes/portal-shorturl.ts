import type { ShortUrlTarget } from '../../contract/portal.js';
import { ShortUrlQuery } from '../../contract/schemas/portal.js';
import { GUEST_USER_ID } from '../auth/guest.js';
import { issueToken } from '../auth/sessions.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';
import { grantInstanceShare } from '../workflow/share.js';

/** A guest token lives long enough to read a shared page, not a working day. */
export const GUEST_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const NOT_FOUND = '短链接不存在或已失效';

/** The code of a short link, given alone or as the /surl/{code} path or url. */
export function shortCode(shortUrl: string): string {
  const match = shortUrl.match(/\/surl\/([^/?#]+)/);
  return (match?.[1] ?? shortUrl).trim();
}

/** Short links: /surl/{code} pages resolve here (tender-portal 2.1, 7.2); public. */
export function registerPortalShortUrlRoutes({ open }: RouteScopes, ctx: ServerContext): void {
  open.route({
    ...ctx.call('shorturlManage/getLongUrlByShortUrl'),
    schema: { querystring: ShortUrlQuery },
    handler: async (request) => {
      const { shortUrl } = request.query;
      const link = await ctx.db
        .selectFrom('short_urls')
        .selectAll()
        .where('code', '=', shortCode(shortUrl))
        .where('enabled', '=', true)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .executeTakeFirst();
      if (!link) return refuse(NOT_FOUND);
      // The administrator's list counts how often a link was followed.
      await ctx.db
        .updateTable('short_urls')
        .set((eb) => ({ hits: eb('hits', '+', 1) }))
        .where('code', '=', link.code)
        .execute();
      if (!link.guest) return ok<ShortUrlTarget>({ url: link.long_url });
      const guest = await ctx.db
        .selectFrom('users')
        .select('status')
        .where('id', '=', GUEST_USER_ID)
        .executeTakeFirst();
      // Without an active guest user a guest link cannot be honoured.
      if (guest?.status !== 1) return refuse(NOT_FOUND);
      const guestToken = await issueToken(ctx.db, GUEST_USER_ID, GUEST_TOKEN_TTL_MS);
      // A shared instance page reads only the instance of its link (workflow/share.ts).
      await grantInstanceShare(ctx.db, guestToken, link.long_url, new Date(Date.now() + GUEST_TOKEN_TTL_MS));
      return ok<ShortUrlTarget>({ url: link.long_url, guestToken });
    },
  });
}
