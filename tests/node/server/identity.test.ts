import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import forge from 'node-forge';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UserDetail, UserInfo } from '../../../api/contract/user.js';
import { decryptPassword, passwordKeys } from '../../../api/server/auth/rsa.js';
import { DEMO_PASSWORD } from '../../../api/server/demo/accounts.js';
import { startTestServer, type TestServer } from './harness.js';
import { auth, encrypted, forgetRateLimits, publicKeyOf, type SignIn, tokenFor } from './identity-helpers.js';

const GET_BY_ACCOUNT = '/uc/api/user/v1/user/getByAccount';
const DETAIL = '/uc/api/user/v1/user/getDetailByAccountOrId';
const WRONG = { state: false, message: '账号或密码错误' };

let server: TestServer;

before(async () => {
  server = await startTestServer({ rateLimit: { auth: 3, sendCode: 3 } });
});
after(() => server.stop());
beforeEach(() => forgetRateLimits(server));

async function setStatus(account: string, status: number): Promise<void> {
  await server.app.db.updateTable('users').set({ status }).where('id', '=', `u-${account}`).execute();
}

describe('the password key pair', () => {
  it('answers the public key as PEM, the one kept under the data folder', async () => {
    const { status, body } = await server.request<Envelope<string>>('GET', '/uc/base/tools/v1/getPublicKey');
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.match(body.value ?? '', /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    const keysDir = join(server.app.ctx.dataDir, 'keys');
    assert.equal(readFileSync(join(keysDir, 'password-rsa-public.pem'), 'utf8'), body.value);
    assert.match(readFileSync(join(keysDir, 'password-rsa-private.pem'), 'utf8'), /BEGIN RSA PRIVATE KEY/);
  });

  it('is made on first start and read back (not remade) from the files afterwards', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'eip-keys-'));
    const fresh = mkdtempSync(join(tmpdir(), 'eip-keys-'));
    try {
      cpSync(join(server.app.ctx.dataDir, 'keys'), join(copy, 'keys'), { recursive: true });
      const reread = await passwordKeys(copy);
      assert.equal(reread.publicKeyPem, await publicKeyOf(server));
      const made = await passwordKeys(fresh);
      assert.ok(existsSync(join(fresh, 'keys', 'password-rsa-private.pem')));
      assert.notEqual(made.publicKeyPem, reread.publicKeyPem);
    } finally {
      rmSync(copy, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('decrypts what jsencrypt (the portal) encrypted', async () => {
    const require = createRequire(import.meta.url);
    // The UMD build (what require finds) exports the class itself.
    const JSEncrypt = require('jsencrypt') as new () => {
      setPublicKey(key: string): void;
      encrypt(text: string): string | false;
    };
    const encryptor = new JSEncrypt();
    encryptor.setPublicKey(await publicKeyOf(server));
    const cipher = encryptor.encrypt('Portal@2026 密码');
    assert.equal(typeof cipher, 'string');
    assert.equal(await decryptPassword(server.app.ctx, cipher as string), 'Portal@2026 密码');
    const { body } = await server.request<Envelope<SignIn>>('POST', '/uc/auth', {
      body: { account: 'supplier', password: encryptor.encrypt(DEMO_PASSWORD) },
    });
    assert.equal(body.state, true);
  });

  it('refuses what is not a ciphertext of this key with 密码解密失败', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const foreign = forge.util.encode64(otherKey.encrypt(DEMO_PASSWORD, 'RSAES-PKCS1-V1_5'));
    const short = forge.util.encode64(forge.random.getBytesSync(128));
    for (const [index, password] of ['not base64!', DEMO_PASSWORD, 'QUJD', short, foreign].entries()) {
      // One account per case: each attempt counts against the sign-in limit of its account.
      const account = ['supplier', 'supplier2', 'supplier3', 'purchaser', 'staff'][index];
      const { status, body } = await server.request('POST', '/uc/auth', { body: { account, password } });
      assert.equal(status, 400, password);
      assert.deepEqual(body, { state: false, message: '密码解密失败', code: 400 });
    }
    await assert.rejects(decryptPassword(server.app.ctx, 'garbage'), { message: '密码解密失败' });
  });
});

describe('POST /uc/auth', () => {
  it('signs in with an encrypted password and answers a bearer token and who it is', async () => {
    const { status, body } = await auth(server, 'supplier', DEMO_PASSWORD, '?identity=supplier&tenantId=-1');
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.equal(body.code, 200);
    const { token, ...rest } = body.value as SignIn;
    assert.match(token, /^[A-Za-z0-9_-]{40,}$/);
    assert.deepEqual(rest, {
      account: 'supplier',
      username: 'supplier',
      fullname: '杭州恒远建设有限公司',
      userId: 'u-supplier',
      identity: 'supplier',
      tenantCode: 'platform',
      expiration: 43200,
      mustChangePassword: false,
    });
    const info = await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, { body: {}, token });
    assert.equal(info.body.value?.account, 'supplier');
  });

  it('accepts username for account, and staff without an identity', async () => {
    const { body } = await server.request<Envelope<SignIn>>('POST', '/uc/auth', {
      body: { username: 'staff', password: await encrypted(server, DEMO_PASSWORD) },
    });
    assert.equal(body.state, true);
    assert.equal(body.value?.identity, null);
    assert.equal(body.value?.fullname, '王晓明');
  });

  it('refuses a wrong password or an unknown account alike, with no code', async () => {
    assert.deepEqual((await auth(server, 'supplier', 'Wrong@2026')).body, WRONG);
    assert.deepEqual((await auth(server, 'nobody', DEMO_PASSWORD)).body, WRONG);
    assert.deepEqual((await auth(server, 'Supplier', DEMO_PASSWORD)).body, WRONG);
  });

  it('tells tenants apart by tenantId', async () => {
    const platform = await auth(server, 'admin', DEMO_PASSWORD);
    assert.equal(platform.body.value?.fullname, '系统管理员');
    const demo = await auth(server, 'admin', DEMO_PASSWORD, '?tenantId=2');
    assert.equal(demo.body.value?.fullname, '演示租户管理员');
    assert.equal(demo.body.value?.tenantCode, 'demo');
    assert.deepEqual((await auth(server, 'supplier', DEMO_PASSWORD, '?tenantId=2')).body, WRONG);
    assert.deepEqual((await auth(server, 'supplier', DEMO_PASSWORD, '?tenantId=99')).body, WRONG);
  });

  it('refuses an identity that is not the account’s', async () => {
    const mismatch = { state: false, message: '账号身份不匹配' };
    assert.deepEqual((await auth(server, 'supplier2', DEMO_PASSWORD, '?identity=purchaser')).body, mismatch);
    assert.deepEqual((await auth(server, 'staff', DEMO_PASSWORD, '?identity=supplier')).body, mismatch);
    assert.equal((await auth(server, 'purchaser', DEMO_PASSWORD, '?identity=purchaser')).body.state, true);
    assert.equal((await auth(server, 'admin', DEMO_PASSWORD, '?identity=')).body.state, true);
  });

  it('refuses disabled, not activated and departed users once the password is right', async () => {
    try {
      await setStatus('supplier3', 0);
      assert.deepEqual((await auth(server, 'supplier3')).body, { state: false, message: '账号已被禁用' });
      assert.deepEqual((await auth(server, 'supplier3', 'Wrong@2026')).body, WRONG);
      await forgetRateLimits(server);
      await setStatus('supplier3', -1);
      assert.deepEqual((await auth(server, 'supplier3')).body, { state: false, message: '账号未激活' });
      await setStatus('supplier3', 2);
      assert.deepEqual((await auth(server, 'supplier3')).body, {
        state: false,
        message: '账号已离职，无法登录',
      });
    } finally {
      await setStatus('supplier3', 1);
    }
  });

  it('stops honouring the tokens of a user who is disabled', async () => {
    const token = await tokenFor(server, 'huangmin');
    assert.equal((await server.request('POST', GET_BY_ACCOUNT, { body: {}, token })).status, 200);
    await setStatus('huangmin', 0);
    try {
      assert.equal((await server.request('POST', GET_BY_ACCOUNT, { body: {}, token })).status, 401);
    } finally {
      await setStatus('huangmin', 1);
    }
  });

  it('validates the input with a 400 envelope in Chinese', async () => {
    const password = await encrypted(server, DEMO_PASSWORD);
    const cases: [string, unknown, string][] = [
      ['/uc/auth', { password }, '请求参数不正确：账号不能为空'],
      ['/uc/auth', { account: 'supplier' }, '请求参数不正确：密码不能为空'],
      ['/uc/auth', { account: 'supplier', password: '' }, '请求参数不正确：密码不能为空'],
      ['/uc/auth', { account: { name: 'supplier' }, password }, '请求参数不正确：账号格式不正确'],
      ['/uc/auth', { account: 'x'.repeat(65), password }, '请求参数不正确：账号长度不能超过64'],
      ['/uc/auth?identity=boss', { account: 'supplier', password }, '请求参数不正确：身份取值不正确'],
      ['/uc/auth?tenantId=abc', { account: 'supplier', password }, '请求参数不正确：租户格式不正确'],
      ['/uc/auth', [], '请求参数不正确：参数格式不正确'],
    ];
    for (const [path, body, message] of cases) {
      const answer = await server.request('POST', path, { body });
      assert.equal(answer.status, 400, message);
      assert.deepEqual(answer.body, { state: false, message, code: 400 });
    }
  });

  it('limits sign-in attempts per client and account with a 429 envelope, in a shared counter', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      assert.deepEqual((await auth(server, 'supplier2', 'Guess@0000')).body, WRONG);
    }
    const blocked = await auth(server, 'supplier2', DEMO_PASSWORD);
    assert.equal(blocked.status, 429);
    assert.deepEqual(blocked.body, { state: false, message: '请求过于频繁，请稍后再试', code: 429 });
    assert.equal((await auth(server, 'purchaser')).body.state, true, 'another account is not held back');

    const counters = await server.app.db.selectFrom('rate_limit_hits').selectAll().execute();
    const counter = counters.find((row) => row.key.includes('supplier2'));
    assert.equal(counter?.hits, 4);
    // A minute later the window is over.
    await server.app.db
      .updateTable('rate_limit_hits')
      .set({ window_start: new Date(Date.now() - 61_000) })
      .execute();
    assert.equal((await auth(server, 'supplier2')).body.state, true);
  });
});

describe('GET /uc/signout', () => {
  it('revokes the bearer token', async () => {
    const token = await tokenFor(server, 'purchaser');
    const other = await tokenFor(server, 'purchaser');
    const { status, body } = await server.request('GET', '/uc/signout', { token });
    assert.equal(status, 200);
    assert.deepEqual(body, { state: true, message: '操作成功', code: 200 });
    assert.equal((await server.request('POST', GET_BY_ACCOUNT, { body: {}, token })).status, 401);
    assert.equal((await server.request('POST', GET_BY_ACCOUNT, { body: {}, token: other })).status, 200);
  });

  it('answers ok without a token or with a stale one', async () => {
    assert.deepEqual((await server.request('GET', '/uc/signout')).body, {
      state: true,
      message: '操作成功',
      code: 200,
    });
    const stale = await server.request('GET', '/uc/signout', { token: 'no-such-token' });
    assert.equal(stale.body && (stale.body as Envelope).state, true);
  });
});

describe('POST getByAccount', () => {
  it('refuses a visitor with 401', async () => {
    const { status, body } = await server.request('POST', GET_BY_ACCOUNT, { body: {} });
    assert.equal(status, 401);
    assert.deepEqual(body, { state: false, message: '登录已失效，请重新登录', code: 401 });
  });

  it('answers the signed-in staff user with the master post and the orgs', async () => {
    const token = await tokenFor(server, 'staff');
    const { body } = await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, { token });
    const info = body.value as UserInfo;
    assert.equal(info.id, 'u-staff');
    assert.equal(info.fullname, '王晓明');
    assert.equal(info.tenantCode, 'platform');
    assert.equal(info.mobile, '13800000005');
    assert.deepEqual(info.postMap, {
      postId: 'post-purchase-specialist',
      postName: '采购专员',
      orgName: '采购管理部',
    });
    assert.deepEqual(
      info.postList.map((post) => [post.postId, post.isMaster]),
      [
        ['post-purchase-specialist', true],
        ['post-it-engineer', false],
      ],
    );
    assert.deepEqual(
      info.orgList.map((org) => org.name),
      ['采购管理部', '信息中心', '评标专家组'],
    );
    assert.equal(info.orgList[0]?.pathName, '华东能源集团有限公司/采购管理部');
    assert.equal(info.orgList[0]?.path, 'org-group.org-purchase.');
  });

  it('answers a supplier with no post and no orgs, and never a password hash', async () => {
    const token = await tokenFor(server, 'supplier');
    const { body } = await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, { body: {}, token });
    assert.equal(body.value?.identity, 'supplier');
    assert.equal(body.value?.postMap, null);
    assert.deepEqual(body.value?.orgList, []);
    // No hash, nor a field holding one (mustChangePassword only says whether it must change).
    assert.doesNotMatch(JSON.stringify(body), /scrypt|"password(_?hash)?"/i);
  });

  it('lets staff look a colleague up by account (body or query), but not a supplier', async () => {
    const staff = await tokenFor(server, 'staff');
    const byBody = await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, {
      body: { account: 'chenjing' },
      token: staff,
    });
    assert.equal(byBody.body.value?.fullname, '陈静');
    const byQuery = await server.request<Envelope<UserInfo>>('POST', `${GET_BY_ACCOUNT}?account=zhaolei`, {
      token: staff,
    });
    assert.equal(byQuery.body.value?.fullname, '赵磊');
    assert.deepEqual(
      (await server.request('POST', GET_BY_ACCOUNT, { body: { account: 'ghost' }, token: staff })).body,
      { state: false, message: '用户不存在' },
    );

    const supplier = await tokenFor(server, 'supplier');
    const own = await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, {
      body: { account: 'supplier' },
      token: supplier,
    });
    assert.equal(own.body.value?.account, 'supplier');
    const other = await server.request('POST', GET_BY_ACCOUNT, {
      body: { account: 'supplier2' },
      token: supplier,
    });
    assert.equal(other.status, 403);
    assert.deepEqual(other.body, { state: false, message: '没有权限查看其他用户信息', code: 403 });
  });
});

describe('POST getDetailByAccountOrId', () => {
  it('answers a user with roles, posts (with the org path) and orgs, by account or by id', async () => {
    const token = await tokenFor(server, 'staff');
    const { body } = await server.request<Envelope<UserDetail>>('POST', DETAIL, {
      body: { accountOrId: 'staff' },
      token,
    });
    const detail = body.value as UserDetail;
    assert.deepEqual(
      detail.roles.map((role) => role.name),
      ['采购管理员', '普通员工'],
    );
    assert.deepEqual(detail.posts[0], {
      postId: 'post-purchase-specialist',
      postName: '采购专员',
      postCode: 'cgglb_cgzy',
      orgId: 'org-purchase',
      orgName: '采购管理部',
      path: 'org-group.org-purchase.',
      pathName: '华东能源集团有限公司/采购管理部',
      isMaster: true,
    });
    assert.equal(detail.orgs.length, 3);
    assert.doesNotMatch(JSON.stringify(body), /scrypt|password/i);

    const byId = await server.request<Envelope<UserDetail>>('POST', DETAIL, {
      body: { accountOrId: 'u-wuting' },
      token,
    });
    assert.equal(byId.body.value?.fullname, '吴婷');
    assert.deepEqual(
      byId.body.value?.roles.map((role) => role.code),
      ['cwshy', 'ptyg'],
    );
  });

  it('refuses unknown users and users of another tenant', async () => {
    const token = await tokenFor(server, 'staff');
    const missing = { state: false, message: '用户不存在' };
    assert.deepEqual(
      (await server.request('POST', DETAIL, { body: { accountOrId: 'ghost' }, token })).body,
      missing,
    );
    assert.deepEqual(
      (await server.request('POST', DETAIL, { body: { accountOrId: 'u-demo-admin' }, token })).body,
      missing,
    );
  });

  it('lets a supplier read only itself', async () => {
    const token = await tokenFor(server, 'supplier2');
    const own = await server.request<Envelope<UserDetail>>('POST', DETAIL, {
      body: { accountOrId: 'u-supplier2' },
      token,
    });
    assert.equal(own.body.value?.account, 'supplier2');
    assert.deepEqual(own.body.value?.roles, []);
    assert.equal(
      (await server.request('POST', DETAIL, { body: { accountOrId: 'staff' }, token })).status,
      403,
    );
  });

  it('validates and needs a signed-in user', async () => {
    assert.equal((await server.request('POST', DETAIL, { body: { accountOrId: 'staff' } })).status, 401);
    const token = await tokenFor(server, 'staff');
    const { status, body } = await server.request('POST', DETAIL, { body: {}, token });
    assert.equal(status, 400);
    assert.deepEqual(body, { state: false, message: '请求参数不正确：账号或用户ID不能为空', code: 400 });
  });
});

describe('GET getTenantByCode', () => {
  const url = '/uc/uc/tenantManage/v1/getTenantByCode';

  it('answers a tenant by its code, without signing in', async () => {
    assert.deepEqual((await server.request('GET', `${url}?code=platform`)).body, {
      state: true,
      message: '操作成功',
      value: { id: -1, code: 'platform', name: '平台租户' },
      code: 200,
    });
    const demo = await server.request<Envelope<{ id: number; name: string }>>('GET', `${url}?code=demo`);
    assert.deepEqual(demo.body.value, { id: 2, code: 'demo', name: '演示租户' });
  });

  it('refuses an unknown code and a missing one', async () => {
    assert.deepEqual((await server.request('GET', `${url}?code=nope`)).body, {
      state: false,
      message: '租户不存在',
    });
    const missing = await server.request('GET', url);
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, { state: false, message: '请求参数不正确：租户编码不能为空', code: 400 });
  });
});

describe('GET pwdStrategy getDefault', () => {
  const url = '/uc/api/pwdStrategy/v1/getDefault';

  it('answers the strategy from its table', async () => {
    assert.deepEqual((await server.request('GET', url)).body, {
      state: true,
      message: '操作成功',
      value: { enable: true, pwdRule: 2, pwdLength: 8 },
      code: 200,
    });
    await server.app.db.updateTable('password_strategy').set({ pwd_rule: 4, pwd_length: 10 }).execute();
    try {
      const { body } = await server.request<Envelope>('GET', url);
      assert.deepEqual(body.value, { enable: true, pwdRule: 4, pwdLength: 10 });
    } finally {
      await server.app.db.updateTable('password_strategy').set({ pwd_rule: 2, pwd_length: 8 }).execute();
    }
  });
});

describe('single sign-on through the development identity provider', () => {
  const service = 'http://portal.test/front/home?x=1';
  const invalid = { state: false, message: '单点登录票据无效或已过期' };

  async function devTicket(
    ssoMode: 'cas' | 'oauth',
    account = 'staff',
    forService = service,
  ): Promise<string> {
    const { body } = await server.request<Envelope<{ ticket: string }>>('POST', '/dev-sso/ticket', {
      body: { account, password: DEMO_PASSWORD, ssoMode, service: forService },
    });
    assert.equal(body.state, true, body.message);
    return (body.value as { ticket: string }).ticket;
  }

  function exchange(query: Record<string, string>) {
    return server.request<Envelope<SignIn>>('GET', `/uc/sso/auth?${new URLSearchParams(query)}`);
  }

  it('exchanges a CAS ticket for a sign-in, once', async () => {
    const ticket = await devTicket('cas');
    assert.match(ticket, /^ST-/);
    const { status, body } = await exchange({ ssoMode: 'cas', ticket, service });
    assert.equal(status, 200);
    assert.equal(body.value?.account, 'staff');
    const info = await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, {
      token: body.value?.token,
    });
    assert.equal(info.body.value?.fullname, '王晓明');
    assert.deepEqual((await exchange({ ssoMode: 'cas', ticket, service })).body, invalid);
  });

  it('runs the OAuth code flow through the sign-in page', async () => {
    const redirectUri = 'http://portal.test/front/login';
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'eip-portal',
      redirect_uri: redirectUri,
      state: 's1',
    });
    const page = await fetch(`${server.url}/dev-sso/login?${query}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    const html = await page.text();
    assert.match(html, /开发用统一认证/);
    assert.match(html, /name="redirect_uri" value="http:\/\/portal.test\/front\/login"/);

    const form = new URLSearchParams(query);
    form.set('account', 'supplier');
    form.set('password', 'Wrong@2026');
    const wrong = await fetch(`${server.url}/dev-sso/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    assert.equal(wrong.status, 200);
    assert.match(await wrong.text(), /账号或密码错误/);

    form.set('password', DEMO_PASSWORD);
    const signedIn = await fetch(`${server.url}/dev-sso/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    assert.equal(signedIn.status, 302);
    const back = new URL(signedIn.headers.get('location') ?? '');
    assert.equal(`${back.origin}${back.pathname}`, redirectUri);
    assert.equal(back.searchParams.get('state'), 's1');
    const code = back.searchParams.get('code') ?? '';
    assert.match(code, /^OC-/);
    assert.deepEqual((await exchange({ ssoMode: 'cas', ticket: code, service: redirectUri })).body, invalid);
    const other = await devTicket('oauth', 'supplier', redirectUri);
    const { body } = await exchange({ ssoMode: 'oauth', code: other, service: redirectUri });
    assert.equal(body.value?.identity, 'supplier');
  });

  it('returns a CAS ticket to the service through the sign-in page', async () => {
    const form = new URLSearchParams({ service, account: 'purchaser', password: DEMO_PASSWORD });
    const signedIn = await fetch(`${server.url}/dev-sso/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    assert.equal(signedIn.status, 302);
    const back = new URL(signedIn.headers.get('location') ?? '');
    assert.equal(back.searchParams.get('x'), '1');
    const ticket = back.searchParams.get('ticket') ?? '';
    const { body } = await exchange({ ssoMode: 'cas', ticket, service });
    assert.equal(body.value?.account, 'purchaser');
    const logout = await fetch(`${server.url}/dev-sso/logout?service=${encodeURIComponent(service)}`, {
      redirect: 'manual',
    });
    assert.equal(logout.headers.get('location'), service);
  });

  it('refuses a ticket for another service, of the other mode, expired or unknown', async () => {
    assert.deepEqual(
      (await exchange({ ssoMode: 'cas', ticket: await devTicket('cas'), service: 'http://evil.test/' })).body,
      invalid,
    );
    assert.deepEqual(
      (await exchange({ ssoMode: 'oauth', code: await devTicket('cas', 'chenjing'), service })).body,
      invalid,
    );
    await forgetRateLimits(server);
    const late = await devTicket('cas', 'yangfan');
    await server.app.db
      .updateTable('sso_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    assert.deepEqual((await exchange({ ssoMode: 'cas', ticket: late, service })).body, invalid);
    assert.deepEqual((await exchange({ ssoMode: 'cas', ticket: 'ST-made-up', service })).body, invalid);
  });

  it('refuses a disabled user’s ticket', async () => {
    const ticket = await devTicket('cas', 'linfeng');
    await setStatus('linfeng', 0);
    try {
      assert.deepEqual((await exchange({ ssoMode: 'cas', ticket, service })).body, {
        state: false,
        message: '账号已被禁用',
      });
    } finally {
      await setStatus('linfeng', 1);
    }
  });

  it('validates the exchange and the development endpoints', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ssoMode: 'cas', service }, '请求参数不正确：票据不能为空'],
      [{ ssoMode: 'oauth', service }, '请求参数不正确：授权码不能为空'],
      [{ ssoMode: 'saml', ticket: 'x', service }, '请求参数不正确：单点登录方式取值不正确'],
      [{ ssoMode: 'cas', ticket: 'x' }, '请求参数不正确：服务地址不能为空'],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await exchange(query);
      assert.equal(status, 400, message);
      assert.deepEqual(body, { state: false, message, code: 400 });
    }
    const noService = await fetch(`${server.url}/dev-sso/login`);
    assert.equal(noService.status, 400);
    const refused = await server.request('POST', '/dev-sso/ticket', {
      body: { account: 'staff', password: 'nope', ssoMode: 'cas', service },
    });
    assert.deepEqual(refused.body, WRONG);
  });
});
