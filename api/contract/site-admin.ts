/** The public site as its administrator manages it (issue 36): news and short links. */
import type { FileListEntry } from './files.js';

/** A news item's state: a draft, published (shown once its publish time has come) or withdrawn. */
export const NEWS_STATES = ['draft', 'published', 'withdrawn'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

export const SITE_PAGE_SIZE_MAX = 100;
export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
/** Rich HTML, before sanitizing. */
export const NEWS_CONTENT_MAX = 200_000;
export const SHORT_CODE_MAX = 32;
export const SHORT_URL_MAX = 2000;

/** A news class (新闻分类, news_classes). */
export interface NewsClass {
  id: string;
  name: string;
  code: string;
}

/** At most this many attachments on a news item. */
export const NEWS_ATTACHMENTS_MAX = 10;

/** A news item as the administrator lists and edits it. */
export interface AdminNews {
  id: string;
  classifyId: string;
  classifyName: string;
  title: string;
  summary: string;
  /** Rich HTML, sanitized. */
  content: string;
  coverFileId?: string;
  publisher: string;
  /** When it shows (or showed) on the public site; a future time schedules it. */
  publishTime: string;
  state: NewsState;
  /** Files of the file service; shown on the public detail once the item is published. */
  attachments: FileListEntry[];
}

/** portalNews/adminQuery answer: a page of news and the classes the form offers. */
export interface AdminNewsPage {
  rows: AdminNews[];
  total: number;
  page: number;
  pageSize: number;
  classes: NewsClass[];
}

/** A short link as the administrator manages it. */
export interface AdminShortUrl {
  code: string;
  title: string;
  longUrl: string;
  /** A guest link signs the visitor in as the guest user (shared workflow pages). */
  guest: boolean;
  expiresAt?: string;
  enabled: boolean;
  hits: number;
  createdAt: string;
}
