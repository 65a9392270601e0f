import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope, PageList } from '../contract/envelope.js';
import type {
  AdminNewsQueryBody,
  AdminNewsSaveBody,
  AdminShortUrlQueryBody,
  AdminShortUrlSaveBody,
  NewsPublishBody,
} from '../contract/schemas/site-admin.js';
import type { AdminNews, AdminNewsPage, AdminShortUrl } from '../contract/site-admin.js';
import type { HttpClient } from './http.js';

/** The public site as its administrator manages it (issue 36): news and short links. */
export function siteAdminCalls(http: HttpClient) {
  return {
    news: (query: NonNullable<AdminNewsQueryBody>, signal?: AbortSignal) =>
      http.call<Envelope<AdminNewsPage>>(PORTAL.portalNews_adminQuery, { data: query, signal }),
    /** A new draft, or the changes to an item (a published one stays published). */
    saveNews: (body: AdminNewsSaveBody) =>
      http.call<Envelope<AdminNews>>(PORTAL.portalNews_adminSave, { data: body }),
    /** Publishes now, or at `publishTime`. */
    publishNews: (body: NewsPublishBody) =>
      http.call<Envelope<AdminNews>>(PORTAL.portalNews_publish, { data: body }),
    withdrawNews: (id: string) =>
      http.call<Envelope<AdminNews>>(PORTAL.portalNews_withdraw, { data: { id } }),
    shortUrls: (query: NonNullable<AdminShortUrlQueryBody>, signal?: AbortSignal) =>
      http.call<Envelope<PageList<AdminShortUrl>>>(PORTAL.shortUrl_adminQuery, { data: query, signal }),
    saveShortUrl: (body: AdminShortUrlSaveBody) =>
      http.call<Envelope<AdminShortUrl>>(PORTAL.shortUrl_adminSave, { data: body }),
    removeShortUrl: (code: string) =>
      http.call<Envelope<void>>(PORTAL.shortUrl_remove, { data: { id: code } }),
  };
}
