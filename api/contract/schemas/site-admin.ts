/** Request shapes of the public site's administration (issue 36). */
import { type Static, Type } from 'typebox';
import {
  NEWS_ATTACHMENTS_MAX,
  NEWS_CONTENT_MAX,
  NEWS_STATES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  SHORT_CODE_MAX,
  SHORT_URL_MAX,
  SITE_PAGE_SIZE_MAX,
} from '../site-admin.js';
import { AdminListQuery, Moment } from './admin-list.js';
import { Id, NullableString, StringEnum, Text } from './common.js';

/** portalNews/adminQuery body. */
export const AdminNewsQueryBody = AdminListQuery(SITE_PAGE_SIZE_MAX, {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  classifyId: Type.Optional(Id),
  state: Type.Optional(StringEnum(NEWS_STATES)),
});
export type AdminNewsQueryBody = Static<typeof AdminNewsQueryBody>;

/** portalNews/adminSave body: a new draft, or the changes to an item (a published one stays published). */
export const AdminNewsSaveBody = Type.Object({
  id: Type.Optional(Id),
  classifyId: Id,
  title: Text(NEWS_TITLE_MAX),
  summary: Type.Optional(Type.String({ maxLength: NEWS_SUMMARY_MAX })),
  content: Type.String({ maxLength: NEWS_CONTENT_MAX }),
  coverFileId: Type.Optional(NullableString({ maxLength: 64 })),
  publishTime: Type.Optional(NullableString({ maxLength: 40 })),
  /** The item's attachments, exactly (file ids of the caller's uploads or of the item's); absent: unchanged. */
  attachmentIds: Type.Optional(Type.Array(Id, { maxItems: NEWS_ATTACHMENTS_MAX })),
});
export type AdminNewsSaveBody = Static<typeof AdminNewsSaveBody>;

/** portalNews/publish body: publish now, or at a later time. */
export const NewsPublishBody = Type.Object({ id: Id, publishTime: Type.Optional(Moment) });
export type NewsPublishBody = Static<typeof NewsPublishBody>;

/** portalNews/withdraw and shortUrl/remove bodies. */
export const SiteIdBody = Type.Object({ id: Id });
export type SiteIdBody = Static<typeof SiteIdBody>;

/** shortUrl/adminQuery body. */
export const AdminShortUrlQueryBody = AdminListQuery(SITE_PAGE_SIZE_MAX, {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminShortUrlQueryBody = Static<typeof AdminShortUrlQueryBody>;

/** shortUrl/adminSave body: `code` names the link; an existing one is edited when `existing` is true. */
export const AdminShortUrlSaveBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: SHORT_CODE_MAX, pattern: '^[A-Za-z0-9_-]+$' }),
  existing: Type.Optional(Type.Boolean()),
  title: Type.Optional(Type.String({ maxLength: 100 })),
  longUrl: Text(SHORT_URL_MAX),
  guest: Type.Optional(Type.Boolean()),
  expiresAt: Type.Optional(NullableString({ maxLength: 40 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type AdminShortUrlSaveBody = Static<typeof AdminShortUrlSaveBody>;
