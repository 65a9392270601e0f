import * as UC from '../contract/calls/uc.js';
import type { Envelope } from '../contract/envelope.js';
import type { TenantQuery, UserInfoBody } from '../contract/schemas/user.js';
import type {
  LoginCredentials,
  LoginQuery,
  LoginResult,
  PasswordStrategy,
  SsoAuthQuery,
  Tenant,
  UserInfo,
} from '../contract/user.js';
import type { HttpClient } from './http.js';

export interface UserInfoOptions {
  /** Sent instead of the stored token: a token that came in the page's query, before it is stored. */
  token?: string;
  /** Another user's account (staff and administrators only); the signed-in user by default. */
  account?: string;
  signal?: AbortSignal;
}

/** Sign-in and session of the user centre (tender-portal section 7.1). */
export function ucAuthCalls(http: HttpClient) {
  return {
    /**
     * POST {uc}/auth?identity&tenantId. The password must already be encrypted (encryptPassword with
     * getPublicKey's key). A refusal answers state false with the message to show.
     */
    login: (credentials: LoginCredentials, query: LoginQuery = {}) =>
      http.call<Envelope<LoginResult>>(UC.auth, {
        data: credentials,
        params: { identity: query.identity, tenantId: query.tenantId ?? http.options.deployment.tenantId },
      }),
    /** GET {uc}/sso/auth: exchanges a cas ticket or an oauth code for a login. */
    ssoAuth: (query: SsoAuthQuery) => http.call<Envelope<LoginResult>>(UC.sso_auth, { params: { ...query } }),
    /** The signed-in user's login info (getByAccount). */
    getUserInfo: ({ token, account, signal }: UserInfoOptions = {}) =>
      http.call<Envelope<UserInfo>>(UC.user_getByAccount, {
        data: (account ? { account } : {}) satisfies UserInfoBody,
        headers: token ? { Authorization: `Bearer ${token}` } : undefined,
        signal,
      }),
    /** Revokes the token the call carries. */
    signout: () => http.call<Envelope>(UC.signout),
    /** The public key (PEM) passwords are encrypted with. */
    getPublicKey: (signal?: AbortSignal) => http.call<Envelope<string>>(UC.tools_getPublicKey, { signal }),
    /** The password strategy new passwords must follow. */
    getDefaultPwdStrategy: (signal?: AbortSignal) =>
      http.call<Envelope<PasswordStrategy>>(UC.pwdStrategy_getDefault, { signal }),
    getTenantByCode: (code: string, signal?: AbortSignal) =>
      http.call<Envelope<Tenant>>(UC.tenantManage_getTenantByCode, {
        params: { code } satisfies TenantQuery,
        signal,
      }),
  };
}
