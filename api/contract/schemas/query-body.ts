import { type Static, Type } from 'typebox';
import { QUERY_OPERATIONS, QUERY_RELATIONS } from '../envelope.js';
import { MAX_PAGE_SIZE } from '../limits.js';
import { NullableBody, StringEnum } from './common.js';

const Property = Type.String({ minLength: 1, maxLength: 64 });

/** One filter of a query body, as the server accepts it. */
export const QueryFilterInput = Type.Object({
  property: Property,
  value: Type.Optional(Type.Unknown()),
  operation: StringEnum(QUERY_OPERATIONS),
  group: Type.Optional(Type.String({ maxLength: 64 })),
  relation: Type.Optional(StringEnum(QUERY_RELATIONS)),
});
export type QueryFilterInput = Static<typeof QueryFilterInput>;

/**
 * The query body of list calls as the server accepts it: every part optional (no pageBean: the list's
 * default page). `QueryBody` (envelope.ts) is what a client sends, and fits this.
 */
export const QueryBodyInput = Type.Object({
  pageBean: Type.Optional(
    Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
      pageSize: Type.Optional(Type.Integer({ minimum: -1, maximum: MAX_PAGE_SIZE })),
      showTotal: Type.Optional(Type.Boolean()),
    }),
  ),
  querys: Type.Optional(Type.Array(QueryFilterInput, { maxItems: 50 })),
  sorter: Type.Optional(
    Type.Array(
      Type.Object({
        property: Property,
        direction: Type.Optional(StringEnum(['ASC', 'DESC', 'asc', 'desc'] as const)),
      }),
      { maxItems: 10 },
    ),
  ),
});
export type QueryBodyInput = Static<typeof QueryBodyInput>;

/** The body of a list call: a query body, or nothing at all. */
export const ListBody = NullableBody(QueryBodyInput);
export type ListBody = Static<typeof ListBody>;
