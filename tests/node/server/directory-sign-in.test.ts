/**
 * Sign-in against a real company directory: Debian's OpenLDAP server (slapd-fixture.ts), started by this
 * test once for the file. The portal is configured as ops/settings.ts reads the environment, and spoken
 * to over HTTP.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UserInfo } from '../../../api/contract/user.js';
import { useDirectory } from '../../../api/server/auth/directory.js';
import type { DirectorySettings } from '../../../api/server/auth/directory-settings.js';
import { DEMO_PASSWORD } from '../../../api/server/demo/accounts.js';
import { directoryFromEnv } from '../../../api/server/ops/settings.js';
import { startTestServer, type TestServer } from './harness.js';
import { auth, encrypted, forgetRateLimits, type SignIn } from './identity-helpers.js';
import {
  BUYERS,
  editGroup,
  editPerson,
  FINANCE,
  GROUPS,
  PEOPLE,
  personDn,
  SEARCHER_DN,
  SEARCHER_PASSWORD,
  type Slapd,
  skip,
  startSlapd,
} from './slapd-fixture.js';

const HELP = 'https://id.example.test/password';
const GET_BY_ACCOUNT = '/uc/api/user/v1/user/getByAccount';
const CHANGE = '/uc/api/user/v1/user/changUserPsd';
const MODIFY = '/uc/api/user/v1/user/modifiUserPsd';

describe('the directory settings (LDAP_* variables)', () => {
  const base = { LDAP_URL: 'ldap://127.0.0.1:389', LDAP_BASE_DN: 'dc=example,dc=test' };

  it('leave the directory off without LDAP_URL, and fill in the defaults with it', () => {
    assert.equal(directoryFromEnv({}), undefined);
    const settings = directoryFromEnv(base);
    assert.equal(settings?.userFilter, '(uid={account})');
    assert.deepEqual(settings?.attributes, {
      account: 'uid',
      name: 'cn',
      mail: 'mail',
      mobile: 'mobile',
      organisation: 'ou',
    });
    assert.equal(settings?.bindDn, undefined);
    assert.equal(settings?.startTls, false);
    assert.equal(settings?.tls.rejectUnauthorized, true);
    assert.equal(settings?.timeoutMs, 5000);
    assert.equal(settings?.passwordHelp, undefined);
    assert.equal(settings?.groups, undefined);
    const grouped = directoryFromEnv({
      ...base,
      LDAP_GROUP_MAP: JSON.stringify({ [BUYERS]: { roles: ['r'] } }),
    });
    assert.equal(grouped?.groups?.membership, 'member');
    assert.deepEqual([...(grouped?.groups?.map ?? [])], [[BUYERS, { roles: ['r'], posts: [] }]]);
  });

  it('stop the server at start on a setting that cannot work', () => {
    assert.throws(() => directoryFromEnv({ LDAP_URL: base.LDAP_URL }), /LDAP_BASE_DN/);
    assert.throws(() => directoryFromEnv({ ...base, LDAP_URL: 'http://127.0.0.1' }), /ldap:\/\/host/);
    assert.throws(
      () => directoryFromEnv({ ...base, LDAP_USER_FILTER: '(uid=someone)' }),
      /must contain \{account\}/,
    );
    assert.throws(
      () => directoryFromEnv({ ...base, LDAP_USER_FILTER: '(&(uid={account})' }),
      /not an LDAP filter/,
    );
    assert.throws(
      () => directoryFromEnv({ ...base, LDAP_GROUP_MAP: '{"cn=x"' }),
      /LDAP_GROUP_MAP is not JSON/,
    );
    assert.throws(
      () => directoryFromEnv({ ...base, LDAP_GROUP_MAP: '{"cn=x": {"roles": "role-a"}}' }),
      /must be a list of ids/,
    );
    assert.throws(
      () => directoryFromEnv({ ...base, LDAP_GROUP_MAP: '{"cn=x": {"role": ["role-a"]}}' }),
      /unknown keys: role/,
    );
  });
});

describe('sign-in against the company directory (OpenLDAP)', { skip }, () => {
  let dir: string;
  let slapd: Slapd;
  let server: TestServer;

  const signIn = async (account: string, password: string, language?: string) => {
    const { body } = await server.request<Envelope<SignIn>>('POST', '/uc/auth', {
      body: { account, password: await encrypted(server, password) },
      headers: language ? { 'accept-language': language } : {},
    });
    return body;
  };
  /** The settings main.ts makes of the environment, here with `more` in it. */
  const settingsFrom = (more: NodeJS.ProcessEnv = {}) =>
    directoryFromEnv({
      LDAP_URL: slapd.url,
      LDAP_BIND_DN: SEARCHER_DN,
      LDAP_BIND_PASSWORD: SEARCHER_PASSWORD,
      LDAP_BASE_DN: PEOPLE,
      LDAP_USER_FILTER: '(&(objectClass=inetOrgPerson)(uid={account}))',
      LDAP_TIMEOUT_MS: '2000',
      LDAP_PASSWORD_HELP: HELP,
      ...more,
    }) as DirectorySettings;
  /** Signs zhangsan in with the server configured from `more`, as if started with that environment. */
  const signInConfigured = async (more: NodeJS.ProcessEnv) => {
    useDirectory(server.app.db, settingsFrom(more));
    try {
      return await signIn('zhangsan', 'ldap-zhangsan', 'en-US');
    } finally {
      useDirectory(server.app.db, settingsFrom());
    }
  };
  const whoAmI = async (token: string) =>
    (await server.request<Envelope<UserInfo>>('POST', GET_BY_ACCOUNT, { token })).body.value as UserInfo;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eip-slapd-'));
    slapd = await startSlapd(dir);
    server = await startTestServer({ directory: settingsFrom() });
  });
  after(async () => {
    await server?.stop();
    await slapd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => forgetRateLimits(server));

  it('creates the portal account from the directory entry at the first sign-in', async () => {
    const before = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'zhangsan')
      .executeTakeFirst();
    assert.equal(before, undefined, 'zhangsan is the directory’s, not the seed’s');

    const answer = await signIn('zhangsan', 'ldap-zhangsan');
    assert.equal(answer.state, true, answer.message);
    const signedIn = answer.value as SignIn;
    assert.equal(signedIn.account, 'zhangsan');
    assert.equal(signedIn.fullname, '张三');
    assert.equal(signedIn.identity, null);

    const info = await whoAmI(signedIn.token);
    assert.equal(info.fullname, '张三');
    assert.equal(info.email, 'zhangsan@example.test');
    assert.equal(info.mobile, '13900000001');
    assert.equal(info.status, 1);
    assert.deepEqual(
      info.orgList.map((org) => [org.name, org.isMaster]),
      [['信息中心', true]],
    );
    assert.equal(info.source, 'directory');
    assert.equal(info.directoryHelp, HELP);
  });

  it('brings the account up to date from the directory at a later sign-in', async () => {
    const first = (await signIn('zhangsan', 'ldap-zhangsan')).value as SignIn;
    await editPerson(slapd.url, 'zhangsan', {
      cn: '张三丰',
      mail: 'sanfeng@example.test',
      mobile: '13900000011',
      // An organisation's code: 财务部.
      ou: 'cwb',
    });
    const answer = await signIn('zhangsan', 'ldap-zhangsan');
    assert.equal(answer.state, true, answer.message);
    const again = answer.value as SignIn;
    assert.equal(again.userId, first.userId, 'the same account, not a second one');
    // The directory's spelling of the account is the portal's: typed otherwise, still the same account.
    const otherCase = await signIn('ZhangSan', 'ldap-zhangsan');
    assert.equal((otherCase.value as SignIn).userId, first.userId);
    assert.equal((otherCase.value as SignIn).account, 'zhangsan');
    const info = await whoAmI(again.token);
    assert.equal(info.fullname, '张三丰');
    assert.equal(info.email, 'sanfeng@example.test');
    assert.equal(info.mobile, '13900000011');
    assert.deepEqual(
      info.orgList.map((org) => [org.name, org.isMaster]),
      [['财务部', true]],
      'moved out of 信息中心, which the directory no longer names',
    );
  });

  it('creates an account without an organisation when none has the directory’s name or code', async () => {
    const answer = await signIn('lisi', 'ldap-lisi');
    assert.equal(answer.state, true, answer.message);
    const info = await whoAmI((answer.value as SignIn).token);
    assert.equal(info.fullname, '李四');
    assert.deepEqual(info.orgList, []);
  });

  it('refuses a wrong directory password with the usual message, in the caller’s language', async () => {
    assert.deepEqual(await signIn('zhangsan', 'not-the-password'), {
      state: false,
      message: '账号或密码错误',
    });
    assert.deepEqual(await signIn('wangwu', 'not-the-password', 'en-US'), {
      state: false,
      message: 'Wrong account or password',
    });
    // No account is made for a person who never signed in.
    const wangwu = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'wangwu')
      .executeTakeFirst();
    assert.equal(wangwu, undefined);
    // LDAP binds with a DN and an empty password anonymously: that is no password check.
    assert.deepEqual(await signIn('zhangsan', ''), { state: false, message: '账号或密码错误' });
  });

  it('lets the portal’s own accounts sign in as before: the directory decides only for its people', async () => {
    const staff = await auth(server, 'staff', DEMO_PASSWORD);
    assert.equal(staff.body.state, true, staff.body.message);
    assert.equal((await whoAmI((staff.body.value as SignIn).token)).source, 'portal');
    assert.deepEqual((await auth(server, 'nobody-anywhere', DEMO_PASSWORD)).body, {
      state: false,
      message: '账号或密码错误',
    });
    // The directory's `admin` does not take the portal's administrator over.
    assert.deepEqual(await signIn('admin', 'ldap-admin'), { state: false, message: '账号或密码错误' });
    // Nor when typed otherwise: the directory matches ADMIN to uid=admin, whose portal account is local.
    assert.deepEqual(await signIn('ADMIN', 'ldap-admin'), { state: false, message: '账号或密码错误' });
    const admin = await auth(server, 'admin', DEMO_PASSWORD);
    assert.equal(admin.body.state, true, admin.body.message);
  });

  it('refuses to change a directory account’s password, saying where, in three languages', async () => {
    const token = ((await signIn('zhangsan', 'ldap-zhangsan')).value as SignIn).token;
    const body = {
      oldPwd: await encrypted(server, 'ldap-zhangsan'),
      newPwd: await encrypted(server, 'New-secret-2024'),
    };
    const expected = {
      'zh-CN': `此账号的密码由公司目录（LDAP）管理，请前往${HELP}修改`,
      'zh-TW': `此帳號的密碼由公司目錄（LDAP）管理，請前往${HELP}修改`,
      'en-US': `This account's password is kept by the company directory (LDAP); change it at ${HELP}`,
    };
    for (const [language, message] of Object.entries(expected)) {
      const headers = { 'accept-language': language };
      for (const path of [CHANGE, MODIFY]) {
        const answer = await server.request('POST', path, { token, body, headers });
        assert.deepEqual(answer.body, { state: false, message }, `${path} in ${language}`);
      }
    }
    // An administrator's one-time password does not make a directory user change theirs in the portal.
    await server.app.db
      .updateTable('users')
      .set({ must_change_password: true })
      .where('account', '=', 'zhangsan')
      .execute();
    const signedIn = await signIn('zhangsan', 'ldap-zhangsan');
    assert.equal((signedIn.value as SignIn & { mustChangePassword: boolean }).mustChangePassword, false);
    // Still the directory's password: the session and the sign-in are untouched.
    assert.equal((await whoAmI(token)).account, 'zhangsan');
    assert.equal((await signIn('zhangsan', 'ldap-zhangsan')).state, true);
  });

  it('refuses a disabled portal account even though the directory accepts the password', async () => {
    await server.app.db.updateTable('users').set({ status: 0 }).where('account', '=', 'lisi').execute();
    assert.deepEqual(await signIn('lisi', 'ldap-lisi'), { state: false, message: '账号已被禁用' });
    assert.deepEqual(await signIn('lisi', 'ldap-lisi', 'zh-TW'), { state: false, message: '帳號已被停用' });
    // The status is told only to whoever knows the password.
    assert.deepEqual(await signIn('lisi', 'wrong'), { state: false, message: '账号或密码错误' });
  });

  it('speaks TLS with the CA of LDAP_TLS_CA_FILE (ldaps:// and StartTLS), never with a certificate it cannot verify', async () => {
    const unreachable = {
      state: false,
      message:
        'The company directory (LDAP) cannot be reached right now; please try again later or contact your administrator',
    };
    const overLdaps = await signInConfigured({ LDAP_URL: slapd.ldapsUrl, LDAP_TLS_CA_FILE: slapd.caFile });
    assert.equal(overLdaps.state, true, overLdaps.message);
    const startTls = await signInConfigured({ LDAP_STARTTLS: '1', LDAP_TLS_CA_FILE: slapd.caFile });
    assert.equal(startTls.state, true, startTls.message);
    // The self-signed certificate without its CA: refused, as an unreachable directory.
    assert.deepEqual(await signInConfigured({ LDAP_URL: slapd.ldapsUrl }), unreachable);
    assert.deepEqual(await signInConfigured({ LDAP_STARTTLS: '1' }), unreachable);
    // Accepted only when told to (testing only).
    const unverified = await signInConfigured({
      LDAP_URL: slapd.ldapsUrl,
      LDAP_TLS_REJECT_UNAUTHORIZED: '0',
    });
    assert.equal(unverified.state, true, unverified.message);
  });

  it('gives and takes the roles and posts of LDAP_GROUP_MAP’s groups at each sign-in, as the directory’s change', async () => {
    const map = {
      [BUYERS]: { roles: ['role-purchase-admin'], posts: ['post-purchase-specialist'] },
      [FINANCE]: { roles: ['role-finance-reviewer'] },
      [`cn=gone,${GROUPS}`]: { roles: ['role-contract-admin'] },
    };
    const db = server.app.db;
    const userId = ((await signIn('zhangsan', 'ldap-zhangsan')).value as SignIn).userId;
    // An administrator gave a role outside the map (it stays) and one of the map's (the directory's to take).
    await db
      .insertInto('user_roles')
      .values([
        { user_id: userId, role_id: 'role-expert' },
        { user_id: userId, role_id: 'role-contract-admin' },
      ])
      .execute();
    const held = async () => ({
      roles: (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute())
        .map((row) => row.role_id)
        .sort(),
      posts: (
        await db.selectFrom('user_posts').select('post_id').where('user_id', '=', userId).execute()
      ).map((row) => row.post_id),
    });
    const changes = () =>
      db
        .selectFrom('admin_changes')
        .select(['actor_id', 'actor_account', 'kind', 'before', 'after'])
        .where('object_id', '=', userId)
        .where('kind', '=', 'user.directoryGroups')
        .orderBy('id')
        .execute();
    useDirectory(db, settingsFrom({ LDAP_GROUP_MAP: JSON.stringify(map) }));
    try {
      assert.equal((await signIn('zhangsan', 'ldap-zhangsan')).state, true);
      assert.deepEqual(await held(), {
        roles: ['role-expert', 'role-purchase-admin'],
        posts: ['post-purchase-specialist'],
      });
      // Moved from 采购 to 财务 in the directory: the next sign-in follows.
      await editGroup(slapd.url, BUYERS, 'add', personDn('wangwu'));
      await editGroup(slapd.url, BUYERS, 'delete', personDn('zhangsan'));
      await editGroup(slapd.url, FINANCE, 'add', personDn('zhangsan'));
      assert.equal((await signIn('zhangsan', 'ldap-zhangsan')).state, true);
      assert.deepEqual(await held(), { roles: ['role-expert', 'role-finance-reviewer'], posts: [] });
      // Nothing changed since: nothing more is logged.
      assert.equal((await signIn('zhangsan', 'ldap-zhangsan')).state, true);
      // Read off the person's memberOf instead (the memberof overlay keeps it for changes made since start).
      useDirectory(
        db,
        settingsFrom({ LDAP_GROUP_MAP: JSON.stringify(map), LDAP_GROUP_MEMBERSHIP: 'memberOf' }),
      );
      assert.equal((await signIn('zhangsan', 'ldap-zhangsan')).state, true);
      assert.deepEqual(await held(), { roles: ['role-expert', 'role-finance-reviewer'], posts: [] });
      await editGroup(slapd.url, FINANCE, 'delete', personDn('zhangsan'));
      await editGroup(slapd.url, BUYERS, 'add', personDn('zhangsan'));
      assert.equal((await signIn('zhangsan', 'ldap-zhangsan')).state, true);
      assert.deepEqual(await held(), {
        roles: ['role-expert', 'role-purchase-admin'],
        posts: ['post-purchase-specialist'],
      });
      assert.deepEqual(await changes(), [
        {
          actor_id: 'directory',
          actor_account: 'directory',
          kind: 'user.directoryGroups',
          before: { roles: ['role-contract-admin'], posts: [] },
          after: { roles: ['role-purchase-admin'], posts: ['post-purchase-specialist'] },
        },
        {
          actor_id: 'directory',
          actor_account: 'directory',
          kind: 'user.directoryGroups',
          before: { roles: ['role-purchase-admin'], posts: ['post-purchase-specialist'] },
          after: { roles: ['role-finance-reviewer'], posts: [] },
        },
        {
          actor_id: 'directory',
          actor_account: 'directory',
          kind: 'user.directoryGroups',
          before: { roles: ['role-finance-reviewer'], posts: [] },
          after: { roles: ['role-purchase-admin'], posts: ['post-purchase-specialist'] },
        },
      ]);
    } finally {
      useDirectory(db, settingsFrom());
    }
  });

  // Last: it stops the directory.
  it('says the directory cannot be reached when it is down, and local accounts still sign in', async () => {
    await slapd.stop();
    assert.deepEqual(await signIn('zhangsan', 'ldap-zhangsan'), {
      state: false,
      message: '暂时无法连接公司目录（LDAP），请稍后重试或联系管理员',
    });
    assert.deepEqual(await signIn('wangwu', 'ldap-wangwu', 'en-US'), {
      state: false,
      message:
        'The company directory (LDAP) cannot be reached right now; please try again later or contact your administrator',
    });
    const staff = await auth(server, 'staff', DEMO_PASSWORD);
    assert.equal(staff.body.state, true, staff.body.message);
  });
});
