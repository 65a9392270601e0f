import { startServerProcess } from './server-process.js';

/**
 * A server process of its own on `dataDir`, for the tests that kill one with SIGKILL mid-work: the
 * server's entry point from its bundle (server-process.ts; through tsx each start cost seconds of CPU),
 * with the demo data left as it is and no development mail service. Answers its address and the process.
 */
export async function childServer(dataDir: string) {
  const { url, child } = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: '0', DEV_MAIL: '0' });
  return { child, url };
}
