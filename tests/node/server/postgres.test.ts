/**
 * The same server on PostgreSQL (DATABASE_URL): a database of its own in the test process's throwaway
 * cluster of Debian's PostgreSQL, copied from one the server migrated and seeded (postgres-cluster.ts),
 * then the calls that touch every kind of query.
 * Skipped, saying why, where no PostgreSQL server binaries are installed (tests/ensure-postgres.sh
 * installs them on CI).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileStorageFor } from '../../../api/server/storage/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn } from './identity-helpers.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';

const bin = postgresBin();

describe('on PostgreSQL', { skip: bin ? false : NO_POSTGRES }, () => {
  let server: TestServer;

  before(async () => {
    const { url, dataDir } = await testDatabase('seeded');
    server = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
  });

  after(async () => {
    await server?.stop();
  });

  it('migrates, seeds and signs in with an RSA-encrypted password', async () => {
    const token = await signIn(server, 'supplier');
    assert.ok(token);
    const { body } = await server.request<{ value: number }>(
      'POST',
      '/portal/procureMessage/v1/getMyUnReadCount',
      {
        body: {},
        token,
      },
    );
    assert.equal(body.value, 5);
  });

  it('answers the menu tree, paged selector lists and the portal home', async () => {
    const token = await signIn(server, 'staff');
    const menu = await server.request<{ value: unknown[] }>(
      'GET',
      '/portal/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu',
      { token },
    );
    assert.ok(menu.body.value.length > 0);
    const users = await server.request<{ value: { rows: unknown[]; total: number } }>(
      'POST',
      '/uc/api/user/v1/users/queryByType',
      {
        token,
        body: {
          pageBean: { page: 1, pageSize: 5, showTotal: true },
          querys: [{ property: 'fullname', value: '张', operation: 'LIKE' }],
        },
      },
    );
    assert.equal(users.status, 200);
    assert.ok(users.body.value.rows.length <= 5);
    // A keyword with the list filters its index holds (0021, btree_gin on PostgreSQL too).
    const notices = await server.request<{ value: { rows: { title: string }[]; total: number } }>(
      'POST',
      '/portal/procureNotice/v1/queryFront',
      {
        body: {
          pageBean: { page: 1, pageSize: 10 },
          querys: [
            { property: 'type', value: 'bid', operation: 'EQUAL' },
            { property: 'fTransactionMode', value: 'competitive', operation: 'EQUAL' },
            { property: 'keyword', value: '采购', operation: 'LIKE' },
          ],
        },
      },
    );
    assert.equal(notices.status, 200);
    assert.ok(notices.body.value.rows.length > 0);
    assert.ok(notices.body.value.rows.every((row) => row.title.includes('采购')));
    const home = await server.request<{ state: boolean }>('GET', '/portal/portal/main/v1/vueFrontHome', {
      token,
    });
    assert.equal(home.body.state, true);
  });

  it('keeps what users did across a restart (no second seeding)', async () => {
    const { db } = server.app;
    const before = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const { seedDemoData } = await import('../../../api/server/demo/seed.js');
    await seedDemoData(db, fileStorageFor(server.app.ctx));
    const after = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });
});
