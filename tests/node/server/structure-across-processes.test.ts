import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { MenuItem } from '../../../api/contract/menu.js';
import type { MethodAuth } from '../../../api/contract/portal.js';
import { METHOD_RIGHTS_HEADER } from '../../../api/server/auth/method-rights.js';
import { CACHE_VALIDITY_MS } from '../../../api/server/db/change-feed.js';
import { startTestServer, type TestServer } from './harness.js';
import { encrypted, tokenFor } from './identity-helpers.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';

/**
 * Two server processes on one PostgreSQL (issue 38): what an administrator changes through one (a role
 * granting a menu entry, its holders, the role disabled, the password strategy) is in force on the other
 * within a second, although the other holds the user's menu tree in its cache (change-feed.ts). Two apps
 * in this process stand for two processes: each has its own pool, caches and listening connection.
 */

const MENU = '/portal/sys/sysMenu/v1';
const bin = postgresBin();

/** What `read` answers once `done` holds, asked again until then or until a second (and a request) is over. */
async function within<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + CACHE_VALIDITY_MS + 500;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('structure changes across two server processes on PostgreSQL', {
  skip: bin ? false : NO_POSTGRES,
}, () => {
  let first: TestServer;
  let second: TestServer;
  let admin: string;
  let holder: string;

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
    second = await startTestServer({ databaseUrl: url, seedDemo: false, dataDir: first.app.ctx.dataDir });
    admin = await tokenFor(first, 'admin');
    holder = await tokenFor(first, 'hulin');
  });

  after(async () => {
    await second?.stop();
    await first?.stop();
  });

  const adminCall = async (path: string, body: unknown) => {
    const answer = await first.request<Envelope<string>>('POST', path, { token: admin, body });
    assert.equal(answer.body.state, true, `${path}: ${answer.body.message}`);
    return answer.body.value as string;
  };
  const menuIds = async (server: TestServer) =>
    (
      (
        await server.request<Envelope<MenuItem[]>>('GET', `${MENU}/getCurrentUserMenu?menuAlias=front_menu`, {
          token: holder,
        })
      ).body.value ?? []
    ).map((item) => item.id);

  it('a menu granted through one process shows on the other, and goes when the role is disabled', async () => {
    const roleId = await adminCall('/uc/api/role/v1/roles/adminSave', {
      name: '质量巡检员',
      code: 'zlxjy',
      enabled: true,
    });
    const entryId = await adminCall(`${MENU}/adminSave`, {
      parentId: 'm-front',
      name: '质量巡检',
      alias: 'qualityPatrol',
      menuUrl: '/quality/patrol',
      roleIds: [roleId],
    });
    // The other process has read (and cached) the holder's tree without the entry.
    assert.equal((await menuIds(second)).includes(entryId), false);

    await adminCall('/uc/api/role/v1/roles/setMembers', { id: roleId, userIds: ['u-hulin'] });
    // The writing process answers with the change in force at once.
    assert.ok((await menuIds(first)).includes(entryId));
    const shown = await within(
      () => menuIds(second),
      (ids) => ids.includes(entryId),
    );
    assert.ok(shown.includes(entryId));

    await adminCall('/uc/api/role/v1/roles/adminSave', {
      id: roleId,
      name: '质量巡检员',
      code: 'zlxjy',
      enabled: false,
    });
    const gone = await within(
      () => menuIds(second),
      (ids) => !ids.includes(entryId),
    );
    assert.equal(gone.includes(entryId), false);
  });

  it('a method granted through one process is in the other’s rights, under a new version its answers tell', async () => {
    const versionOn = async (server: TestServer) =>
      (
        await server.request('GET', `${MENU}/getCurrentUserMenu?menuAlias=front_menu`, { token: holder })
      ).headers.get(METHOD_RIGHTS_HEADER);
    const rightsOn = async (server: TestServer) =>
      (
        await server.request<Envelope<MethodAuth>>('GET', `${MENU}/getCurrentUserMethodAuth`, {
          token: holder,
        })
      ).body.value as MethodAuth;
    const roleId = await adminCall('/uc/api/role/v1/roles/adminSave', {
      name: '版面巡检员',
      code: 'bmxjy',
      enabled: true,
    });
    await adminCall('/uc/api/role/v1/roles/setMembers', { id: roleId, userIds: ['u-hulin'] });
    const before = await rightsOn(second);
    assert.equal(before.curUserMethod.includes('system:layoutManage'), false);
    await adminCall('/uc/api/role/v1/roles/setMenus', {
      id: roleId,
      menuIds: [],
      methodAliases: ['system:layoutManage'],
    });
    // The same version on both processes (the database's), and a new one on the other within a second.
    const told = await within(
      () => versionOn(second),
      (version) => version !== before.version,
    );
    assert.notEqual(told, before.version);
    const after = await rightsOn(second);
    assert.ok(after.curUserMethod.includes('system:layoutManage'));
    assert.equal(after.version, await versionOn(first));
  });

  it('a password strategy saved through one process binds change-password on the other', async () => {
    await adminCall('/uc/api/pwdStrategy/v1/save', { enable: true, pwdRule: 3, pwdLength: 12 });
    const strategy = await second.request<Envelope<unknown>>('GET', '/uc/api/pwdStrategy/v1/getDefault', {
      token: holder,
    });
    assert.deepEqual(strategy.body.value, { enable: true, pwdRule: 3, pwdLength: 12 });
    const refused = await second.request<Envelope<unknown>>('POST', '/uc/api/user/v1/user/changUserPsd', {
      token: holder,
      body: {
        oldPwd: await encrypted(second, 'Portal@2026'),
        newPwd: await encrypted(second, 'Short@2026'),
      },
    });
    assert.deepEqual([refused.body.state, refused.body.message], [false, '新密码长度至少为12']);
  });
});
