import type { Identity } from './identity.js';

/** The post the session works under (login info's postMap). */
export interface PostMapEntry {
  postId: string;
  postName: string;
  orgName: string;
}

/** A post the user holds, as login info lists them; the master post first. */
export interface PostListEntry extends PostMapEntry {
  isMaster: boolean;
}

/** A post in full (user detail): with its code and the path of its organisation. */
export interface PostDetail extends PostListEntry {
  postCode: string;
  orgId: string;
  /** Ids of the org's ancestors and itself, each followed by a dot. */
  path: string;
  /** The same path in names, e.g. '华东能源集团/采购管理部'; the personal info dialog's tooltip. */
  pathName: string;
}

export interface OrgEntry {
  id: string;
  name: string;
  code: string;
  parentId: string | null;
  demId: string;
  path: string;
  pathName: string;
  isMaster: boolean;
}

export interface RoleEntry {
  id: string;
  name: string;
  code: string;
}

/** The profile fields every user answer shares. */
export interface UserProfile {
  id: string;
  userId: string;
  account: string;
  /** The account (the portal shows it as the user name). */
  username: string;
  fullname: string;
  photo: string | null;
  avatar: string | null;
  mobile: string | null;
  email: string | null;
  sex: string | null;
  /** See USER_STATUSES; read with userStatusKind(). */
  status: number;
  address: string | null;
  identity: Identity | null;
  tenantId: number;
  tenantCode: string;
}

/** The signed-in user's login info (getByAccount). */
export interface UserInfo extends UserProfile {
  /** The current (master) post; null for users without posts (purchasers, suppliers). */
  postMap: PostMapEntry | null;
  postList: PostListEntry[];
  orgList: OrgEntry[];
  /** Set by the portal from the sign-in answer; the server does not send it here. */
  accessToken?: string;
}

/** A user in full (getDetailByAccountOrId): the personal info dialog. */
export interface UserDetail extends UserProfile {
  createTime: string;
  roles: RoleEntry[];
  posts: PostDetail[];
  orgs: OrgEntry[];
}

/** Credentials of POST {uc}/auth; the password is RSA-encrypted with the served public key. */
export type LoginCredentials = { username: string; password: string } | { account: string; password: string };

/** Query of POST {uc}/auth. */
export interface LoginQuery {
  /** Refuses the sign-in ('账号身份不匹配') when the account has another identity. */
  identity?: Identity;
  /** Defaults to the deployment's tenant id (-1). */
  tenantId?: number;
}

/**
 * The value of a successful sign-in (auth, sso/auth). A refusal is an envelope with state false and the
 * message to show.
 */
export interface LoginResult {
  /** The bearer token, kept under the deployment's token key name (`token`). */
  token: string;
  account: string;
  username: string;
  fullname: string;
  userId: string;
  identity: Identity | null;
  tenantCode: string;
  /** Seconds the token stays valid without use. */
  expiration: number;
}

export const SSO_AUTH_MODES = ['cas', 'oauth'] as const;
export type SsoAuthMode = (typeof SSO_AUTH_MODES)[number];

/** GET {uc}/sso/auth: cas exchanges a ticket, oauth a code. */
export type SsoAuthQuery =
  | { ssoMode: 'cas'; ticket: string; service: string }
  | { ssoMode: 'oauth'; code: string; service: string };

/**
 * Password composition rules of the password strategy: 1 any characters, 2 digit and letter,
 * 3 digit, letter and special character, 4 digit, upper and lower case letter and special character.
 */
export const PASSWORD_RULES = [1, 2, 3, 4] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export interface PasswordStrategy {
  enable: boolean;
  /** A PasswordRule. */
  pwdRule: number;
  pwdLength: number;
}

/**
 * POST changUserPsd: the new password plus either the old one or a code sent to the user's mobile
 * (passwords RSA-encrypted).
 */
export type ChangePasswordBody =
  | { newPwd: string; oldPwd: string }
  | { newPwd: string; code: string; mobile?: string };

/** POST modifiUserPsd: the old and the new password, both RSA-encrypted. */
export interface ModifyPasswordBody {
  oldPwd: string;
  newPwd: string;
}

export interface Tenant {
  id: number;
  code: string;
  name: string;
}

/** The company a supplier or purchaser registers with. */
export interface CompanyInput {
  name: string;
  /** Unified social credit code (18 characters). */
  creditCode: string;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  address: string;
  businessScope: string;
  /** JSON list of FileListEntry. */
  businessLicense?: string | null;
}

export const REGISTER_IDENTITIES = ['supplier', 'purchaser'] as const;
export type RegisterIdentity = (typeof REGISTER_IDENTITIES)[number];

/** POST register: a new supplier or purchaser account with its company. */
export interface RegisterBody {
  identity: RegisterIdentity;
  account: string;
  /** RSA-encrypted like the sign-in password. */
  password: string;
  fullname: string;
  mobile: string;
  email: string;
  company: CompanyInput;
}

/** What register answers. */
export interface RegisterResult {
  userId: string;
  account: string;
}

/** POST modifyRegisterInfo: any of the contact fields and company fields. */
export interface ModifyRegisterBody {
  fullname?: string;
  mobile?: string;
  email?: string;
  company?: Partial<CompanyInput>;
}

/** The company as stored (getCompanyInfo; getRegisterInfo's company). */
export interface CompanyInfo extends Required<Omit<CompanyInput, 'businessLicense'>> {
  id: string;
  businessLicense: string | null;
  createTime: string;
  updateTime: string;
}

/** getRegisterInfo (and modifyRegisterInfo's answer). */
export interface RegisterInfo {
  userId: string;
  account: string;
  fullname: string;
  identity: Identity | null;
  mobile: string | null;
  email: string | null;
  company: CompanyInfo | null;
}

/** An entry of the session's error log, listed in the 系统错误列表 dialog. */
export interface ErrorLogEntry {
  route: string;
  message: string;
  stack?: string;
  time?: string;
}

/** What the host's session store holds (tender-portal section 3). */
export interface SessionData {
  accessToken: string | null;
  username: string;
  identity: Identity | null;
  userInfo: UserInfo | null;
  /** Method aliases the current user may call (current-user method authorisation). */
  permissions: string[];
  visitedRoutes: string[];
  /** JSON list of file ids of the front logo. */
  frontLogo: string[];
  unreadCount: number;
  errorLogs: ErrorLogEntry[];
  tabs: string[];
  routes: string[];
  fullScreen: boolean;
}
