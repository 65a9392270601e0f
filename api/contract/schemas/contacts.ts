import { type Static, Type } from 'typebox';
import { CONTACT_GROUP_LIMITS } from '../contacts.js';
import { Id, Text, TextList } from './common.js';

/** ucGroup save: a new group (no id) or a new name for one of the caller's groups. */
export const ContactGroupSaveBody = Type.Object({
  id: Type.Optional(Id),
  name: Text(CONTACT_GROUP_LIMITS.name),
  description: Type.Optional(Type.String({ maxLength: CONTACT_GROUP_LIMITS.description })),
});
export type ContactGroupSaveBody = Static<typeof ContactGroupSaveBody>;

/** ucGroup remove?ids: the caller's groups (comma-separated or repeated). */
export const ContactGroupIdsQuery = Type.Object({ ids: TextList(50) });
export type ContactGroupIdsQuery = Static<typeof ContactGroupIdsQuery>;

/** ucGroupUser getGroupUsers?groupId. */
export const GroupIdQuery = Type.Object({ groupId: Id });
export type GroupIdQuery = Static<typeof GroupIdQuery>;

/** ucGroupUser saveJson (add people to a group, at its end) and remove (take them out). */
export const GroupUsersBody = Type.Object({
  groupId: Id,
  userIds: Type.Array(Id, { minItems: 1, maxItems: CONTACT_GROUP_LIMITS.members }),
});
export type GroupUsersBody = Static<typeof GroupUsersBody>;

/** ucGroupUser swap: two members of a group trade places (up or down one, or a drop). */
export const GroupSwapBody = Type.Object({ groupId: Id, userId: Id, targetUserId: Id });
export type GroupSwapBody = Static<typeof GroupSwapBody>;

/** The reference backend's people search of the contacts page: name, account, e-mail or pinyin. */
export const ContactSearchBody = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ContactSearchBody = Static<typeof ContactSearchBody>;
