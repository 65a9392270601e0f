import type {
  AdminChange,
  AdminChangeQuery,
  AdminSettableStatus,
  AdminUser,
  AdminUserQuery,
  AdminUserSave,
  AdminUserSaved,
  Admission,
  AdmissionDecideBody,
  AdmissionQuery,
  AdmissionState,
  PageList,
  PasswordReset,
} from '../contract/admin.js';
import * as UC from '../contract/calls/uc.js';
import type { Envelope } from '../contract/envelope.js';
import type { HttpClient } from './http.js';

/** Identity administration (issue 38): users, registrations to review, and the change log. */
export function peopleAdminCalls(http: HttpClient) {
  return {
    /** The users the caller administers (a staff 系统管理员: staff only). */
    users: (query: AdminUserQuery, signal?: AbortSignal) =>
      http.call<Envelope<PageList<AdminUser>>>(UC.ucUser_adminQuery, { data: query, signal }),
    /** Creates a staff user (answering its one-time password once) or edits one. */
    saveUser: (body: AdminUserSave) =>
      http.call<Envelope<AdminUserSaved>>(UC.ucUser_adminSave, { data: body }),
    /** 1 enable, 0 disable, 2 left the company. */
    setStatus: (id: string, status: AdminSettableStatus) =>
      http.call<Envelope<AdminUser>>(UC.ucUser_setStatus, { data: { id, status } }),
    /** A one-time password, answered once. */
    resetPassword: (id: string) =>
      http.call<Envelope<PasswordReset>>(UC.ucUser_resetPassword, { data: { id } }),
    unlock: (id: string) => http.call<Envelope<AdminUser>>(UC.ucUser_unlock, { data: { id } }),
    /** Registrations of suppliers and purchasers (the site administrator's). */
    admissions: (query: AdmissionQuery, signal?: AbortSignal) =>
      http.call<Envelope<PageList<Admission>>>(UC.ucAdmission_query, { data: query, signal }),
    decide: (body: AdmissionDecideBody) =>
      http.call<Envelope<{ state: AdmissionState; mailed: boolean }>>(UC.ucAdmission_decide, { data: body }),
    /** The administrative change log, newest first. */
    changes: (query: AdminChangeQuery, signal?: AbortSignal) =>
      http.call<Envelope<PageList<AdminChange>>>(UC.adminChange_query, { data: query, signal }),
  };
}
