/**
 * Sign-in against a real company directory: Debian's OpenLDAP server (slapd, installed by
 * tests/ensure-slapd.sh when the tests run as root), configured in a temporary folder from a small
 * slapd.conf and LDIF, on a free port, run in the foreground by this test once for the file. The portal
 * is configured as ops/settings.ts reads the environment, and spoken to over HTTP.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Attribute, Change, Client } from 'ldapts';
import forge from 'node-forge';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { UserInfo } from '../../../api/contract/user.js';
import { useDirectory } from '../../../api/server/auth/directory.js';
import type { DirectorySettings } from '../../../api/server/auth/directory-settings.js';
import { DEMO_PASSWORD } from '../../../api/server/demo/accounts.js';
import { directoryFromEnv } from '../../../api/server/ops/settings.js';
import { startTestServer, type TestServer } from './harness.js';
import { auth, encrypted, forgetRateLimits, type SignIn } from './identity-helpers.js';
import { freePort } from './postgres-cluster.js';

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const SCHEMAS = ['core', 'cosine', 'inetorgperson'].map((name) => `/etc/ldap/schema/${name}.schema`);
const SUFFIX = 'dc=example,dc=test';
const PEOPLE = `ou=people,${SUFFIX}`;
const ROOT_DN = `cn=admin,${SUFFIX}`;
const ROOT_PASSWORD = 'root-secret';
const SEARCHER_DN = `cn=portal,${SUFFIX}`;
const SEARCHER_PASSWORD = 'search-secret';
const HELP = 'https://id.example.test/password';
const GROUPS = `ou=groups,${SUFFIX}`;
const BUYERS = `cn=buyers,${GROUPS}`;
const FINANCE = `cn=finance,${GROUPS}`;
const personDn = (uid: string) => `uid=${uid},${PEOPLE}`;

const GET_BY_ACCOUNT = '/uc/api/user/v1/user/getByAccount';
const CHANGE = '/uc/api/user/v1/user/changUserPsd';
const MODIFY = '/uc/api/user/v1/user/modifiUserPsd';

const skip =
  !existsSync(SLAPD) || !existsSync(SLAPADD) || SCHEMAS.some((schema) => !existsSync(schema))
    ? `OpenLDAP is not installed (${SLAPD}, its schemas in /etc/ldap/schema): apt-get install slapd, or run tests/ensure-slapd.sh as root`
    : false;

/** The directory's people: uid, password and attributes. `admin` is also the portal's own account. */
const PEOPLE_LDIF = [
  {
    uid: 'zhangsan',
    password: 'ldap-zhangsan',
    cn: '张三',
    mail: 'zhangsan@example.test',
    mobile: '13900000001',
    ou: '信息中心',
  },
  {
    uid: 'lisi',
    password: 'ldap-lisi',
    cn: '李四',
    mail: 'lisi@example.test',
    mobile: '13900000002',
    ou: '没有这个部门',
  },
  {
    uid: 'wangwu',
    password: 'ldap-wangwu',
    cn: '王五',
    mail: 'wangwu@example.test',
    mobile: '13900000003',
    ou: 'cwb',
  },
  {
    uid: 'admin',
    password: 'ldap-admin',
    cn: '目录里的 admin',
    mail: 'admin@example.test',
    mobile: '13900000009',
    ou: '信息中心',
  },
];

function ldif(): string {
  const entries = [
    `dn: ${SUFFIX}\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example\n`,
    `dn: ${SEARCHER_DN}\nobjectClass: organizationalRole\nobjectClass: simpleSecurityObject\ncn: portal\nuserPassword: ${SEARCHER_PASSWORD}\n`,
    `dn: ${PEOPLE}\nobjectClass: organizationalUnit\nou: people\n`,
    ...PEOPLE_LDIF.map(
      (person) =>
        `dn: uid=${person.uid},${PEOPLE}\nobjectClass: inetOrgPerson\nuid: ${person.uid}\n` +
        // Non-ASCII values are base64 in LDIF (RFC 2849).
        `cn:: ${Buffer.from(person.cn).toString('base64')}\nsn: ${person.uid}\nmail: ${person.mail}\n` +
        `mobile: ${person.mobile}\nou:: ${Buffer.from(person.ou).toString('base64')}\nuserPassword: ${person.password}\n`,
    ),
    // The groups LDAP_GROUP_MAP names (groupOfNames lists its members' DNs in `member`).
    `dn: ${GROUPS}\nobjectClass: organizationalUnit\nou: groups\n`,
    `dn: ${BUYERS}\nobjectClass: groupOfNames\ncn: buyers\nmember: ${personDn('zhangsan')}\n`,
    `dn: ${FINANCE}\nobjectClass: groupOfNames\ncn: finance\nmember: ${personDn('wangwu')}\n`,
  ];
  return entries.join('\n');
}

/** Resolves once slapd accepts connections on the port. */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`slapd exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`slapd did not listen on ${port}: ${log()}`);
}

interface Slapd {
  url: string;
  /** The same directory over TLS from the first byte. */
  ldapsUrl: string;
  /** The self-signed certificate slapd presents (for 127.0.0.1): the CA file a client must trust. */
  caFile: string;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and its key, as PEM files in `dir`. */
function writeCertificate(dir: string): { certFile: string; keyFile: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 24 * 3600_000);
  const subject = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  writeFileSync(certFile, forge.pki.certificateToPem(cert));
  writeFileSync(keyFile, privateKey);
  return { certFile, keyFile };
}

/** slapd with an mdb database under `dir`, loaded with slapadd before it starts. */
async function startSlapd(dir: string): Promise<Slapd> {
  const port = await freePort();
  const tlsPort = await freePort();
  const { certFile, keyFile } = writeCertificate(dir);
  mkdirSync(join(dir, 'db'));
  const config = join(dir, 'slapd.conf');
  writeFileSync(
    config,
    `${SCHEMAS.map((schema) => `include ${schema}`).join('\n')}
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
modulepath /usr/lib/ldap
moduleload back_mdb
moduleload memberof
database mdb
maxsize 10485760
suffix "${SUFFIX}"
rootdn "${ROOT_DN}"
rootpw ${ROOT_PASSWORD}
directory ${dir}/db
TLSCertificateFile ${certFile}
TLSCertificateKeyFile ${keyFile}
overlay memberof
memberof-group-oc groupOfNames
memberof-member-ad member
memberof-memberof-ad memberOf
access to attrs=userPassword by self write by anonymous auth by * none
access to * by users read by * none
`,
  );
  writeFileSync(join(dir, 'data.ldif'), ldif());
  const loaded = spawnSync(SLAPADD, ['-f', config, '-l', join(dir, 'data.ldif')], { encoding: 'utf8' });
  if (loaded.status !== 0) throw new Error(`slapadd failed: ${loaded.stderr}`);
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = `ldaps://127.0.0.1:${tlsPort}`;
  // -d 0: in the foreground, without debug output; errors still reach stderr.
  const child = spawn(SLAPD, ['-f', config, '-h', `${url}/ ${ldapsUrl}/`, '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await listening(port, child, () => log);
  await listening(tlsPort, child, () => log);
  return {
    url,
    ldapsUrl,
    caFile: certFile,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Changes a person's attributes as the directory's administrator would. */
async function editPerson(url: string, uid: string, values: Record<string, string>): Promise<void> {
  const client = new Client({ url });
  try {
    await client.bind(ROOT_DN, ROOT_PASSWORD);
    await client.modify(
      `uid=${uid},${PEOPLE}`,
      Object.entries(values).map(
        ([type, value]) =>
          new Change({ operation: 'replace', modification: new Attribute({ type, values: [value] }) }),
      ),
    );
  } finally {
    await client.unbind();
  }
}

/** Adds a member to a group, or removes one, as the directory's administrator would. */
async function editGroup(url: string, group: string, operation: 'add' | 'delete', member: string) {
  const client = new Client({ url });
  try {
    await client.bind(ROOT_DN, ROOT_PASSWORD);
    await client.modify(group, [
      new Change({ operation, modification: new Attribute({ type: 'member', values: [member] }) }),
    ]);
  } finally {
    await client.unbind();
  }
}

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
