/**
 * Server processes started together on one empty PostgreSQL (issue 16): the migrations and the demo data
 * run once, under the database's advisory lock, and both processes come up ready; SIGTERM stops each
 * cleanly. Skipped, saying why, where no PostgreSQL is installed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { migrationProvider } from '../../../api/server/db/migrations/index.js';
import { NO_POSTGRES, postgresBin, testDatabase } from './postgres-cluster.js';
import { startServerProcess } from './server-process.js';

const bin = postgresBin();

describe('server processes started together on an empty PostgreSQL', {
  skip: bin ? false : NO_POSTGRES,
}, () => {
  it('migrate and seed once, and both are ready', async () => {
    const { url, dataDir } = await testDatabase('empty');
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: '1' };
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    const processes = started.flatMap((one) => (one.status === 'fulfilled' ? [one.value] : []));
    const client = new pg.Client({ connectionString: url });
    try {
      for (const one of started) if (one.status === 'rejected') throw one.reason;
      for (const server of processes) {
        const ready = await fetch(`${server.url}/readyz`);
        assert.equal(ready.status, 200, server.output());
      }
      await client.connect();
      const migrations = await client.query<{ name: string }>(
        'select name from kysely_migration order by name',
      );
      assert.deepEqual(
        migrations.rows.map((row) => row.name),
        Object.keys(await migrationProvider.getMigrations()).sort(),
      );
      const twice = await client.query(
        'select account from users group by tenant_id, account having count(*) > 1 ' +
          'union all select title from procure_notices group by title having count(*) > 1',
      );
      assert.deepEqual(twice.rows, [], 'the demo data was seeded once');
      const supplier = await client.query("select id from users where account = 'supplier'");
      assert.equal(supplier.rowCount, 1);
      // Each reports its PostgreSQL pool in its metrics.
      for (const server of processes) {
        const metrics = await (await fetch(`${server.url}/metrics`)).text();
        assert.match(metrics, /^eip_db_pool_connections\{state="total"\} [1-9]\d*$/m);
        assert.match(metrics, /^eip_db_pool_connections\{state="waiting"\} 0$/m);
      }
      // SIGTERM: each closes cleanly and exits 0.
      for (const server of processes) assert.equal(await server.stop('SIGTERM'), 0, server.output());
    } finally {
      await client.end().catch(() => {});
      await Promise.all(processes.map((server) => server.stop('SIGKILL')));
    }
  });
});
