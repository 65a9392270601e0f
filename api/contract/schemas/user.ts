import { type Static, Type } from 'typebox';
import { IDENTITIES } from '../identity.js';
import { CODE_LENGTH } from '../limits.js';
import { REGISTER_IDENTITIES, SSO_AUTH_MODES } from '../user.js';
import { NullableBody, NullableString, StringEnum, Text } from './common.js';

/** Passwords travel RSA-encrypted: base64 of one RSA block, a few hundred characters. */
const Cipher = Type.String({ minLength: 1, maxLength: 2048 });
const Account = Type.String({ minLength: 1, maxLength: 64 });

/** Query of POST {uc}/auth. */
export const LoginQuery = Type.Object({
  /** Refuses the sign-in ('账号身份不匹配') when the account has another identity; '' means any. */
  identity: Type.Optional(StringEnum(['', ...IDENTITIES] as const)),
  /** Defaults to the deployment's tenant id (-1). */
  tenantId: Type.Optional(Type.Integer()),
});
export type LoginQuery = Static<typeof LoginQuery>;

/** Body of POST {uc}/auth: the account (or username) and the RSA-encrypted password. */
export const LoginBody = Type.Object({
  account: Type.Optional(Account),
  username: Type.Optional(Account),
  password: Cipher,
});
export type LoginBody = Static<typeof LoginBody>;

/** What a client sends to {uc}/auth: the body with one of the two account names. */
export type LoginCredentials = LoginBody & ({ username: string } | { account: string });

/** GET {uc}/sso/auth: cas exchanges a ticket, oauth a code. */
export const SsoAuthRequest = Type.Object({
  ssoMode: StringEnum(SSO_AUTH_MODES),
  ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  service: Type.String({ minLength: 1, maxLength: 2048 }),
});
export type SsoAuthRequest = Static<typeof SsoAuthRequest>;

/** What a client sends to {uc}/sso/auth: a cas ticket or an oauth code. */
export type SsoAuthQuery = SsoAuthRequest &
  ({ ssoMode: 'cas'; ticket: string } | { ssoMode: 'oauth'; code: string });

const OptionalAccount = Type.Object({ account: Type.Optional(Type.String({ maxLength: 64 })) });

/** getByAccount: another user's account in the query or the body; none for the signed-in user. */
export const UserInfoQuery = OptionalAccount;
export type UserInfoQuery = Static<typeof UserInfoQuery>;
export const UserInfoBody = NullableBody(OptionalAccount);
export type UserInfoBody = Static<typeof UserInfoBody>;

/** getDetailByAccountOrId. */
export const UserDetailBody = Type.Object({ accountOrId: Account });
export type UserDetailBody = Static<typeof UserDetailBody>;

/** getTenantByCode. */
export const TenantQuery = Type.Object({ code: Account });
export type TenantQuery = Static<typeof TenantQuery>;

/**
 * POST changUserPsd as the server reads it: the new password plus either the old one or a code sent to
 * the user's mobile (passwords RSA-encrypted).
 */
export const ChangePasswordRequest = Type.Object({
  newPwd: Cipher,
  oldPwd: Type.Optional(Cipher),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: CODE_LENGTH })),
  mobile: Type.Optional(Type.String({ maxLength: 11 })),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** What a client sends to changUserPsd: the old password, or a code. */
export type ChangePasswordBody = ChangePasswordRequest &
  ({ oldPwd: string } | { code: string; mobile?: string });

/** POST modifiUserPsd: the old and the new password, both RSA-encrypted. */
export const ModifyPasswordBody = Type.Object({ oldPwd: Cipher, newPwd: Cipher });
export type ModifyPasswordBody = Static<typeof ModifyPasswordBody>;

/** GET sendCode/{param}: the signed-in user's mobile (or account). */
export const SendCodeParams = Type.Object({ param: Type.String({ minLength: 1, maxLength: 64 }) });
export type SendCodeParams = Static<typeof SendCodeParams>;

/** The company a supplier or purchaser registers with. */
export const CompanyInput = Type.Object({
  name: Text(100),
  /** Unified social credit code (18 characters). */
  creditCode: Text(18),
  legalPerson: Text(50),
  contactName: Text(50),
  contactPhone: Text(20),
  address: Text(200),
  businessScope: Text(2000),
  /** JSON list of FileListEntry. */
  businessLicense: Type.Optional(NullableString({ maxLength: 20_000 })),
});
export type CompanyInput = Static<typeof CompanyInput>;

/** POST register: a new supplier or purchaser account with its company. */
export const RegisterBody = Type.Object({
  identity: StringEnum(REGISTER_IDENTITIES),
  account: Text(30),
  /** RSA-encrypted like the sign-in password. */
  password: Text(2048),
  fullname: Text(50),
  mobile: Text(11),
  email: Text(100),
  company: CompanyInput,
});
export type RegisterBody = Static<typeof RegisterBody>;

/** POST modifyRegisterInfo: any of the contact fields and company fields. */
export const ModifyRegisterBody = Type.Object({
  fullname: Type.Optional(Text(50)),
  mobile: Type.Optional(Text(11)),
  email: Type.Optional(Text(100)),
  company: Type.Optional(Type.Partial(CompanyInput)),
});
export type ModifyRegisterBody = Static<typeof ModifyRegisterBody>;
