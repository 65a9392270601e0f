import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type AppOptions, createApp } from '../../../api/server/app.js';
import { copySeededData } from '../../seeded-data.js';

export interface TestServer {
  app: App;
  /** http://127.0.0.1:port */
  url: string;
  /** JSON request over real HTTP; answers the status and the parsed body. */
  request<T = unknown>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  stop(): Promise<void>;
}

/**
 * Starts the real server in-process, on a fresh embedded database in a temporary folder of its
 * own: a copy of the seeded one, shared by every test process (or an empty one when `seedDemo` is false or PostgreSQL is used), or
 * the `dataDir` given.
 */
export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-test-'));
  if (!options.databaseUrl && !options.dataDir && options.seedDemo !== false) {
    await copySeededData(dataDir);
  }
  const app = await createApp({ dataDir, seedDemo: true, distDir: join(dataDir, 'no-dist'), ...options });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  // The tests' fetch keeps a connection open for as long as the server says it will (Fastify: 72 s), so
  // after a pause of that length the two close it at the same moment: on a busy machine a request went
  // out on the closing socket and failed with ECONNRESET (selectors.test.ts, 2026-12-03, load ~13).
  // Without a timeout of the server's, the client closes its idle connections (after 4 s) and nothing races.
  app.server.server.keepAliveTimeout = 0;
  const address = app.server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    request: jsonRequests(url),
    async stop() {
      const closing = app.close();
      // The tests are over: a connection some test left open (a keep-alive socket whose request
      // never finished) must not hold the close for the 72 s of Fastify's keep-alive timeout.
      app.server.server.closeAllConnections();
      await closing;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let sharing = false;
let shared: Promise<TestServer> | undefined;

/**
 * Lets the files of this process share one seeded server (sharedTestServer): called by
 * tests/node/index.ts, which runs every file in one process and stops the server after the last.
 */
export function shareTestServer(): () => Promise<void> {
  sharing = true;
  return async () => {
    const server = await shared;
    shared = undefined;
    await server?.stop();
  };
}

/**
 * The seeded server for a file whose tests only read: one for every such file of the process when
 * tests/node/index.ts runs them (a start costs more than most of these files' tests), else one of its
 * own as from `startTestServer()`. Its `stop()` leaves a shared server running. Rate-limit counters
 * start empty for each file, as on a server of its own.
 */
export async function sharedTestServer(): Promise<TestServer> {
  if (!sharing) return startTestServer();
  shared ??= startTestServer();
  const server = await shared;
  await server.app.db.deleteFrom('rate_limit_hits').execute();
  return { ...server, async stop() {} };
}

/** JSON requests over real HTTP to the server at `url`: the status and the parsed body. */
export function jsonRequests(url: string): TestServer['request'] {
  return async (method, path, { body, token, headers = {} } = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? JSON.parse(text) : undefined;
    return { status: response.status, body: parsed, headers: response.headers };
  };
}
