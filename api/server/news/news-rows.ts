import type { NewsItem } from '../../contract/portal.js';
import type { NewsTable } from '../db/schema.js';

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
] as const;

/** A news row as NEWS_COLUMNS read it, with or without its content. */
export type NewsRow = Pick<
  NewsTable,
  'id' | 'classify_id' | 'title' | 'summary' | 'cover_file_id' | 'publisher' | 'publish_time'
> & { classify_name: string; content?: string };

/** A news item as the portal shows it; its content when it was read. */
export function newsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    classifyId: row.classify_id,
    classifyName: row.classify_name,
    summary: row.summary,
    ...(row.content === undefined ? {} : { content: row.content }),
    coverFileId: row.cover_file_id ?? undefined,
    publisher: row.publisher,
    publishTime: row.publish_time.toISOString(),
  };
}
