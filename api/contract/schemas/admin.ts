/** Request shapes of identity administration (issue 38). */
import { type Static, Type } from 'typebox';
import { ADMIN_PAGE_SIZE_MAX } from '../admin.js';
import { NullableBody } from './common.js';

const Page = Type.Integer({ minimum: 1, maximum: 100_000 });
const PageSize = Type.Integer({ minimum: 1, maximum: ADMIN_PAGE_SIZE_MAX });
const Moment = Type.String({ format: 'date-time', maxLength: 40 });

/** adminChange/query body. */
export const AdminChangeQueryBody = NullableBody(
  Type.Object({
    page: Type.Optional(Page),
    pageSize: Type.Optional(PageSize),
    objectType: Type.Optional(Type.String({ maxLength: 32 })),
    objectId: Type.Optional(Type.String({ maxLength: 64 })),
    kind: Type.Optional(Type.String({ maxLength: 64 })),
    actor: Type.Optional(Type.String({ maxLength: 64 })),
    from: Type.Optional(Moment),
    to: Type.Optional(Moment),
  }),
);
export type AdminChangeQueryBody = Static<typeof AdminChangeQueryBody>;
