import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import Fastify from 'fastify';
import type { Envelope } from '../../../api/contract/envelope.js';
import { DEMO_PASSWORD } from '../../../api/server/demo/accounts.js';
import { registerDevOutboxRoutes } from '../../../api/server/dev/outbox.js';
import { registerDevSsoRoutes } from '../../../api/server/dev/sso.js';
import { startTestServer, type TestServer } from './harness.js';
import { auth, encrypted, forgetRateLimits, tokenFor } from './identity-helpers.js';

const CHANGE = '/uc/api/user/v1/user/changUserPsd';
const MODIFY = '/uc/api/user/v1/user/modifiUserPsd';
const SEND_CODE = '/portal/portal/messageLog/v1/sendCode';
const CHANGED = { state: true, message: '密码修改成功', code: 200 };
const SENT = { state: true, message: '验证码发送成功！', code: 200 };
const CODE_INVALID = { state: false, message: '验证码错误或已过期' };
const TOO_FREQUENT = { state: false, message: '验证码发送过于频繁，请60秒后再试' };

interface OutboxEntry {
  id: number;
  target: string;
  channel: string;
  content: string;
  createTime: string;
}

let server: TestServer;

before(async () => {
  server = await startTestServer({ rateLimit: { auth: 4, sendCode: 3 } });
});
after(() => server.stop());
beforeEach(() => forgetRateLimits(server));

function refusal(message: string) {
  return { state: false, message };
}

async function mobileOf(account: string): Promise<string> {
  const row = await server.app.db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', `u-${account}`)
    .executeTakeFirstOrThrow();
  return row.mobile ?? '';
}

async function outbox(target: string): Promise<OutboxEntry[]> {
  const { status, body } = await server.request<Envelope<OutboxEntry[]>>(
    'GET',
    `/dev/outbox?target=${target}`,
  );
  assert.equal(status, 200);
  return body.value ?? [];
}

/** The code in the newest message to a mobile number. */
async function latestCode(target: string): Promise<string> {
  const [newest] = await outbox(target);
  const code = newest?.content.match(/验证码为(\d{6})/)?.[1];
  assert.ok(code, `no code sent to ${target}`);
  return code;
}

/** Lets a target be sent a new code now, as if the minute had passed. */
async function waitOutResend(target: string): Promise<void> {
  await server.app.db
    .updateTable('verification_codes')
    .set({ sent_at: new Date(Date.now() - 61_000) })
    .where('target', '=', target)
    .execute();
}

async function change(token: string, body: Record<string, string>) {
  const encryptedBody: Record<string, string> = { ...body };
  for (const field of ['newPwd', 'oldPwd'] as const) {
    if (body[field] !== undefined) encryptedBody[field] = await encrypted(server, body[field]);
  }
  return server.request<Envelope>('POST', CHANGE, { body: encryptedBody, token });
}

async function setStrategy(enable: boolean, pwdRule: number, pwdLength: number): Promise<void> {
  await server.app.db
    .updateTable('password_strategy')
    .set({ enable, pwd_rule: pwdRule, pwd_length: pwdLength })
    .execute();
}

describe('GET sendCode', () => {
  it('refuses a visitor with 401', async () => {
    const { status } = await server.request('GET', `${SEND_CODE}/13800000005`);
    assert.equal(status, 401);
  });

  it('sends a 6-digit code to the user’s own mobile, readable in the development outbox', async () => {
    const token = await tokenFor(server, 'staff');
    const { status, body } = await server.request('GET', `${SEND_CODE}/13800000005`, { token });
    assert.equal(status, 200);
    assert.deepEqual(body, SENT);
    const [message] = await outbox('13800000005');
    assert.equal(message?.channel, 'sms');
    assert.match(message?.content ?? '', /您的验证码为\d{6}，10分钟内有效/);
    assert.match(message?.createTime ?? '', /^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps the code only as a salted hash, valid for ten minutes', async () => {
    const token = await tokenFor(server, 'zhangwei');
    const mobile = await mobileOf('zhangwei');
    await server.request('GET', `${SEND_CODE}/${mobile}`, { token });
    const code = await latestCode(mobile);
    const row = await server.app.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', mobile)
      .executeTakeFirstOrThrow();
    assert.doesNotMatch(row.code_hash, new RegExp(code));
    const minutes = (new Date(row.expires_at).getTime() - new Date(row.sent_at).getTime()) / 60_000;
    assert.equal(minutes, 10);
  });

  it('refuses a second code to the same target within 60 seconds, by mobile or by account', async () => {
    const token = await tokenFor(server, 'liuyang');
    const mobile = await mobileOf('liuyang');
    assert.deepEqual((await server.request('GET', `${SEND_CODE}/${mobile}`, { token })).body, SENT);
    assert.deepEqual((await server.request('GET', `${SEND_CODE}/${mobile}`, { token })).body, TOO_FREQUENT);
    assert.deepEqual((await server.request('GET', `${SEND_CODE}/liuyang`, { token })).body, TOO_FREQUENT);
    assert.equal((await outbox(mobile)).length, 1);
    await waitOutResend(mobile);
    await forgetRateLimits(server);
    assert.deepEqual((await server.request('GET', `${SEND_CODE}/liuyang`, { token })).body, SENT);
    assert.equal((await outbox(mobile)).length, 2);
  });

  it('sends only to the signed-in user’s own phone', async () => {
    const token = await tokenFor(server, 'chenjing');
    assert.deepEqual(
      (await server.request('GET', `${SEND_CODE}/13800000002`, { token })).body,
      refusal('手机号与当前账号不符'),
    );
    assert.deepEqual(
      (await server.request('GET', `${SEND_CODE}/supplier`, { token })).body,
      refusal('手机号与当前账号不符'),
    );
    assert.deepEqual(await outbox('13800000002'), []);
    await server.app.db.updateTable('users').set({ mobile: null }).where('id', '=', 'u-yangfan').execute();
    const noMobile = await tokenFor(server, 'yangfan');
    assert.deepEqual(
      (await server.request('GET', `${SEND_CODE}/yangfan`, { token: noMobile })).body,
      refusal('当前账号未绑定手机号'),
    );
  });

  it('limits codes per client with a 429 envelope', async () => {
    const accounts = ['zhaolei', 'zhoujie', 'wuting', 'xuqiang'];
    const answers = [];
    for (const account of accounts) {
      const token = await tokenFor(server, account);
      answers.push(await server.request('GET', `${SEND_CODE}/${account}`, { token }));
    }
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 429],
    );
    assert.deepEqual(answers[3]?.body, { state: false, message: '请求过于频繁，请稍后再试', code: 429 });
  });
});

describe('POST changUserPsd with the old password', () => {
  it('changes the password, signs the user out everywhere, and the new one signs in', async () => {
    const first = await tokenFor(server, 'sunli');
    const second = await tokenFor(server, 'sunli');
    const { status, body } = await change(first, { oldPwd: DEMO_PASSWORD, newPwd: 'Sunli2026' });
    assert.equal(status, 200);
    assert.deepEqual(body, CHANGED);
    for (const token of [first, second]) {
      assert.equal(
        (await server.request('POST', '/uc/api/user/v1/user/getByAccount', { token })).status,
        401,
      );
    }
    assert.equal((await auth(server, 'sunli', DEMO_PASSWORD)).body.message, '账号或密码错误');
    assert.equal((await auth(server, 'sunli', 'Sunli2026')).body.state, true);
    const stored = await server.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 'u-sunli')
      .executeTakeFirstOrThrow();
    assert.match(stored.password_hash, /^scrypt\$/);
    assert.doesNotMatch(stored.password_hash, /Sunli2026/);
  });

  it('refuses a wrong old password', async () => {
    const token = await tokenFor(server, 'majun');
    assert.deepEqual(
      (await change(token, { oldPwd: 'Wrong2026', newPwd: 'Majun2026' })).body,
      refusal('旧密码不正确'),
    );
  });

  it('enforces the password strategy with the dialog’s words', async () => {
    const token = await tokenFor(server, 'zhuhong');
    const expect = async (newPwd: string, message: string) => {
      await forgetRateLimits(server);
      assert.deepEqual(
        (await change(token, { oldPwd: DEMO_PASSWORD, newPwd })).body,
        refusal(message),
        newPwd,
      );
    };
    try {
      await expect('ab12', '新密码长度至少为8');
      await expect('abcdefgh', '新密码必须包含数字、字母');
      await expect('12345678', '新密码必须包含数字、字母');
      await setStrategy(true, 3, 8);
      await expect('abcd1234', '新密码必须包含数字、字母、特殊字符');
      await setStrategy(true, 4, 10);
      await expect('abc@1234', '新密码长度至少为10');
      await expect('abcd@12345', '新密码必须包含数字、大小写字母、特殊字符');
      await setStrategy(false, 4, 10);
      await expect('ab1', '新密码长度至少为6');
      await expect(DEMO_PASSWORD, '新密码不能与旧密码相同');
      await setStrategy(true, 1, 6);
      await expect('abc', '新密码长度至少为6');
    } finally {
      await setStrategy(true, 2, 8);
    }
    // Nothing was changed along the way.
    await forgetRateLimits(server);
    assert.equal((await change(token, { oldPwd: DEMO_PASSWORD, newPwd: 'Zhuhong2026' })).body.state, true);
  });

  it('refuses the current password as the new one', async () => {
    const token = await tokenFor(server, 'hulin');
    assert.deepEqual(
      (await change(token, { oldPwd: DEMO_PASSWORD, newPwd: DEMO_PASSWORD })).body,
      refusal('新密码不能与旧密码相同'),
    );
  });
});

describe('POST changUserPsd with a code', () => {
  async function sendCode(account: string): Promise<{ token: string; mobile: string; code: string }> {
    const token = await tokenFor(server, account);
    const mobile = await mobileOf(account);
    await waitOutResend(mobile);
    assert.deepEqual((await server.request('GET', `${SEND_CODE}/${mobile}`, { token })).body, SENT);
    return { token, mobile, code: await latestCode(mobile) };
  }

  it('changes the password with the code sent to the user’s mobile, once', async () => {
    const { token, mobile, code } = await sendCode('guoqing');
    const wrongCode = code === '000000' ? '111111' : '000000';
    assert.deepEqual(
      (await change(token, { newPwd: 'Guoqing2026', code: wrongCode, mobile })).body,
      CODE_INVALID,
    );
    assert.deepEqual((await change(token, { newPwd: 'Guoqing2026', code, mobile })).body, CHANGED);
    const again = await tokenFor(server, 'guoqing');
    assert.deepEqual((await change(again, { newPwd: 'Guoqing2027', code })).body, CODE_INVALID);
    assert.equal((await auth(server, 'guoqing', 'Guoqing2026')).body.state, true);
  });

  it('refuses an expired code and a code for another mobile', async () => {
    const { token, mobile, code } = await sendCode('linfeng');
    assert.deepEqual(
      (await change(token, { newPwd: 'Linfeng2026', code, mobile: '13999999999' })).body,
      CODE_INVALID,
    );
    await server.app.db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('target', '=', mobile)
      .execute();
    assert.deepEqual((await change(token, { newPwd: 'Linfeng2026', code, mobile })).body, CODE_INVALID);
  });

  it('refuses a user who was sent no code, and another user’s code', async () => {
    const { code } = await sendCode('wuting');
    const other = await tokenFor(server, 'zhoujie');
    assert.deepEqual((await change(other, { newPwd: 'Zhoujie2026', code })).body, CODE_INVALID);
  });

  it('spends a code after five wrong guesses', async () => {
    const { token, code } = await sendCode('xuqiang');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess++) {
      await forgetRateLimits(server);
      assert.deepEqual((await change(token, { newPwd: 'Xuqiang2026', code: wrongCode })).body, CODE_INVALID);
    }
    assert.deepEqual((await change(token, { newPwd: 'Xuqiang2026', code })).body, CODE_INVALID);
  });

  it('checks the new password before using the code up', async () => {
    const { token, code } = await sendCode('zhaolei');
    assert.deepEqual((await change(token, { newPwd: 'short1', code })).body, refusal('新密码长度至少为8'));
    assert.deepEqual(
      (await change(token, { newPwd: DEMO_PASSWORD, code })).body,
      refusal('新密码不能与旧密码相同'),
    );
    assert.deepEqual((await change(token, { newPwd: 'Zhaolei2026', code })).body, CHANGED);
  });
});

describe('POST changUserPsd input', () => {
  it('needs a signed-in user', async () => {
    const { status } = await server.request('POST', CHANGE, { body: { newPwd: 'x', code: '123456' } });
    assert.equal(status, 401);
  });

  it('validates with 400 envelopes in Chinese', async () => {
    const token = await tokenFor(server, 'staff');
    const newPwd = await encrypted(server, 'Staff2026x');
    const cases: [unknown, string][] = [
      [{ code: '123456' }, '请求参数不正确：新密码不能为空'],
      [{ newPwd }, '请求参数不正确：旧密码或验证码不能为空'],
      [{ newPwd, code: '1234567' }, '请求参数不正确：验证码长度不能超过6'],
      [{ newPwd: 'garbage', code: '123456' }, '密码解密失败'],
      [{ newPwd, oldPwd: 'garbage' }, '密码解密失败'],
    ];
    for (const [body, message] of cases) {
      const answer = await server.request('POST', CHANGE, { body, token });
      assert.equal(answer.status, 400, message);
      assert.deepEqual(answer.body, { state: false, message, code: 400 });
    }
  });

  it('limits guesses of the old password with a 429 envelope', async () => {
    const token = await tokenFor(server, 'purchaser');
    for (let guess = 0; guess < 4; guess++) {
      assert.deepEqual(
        (await change(token, { oldPwd: `Guess${guess}x2026`, newPwd: 'Purchaser2026' })).body,
        refusal('旧密码不正确'),
      );
    }
    const blocked = await change(token, { oldPwd: DEMO_PASSWORD, newPwd: 'Purchaser2026' });
    assert.equal(blocked.status, 429);
  });
});

describe('POST modifiUserPsd', () => {
  async function modify(token: string, oldPwd: string, newPwd: string) {
    return server.request<Envelope>('POST', MODIFY, {
      body: { oldPwd: await encrypted(server, oldPwd), newPwd: await encrypted(server, newPwd) },
      token,
    });
  }

  it('changes the password with the old one (both RSA-encrypted) and signs the user out', async () => {
    const token = await tokenFor(server, 'supplier3');
    assert.deepEqual((await modify(token, DEMO_PASSWORD, 'Supplier3x2026')).body, CHANGED);
    assert.equal((await server.request('GET', '/uc/api/user/v1/user/getCompanyInfo', { token })).status, 401);
    assert.equal((await auth(server, 'supplier3', 'Supplier3x2026')).body.state, true);
  });

  it('refuses a wrong old password and a new one against the strategy', async () => {
    const token = await tokenFor(server, 'supplier2');
    assert.deepEqual((await modify(token, 'Wrong2026x', 'Supplier2x2026')).body, refusal('旧密码不正确'));
    assert.deepEqual(
      (await modify(token, DEMO_PASSWORD, 'supplier')).body,
      refusal('新密码必须包含数字、字母'),
    );
    assert.deepEqual(
      (await modify(token, DEMO_PASSWORD, DEMO_PASSWORD)).body,
      refusal('新密码不能与旧密码相同'),
    );
  });

  it('validates and needs a signed-in user', async () => {
    assert.equal((await server.request('POST', MODIFY, { body: { oldPwd: 'a', newPwd: 'b' } })).status, 401);
    const token = await tokenFor(server, 'supplier2');
    const missing = await server.request('POST', MODIFY, { body: { newPwd: 'x' }, token });
    assert.deepEqual(missing.body, { state: false, message: '请求参数不正确：旧密码不能为空', code: 400 });
    const plain = await server.request('POST', MODIFY, {
      body: { oldPwd: DEMO_PASSWORD, newPwd: 'Plain2026x' },
      token,
    });
    assert.deepEqual(plain.body, { state: false, message: '密码解密失败', code: 400 });
  });
});

describe('the development outbox', () => {
  it('lists messages newest first, filtered by target', async () => {
    await server.app.db
      .insertInto('dev_outbox')
      .values([
        { target: '13700000001', channel: 'sms', content: '第一条' },
        { target: '13700000001', channel: 'sms', content: '第二条' },
        { target: '13700000002', channel: 'sms', content: '别人的' },
      ])
      .execute();
    assert.deepEqual(
      (await outbox('13700000001')).map((entry) => entry.content),
      ['第二条', '第一条'],
    );
    const all = await server.request<Envelope<OutboxEntry[]>>('GET', '/dev/outbox');
    assert.ok((all.body.value ?? []).some((entry) => entry.target === '13700000002'));
  });

  it('is not served in production', async () => {
    // A bare instance with the development tools off: registering them adds no route.
    const production = Fastify();
    production.decorate('identitySettings', { rateLimits: { auth: 10, sendCode: 5 }, devTools: false });
    registerDevOutboxRoutes(production, server.app.ctx);
    registerDevSsoRoutes(production, server.app.ctx);
    await production.ready();
    try {
      for (const url of ['/dev/outbox', '/dev-sso/login?service=http://x.test/', '/dev-sso/ticket']) {
        assert.equal(production.hasRoute({ method: 'GET', url: url.split('?')[0] ?? url }), false, url);
        assert.equal((await production.inject({ method: 'GET', url })).statusCode, 404, url);
      }
    } finally {
      await production.close();
    }
  });
});
