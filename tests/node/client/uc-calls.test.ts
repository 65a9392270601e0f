import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { encryptPassword } from '../../../api/client/encrypt.js';
import { ApiError } from '../../../api/client/index.js';
import { startTestServer, type TestServer } from '../server/harness.js';
import { DEMO_PASSWORD as PASSWORD, sessionClient, signIn } from './fixtures.js';

describe('typed calls of the user centre against the reference backend', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ rateLimit: { auth: 1000, sendCode: 1000 } });
  });
  after(() => server.stop());

  it('serves a PEM public key that encryptPassword uses', async () => {
    const { api } = sessionClient(server.url);
    const key = await api.ucAuth.getPublicKey();
    assert.match(key.value ?? '', /^-----BEGIN PUBLIC KEY-----/);
  });

  it('signs the supplier in with an RSA-encrypted password and answers the token', async () => {
    const { api, record } = sessionClient(server.url);
    const answer = await signIn(api, 'supplier');
    assert.equal(answer.state, true);
    assert.equal(answer.value?.account, 'supplier');
    assert.equal(answer.value?.userId, 'u-supplier');
    assert.equal(answer.value?.identity, 'supplier');
    assert.equal(answer.value?.tenantCode, 'platform');
    assert.ok((answer.value?.token ?? '').length >= 32);
    assert.deepEqual(record.notices, []);
  });

  it('returns a wrong password as a refusal to read, reporting nothing', async () => {
    const { api, record } = sessionClient(server.url);
    const answer = await signIn(api, 'supplier', 'wrong-password');
    assert.deepEqual(answer, { state: false, message: '账号或密码错误' });
    assert.deepEqual(record.notices, []);
  });

  it('refuses an identity the account does not have', async () => {
    const { api } = sessionClient(server.url);
    const key = await api.ucAuth.getPublicKey();
    const answer = await api.ucAuth.login(
      { username: 'supplier', password: encryptPassword(key.value ?? '', PASSWORD) },
      { identity: 'purchaser' },
    );
    assert.deepEqual(answer, { state: false, message: '账号身份不匹配' });
  });

  it('reads the login info with a token given explicitly, before it is stored', async () => {
    const { api } = sessionClient(server.url);
    const token = (await signIn(api, 'supplier')).value?.token;
    const info = await api.ucAuth.getUserInfo({ token });
    assert.equal(info.value?.account, 'supplier');
    assert.equal(info.value?.fullname, '杭州恒远建设有限公司');
    assert.equal(info.value?.identity, 'supplier');
    assert.equal(info.value?.mobile, '13800000002');
  });

  describe('signed in as supplier', () => {
    let client: ReturnType<typeof sessionClient>;

    before(async () => {
      client = sessionClient(server.url);
      client.session.token = (await signIn(client.api, 'supplier')).value?.token ?? null;
    });

    it('reads its own details, registration and company', async () => {
      const { api } = client;
      const detail = await api.ucUser.getDetailByAccountOrId('supplier');
      assert.equal(detail.value?.id, 'u-supplier');
      assert.ok(Array.isArray(detail.value?.roles));
      const registration = await api.ucUser.getRegisterInfo();
      assert.equal(registration.value?.account, 'supplier');
      assert.equal(registration.value?.company?.name, '杭州恒远建设有限公司');
      const company = await api.ucUser.getCompanyInfo();
      assert.equal(company.value?.creditCode, '91330106MA2CFL8R4N');
    });

    it('may not read another user: a 403 with the server message', async () => {
      const { api, record } = client;
      const error = await api.ucUser.getDetailByAccountOrId('purchaser').catch((caught: unknown) => caught);
      assert.ok(error instanceof ApiError);
      assert.equal(error.status, 403);
      assert.deepEqual(record.notices.at(-1), { kind: 'error', message: '没有权限查看其他用户信息' });
      record.notices.length = 0;
    });

    it('counts its unread to-do messages', async () => {
      const count = await client.api.procureMessage.getMyUnReadCount();
      assert.equal(count.value, 5);
    });

    it('reads the password strategy and the tenant', async () => {
      const { api } = client;
      const strategy = await api.ucAuth.getDefaultPwdStrategy();
      assert.equal(typeof strategy.value?.pwdLength, 'number');
      const tenant = await api.ucAuth.getTenantByCode('platform');
      assert.deepEqual(tenant.value, { id: -1, code: 'platform', name: '平台租户' });
      assert.deepEqual(await api.ucAuth.getTenantByCode('nowhere'), { state: false, message: '租户不存在' });
    });

    it('sends a verification code to its own mobile only', async () => {
      const { api } = client;
      const sent = await api.ucUser.sendCode('13800000002');
      assert.equal(sent.message, '验证码发送成功！');
      assert.deepEqual(await api.ucUser.sendCode('13900000000'), {
        state: false,
        message: '手机号与当前账号不符',
      });
    });

    it('refuses a password change with a wrong old password', async () => {
      const { api } = client;
      const key = (await api.ucAuth.getPublicKey()).value ?? '';
      const answer = await api.ucUser.changePassword({
        oldPwd: encryptPassword(key, 'not-the-password'),
        newPwd: encryptPassword(key, 'Newer@2026x'),
      });
      assert.deepEqual(answer, { state: false, message: '旧密码不正确' });
    });

    it('signs out; the token then ends the session on the next call', async () => {
      const { api, record, session } = client;
      assert.equal((await api.ucAuth.signout()).state, true);
      const error = await api.procureMessage.getMyUnReadCount().catch((caught: unknown) => caught);
      assert.ok(error instanceof ApiError);
      assert.equal(error.kind, 'session');
      assert.deepEqual(record.calls, ['resetSession', 'toLogin']);
      assert.deepEqual(record.redirects, ['/personal']);
      assert.equal(session.token, null);
    });
  });
});
