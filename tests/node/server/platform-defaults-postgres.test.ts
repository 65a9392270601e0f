/**
 * A fresh PostgreSQL without the demo data (DATABASE_URL, no SEED_DEMO): what the server's own code
 * needs comes from the migrations (0023), so a guest short link signs its visitor in as the guest user.
 * Skipped, saying why, where no PostgreSQL server binaries are installed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Envelope } from '../../../api/contract/envelope.js';
import { GUEST_USER_ID } from '../../../api/server/auth/guest.js';
import { resolveToken } from '../../../api/server/auth/sessions.js';
import { startTestServer, type TestServer } from './harness.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';

const bin = postgresBin();
const SHORT = '/portal/portal/shorturlManage/v1/getLongUrlByShortUrl';
const MENU = '/portal/sys/sysMenu/v1/getCurrentUserMenu';

describe('on a fresh PostgreSQL without demo data', { skip: bin ? false : NO_POSTGRES }, () => {
  let server: TestServer;

  before(async () => {
    const { url, dataDir } = await testDatabase('migrated');
    server = await startTestServer({ databaseUrl: url, dataDir, seedDemo: false });
  });

  after(async () => {
    await server?.stop();
  });

  it('has no demo data, only the rows the server names', async () => {
    const { db } = server.app;
    const users = await db.selectFrom('users').select(['id', 'tenant_id']).execute();
    assert.deepEqual(users, [{ id: GUEST_USER_ID, tenant_id: -1 }]);
    assert.equal((await db.selectFrom('procure_projects').select('id').execute()).length, 0);
    const roles = await db.selectFrom('roles').select('id').execute();
    assert.deepEqual(
      roles.map((role) => role.id),
      ['role-admin'],
    );
    const jobs = await db.selectFrom('jobs').select('id').orderBy('id').execute();
    assert.deepEqual(
      jobs.map((job) => job.id),
      ['job-gm', 'job-manager'],
    );
  });

  it('serves a guest short link with a token of the guest user', async () => {
    await server.app.db
      .insertInto('short_urls')
      .values({ code: 'guest001', long_url: '/shareInst/inst-1/true', guest: true, expires_at: null })
      .execute();
    const { status, body } = await server.request<Required<Envelope<{ url: string; guestToken: string }>>>(
      'GET',
      `${SHORT}?shortUrl=%2Fsurl%2Fguest001`,
    );
    assert.equal(status, 200);
    assert.equal(body.state, true);
    assert.equal(body.value.url, '/shareInst/inst-1/true');
    const guest = await resolveToken(server.app.db, body.value.guestToken);
    assert.equal(guest?.id, GUEST_USER_ID);
    assert.equal(guest?.identity, null);
    // The token works as a bearer token, and the guest sees no menus.
    const menu = await server.request<Required<Envelope<unknown[]>>>('GET', MENU, {
      token: body.value.guestToken,
    });
    assert.equal(menu.status, 200);
    assert.deepEqual(menu.body.value, []);
  });
});
