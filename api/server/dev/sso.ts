/**
 * Development identity provider: single sign-on without a CAS or OAuth server, for trying the portal's
 * sso modes on one machine. Served only outside production (NODE_ENV !== 'production', or
 * AppOptions.devTools); accounts and passwords are the portal's own (demo password Portal@2026).
 *
 * Sign-in page, for both modes (tender-portal section 2.3):
 *   GET  /dev-sso/login?service=URL                                  CAS: after sign-in, 302 to URL?ticket=ST-…
 *   GET  /dev-sso/login?response_type=code&client_id=ID&redirect_uri=URL[&state=S]
 *                                                                    OAuth: 302 to URL?code=OC-…[&state=S]
 *   GET  /dev-sso/logout[?service=URL]                               signs out of nothing; 302 to URL or /front/
 * The portal exchanges what it got once, within 5 minutes, for a bearer token:
 *   GET  {uc}/sso/auth?ssoMode=cas&ticket=ST-…&service=URL            (service exactly as sent to the login page)
 *   GET  {uc}/sso/auth?ssoMode=oauth&code=OC-…&service=URL            (service = the redirect_uri)
 * For scripts and tests, without the page:
 *   POST /dev-sso/ticket { account, password, ssoMode: 'cas'|'oauth', service, tenantId? } -> ok({ ticket })
 *
 * Portal configuration (/front/config.json) to try it:
 *   "sso": { "mode": "cas", "url": "/dev-sso/login", "logoutUrl": "/dev-sso/logout" }
 *   "sso": { "mode": "oauth", "url": "/dev-sso/login", "clientId": "eip-portal", "logoutUrl": "/dev-sso/logout" }
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_TENANT_ID } from '../../contract/limits.js';
import { SSO_AUTH_MODES, type SsoAuthMode } from '../../contract/user.js';
import { inputErrorFormatter } from '../auth/input-messages.js';
import { perMinute } from '../auth/rate-limit.js';
import { checkCredentials } from '../auth/sign-in.js';
import { issueSsoTicket } from '../auth/sso-tickets.js';
import type { ServerContext } from '../http/context.js';
import { badRequest, ok, refuse } from '../http/envelope.js';
import { escapeHtml } from '../http/sanitize-html.js';

interface LoginRequest {
  service?: string;
  response_type?: string;
  client_id?: string;
  redirect_uri?: string;
  state?: string;
}

interface LoginForm extends LoginRequest {
  account?: string;
  password?: string;
}

/** Where to return and with what: a CAS service, or an OAuth redirect uri. */
interface Return {
  mode: SsoAuthMode;
  url: string;
  state?: string;
}

function returnOf(request: LoginRequest): Return | undefined {
  const oauth = request.response_type !== undefined || request.redirect_uri !== undefined;
  const url = oauth ? request.redirect_uri : request.service;
  if (oauth && request.response_type !== 'code') return undefined;
  if (!url || !isWebAddress(url)) return undefined;
  return { mode: oauth ? 'oauth' : 'cas', url, state: oauth ? request.state : undefined };
}

function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function loginPage(request: LoginRequest, error?: string, account = ''): string {
  const hidden = (['service', 'response_type', 'client_id', 'redirect_uri', 'state'] as const)
    .filter((name) => request[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(String(request[name]))}">`)
    .join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>开发用统一认证</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f0f2f5;margin:0}
form{max-width:340px;margin:12vh auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}p{color:#888;font-size:13px;margin:0 0 20px}
label{display:block;font-size:14px;margin:12px 0 4px}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:4px}
button{margin-top:20px;width:100%;padding:10px;background:#3385c8;color:#fff;border:0;border-radius:4px;font-size:15px}
.error{color:#d93026;font-size:14px;margin-top:12px}
</style></head><body>
<form method="post" action="/dev-sso/login">
<h1>开发用统一认证</h1><p>仅用于开发环境的单点登录</p>${hidden}
<label for="account">账号</label><input id="account" type="text" name="account" value="${escapeHtml(account)}" required autofocus>
<label for="password">密码</label><input id="password" type="password" name="password" required>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<button type="submit">登录</button>
</form></body></html>`;
}

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

function returnAddress(back: Return, ticket: string): string {
  const url = new URL(back.url);
  url.searchParams.set(back.mode === 'cas' ? 'ticket' : 'code', ticket);
  if (back.state !== undefined) url.searchParams.set('state', back.state);
  return url.toString();
}

const loginRequestSchema = {
  type: 'object',
  properties: {
    service: { type: 'string', maxLength: 2048 },
    response_type: { type: 'string', maxLength: 32 },
    client_id: { type: 'string', maxLength: 128 },
    redirect_uri: { type: 'string', maxLength: 2048 },
    state: { type: 'string', maxLength: 512 },
    account: { type: 'string', maxLength: 64 },
    password: { type: 'string', maxLength: 256 },
  },
} as const;

export function registerDevSsoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  if (!app.identitySettings.devTools) return;
  const { rateLimits } = app.identitySettings;

  app.register(async (scope) => {
    // The sign-in page posts an HTML form; only this scope reads form bodies.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get<{ Querystring: LoginRequest }>(
      '/dev-sso/login',
      { schema: { querystring: loginRequestSchema }, schemaErrorFormatter: inputErrorFormatter },
      async (request, reply) => {
        if (!returnOf(request.query)) {
          return sendPage(reply, '<p>缺少或无效的 service / redirect_uri 参数</p>', 400);
        }
        return sendPage(reply, loginPage(request.query));
      },
    );

    scope.post<{ Body: LoginForm }>(
      '/dev-sso/login',
      {
        schema: { body: loginRequestSchema },
        schemaErrorFormatter: inputErrorFormatter,
        config: perMinute<{ ip: string; body: LoginForm }>(
          rateLimits.auth,
          (request) => `dev-sso|${request.ip}|${request.body.account ?? ''}`,
        ),
      },
      async (request, reply) => {
        const form = request.body;
        const back = returnOf(form);
        if (!back) return sendPage(reply, '<p>缺少或无效的 service / redirect_uri 参数</p>', 400);
        if (!form.account || !form.password)
          return sendPage(reply, loginPage(form, '请输入账号和密码', form.account));
        const checked = await checkCredentials(ctx.db, DEFAULT_TENANT_ID, form.account, form.password);
        if ('refusal' in checked) return sendPage(reply, loginPage(form, checked.refusal, form.account));
        const ticket = await issueSsoTicket(ctx.db, back.mode, checked.user.id, back.url);
        return reply.redirect(returnAddress(back, ticket), 302);
      },
    );
  });

  app.get<{ Querystring: { service?: string } }>(
    '/dev-sso/logout',
    {
      schema: {
        querystring: { type: 'object', properties: { service: { type: 'string', maxLength: 2048 } } },
      },
      schemaErrorFormatter: inputErrorFormatter,
    },
    async (request, reply) => {
      const { service } = request.query;
      return reply.redirect(service && isWebAddress(service) ? service : '/front/', 302);
    },
  );

  app.post<{
    Body: { account: string; password: string; ssoMode: SsoAuthMode; service: string; tenantId?: number };
  }>(
    '/dev-sso/ticket',
    {
      schema: {
        body: {
          type: 'object',
          required: ['account', 'password', 'ssoMode', 'service'],
          properties: {
            account: { type: 'string', minLength: 1, maxLength: 64 },
            password: { type: 'string', minLength: 1, maxLength: 256 },
            ssoMode: { type: 'string', enum: [...SSO_AUTH_MODES] },
            service: { type: 'string', minLength: 1, maxLength: 2048 },
            tenantId: { type: 'integer' },
          },
        },
      },
      schemaErrorFormatter: inputErrorFormatter,
      config: perMinute<{ ip: string; body: { account: string } }>(
        rateLimits.auth,
        (request) => `dev-sso|${request.ip}|${request.body.account}`,
      ),
    },
    async (request) => {
      const { account, password, ssoMode, service, tenantId } = request.body;
      if (!isWebAddress(service)) throw badRequest('请求参数不正确：服务地址格式不正确');
      const checked = await checkCredentials(ctx.db, tenantId ?? DEFAULT_TENANT_ID, account, password);
      if ('refusal' in checked) return refuse(checked.refusal);
      return ok({ ticket: await issueSsoTicket(ctx.db, ssoMode, checked.user.id, service) });
    },
  );
}
