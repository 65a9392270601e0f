import { DEFAULT_MIN_PASSWORD_LENGTH, DEFAULT_TENANT_ID } from '../../contract/limits.js';
import {
  LoginBody,
  LoginQuery,
  SsoAuthRequest,
  TenantQuery,
  UserDetailBody,
  UserInfoBody,
  UserInfoQuery,
} from '../../contract/schemas/user.js';
import type { PasswordStrategy, Tenant } from '../../contract/user.js';
import { sourceOf } from '../auth/directory.js';
import { inputErrorsWith } from '../auth/input-messages.js';
import { readPasswordStrategy } from '../auth/password-strategy.js';
import { perMinute } from '../auth/rate-limit.js';
import { decryptPassword, passwordKeys } from '../auth/rsa.js';
import { revokeToken } from '../auth/sessions.js';
import { checkCredentials, signInAnswer, statusRefusal } from '../auth/sign-in.js';
import { redeemSsoTicket } from '../auth/sso-tickets.js';
import {
  findUserByAccountOrId,
  findUserById,
  loginInfo,
  maySeeOtherUsers,
  userDetail,
} from '../auth/users.js';
import { bearerToken, currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, ok, refuse } from '../http/envelope.js';

const IDENTITY_MISMATCH = '账号身份不匹配';
const SSO_TICKET_INVALID = '单点登录票据无效或已过期';
const USER_NOT_FOUND = '用户不存在';
const OTHERS_FORBIDDEN = '没有权限查看其他用户信息';

/** The password strategy when none is stored: any password of the default length. */
const NO_STRATEGY: PasswordStrategy = { enable: false, pwdRule: 1, pwdLength: DEFAULT_MIN_PASSWORD_LENGTH };

/**
 * Sign-in, sign-out and who the user is (tender-portal section 7.1): the public key passwords are
 * encrypted with, /auth, /sso/auth, /signout, getByAccount, getDetailByAccountOrId, the tenant by code and
 * the password strategy.
 */
/** A cookie of the request's Cookie header, decoded. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function registerIdentityRoutes({ open, signedIn }: RouteScopes, ctx: ServerContext): void {
  const { rateLimits } = open.identitySettings;

  open.route({
    ...ctx.call('tools/getPublicKey'),
    handler: async () => {
      const keys = await passwordKeys(ctx.dataDir);
      return ok(keys.publicKeyPem);
    },
  });

  open.route({
    ...ctx.call('auth'),
    schema: { querystring: LoginQuery, body: LoginBody },
    // Counted after validation, so the key sees the account.
    config: perMinute<{ ip: string; query: LoginQuery; body: LoginBody | undefined }>(
      rateLimits.auth,
      ({ ip, query, body }) =>
        `${ip}|${query.tenantId ?? DEFAULT_TENANT_ID}|${body?.account ?? body?.username ?? ''}`,
    ),
    handler: async (request) => {
      const account = request.body.account ?? request.body.username;
      if (!account) throw badRequest('请求参数不正确：账号不能为空');
      const password = await decryptPassword(ctx, request.body.password);
      const checked = await checkCredentials(
        ctx.db,
        request.query.tenantId ?? DEFAULT_TENANT_ID,
        account,
        password,
      );
      if ('refusal' in checked) return refuse(checked.refusal);
      const wanted = request.query.identity || undefined;
      if (wanted !== undefined && wanted !== checked.user.identity) return refuse(IDENTITY_MISMATCH);
      return ok(await signInAnswer(ctx.db, checked.user));
    },
  });

  open.route({
    ...ctx.call('sso/auth'),
    schema: { querystring: SsoAuthRequest },
    config: perMinute(rateLimits.auth, (request) => `sso|${request.ip}`),
    handler: async (request) => {
      const { ssoMode, service } = request.query;
      const ticket = ssoMode === 'cas' ? request.query.ticket : request.query.code;
      if (!ticket) throw badRequest(`请求参数不正确：${ssoMode === 'cas' ? '票据' : '授权码'}不能为空`);
      const userId = await redeemSsoTicket(ctx.db, ssoMode, ticket, service);
      const user = userId ? await findUserById(ctx.db, userId) : undefined;
      if (!user) return refuse(SSO_TICKET_INVALID);
      const refusal = statusRefusal(user.status);
      if (refusal) return refuse(refusal);
      return ok(await signInAnswer(ctx.db, user));
    },
  });

  // Public: signing out with a token that is already gone must still succeed.
  open.route({
    ...ctx.call('signout'),
    handler: async (request) => {
      const token = bearerToken(request);
      if (token) await revokeToken(ctx.db, token);
      return ok();
    },
  });

  signedIn.route({
    ...ctx.call('user/getByAccount'),
    schema: { querystring: UserInfoQuery, body: UserInfoBody },
    handler: async (request) => {
      const session = currentUser(request);
      const account = request.body?.account || request.query.account;
      if (account && account !== session.account && !maySeeOtherUsers(session.identity)) {
        throw forbidden(OTHERS_FORBIDDEN);
      }
      const user = account
        ? await findUserByAccountOrId(ctx.db, session.tenant_id, account)
        : await findUserById(ctx.db, session.id);
      if (!user || user.tenant_id !== session.tenant_id) return refuse(USER_NOT_FOUND);
      const ownPost = user.id === session.id ? cookieValue(request.headers.cookie, 'postId') : undefined;
      return ok({
        ...(await loginInfo(ctx.db, user, ownPost)),
        ...(await sourceOf(ctx.db, user.id)),
      });
    },
  });

  signedIn.route({
    ...ctx.call('user/getDetailByAccountOrId'),
    schema: { body: UserDetailBody },
    handler: async (request) => {
      const session = currentUser(request);
      const user = await findUserByAccountOrId(ctx.db, session.tenant_id, request.body.accountOrId);
      const isSelf = user?.id === session.id;
      if (!isSelf && !maySeeOtherUsers(session.identity)) throw forbidden(OTHERS_FORBIDDEN);
      if (!user || user.tenant_id !== session.tenant_id) return refuse(USER_NOT_FOUND);
      return ok(await userDetail(ctx.db, user));
    },
  });

  open.route({
    ...ctx.call('tenantManage/getTenantByCode'),
    schema: { querystring: TenantQuery },
    schemaErrorFormatter: inputErrorsWith({ code: '租户编码' }),
    handler: async (request) => {
      const tenant: Tenant | undefined = await ctx.db
        .selectFrom('tenants')
        .select(['id', 'code', 'name'])
        .where('code', '=', request.query.code)
        .executeTakeFirst();
      return tenant ? ok(tenant) : refuse('租户不存在');
    },
  });

  open.route({
    ...ctx.call('pwdStrategy/getDefault'),
    handler: async () => ok((await readPasswordStrategy(ctx.db)) ?? NO_STRATEGY),
  });
}
