import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { CompanyInfo, RegisterInfo, RegisterResult } from '../../../api/contract/user.js';
import { creditCodeCheckCharacter, isCreditCode } from '../../../api/server/auth/credit-code.js';
import { startTestServer, type TestServer } from './harness.js';
import { auth, encrypted, forgetRateLimits, tokenFor, uploadLicense } from './identity-helpers.js';

const REGISTER = '/uc/api/user/v1/user/register';
const REGISTER_INFO = '/uc/api/user/v1/user/getRegisterInfo';
const MODIFY = '/uc/api/user/v1/user/modifyRegisterInfo';
const COMPANY = '/uc/api/user/v1/user/getCompanyInfo';
const COMPANY_MISSING = { state: false, message: '获取供应商信息失败' };

let server: TestServer;

before(async () => {
  server = await startTestServer({ rateLimit: { auth: 4 } });
});
after(() => server.stop());
beforeEach(() => forgetRateLimits(server));

const LICENSE = JSON.stringify([
  { name: '营业执照.jpg', response: { fileId: 'f-1', fileName: '营业执照.jpg' } },
]);

function application(overrides: Record<string, unknown> = {}, company: Record<string, unknown> = {}) {
  return {
    identity: 'supplier',
    account: 'newsupplier',
    password: 'Newsupplier2026',
    fullname: '宁波海通物流有限公司',
    mobile: '13612345678',
    email: 'contact@haitong.example.com',
    company: {
      name: '宁波海通物流有限公司',
      creditCode: '91330108MA28N3PL1B',
      legalPerson: '郑海通',
      contactName: '许静',
      contactPhone: '0574-87651234',
      address: '浙江省宁波市北仑区新碶街道明州路 88 号',
      businessScope: '普通货物道路运输；国际货运代理；仓储服务。',
      businessLicense: LICENSE,
      ...company,
    },
    ...overrides,
  };
}

/** Registers with the password encrypted as the portal does. */
async function register(body: ReturnType<typeof application>) {
  const password = typeof body.password === 'string' ? await encrypted(server, body.password) : body.password;
  return server.request<Envelope<RegisterResult>>('POST', REGISTER, {
    body: { ...body, password },
  });
}

describe('the unified social credit code check', () => {
  it('accepts real codes and catches a wrong check character', () => {
    assert.equal(isCreditCode('914403001922038216'), true);
    assert.equal(isCreditCode('91330100716105852F'), true);
    assert.equal(isCreditCode('91330100716105852E'), false);
    assert.equal(isCreditCode('9133010071610585'), false);
    assert.equal(isCreditCode('91330100716105852I'), false);
    assert.equal(creditCodeCheckCharacter('91330108MA28N3PL1'), 'B');
  });
});

describe('POST register', () => {
  it('registers a supplier with its company; the account signs in once an administrator activates it', async () => {
    const { status, body } = await register(application());
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.equal(body.message, '注册成功，请等待管理员审核');
    assert.equal(body.value?.account, 'newsupplier');
    assert.match(body.value?.userId ?? '', /^u-/);

    const waiting = await auth(server, 'newsupplier', 'Newsupplier2026', '?identity=supplier');
    assert.deepEqual(waiting.body, {
      state: false,
      message: '账号未激活：注册信息正在审核，审核通过后即可登录',
    });
    await uploadLicense(server, body.value?.licenseTicket ?? '');
    const decided = await server.request<Envelope>('POST', '/uc/uc/ucAdmission/v1/decide', {
      token: await tokenFor(server, 'admin'),
      body: { userId: body.value?.userId, decision: 'activate' },
    });
    assert.equal(decided.body.state, true, decided.body.message);
    const signIn = await auth(server, 'newsupplier', 'Newsupplier2026', '?identity=supplier');
    assert.equal(signIn.body.state, true);
    const token = signIn.body.value?.token;
    const info = await server.request<Envelope<RegisterInfo>>('GET', REGISTER_INFO, { token });
    const { company, ...user } = info.body.value as RegisterInfo;
    assert.deepEqual(user, {
      userId: body.value?.userId,
      account: 'newsupplier',
      fullname: '宁波海通物流有限公司',
      identity: 'supplier',
      mobile: '13612345678',
      email: 'contact@haitong.example.com',
    });
    assert.equal(company?.creditCode, '91330108MA28N3PL1B');
    // The licence uploaded with the registration's ticket replaced the list the form sent.
    const licence = JSON.parse(company?.businessLicense ?? '[]') as { fileName: string }[];
    assert.deepEqual(
      licence.map((file) => file.fileName),
      ['营业执照.png'],
    );
    const stored = await server.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('account', '=', 'newsupplier')
      .executeTakeFirstOrThrow();
    assert.match(stored.password_hash, /^scrypt\$/);
  });

  it('registers a purchaser, with a lower-case credit code and no licence', async () => {
    const { body } = await register(
      application(
        { identity: 'purchaser', account: 'new_purchaser_01', mobile: '15900001111' },
        { creditCode: '91330108ma28n3pl1b', businessLicense: undefined, contactPhone: '15900001111' },
      ),
    );
    assert.equal(body.state, true, body.message);
    const company = await server.app.db
      .selectFrom('companies')
      .selectAll()
      .where('user_id', '=', body.value?.userId ?? '')
      .executeTakeFirstOrThrow();
    assert.equal(company.credit_code, '91330108MA28N3PL1B');
    assert.equal(company.business_license, null);
  });

  it('refuses an account that exists, whatever its case', async () => {
    for (const account of ['supplier', 'Supplier2', 'newsupplier']) {
      assert.deepEqual((await register(application({ account }))).body, {
        state: false,
        message: '账号已存在',
      });
    }
  });

  it('applies the password strategy', async () => {
    const cases: [string, string][] = [
      ['Ab1', '新密码长度至少为8'],
      ['abcdefghij', '新密码必须包含数字、字母'],
    ];
    for (const [password, message] of cases) {
      const { body } = await register(application({ account: 'weakpassword', password }));
      assert.deepEqual(body, { state: false, message });
    }
    const none = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'weakpassword')
      .execute();
    assert.deepEqual(none, []);
  });

  it('validates every field with a 400 envelope in Chinese', async () => {
    const cases: [ReturnType<typeof application>, string][] = [
      [application({ account: 'abc' }), '账号须为4-30位字母、数字或下划线'],
      [application({ account: 'bad-name' }), '账号须为4-30位字母、数字或下划线'],
      [application({ account: 'a'.repeat(31) }), '账号长度不能超过30'],
      [application({ identity: 'administrators' }), '身份取值不正确'],
      [application({ mobile: '23612345678' }), '手机号格式不正确'],
      [application({ mobile: '1361234567' }), '手机号格式不正确'],
      [application({ email: 'contact@' }), '邮箱格式错误'],
      [application({ fullname: '   ' }), '姓名不能为空'],
      [application({ company: undefined }), '企业信息不能为空'],
      [application({}, { name: undefined }), '企业名称不能为空'],
      [application({}, { creditCode: '91330108MA28N3PL1C' }), '统一社会信用代码格式不正确'],
      [application({}, { creditCode: '1234' }), '统一社会信用代码格式不正确'],
      [application({}, { legalPerson: '' }), '法定代表人不能为空'],
      [application({}, { contactPhone: '12345' }), '联系电话格式不正确'],
      [application({}, { businessScope: 'x'.repeat(2001) }), '经营范围长度不能超过2000'],
      [application({}, { businessLicense: '{not json' }), '营业执照格式不正确'],
      [application({}, { businessLicense: '[1,2]' }), '营业执照格式不正确'],
      [application({ password: undefined }), '密码不能为空'],
    ];
    for (const [body, message] of cases) {
      await forgetRateLimits(server);
      const answer = await register(body);
      assert.equal(answer.status, 400, message);
      assert.deepEqual(answer.body, { state: false, message: `请求参数不正确：${message}`, code: 400 });
    }
    const garbled = await server.request('POST', REGISTER, { body: { ...application(), password: 'plain' } });
    assert.deepEqual(garbled.body, { state: false, message: '密码解密失败', code: 400 });
  });

  it('limits registrations per client with a 429 envelope', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await register(application({ account: 'supplier' }))).status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  });
});

describe('GET getRegisterInfo and getCompanyInfo', () => {
  it('answer the seeded supplier’s registration and company', async () => {
    const token = await tokenFor(server, 'supplier');
    const info = await server.request<Envelope<RegisterInfo>>('GET', REGISTER_INFO, { token });
    assert.equal(info.body.value?.fullname, '杭州恒远建设有限公司');
    assert.equal(info.body.value?.company?.name, '杭州恒远建设有限公司');
    const company = await server.request<Envelope<CompanyInfo>>('GET', COMPANY, { token });
    assert.equal(company.body.state, true);
    assert.equal(company.body.value?.creditCode, '91330106MA2CFL8R4N');
    assert.equal(isCreditCode(company.body.value?.creditCode ?? ''), true);
  });

  it('answer every seeded purchaser and supplier a company with a valid credit code', async () => {
    for (const account of ['purchaser', 'supplier2', 'supplier3']) {
      const { body } = await server.request<Envelope<CompanyInfo>>('GET', COMPANY, {
        token: await tokenFor(server, account),
      });
      assert.equal(isCreditCode(body.value?.creditCode ?? ''), true, account);
    }
  });

  it('refuse a user without a company with 获取供应商信息失败', async () => {
    const token = await tokenFor(server, 'staff');
    assert.deepEqual((await server.request('GET', COMPANY, { token })).body, COMPANY_MISSING);
    const info = await server.request<Envelope<RegisterInfo>>('GET', REGISTER_INFO, { token });
    assert.equal(info.body.value?.company, null);
  });

  it('need a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', REGISTER_INFO],
      ['GET', COMPANY],
      ['POST', MODIFY],
    ] as const) {
      assert.equal(
        (await server.request(method, url, { body: method === 'POST' ? {} : undefined })).status,
        401,
        url,
      );
    }
  });
});

describe('POST modifyRegisterInfo', () => {
  it('updates the current user’s contact and company fields, and nobody else’s', async () => {
    const token = await tokenFor(server, 'supplier3');
    const { body } = await server.request<Envelope<RegisterInfo>>('POST', MODIFY, {
      token,
      body: {
        fullname: '上海启明信息技术股份有限公司',
        email: 'bid@qiming.example.com',
        company: { name: '上海启明信息技术股份有限公司', contactName: '孙悦', contactPhone: '021-58881234' },
      },
    });
    assert.equal(body.state, true);
    assert.equal(body.message, '保存成功');
    assert.equal(body.value?.fullname, '上海启明信息技术股份有限公司');
    assert.equal(body.value?.email, 'bid@qiming.example.com');
    assert.equal(body.value?.mobile, '13800000004');
    assert.equal(body.value?.company?.name, '上海启明信息技术股份有限公司');
    assert.equal(body.value?.company?.contactPhone, '021-58881234');
    assert.equal(body.value?.company?.creditCode, '91310115MA1K4E7L66');

    const other = await server.request<Envelope<CompanyInfo>>('GET', COMPANY, {
      token: await tokenFor(server, 'supplier2'),
    });
    assert.equal(other.body.value?.name, '江苏博瑞机电设备有限公司');
  });

  it('keeps the licence the administrator reviewed: a change is refused in the caller’s language', async () => {
    const token = await tokenFor(server, 'supplier2');
    const reviewed = (await server.request<Envelope<CompanyInfo>>('GET', COMPANY, { token })).body.value
      ?.businessLicense;
    for (const [businessLicense, language, message] of [
      [LICENSE, 'zh-CN', '营业执照已经管理员审核，不能在此修改'],
      [
        LICENSE.replace('营业执照', '另一份执照'),
        'en-US',
        'The business licence has been reviewed by an administrator and cannot be changed here',
      ],
    ] as const) {
      const refused = await server.request('POST', MODIFY, {
        token,
        body: { mobile: '13911112222', company: { businessLicense } },
        headers: { 'accept-language': language },
      });
      assert.deepEqual(refused.body, { state: false, message });
    }
    // Sending it unchanged, or leaving it out, saves the rest.
    const same = await server.request<Envelope<RegisterInfo>>('POST', MODIFY, {
      token,
      body: { mobile: '13911112222', company: { businessLicense: reviewed ?? '' } },
    });
    assert.equal(same.body.state, true, same.body.message);
    await server.request('POST', MODIFY, { token, body: { company: { contactName: '陈晓峰' } } });
    const company = await server.request<Envelope<CompanyInfo>>('GET', COMPANY, { token });
    assert.equal(company.body.value?.businessLicense, reviewed);
    assert.equal(company.body.value?.contactName, '陈晓峰');
  });

  it('lets staff change contact fields but refuses company fields they do not have', async () => {
    const token = await tokenFor(server, 'zhuhong');
    const changed = await server.request<Envelope<RegisterInfo>>('POST', MODIFY, {
      token,
      body: { email: 'zhuhong@example.com' },
    });
    assert.equal(changed.body.value?.email, 'zhuhong@example.com');
    const refused = await server.request('POST', MODIFY, { token, body: { company: { name: '某公司' } } });
    assert.deepEqual(refused.body, COMPANY_MISSING);
  });

  it('validates with 400 envelopes in Chinese', async () => {
    const token = await tokenFor(server, 'purchaser');
    const cases: [unknown, string][] = [
      [{ mobile: '123' }, '手机号格式不正确'],
      [{ email: 'nope' }, '邮箱格式错误'],
      [{ fullname: '' }, '姓名不能为空'],
      [{ company: { creditCode: '91330000MA27XK1A2A' } }, '统一社会信用代码格式不正确'],
      [{ company: { address: '  ' } }, '地址不能为空'],
      [{ company: 'x' }, '企业信息格式不正确'],
    ];
    for (const [body, message] of cases) {
      const answer = await server.request('POST', MODIFY, { token, body });
      assert.equal(answer.status, 400, message);
      assert.deepEqual(answer.body, { state: false, message: `请求参数不正确：${message}`, code: 400 });
    }
    const company = await server.request<Envelope<CompanyInfo>>('GET', COMPANY, { token });
    assert.equal(company.body.value?.creditCode, '91330000MA27XK1A2M');
  });
});
