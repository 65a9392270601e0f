/** Identity administration (issue 38): the change log, the user centre's own calls, supplier admissions. */
import type { CompanyInfo } from './user.js';

export type { PageList } from './envelope.js';

/** One recorded administrative change (adminChange/query). */
export interface AdminChange {
  id: number;
  actorId: string;
  /** The actor's account when the change was made. */
  actorAccount: string;
  /** `<object>.<action>`: user.create, user.disable, admission.activate… */
  kind: string;
  objectType: string;
  objectId: string;
  /** The object before the change (null when it was created) and after (null when removed). */
  before: unknown;
  after: unknown;
  createTime: string;
}

/** adminChange/query: newest first, each filter optional. */
export interface AdminChangeQuery {
  page?: number;
  pageSize?: number;
  objectType?: string;
  objectId?: string;
  kind?: string;
  /** The actor's id or account. */
  actor?: string;
  /** ISO times: from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

/** Page sizes the administration lists take. */
export const ADMIN_PAGE_SIZE_MAX = 100;

/** The kinds of account an administrator lists: staff (no identity) and the tender site's identities. */
export const ADMIN_USER_TYPES = ['staff', 'purchaser', 'supplier', 'administrators'] as const;
export type AdminUserType = (typeof ADMIN_USER_TYPES)[number];

/** A user's status as an administrator filters and sets it (1 normal, 0 disabled, -1 not activated, 2 left). */
export const USER_STATUS_LEFT = 2;

/** One user in the administrators' list (ucUser/adminQuery). */
export interface AdminUser {
  id: string;
  account: string;
  fullname: string;
  email: string | null;
  mobile: string | null;
  /** null for staff. */
  identity: string | null;
  status: number;
  /** The master organisation and its name. */
  orgId: string | null;
  orgName: string | null;
  postIds: string[];
  postNames: string[];
  roleIds: string[];
  roleNames: string[];
  /** ISO time of the last sign-in, null when never. */
  lastSignInTime: string | null;
  /** Locked after too many wrong passwords. */
  locked: boolean;
  /** Has a one-time password still to change. */
  mustChangePassword: boolean;
  /** Signs in against the company directory, which keeps the password: the portal cannot reset it. */
  directory: boolean;
  createTime: string;
}

/** ucUser/adminQuery: each filter optional. */
export interface AdminUserQuery {
  page?: number;
  pageSize?: number;
  /** Account, name, mobile or mail contains it. */
  keyword?: string;
  status?: 'normal' | 'disabled' | 'inactive' | 'left';
  orgId?: string;
  type?: AdminUserType;
}

/** ucUser/adminSave: with id, edits the user; without, creates a staff user with a one-time password. */
export interface AdminUserSave {
  id?: string;
  /** Create only. */
  account?: string;
  fullname: string;
  email?: string | null;
  mobile?: string | null;
  orgId?: string | null;
  postIds?: string[];
  roleIds?: string[];
}

/** What adminSave answers; a new user's one-time password is in it, shown once. */
export interface AdminUserSaved {
  user: AdminUser;
  oneTimePassword?: string;
}

/** ucUser/setStatus: 1 enable, 0 disable, 2 left the company. */
export const ADMIN_SETTABLE_STATUSES = [1, 0, USER_STATUS_LEFT] as const;
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/** ucUser/resetPassword: the one-time password, shown to the administrator once. */
export interface PasswordReset {
  account: string;
  oneTimePassword: string;
}

/** The review of a supplier's or purchaser's registration. */
export const ADMISSION_STATES = ['pending', 'rejected', 'activated'] as const;
export type AdmissionState = (typeof ADMISSION_STATES)[number];

export const ADMISSION_DECISIONS = ['activate', 'reject'] as const;
export type AdmissionDecision = (typeof ADMISSION_DECISIONS)[number];

/** Longest rejection reason. */
export const ADMISSION_REASON_MAX = 500;

/** One registration to review (ucAdmission/query). */
export interface Admission {
  userId: string;
  account: string;
  fullname: string;
  identity: string | null;
  email: string | null;
  mobile: string | null;
  state: AdmissionState;
  reason: string | null;
  submitTime: string;
  decideTime: string | null;
  company: CompanyInfo | null;
}

/** ucAdmission/query. */
export interface AdmissionQuery {
  page?: number;
  pageSize?: number;
  state?: AdmissionState;
  keyword?: string;
}

/** ucAdmission/decide. */
export interface AdmissionDecideBody {
  userId: string;
  decision: AdmissionDecision;
  /** Required to reject: told to the registrant. */
  reason?: string;
}
