import { IdQuery } from '../../contract/schemas/common.js';
import { NewsQuery } from '../../contract/schemas/portal.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';
import { publicCache } from '../http/public-cache.js';
import { languageOf, type ServerLanguage } from '../http/translations/index.js';
import { newsAttachments } from '../news/news-files.js';
import { NEWS_COLUMNS, newsItem } from '../news/news-rows.js';

const DEFAULT_PAGE_SIZE = 10;

/** News and notices of the portal, public like the tender site that shows them (tender-portal 7.2). */
export function registerPortalNewsRoutes({ open }: RouteScopes, ctx: ServerContext): void {
  const published = () =>
    ctx.db
      .selectFrom('news')
      .innerJoin('news_classes', 'news_classes.id', 'news.classify_id')
      .where('news.status', '=', 1)
      .where('news.publish_time', '<=', new Date());

  // The same for every caller: answered from memory until the news change or one comes due (public-cache.ts).
  const newsCache = publicCache(ctx.db, 'portalNewsNotice/getNews', {
    tables: ['news', 'news_classes'],
    horizon: async (db, now) =>
      (
        await db
          .selectFrom('news')
          .select((eb) => eb.fn.min('publish_time').as('next'))
          .where('publish_time', '>', now)
          .executeTakeFirst()
      )?.next ?? undefined,
  });

  open.route({
    ...ctx.call('portalNewsNotice/getNews'),
    schema: { querystring: NewsQuery },
    handler: (request, reply) =>
      newsCache.serve(request, reply, () =>
        newsPage(request.query, languageOf(request.headers['accept-language'])),
      ),
  });

  /** A page of the published news, newest first. */
  async function newsPage(asked: NewsQuery, language: ServerLanguage) {
    const { classifyId, page = 1, pageSize = DEFAULT_PAGE_SIZE } = asked;
    let query = published().select(NEWS_COLUMNS);
    // A class is named by its id or its code (notice, company, industry).
    if (classifyId) {
      query = query.where((eb) =>
        eb.or([eb('news.classify_id', '=', classifyId), eb('news_classes.code', '=', classifyId)]),
      );
    }
    const rows = await query
      .orderBy('news.publish_time', 'desc')
      .orderBy('news.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return ok(rows.map((row) => newsItem(row, language)));
  }

  open.route({
    ...ctx.call('portalNewsNotice/getNewsById'),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      const { id } = request.query;
      const row = await published()
        .select([...NEWS_COLUMNS, 'news.content', 'news.content_i18n'])
        .where('news.id', '=', id)
        .executeTakeFirst();
      if (!row) return refuse('新闻不存在');
      const attachments = (await newsAttachments(ctx.db, [row.id])).get(row.id) ?? [];
      return ok({ ...newsItem(row, languageOf(request.headers['accept-language'])), attachments });
    },
  });
}
