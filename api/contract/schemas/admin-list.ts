/** What the administration lists' request shapes share (issues 36 and 38): the paging, and a moment. */
import { type TProperties, Type } from 'typebox';
import { NullableBody } from './common.js';

const Page = Type.Integer({ minimum: 1, maximum: 100_000 });

/**
 * A list's query body (null or left out: the first page, unfiltered): `page`, `pageSize` up to
 * `maxPageSize`, then the list's own filters.
 */
export const AdminListQuery = <P extends TProperties>(maxPageSize: number, filters: P) =>
  NullableBody(
    Type.Object({
      page: Type.Optional(Page),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: maxPageSize })),
      ...filters,
    }),
  );

/** A moment as the lists filter and schedule by (ISO 8601). */
export const Moment = Type.String({ format: 'date-time', maxLength: 40 });
