import { type Static, Type } from 'typebox';
import { PINYIN_TYPES } from '../portal.js';
import { Id, NullableBody } from './common.js';

const ALIAS_PATTERN = '^[A-Za-z0-9_.-]+$';
const TAG_TYPE_PATTERN = '^[A-Za-z0-9_.:-]+$';
const Alias = Type.String({ minLength: 1, maxLength: 64, pattern: ALIAS_PATTERN });
const TagType = Type.String({ minLength: 1, maxLength: 64, pattern: TAG_TYPE_PATTERN });

/** getCurrentUserMenu: the root alias of the tree (front_menu by default). */
export const MenuQuery = Type.Object({ menuAlias: Type.Optional(Alias) });
export type MenuQuery = Static<typeof MenuQuery>;

/** POST /system/often: how many entries (8 by default). */
export const OftenBody = NullableBody(
  Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
);
export type OftenBody = Static<typeof OftenBody>;

/**
 * POST sysTag/save: a new tag (name, typeCode), a rename (id), or a removal (remove with id or name).
 * typeId and typeKey are other spellings of typeCode that callers use.
 */
export const SysTagSaveBody = Type.Object({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  typeCode: Type.Optional(TagType),
  typeId: Type.Optional(TagType),
  typeKey: Type.Optional(TagType),
  remove: Type.Optional(Type.Boolean()),
});
export type SysTagSaveBody = Static<typeof SysTagSaveBody>;

/** getByAlias of layouts and columns. */
export const AliasQuery = Type.Object({ alias: Alias });
export type AliasQuery = Static<typeof AliasQuery>;

/** getDatasByAlias: the aliases of the columns whose data is wanted. */
export const ColumnAliases = Type.Array(Alias, { minItems: 1, maxItems: 20 });
export type ColumnAliases = Static<typeof ColumnAliases>;

/** portalUserLayoutConfig/save: the arrangement as JSON text or as the object itself. */
export const LayoutConfigBody = Type.Object({
  layoutId: Type.String({ minLength: 1, maxLength: 64 }),
  configContent: Type.Union([Type.String(), Type.Object({}, { additionalProperties: true })]),
});
export type LayoutConfigBody = Static<typeof LayoutConfigBody>;

/** Query of getNews: a class (id or code) and a page. */
export const NewsQuery = Type.Object({
  classifyId: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type NewsQuery = Static<typeof NewsQuery>;

/** getLongUrlByShortUrl: the code, or the /surl/{code} path or url. */
export const ShortUrlQuery = Type.Object({ shortUrl: Type.String({ minLength: 1, maxLength: 500 }) });
export type ShortUrlQuery = Static<typeof ShortUrlQuery>;

/** getPinyin: the text and PINYIN_TYPES (full by default). */
export const PinyinQuery = Type.Object({
  chinese: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  type: Type.Optional(
    Type.Unsafe<(typeof PINYIN_TYPES)[keyof typeof PINYIN_TYPES]>({
      type: 'integer',
      enum: Object.values(PINYIN_TYPES),
    }),
  ),
});
export type PinyinQuery = Static<typeof PinyinQuery>;
