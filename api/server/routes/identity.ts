import type { FastifyInstance } from 'fastify';
import { IDENTITIES } from '../../contract/identity.js';
import { inputErrorFormatter, inputErrorsWith } from '../auth/input-messages.js';
import { readPasswordStrategy } from '../auth/password-strategy.js';
import { perMinute } from '../auth/rate-limit.js';
import { decryptPassword, passwordKeys } from '../auth/rsa.js';
import { revokeToken } from '../auth/sessions.js';
import { checkCredentials, signInAnswer, statusRefusal } from '../auth/sign-in.js';
import { redeemSsoTicket, SSO_MODES } from '../auth/sso-tickets.js';
import {
  findUserByAccountOrId,
  findUserById,
  loginInfo,
  maySeeOtherUsers,
  userDetail,
} from '../auth/users.js';
import { bearerToken, currentUser, type ServerContext } from '../http/context.js';
import { badRequest, forbidden, ok, refuse } from '../http/envelope.js';

const DEFAULT_TENANT_ID = -1;
const IDENTITY_MISMATCH = '账号身份不匹配';
const SSO_TICKET_INVALID = '单点登录票据无效或已过期';
const USER_NOT_FOUND = '用户不存在';
const OTHERS_FORBIDDEN = '没有权限查看其他用户信息';

const accountSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

interface AuthQuery {
  identity?: string;
  tenantId?: number;
}

interface AuthBody {
  account?: string;
  username?: string;
  password: string;
}

interface SsoQuery {
  ssoMode: (typeof SSO_MODES)[number];
  ticket?: string;
  code?: string;
  service: string;
}

/**
 * Sign-in, sign-out and who the user is (tender-portal section 7.1): the public key passwords are
 * encrypted with, /auth, /sso/auth, /signout, getByAccount, getDetailByAccountOrId, the tenant by code and
 * the password strategy.
 */
export function registerIdentityRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { rateLimits } = app.identitySettings;

  app.get(ctx.path('uc', '/base/tools/v1/getPublicKey'), async () => {
    const keys = await passwordKeys(ctx.dataDir);
    return ok(keys.publicKeyPem);
  });

  app.post<{ Querystring: AuthQuery; Body: AuthBody }>(
    ctx.path('uc', '/auth'),
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            identity: { type: 'string', enum: ['', ...IDENTITIES] },
            tenantId: { type: 'integer' },
          },
        },
        body: {
          type: 'object',
          required: ['password'],
          properties: {
            account: accountSchema,
            username: accountSchema,
            password: { type: 'string', minLength: 1, maxLength: 2048 },
          },
        },
      },
      schemaErrorFormatter: inputErrorFormatter,
      config: perMinute(rateLimits.auth, (request) => {
        const body = request.body as AuthBody | undefined;
        const query = request.query as AuthQuery;
        return `${request.ip}|${query.tenantId ?? DEFAULT_TENANT_ID}|${body?.account ?? body?.username ?? ''}`;
      }),
    },
    async (request) => {
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
  );

  app.get<{ Querystring: SsoQuery }>(
    ctx.path('uc', '/sso/auth'),
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['ssoMode', 'service'],
          properties: {
            ssoMode: { type: 'string', enum: [...SSO_MODES] },
            ticket: { type: 'string', minLength: 1, maxLength: 256 },
            code: { type: 'string', minLength: 1, maxLength: 256 },
            service: { type: 'string', minLength: 1, maxLength: 2048 },
          },
        },
      },
      schemaErrorFormatter: inputErrorFormatter,
      config: perMinute(rateLimits.auth, (request) => `sso|${request.ip}`),
    },
    async (request) => {
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
  );

  app.get(ctx.path('uc', '/signout'), async (request) => {
    const token = bearerToken(request);
    if (token) await revokeToken(ctx.db, token);
    return ok();
  });

  app.post<{ Body: { account?: string } | undefined; Querystring: { account?: string } }>(
    ctx.path('uc', '/api/user/v1/user/getByAccount'),
    {
      preHandler: ctx.requireUser,
      schema: {
        querystring: { type: 'object', properties: { account: { type: 'string', maxLength: 64 } } },
        body: { type: ['object', 'null'], properties: { account: { type: 'string', maxLength: 64 } } },
      },
      schemaErrorFormatter: inputErrorFormatter,
    },
    async (request) => {
      const session = currentUser(request);
      const account = request.body?.account || request.query.account;
      if (account && account !== session.account && !maySeeOtherUsers(session.identity)) {
        throw forbidden(OTHERS_FORBIDDEN);
      }
      const user = account
        ? await findUserByAccountOrId(ctx.db, session.tenant_id, account)
        : await findUserById(ctx.db, session.id);
      if (!user || user.tenant_id !== session.tenant_id) return refuse(USER_NOT_FOUND);
      return ok(await loginInfo(ctx.db, user));
    },
  );

  app.post<{ Body: { accountOrId: string } }>(
    ctx.path('uc', '/api/user/v1/user/getDetailByAccountOrId'),
    {
      preHandler: ctx.requireUser,
      schema: {
        body: {
          type: 'object',
          required: ['accountOrId'],
          properties: { accountOrId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
      schemaErrorFormatter: inputErrorFormatter,
    },
    async (request) => {
      const session = currentUser(request);
      const user = await findUserByAccountOrId(ctx.db, session.tenant_id, request.body.accountOrId);
      const isSelf = user?.id === session.id;
      if (!isSelf && !maySeeOtherUsers(session.identity)) throw forbidden(OTHERS_FORBIDDEN);
      if (!user || user.tenant_id !== session.tenant_id) return refuse(USER_NOT_FOUND);
      return ok(await userDetail(ctx.db, user));
    },
  );

  app.get<{ Querystring: { code: string } }>(
    ctx.path('uc', '/uc/tenantManage/v1/getTenantByCode'),
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
      schemaErrorFormatter: inputErrorsWith({ code: '租户编码' }),
    },
    async (request) => {
      const tenant = await ctx.db
        .selectFrom('tenants')
        .select(['id', 'code', 'name'])
        .where('code', '=', request.query.code)
        .executeTakeFirst();
      return tenant ? ok(tenant) : refuse('租户不存在');
    },
  );

  app.get(ctx.path('uc', '/api/pwdStrategy/v1/getDefault'), async () => {
    const strategy = await readPasswordStrategy(ctx.db);
    return ok(strategy ?? { enable: false, pwdRule: 1, pwdLength: 6 });
  });
}
