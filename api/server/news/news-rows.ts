import type { NewsItem } from '../../contract/portal.js';
import type { NewsTable } from '../db/schema.js';
import { textIn } from '../http/localized-text.js';
import type { ServerLanguage } from '../http/translations/index.js';

/**
 * How a news item is read (issue 36): the columns, its class's name joined, and the public item built
 * from them. The public routes (routes/portal-news.ts) and the site administrator's list
 * (admin/site-news.ts) both read news through here, so neither reaches into the other.
 */

/** The columns a news item is read with, its class's name joined; the content aside (the lists leave it out). */
export const NEWS_COLUMNS = [
  'news.id',
  'news.classify_id',
  'news_classes.name as classify_name',
  'news.title',
  'news.summary',
  'news.cover_file_id',
  'news.publisher',
  'news.publish_time',
  'news.title_i18n',
  'news.summary_i18n',
  'news_classes.name_i18n as classify_name_i18n',
] as const;

/** A news row as NEWS_COLUMNS read it, with or without its content (and its translations). */
export type NewsRow = Pick<
  NewsTable,
  'id' | 'classify_id' | 'title' | 'summary' | 'cover_file_id' | 'publisher' | 'publish_time'
> & {
  classify_name: string;
  content?: string;
  title_i18n?: unknown;
  summary_i18n?: unknown;
  content_i18n?: unknown;
  classify_name_i18n?: unknown;
};

/**
 * A news item as the portal shows it, in the caller's language where the row carries a translation
 * (the seeded items; http/localized-text.ts); its content when it was read.
 */
export function newsItem(row: NewsRow, language: ServerLanguage = 'zh-CN'): NewsItem {
  return {
    id: row.id,
    title: textIn(row.title, row.title_i18n, language),
    classifyId: row.classify_id,
    classifyName: textIn(row.classify_name, row.classify_name_i18n, language),
    summary: textIn(row.summary, row.summary_i18n, language),
    ...(row.content === undefined ? {} : { content: textIn(row.content, row.content_i18n, language) }),
    coverFileId: row.cover_file_id ?? undefined,
    publisher: row.publisher,
    publishTime: row.publish_time.toISOString(),
  };
}
