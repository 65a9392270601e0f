import {
  AdminNewsQueryBody,
  AdminNewsSaveBody,
  AdminShortUrlQueryBody,
  AdminShortUrlSaveBody,
  NewsPublishBody,
  SiteIdBody,
} from '../../contract/schemas/site-admin.js';
import { queryShortUrls, removeShortUrl, saveShortUrl } from '../admin/short-links.js';
import { publishNews, queryNews, saveNews, withdrawNews } from '../admin/site-news.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok } from '../http/envelope.js';
import { refusing } from '../tender/access.js';

/** The news form's and the short link form's fields as they name them. */
const newsErrors = inputErrorsWith({
  classifyId: '新闻分类',
  title: '标题',
  summary: '摘要',
  content: '新闻内容',
  publishTime: '发布时间',
});
const linkErrors = inputErrorsWith({
  code: '短链接代码',
  title: '名称',
  longUrl: '目标地址',
  expiresAt: '失效时间',
});

/** The public site as its administrator manages it (issue 36): news and short links; rules in admin/. */
export function registerAdminSiteRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  const { db } = ctx;

  signedIn.route({
    ...ctx.call('portalNews/adminQuery'),
    schema: { body: AdminNewsQueryBody },
    handler: async (request) => ok(await queryNews(db, currentUser(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('portalNews/adminSave'),
    schema: { body: AdminNewsSaveBody },
    schemaErrorFormatter: newsErrors,
    handler: (request) =>
      refusing(async () => ok(await saveNews(db, currentUser(request), request.body), '保存成功')),
  });

  signedIn.route({
    ...ctx.call('portalNews/publish'),
    schema: { body: NewsPublishBody },
    schemaErrorFormatter: newsErrors,
    handler: (request) =>
      refusing(async () => ok(await publishNews(db, currentUser(request), request.body), '发布成功')),
  });

  signedIn.route({
    ...ctx.call('portalNews/withdraw'),
    schema: { body: SiteIdBody },
    handler: (request) =>
      refusing(async () => ok(await withdrawNews(db, currentUser(request), request.body.id), '已撤回')),
  });

  signedIn.route({
    ...ctx.call('shortUrl/adminQuery'),
    schema: { body: AdminShortUrlQueryBody },
    handler: async (request) => ok(await queryShortUrls(db, currentUser(request), request.body)),
  });

  signedIn.route({
    ...ctx.call('shortUrl/adminSave'),
    schema: { body: AdminShortUrlSaveBody },
    schemaErrorFormatter: linkErrors,
    handler: (request) =>
      refusing(async () => ok(await saveShortUrl(db, currentUser(request), request.body), '保存成功')),
  });

  signedIn.route({
    ...ctx.call('shortUrl/remove'),
    schema: { body: SiteIdBody },
    handler: (request) =>
      refusing(async () => {
        await removeShortUrl(db, currentUser(request), request.body.id);
        return ok(undefined, '删除成功');
      }),
  });
}
