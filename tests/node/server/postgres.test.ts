/**
 * The same server on PostgreSQL (DATABASE_URL): a throwaway cluster of Debian's PostgreSQL on a free
 * loopback port, migrated and seeded by the server, then the calls that touch every kind of query.
 * Skipped, saying why, where no PostgreSQL server binaries are installed (tests/ensure-postgres.sh
 * installs them on CI).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileStorageFor } from '../../../api/server/storage/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { signIn } from './identity-helpers.js';

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user the package made. */
function asPostgres(command: string, args: string[]): void {
  const runAs =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // stdio ignored: the server pg_ctl starts keeps any pipe open, and a pipe would never close.
  execFileSync(runAs[0] as string, runAs[1] as string[], { stdio: 'ignore' });
}

const bin = postgresBin();

describe('on PostgreSQL', {
  skip: bin ? false : 'no PostgreSQL server installed (apt-get install postgresql)',
}, () => {
  let cluster: string;
  let server: TestServer;

  before(async () => {
    cluster = mkdtempSync(join(tmpdir(), 'eip-pg-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', cluster]);
    const port = await freePort();
    asPostgres(join(bin!, 'initdb'), [
      '-D',
      join(cluster, 'data'),
      '-U',
      'eip',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    asPostgres(join(bin!, 'pg_ctl'), [
      '-D',
      join(cluster, 'data'),
      '-o',
      `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1`,
      '-l',
      join(cluster, 'postgres.log'),
      '-w',
      'start',
    ]);
    server = await startTestServer({
      databaseUrl: `postgres://eip@127.0.0.1:${port}/postgres`,
      seedDemo: true,
    });
  });

  after(async () => {
    await server?.stop();
    if (cluster) {
      spawnSync(process.getuid?.() === 0 ? 'runuser' : join(bin!, 'pg_ctl'), [
        ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', join(bin!, 'pg_ctl')] : []),
        '-D',
        join(cluster, 'data'),
        '-m',
        'fast',
        'stop',
      ]);
      rmSync(cluster, { recursive: true, force: true });
    }
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
    const { seedDemoData } = await import('../../../api/server/db/seed.js');
    await seedDemoData(db, fileStorageFor(server.app.ctx));
    const after = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });
});
