import type { Identity } from './identity.js';
import type { CompanyInput } from './schemas/user.js';

// The request shapes of the user centre are TypeBox schemas; their types are re-exported here.
export type {
  ChangePasswordBody,
  CompanyInput,
  LoginCredentials,
  LoginQuery,
  ModifyPasswordBody,
  ModifyRegisterBody,
  RegisterBody,
  SsoAuthQuery,
} from './schemas/user.js';

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
  /** The password is a one-time one an administrator set: it must be changed before anything else. */
  mustChangePassword?: boolean;
  /** Where the account comes from: the portal, or the company directory (which keeps its password). */
  source?: UserSource;
  /** For a directory account: where its password is changed (a URL or a text, LDAP_PASSWORD_HELP), or null. */
  directoryHelp?: string | null;
  /** Set by the portal from the sign-in answer; the server does not send it here. */
  accessToken?: string;
}

/** Where an account comes from: the portal itself, or the company directory (LDAP, Active Directory). */
const USER_SOURCES = ['portal', 'directory'] as const;
export type UserSource = (typeof USER_SOURCES)[number];

/** A user in full (getDetailByAccountOrId): the personal info dialog. */
export interface UserDetail extends UserProfile {
  createTime: string;
  roles: RoleEntry[];
  posts: PostDetail[];
  orgs: OrgEntry[];
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
  /** The password is a one-time one an administrator set: it must be changed before anything else. */
  mustChangePassword?: boolean;
}

export const SSO_AUTH_MODES = ['cas', 'oauth'] as const;
export type SsoAuthMode = (typeof SSO_AUTH_MODES)[number];

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

export interface Tenant {
  id: number;
  code: string;
  name: string;
}

export const REGISTER_IDENTITIES = ['supplier', 'purchaser'] as const;
export type RegisterIdentity = (typeof REGISTER_IDENTITIES)[number];

/** What register answers. */
export interface RegisterResult {
  userId: string;
  account: string;
  /**
   * Uploads the business licence before the registrant can sign in (user/uploadLicense, form field
   * `ticket`): good until licenseTicketExpireTime and while the registration waits for review.
   */
  licenseTicket: string;
  licenseTicketExpireTime: string;
}

/** The business licence's file types (user/uploadLicense): an image or a PDF of it. */
export const LICENSE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
/** Suppliers must attach their business licence when they register; purchasers may. */
export const LICENSE_REQUIRED_FOR: readonly RegisterIdentity[] = ['supplier'];

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
