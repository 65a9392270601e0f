import { type ChildProcess, spawn } from 'node:child_process';
import type { App } from '../../../api/server/app.js';
import type { Db } from '../../../api/server/db/database.js';
import { serverBundle } from '../../server-bundle.js';
import { jsonRequests, type TestServer } from './harness.js';

/** The server's own entry point (api/server/main.ts) in a process of its own, as a deployment runs it. */
export interface ServerProcess {
  /** http://127.0.0.1:port */
  url: string;
  child: ChildProcess;
  /** What the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends the signal and waits for the exit; answers the exit code (null when killed). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the server's entry point (api/server/main.ts) with PORT=0 on loopback and the environment given
 * (DATA_DIR, DATABASE_URL, ...); resolves once it prints its address. It runs as the one module the
 * journeys' portals run (tests/server-bundle.ts): the same code, started without tsx's loader, which
 * took about 2 s of CPU of each start.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [await serverBundle()], {
    // No load shedding unless a test asks: the machine is shared with the other test processes.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Portal ready at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (!port) return;
      child.stdout?.off('data', read);
      resolve({
        url: `http://127.0.0.1:${port}`,
        child,
        output: () => output,
        async stop(signal = 'SIGTERM') {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`the server process exited (${code}):\n${output}`)));
  });
}

/**
 * A server process at `url` for the test helpers (identity, bidding, workflow), which speak HTTP to it
 * and read the shared database `db` directly.
 */
export function remoteServer(url: string, db: Db): TestServer {
  return {
    // The helpers read only app.db of the app.
    app: { db } as unknown as App,
    url,
    request: jsonRequests(url),
    async stop() {},
  };
}
