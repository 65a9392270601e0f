import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import type { MethodAuth } from '../../../api/contract/portal.js';
import { METHOD_RIGHTS_HEADER } from '../../../api/server/auth/method-rights.js';
import { startTestServer, type TestServer } from './harness.js';
import { tokenFor } from './identity-helpers.js';

/**
 * A user's method rights change at once (issue 38): every signed-in answer tells the version of the
 * method rights, which any change to a grant, a role or its holders moves on, so the portal, which keeps
 * the rights it read at sign-in, reads them again at its next call instead of at the next sign-in.
 */

const ROLE = '/uc/api/role/v1/roles';
const MENU = '/portal/sys/sysMenu/v1';
const METHOD_AUTH = `${MENU}/getCurrentUserMethodAuth`;

let server: TestServer;
let admin: string;
let holder: string;
before(async () => {
  server = await startTestServer();
  admin = await tokenFor(server, 'admin');
  holder = await tokenFor(server, 'huangmin');
});
after(() => server.stop());

async function adminCall(path: string, body: unknown): Promise<string> {
  const { body: answer } = await server.request<Envelope<string>>('POST', path, { token: admin, body });
  assert.equal(answer.state, true, `${path}: ${answer.message}`);
  return answer.value as string;
}

/** Any signed-in call of the holder: the version its answer tells. */
async function versionTold(): Promise<string | null> {
  const { headers } = await server.request('GET', `${MENU}/getCurrentUserMenu?menuAlias=front_menu`, {
    token: holder,
  });
  return headers.get(METHOD_RIGHTS_HEADER);
}

async function methodRights(): Promise<MethodAuth> {
  const { body, headers } = await server.request<Envelope<MethodAuth>>('GET', METHOD_AUTH, { token: holder });
  assert.equal(body.value?.version, headers.get(METHOD_RIGHTS_HEADER));
  return body.value as MethodAuth;
}

describe('method rights', () => {
  it('are told by version on every signed-in answer, and not to a visitor', async () => {
    const version = await versionTold();
    assert.match(version ?? '', /^\d+$/);
    assert.equal((await methodRights()).version, version);
    const visitor = await server.request('GET', '/uc/base/tools/v1/getPublicKey');
    assert.equal(visitor.headers.get(METHOD_RIGHTS_HEADER), null);
  });

  it('granted, taken away, or lost with the role, show at the next call under a new version', async () => {
    const roleId = await adminCall(`${ROLE}/adminSave`, { name: '版面管理员', code: 'bmglY', enabled: true });
    await adminCall(`${ROLE}/setMembers`, { id: roleId, userIds: ['u-huangmin'] });
    const before = await methodRights();
    assert.equal(before.curUserMethod.includes('system:layoutManage'), false);

    await adminCall(`${ROLE}/setMenus`, { id: roleId, menuIds: [], methodAliases: ['system:layoutManage'] });
    const granted = await versionTold();
    assert.notEqual(granted, before.version);
    const after = await methodRights();
    assert.ok(after.curUserMethod.includes('system:layoutManage'));
    assert.equal(after.version, granted);

    await adminCall(`${ROLE}/adminSave`, { id: roleId, name: '版面管理员', code: 'bmglY', enabled: false });
    const disabled = await versionTold();
    assert.notEqual(disabled, granted);
    assert.equal((await methodRights()).curUserMethod.includes('system:layoutManage'), false);
  });
});
