import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AdminChange,
  AdminUser,
  AdminUserSaved,
  Admission,
  PasswordReset,
} from '../../../api/contract/admin.js';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import { SIGN_IN_LOCK_LIMIT } from '../../../api/server/admin/sign-in-rules.js';
import { startTestServer, type TestServer } from './harness.js';
import { encrypted, type SignIn, tokenFor, uploadLicense } from './identity-helpers.js';

/**
 * The users administrators manage and the review of registrations (issue 38) over HTTP: what a user then
 * meets at sign-in and on their next call, and the change log each action writes.
 */
const UC = '/uc/uc';
let server: TestServer;
let admin: string;

before(async () => {
  server = await startTestServer({ rateLimit: { auth: 50 } });
  admin = await tokenFor(server, 'admin');
});
after(() => server.stop());

function call<T>(path: string, body: unknown, token = admin) {
  return server.request<Envelope<T>>('POST', `${UC}/${path}`, { token, body });
}

/** POST /auth, in a language. */
async function auth(_server: TestServer, account: string, password: string, language = 'zh-CN') {
  return server.request<Envelope<SignIn & { mustChangePassword: boolean }>>('POST', '/uc/auth', {
    body: { account, password: await encrypted(server, password) },
    headers: { 'accept-language': language },
  });
}

async function changesOf(objectId: string): Promise<string[]> {
  const { body } = await call<PageList<AdminChange>>('adminChange/v1/query', { objectId });
  return (body.value?.rows ?? []).map((row) => row.kind).reverse();
}

describe('a staff user an administrator creates', () => {
  let created: AdminUserSaved;

  it('gets a one-time password, shown once, that must be changed at the first sign-in', async () => {
    const { body } = await call<AdminUserSaved>('ucUser/v1/adminSave', {
      account: 'newstaff',
      fullname: '钱多多',
      email: 'qian@example.com',
      mobile: '13900001111',
      orgId: 'org-it',
      postIds: ['post-it-engineer'],
      roleIds: ['role-employee'],
    });
    assert.equal(body.state, true, body.message);
    created = body.value as AdminUserSaved;
    assert.deepEqual(
      [created.user.orgName, created.user.postNames, created.user.roleNames, created.user.mustChangePassword],
      ['信息中心', ['系统工程师'], ['普通员工'], true],
    );
    const password = created.oneTimePassword ?? '';
    assert.ok(password.length >= 12);
    const signIn = await auth(server, 'newstaff', password);
    assert.equal(signIn.body.value?.mustChangePassword, true);
    const token = (signIn.body.value as SignIn).token;
    // Until then the session may read itself and the menus and change the password, nothing else.
    for (const [method, path] of [
      ['POST', '/uc/api/user/v1/user/getByAccount'],
      ['GET', '/portal/sys/sysMenu/v1/getCurrentUserMenu'],
      ['GET', '/uc/api/pwdStrategy/v1/getDefault'],
    ] as const) {
      const body = method === 'POST' ? {} : undefined;
      const { status } = await server.request<Envelope>(method, path, { token, body });
      assert.equal(status, 200, path);
    }
    const refused = await Promise.all(
      ['zh-CN', 'zh-TW', 'en-US'].map((language) =>
        server.request<Envelope>('POST', '/portal/system/often', {
          token,
          body: {},
          headers: { 'accept-language': language },
        }),
      ),
    );
    assert.deepEqual(
      refused.map(({ status, body }) => [status, body.message]),
      [
        [403, '请先修改管理员设置的一次性密码'],
        [403, '請先修改管理員設定的一次性密碼'],
        [403, 'Change the one-time password your administrator set first'],
      ],
    );
    const changed = await server.request<Envelope>('POST', '/uc/api/user/v1/user/modifiUserPsd', {
      token,
      body: { oldPwd: await encrypted(server, password), newPwd: await encrypted(server, 'Newstaff#2026') },
    });
    assert.equal(changed.body.state, true, changed.body.message);
    const again = await auth(server, 'newstaff', 'Newstaff#2026');
    assert.equal(again.body.value?.mustChangePassword, false);
    const often = await server.request<Envelope>('POST', '/portal/system/often', {
      token: (again.body.value as SignIn).token,
      body: {},
    });
    assert.equal(often.status, 200, often.body.message);
    const { body: listed } = await call<PageList<AdminUser>>('ucUser/v1/adminQuery', { keyword: 'newstaff' });
    assert.ok(listed.value?.rows[0]?.lastSignInTime);
  });

  it('is found by organisation (and those under it), type and status', async () => {
    const byOrg = await call<PageList<AdminUser>>('ucUser/v1/adminQuery', { orgId: 'org-it', type: 'staff' });
    assert.ok(byOrg.body.value?.rows.some((row) => row.account === 'newstaff'));
    const suppliers = await call<PageList<AdminUser>>('ucUser/v1/adminQuery', {
      type: 'supplier',
      pageSize: 100,
    });
    assert.ok(suppliers.body.value?.rows.every((row) => row.identity === 'supplier'));
    const left = await call<PageList<AdminUser>>('ucUser/v1/adminQuery', { status: 'left' });
    assert.equal(
      left.body.value?.rows.some((row) => row.account === 'newstaff'),
      false,
    );
  });

  it('is refused at the next call once disabled, and signs in again once enabled', async () => {
    const token = (await auth(server, 'newstaff', 'Newstaff#2026')).body.value?.token;
    const whoAmI = () => server.request('POST', '/uc/api/user/v1/user/getByAccount', { token, body: {} });
    assert.equal((await whoAmI()).status, 200);
    const disabled = await call<AdminUser>('ucUser/v1/setStatus', { id: created.user.id, status: 0 });
    assert.equal(disabled.body.value?.status, 0);
    assert.equal((await whoAmI()).status, 401);
    assert.deepEqual((await auth(server, 'newstaff', 'Newstaff#2026')).body, {
      state: false,
      message: '账号已被禁用',
    });
    await call('ucUser/v1/setStatus', { id: created.user.id, status: 2 });
    assert.equal((await auth(server, 'newstaff', 'Newstaff#2026')).body.message, '账号已离职，无法登录');
    await call('ucUser/v1/setStatus', { id: created.user.id, status: 1 });
    assert.equal((await auth(server, 'newstaff', 'Newstaff#2026')).body.state, true);
  });

  it('is locked after wrong passwords in a row until an administrator unlocks it', async () => {
    for (let attempt = 0; attempt < SIGN_IN_LOCK_LIMIT; attempt++) await auth(server, 'newstaff', 'wrong');
    const locked = await auth(server, 'newstaff', 'Newstaff#2026', 'en-US');
    assert.match(locked.body.message, /^Too many wrong passwords/);
    const { body: listed } = await call<PageList<AdminUser>>('ucUser/v1/adminQuery', { keyword: 'newstaff' });
    assert.equal(listed.value?.rows[0]?.locked, true);
    await call('ucUser/v1/unlock', { id: created.user.id });
    assert.equal((await auth(server, 'newstaff', 'Newstaff#2026')).body.state, true);
  });

  it('gets a new one-time password from a reset, and every change is in the log', async () => {
    const { body } = await call<PasswordReset>('ucUser/v1/resetPassword', { id: created.user.id });
    const reset = body.value as PasswordReset;
    assert.equal((await auth(server, 'newstaff', 'Newstaff#2026')).body.message, '账号或密码错误');
    assert.equal(
      (await auth(server, 'newstaff', reset.oneTimePassword)).body.value?.mustChangePassword,
      true,
    );
    assert.deepEqual(await changesOf(created.user.id), [
      'user.create',
      'user.disable',
      'user.leave',
      'user.enable',
      'user.unlock',
      'user.resetPassword',
    ]);
    const { body: log } = await call<PageList<AdminChange>>('adminChange/v1/query', {
      objectId: created.user.id,
    });
    assert.equal(JSON.stringify(log.value).includes(reset.oneTimePassword), false);
  });

  it('refuses a taken account, an unknown role and the administrator disabling themself', async () => {
    const taken = await call('ucUser/v1/adminSave', { account: 'Zhaolei', fullname: '赵磊' });
    assert.deepEqual(taken.body, { state: false, message: '账号已存在' });
    const role = await call('ucUser/v1/adminSave', {
      id: created.user.id,
      fullname: '钱多多',
      roleIds: ['role-x'],
    });
    assert.deepEqual(role.body, { state: false, message: '所选用户角色不存在' });
    const self = await call('ucUser/v1/setStatus', { id: 'u-admin', status: 0 });
    assert.deepEqual(self.body, { state: false, message: '不能停用或离职自己的账号' });
  });

  it('is not given a password by a reset when the company directory keeps it', async () => {
    const { body } = await call<AdminUserSaved>('ucUser/v1/adminSave', {
      account: 'dirstaff',
      fullname: '目录用户',
      orgId: 'org-it',
      postIds: [],
      roleIds: ['role-employee'],
    });
    const id = (body.value as AdminUserSaved).user.id;
    // As the first sign-in against the directory leaves it (auth/directory-accounts.ts).
    await server.app.db
      .insertInto('user_directory_entries')
      .values({
        user_id: id,
        dn: 'uid=dirstaff,ou=people,dc=example,dc=com',
        org_id: null,
        synced_at: new Date(),
      })
      .execute();
    const { body: listed } = await call<PageList<AdminUser>>('ucUser/v1/adminQuery', { keyword: 'dirstaff' });
    assert.equal(listed.value?.rows[0]?.directory, true);
    const refused = await server.request<Envelope>('POST', `${UC}/ucUser/v1/resetPassword`, {
      token: admin,
      body: { id },
      headers: { 'accept-language': 'en-US' },
    });
    assert.deepEqual(refused.body, {
      state: false,
      message:
        "This account's password is kept by the company directory (LDAP) and cannot be reset in the portal",
    });
    assert.deepEqual(await changesOf(id), ['user.create']);
  });
});

describe('a supplier’s registration', () => {
  const application = async (fullname: string) => ({
    identity: 'supplier',
    account: 'reviewed_supplier',
    password: await encrypted(server, 'Reviewed2026'),
    fullname,
    mobile: '13612345670',
    email: 'reviewed@example.com',
    company: {
      name: fullname,
      creditCode: '91330108MA28N3PL1B',
      legalPerson: '郑海通',
      contactName: '许静',
      contactPhone: '0574-87651234',
      address: '浙江省宁波市北仑区明州路 88 号',
      businessScope: '仓储服务。',
    },
  });
  const register = async (fullname: string) =>
    server.request<Envelope<{ userId: string; licenseTicket: string }>>(
      'POST',
      '/uc/api/user/v1/user/register',
      {
        body: await application(fullname),
      },
    );
  const pending = async () =>
    (
      await call<PageList<Admission>>('ucAdmission/v1/query', {
        state: 'pending',
        keyword: 'reviewed_supplier',
      })
    ).body.value?.rows ?? [];

  it('is reviewed, rejected with a reason, corrected, activated, and the registrant is told each time', async () => {
    const { userId } = (await register('宁波海通物流')).body.value as { userId: string };
    const [waiting] = await pending();
    assert.equal(waiting?.company?.creditCode, '91330108MA28N3PL1B');
    const noReason = await call('ucAdmission/v1/decide', { userId, decision: 'reject' });
    assert.equal(noReason.status, 400);
    await call('ucAdmission/v1/decide', { userId, decision: 'reject', reason: '公司名称与营业执照不符' });
    assert.equal(
      (await auth(server, 'reviewed_supplier', 'Reviewed2026')).body.message,
      '账号未激活：注册未通过审核，原因：公司名称与营业执照不符。请修改注册信息后重新提交',
    );
    // Registering again with the account and its password resubmits the corrected registration.
    const again = await register('宁波海通物流有限公司');
    assert.equal(again.body.state, true, again.body.message);
    assert.equal((await pending())[0]?.fullname, '宁波海通物流有限公司');
    // A supplier is activated on its business licence only.
    const noLicence = await call('ucAdmission/v1/decide', { userId, decision: 'activate' });
    assert.deepEqual(noLicence.body, {
      state: false,
      message: '供应商未上传营业执照，不能激活，请驳回并说明原因',
    });
    await uploadLicense(server, again.body.value?.licenseTicket ?? '');
    const activated = await call<{ state: string }>('ucAdmission/v1/decide', {
      userId,
      decision: 'activate',
    });
    assert.equal(activated.body.value?.state, 'activated');
    const twice = await call('ucAdmission/v1/decide', { userId, decision: 'reject', reason: 'x' });
    assert.deepEqual(twice.body, { state: false, message: '该注册申请已审核' });
    const signIn = await auth(server, 'reviewed_supplier', 'Reviewed2026');
    assert.equal(signIn.body.state, true);
    const told = await server.app.db
      .selectFrom('procure_messages')
      .select(['subject', 'content'])
      .where('receiver_id', '=', userId)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      told.map((row) => row.subject),
      ['您的注册未通过审核', '您的注册已审核通过，账号已激活'],
    );
    assert.equal(told[0]?.content, '公司名称与营业执照不符');
    assert.deepEqual(await changesOf(userId), ['admission.reject', 'admission.activate']);
  });
});
