import { type Static, Type } from 'typebox';
import { NullableBody } from './common.js';

const OptionalId = Type.Optional(Type.String({ maxLength: 64 }));

/** getByParentAndDem: the children of parentId ('0' or none: the roots) in a dimension (default: the default one). */
export const OrgTreeBody = NullableBody(Type.Object({ parentId: OptionalId, demId: OptionalId }));
export type OrgTreeBody = Static<typeof OrgTreeBody>;
export type OrgTreeQuery = NonNullable<OrgTreeBody>;

/** ucGroup setCookie: the post to work under. */
export const PostSwitchQuery = Type.Object({
  postId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
});
export type PostSwitchQuery = Static<typeof PostSwitchQuery>;
