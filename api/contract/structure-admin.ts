/**
 * Answers of the structure administration calls (issue 38); the requests are in
 * schemas/structure-admin.ts.
 */
export type {
  MembersBody,
  MenuReorderBody,
  MenuSaveBody,
  OrgLeadersBody,
  OrgMoveBody,
  OrgSaveBody,
  PasswordStrategyBody,
  PostSaveBody,
  RoleGrantsBody,
  RoleSaveBody,
} from './schemas/structure-admin.js';

/** A person as the editors list them. */
export interface AdminPerson {
  id: string;
  account: string;
  fullname: string;
}

export interface AdminPost {
  id: string;
  name: string;
  code: string;
  orgId: string;
  jobId: string | null;
  jobName: string | null;
  members: AdminPerson[];
}

/** An organisation with what its editor shows (ucOrg/adminDetail). */
export interface AdminOrgDetail {
  id: string;
  name: string;
  code: string;
  demId: string;
  parentId: string | null;
  path: string;
  sn: number;
  leaders: AdminPerson[];
  posts: AdminPost[];
  /** The people whose organisation it is (user_orgs). */
  memberCount: number;
}

/** A role with its members and grants (ucRole/adminDetail). */
export interface AdminRoleDetail {
  id: string;
  name: string;
  code: string;
  enabled: boolean;
  members: AdminPerson[];
  menuIds: string[];
  methodAliases: string[];
}

/** A menu entry as the menu editor keeps it: every field, and the roles that see it. */
export interface AdminMenu {
  id: string;
  parentId: string | null;
  alias: string;
  name: string;
  nameZhTw: string | null;
  nameEnUs: string | null;
  menuUrl: string;
  view: string | null;
  icon: string | null;
  badge: string | null;
  isNew: boolean;
  hidden: boolean;
  target: '_self' | '_blank' | null;
  sn: number;
  roleIds: string[];
  /** Others than roles see it too (an identity, a user, everyone): kept as the seed or a script set them. */
  otherGrantees: number;
  /** The caller may change it: a staff administrator keeps only the staff area's entries. */
  editable: boolean;
}

/** A method permission a role may grant (the permission directive's alias). */
export interface AdminMethod {
  alias: string;
  name: string;
  menuAlias: string | null;
}

/** The menu editor's data (sysMenu/adminTree): every entry, flat, and the methods. */
export interface AdminMenuTree {
  menus: AdminMenu[];
  methods: AdminMethod[];
  /** The root alias the staff portal reads (front_menu). */
  rootAlias: string;
}

/** What the signed-in administrator may manage (the admin pages hide the rest). */
export interface StructureScope {
  /** The site administrator: everything, the password strategy too. */
  site: boolean;
}
