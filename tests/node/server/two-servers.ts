import { startTestServer, type TestServer } from './harness.js';
import { testDatabase } from './postgres-cluster.js';

/** Two apps on one PostgreSQL database and data folder, as two server processes share them. */
export interface TwoServers {
  /** The one that seeded the database. */
  first: TestServer;
  second: TestServer;
  /** Stops both, the second first. */
  stop(): Promise<void>;
}

/**
 * Two apps on a new PostgreSQL database with the demo data, each with its own pool, caches and change
 * feed (as two processes have): what one writes, the other must answer.
 */
export async function twoServersOnPostgres(): Promise<TwoServers> {
  const { url, dataDir } = await testDatabase('seeded');
  const first = await startTestServer({ databaseUrl: url, dataDir, seedDemo: true });
  const second = await startTestServer({ databaseUrl: url, seedDemo: false, dataDir: first.app.ctx.dataDir });
  return {
    first,
    second,
    async stop() {
      await second.stop();
      await first.stop();
    },
  };
}
