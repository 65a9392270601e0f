import { IdQuery } from '../../contract/schemas/common.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { NoticeIdsQuery } from '../../contract/schemas/tender-site.js';
import type { ServerTime } from '../../contract/tender-site.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { publicCache } from '../http/public-cache.js';
import { refusing } from '../tender/access.js';
import { noticeDetail, noticeHistory, noticesByIds } from '../tender/notice-reads.js';
import { FRONT_NOTICE_TABLES, frontNotices, managedNotices, nextNoticeMoment } from '../tender/notices.js';

/**
 * procureNotice: the notices of the tender site and their history (tender-portal 7.4), and the
 * server's time (wProcureproject getTime) that the search status is judged by. The rules are in
 * tender/notices.ts and tender/notice-reads.ts.
 */
export function registerProcureNoticeRoutes({ open, signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;
  const frontCache = publicCache(db, 'procureNotice/queryFront', {
    tables: FRONT_NOTICE_TABLES,
    horizon: nextNoticeMoment,
  });

  open.route({
    ...ctx.call('wProcureproject/getTime'),
    handler: async () => {
      const now = new Date();
      const time: ServerTime = { timestamp: now.getTime(), time: now.toISOString() };
      return ok(time);
    },
  });

  open.route({
    ...ctx.call('procureNotice/queryFront'),
    schema: { body: ListBody },
    // The same for every caller: answered from memory until a notice or project changes (public-cache.ts).
    handler: (request, reply) =>
      frontCache.serve(request, reply, async () => ok(await frontNotices(db, request.body))),
  });

  signedIn.route({
    ...ctx.call('procureNotice/queryProcureNotice'),
    schema: { body: ListBody },
    handler: async (request) => ok(await managedNotices(db, currentUser(request), request.body)),
  });

  open.route({
    ...ctx.call('procureNotice/getDetail'),
    preHandler: ctx.optionalUser,
    schema: { querystring: IdQuery },
    handler: (request) =>
      refusing(async () => ok(await noticeDetail(db, request.sessionUser, request.query.id))),
  });

  open.route({
    ...ctx.call('procureNotice/getByIds'),
    schema: { querystring: NoticeIdsQuery },
    handler: async (request) => ok(await noticesByIds(db, request.query.ids)),
  });

  open.route({
    ...ctx.call('procureNotice/getHistory'),
    preHandler: ctx.optionalUser,
    schema: { querystring: IdQuery },
    handler: (request) =>
      refusing(async () => ok(await noticeHistory(db, request.sessionUser, request.query.id))),
  });
}
