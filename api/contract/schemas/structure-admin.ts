import { type Static, Type } from 'typebox';
import { Id, NullableString, StringEnum, Text } from './common.js';

/**
 * Requests of the organisation's structure as administrators keep it (issue 38): organisations per
 * dimension, posts, roles with their members and grants, the staff menu tree and the password strategy.
 */

/** A code of an organisation, post or role: letters, digits, `_`, `-` and `.`, as the seed's are. */
const Code = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const Sn = Type.Integer({ minimum: 0, maximum: 99_999 });
/** The people a post, a role or an organisation's leaders are: at most this many at once. */
const UserIds = Type.Array(Id, { maxItems: 500, uniqueItems: true });
const OptionalId = Type.Optional(Id);

/** Create (no id) or rename / recode an organisation; its place changes through `move`. */
export const OrgSaveBody = Type.Object(
  {
    id: OptionalId,
    name: Text(100),
    code: Code,
    /** New organisations only: the dimension and the parent (none: a root of the dimension). */
    demId: OptionalId,
    parentId: Type.Optional(Type.Union([Id, Type.Null()])),
    sn: Type.Optional(Sn),
  },
  { additionalProperties: false },
);
export type OrgSaveBody = Static<typeof OrgSaveBody>;

/** Move an organisation under another of its dimension (null: to the roots), at a sort number. */
export const OrgMoveBody = Type.Object(
  { id: Id, parentId: Type.Union([Id, Type.Null()]), sn: Type.Optional(Sn) },
  { additionalProperties: false },
);
export type OrgMoveBody = Static<typeof OrgMoveBody>;

export const OrgLeadersBody = Type.Object({ id: Id, userIds: UserIds }, { additionalProperties: false });
export type OrgLeadersBody = Static<typeof OrgLeadersBody>;

/** Create (no id) or change a post: a job in one organisation. */
export const PostSaveBody = Type.Object(
  {
    id: OptionalId,
    name: Text(100),
    code: Code,
    orgId: Id,
    jobId: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type PostSaveBody = Static<typeof PostSaveBody>;

/** The members of a post or a role, all at once (the editor sends the list it shows). */
export const MembersBody = Type.Object({ id: Id, userIds: UserIds }, { additionalProperties: false });
export type MembersBody = Static<typeof MembersBody>;

export const RoleSaveBody = Type.Object(
  { id: OptionalId, name: Text(100), code: Code, enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type RoleSaveBody = Static<typeof RoleSaveBody>;

/** What a role grants: the menu entries its members see and the methods they may call. */
export const RoleGrantsBody = Type.Object(
  {
    id: Id,
    menuIds: Type.Array(Id, { maxItems: 1000, uniqueItems: true }),
    methodAliases: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
      maxItems: 1000,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type RoleGrantsBody = Static<typeof RoleGrantsBody>;

export const MENU_TARGETS = ['_self', '_blank'] as const;

/** Create (no id) or change a menu entry; who sees it is the roles named (other grants are kept). */
export const MenuSaveBody = Type.Object(
  {
    id: OptionalId,
    parentId: Id,
    name: Text(50),
    /** Its name in zh-TW and en-US; empty: the zh-CN name. */
    nameZhTw: Type.Optional(NullableString({ maxLength: 50 })),
    nameEnUs: Type.Optional(NullableString({ maxLength: 50 })),
    alias: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
    /** A path of the portal (/flow/myTask) or an address opened outside (https://…). */
    menuUrl: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/[^\\s]*|https?://[^\\s]+)$' }),
    /** The portal view a path opens (host/views/registry.ts); none: the online-menu page. */
    view: Type.Optional(NullableString({ maxLength: 100 })),
    icon: Type.Optional(NullableString({ maxLength: 64 })),
    badge: Type.Optional(NullableString({ maxLength: 20 })),
    isNew: Type.Optional(Type.Boolean()),
    hidden: Type.Optional(Type.Boolean()),
    target: Type.Optional(StringEnum(MENU_TARGETS)),
    sn: Type.Optional(Sn),
    roleIds: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type MenuSaveBody = Static<typeof MenuSaveBody>;

/** The children of one entry in their new order. */
export const MenuReorderBody = Type.Object(
  { parentId: Id, ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type MenuReorderBody = Static<typeof MenuReorderBody>;

export const PASSWORD_RULES = [1, 2, 3, 4] as const;

export const PasswordStrategyBody = Type.Object(
  {
    enable: Type.Boolean(),
    pwdRule: Type.Integer({ minimum: 1, maximum: 4 }),
    pwdLength: Type.Integer({ minimum: 6, maximum: 32 }),
  },
  { additionalProperties: false },
);
export type PasswordStrategyBody = Static<typeof PasswordStrategyBody>;

/** The field names a refused request names (input-messages.ts). */
export const STRUCTURE_FIELD_LABELS: Record<string, string> = {
  name: '名称',
  code: '编码',
  demId: '维度',
  parentId: '上级',
  orgId: '所属组织',
  jobId: '职务',
  sn: '排序号',
  userIds: '人员',
  menuIds: '菜单',
  methodAliases: '方法',
  nameZhTw: '繁体名称',
  nameEnUs: '英文名称',
  alias: '别名',
  menuUrl: '地址',
  view: '页面',
  icon: '图标',
  badge: '徽标',
  roleIds: '可见角色',
  ids: '顺序',
  enabled: '启用',
  enable: '启用',
  pwdRule: '密码规则',
  pwdLength: '最小长度',
};
