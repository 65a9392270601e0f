/** Request shapes of identity administration (issue 38). */
import { type Static, Type } from 'typebox';
import {
  ADMIN_PAGE_SIZE_MAX,
  ADMIN_SETTABLE_STATUSES,
  ADMIN_USER_TYPES,
  ADMISSION_DECISIONS,
  ADMISSION_REASON_MAX,
  ADMISSION_STATES,
  type AdminSettableStatus,
} from '../admin.js';
import { AdminListQuery, Moment } from './admin-list.js';
import { Id, NullableString, StringEnum, Text } from './common.js';

/** adminChange/query body. */
export const AdminChangeQueryBody = AdminListQuery(ADMIN_PAGE_SIZE_MAX, {
  objectType: Type.Optional(Type.String({ maxLength: 32 })),
  objectId: Type.Optional(Type.String({ maxLength: 64 })),
  kind: Type.Optional(Type.String({ maxLength: 64 })),
  actor: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(Moment),
  to: Type.Optional(Moment),
});
export type AdminChangeQueryBody = Static<typeof AdminChangeQueryBody>;

const Keyword = Type.String({ maxLength: 64 });
const IdList = Type.Array(Id, { maxItems: 50, uniqueItems: true });

/** ucUser/adminQuery body. */
export const AdminUserQueryBody = AdminListQuery(ADMIN_PAGE_SIZE_MAX, {
  keyword: Type.Optional(Keyword),
  status: Type.Optional(StringEnum(['normal', 'disabled', 'inactive', 'left'] as const)),
  orgId: Type.Optional(Id),
  type: Type.Optional(StringEnum(ADMIN_USER_TYPES)),
});
export type AdminUserQueryBody = Static<typeof AdminUserQueryBody>;

/** ucUser/adminSave body. */
export const AdminUserSaveBody = Type.Object({
  id: Type.Optional(Id),
  account: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  fullname: Text(50),
  email: Type.Optional(NullableString({ maxLength: 100 })),
  mobile: Type.Optional(NullableString({ maxLength: 20 })),
  orgId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 64 })),
  postIds: Type.Optional(IdList),
  roleIds: Type.Optional(IdList),
});
export type AdminUserSaveBody = Static<typeof AdminUserSaveBody>;

/** ucUser/setStatus body. */
export const SetUserStatusBody = Type.Object({
  id: Id,
  status: Type.Unsafe<AdminSettableStatus>({ type: 'integer', enum: [...ADMIN_SETTABLE_STATUSES] }),
});
export type SetUserStatusBody = Static<typeof SetUserStatusBody>;

/** ucUser/resetPassword and ucUser/unlock body. */
export const UserIdBody = Type.Object({ id: Id });
export type UserIdBody = Static<typeof UserIdBody>;

/** ucAdmission/query body. */
export const AdmissionQueryBody = AdminListQuery(ADMIN_PAGE_SIZE_MAX, {
  state: Type.Optional(StringEnum(ADMISSION_STATES)),
  keyword: Type.Optional(Keyword),
});
export type AdmissionQueryBody = Static<typeof AdmissionQueryBody>;

/** ucAdmission/decide body. */
export const AdmissionDecideBody = Type.Object({
  userId: Id,
  decision: StringEnum(ADMISSION_DECISIONS),
  reason: Type.Optional(Type.String({ maxLength: ADMISSION_REASON_MAX })),
});
export type AdmissionDecideBody = Static<typeof AdmissionDecideBody>;
