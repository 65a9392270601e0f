import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:net';
import { encryptPassword } from '../../../api/client/encrypt.js';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../../../api/client/http.js';
import { type ApiClient, createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';

/** What the client reported through its hooks, in order. */
export interface HookRecord {
  notices: { kind: string; message: string }[];
  /** 'resetSession', 'reload' and 'toLogin' in the order they were called. */
  calls: string[];
  /** The redirect each toLogin call was given. */
  redirects: (string | undefined)[];
}

export interface RecordedClient {
  http: HttpClient;
  record: HookRecord;
}

export interface ClientSetup {
  recordRoute?: boolean;
  timeout?: number;
  token?: string | null;
  getLang?: HttpClientOptions['getLang'];
  prefixes?: Partial<Record<'portal' | 'uc', string>>;
  /** The page the user is on when a 401 sends them to /login. */
  path?: string;
}

/** An http client against baseUrl whose hooks record what the client reported. */
export function recordedClient(baseUrl: string, setup: ClientSetup = {}): RecordedClient {
  const record: HookRecord = { notices: [], calls: [], redirects: [] };
  const deployment = resolveDeployment({ baseUrl, recordRoute: setup.recordRoute ?? true });
  deployment.prefixes = { ...deployment.prefixes, ...setup.prefixes };
  const http = createHttpClient({
    deployment,
    ...('token' in setup ? { getToken: () => setup.token } : {}),
    ...(setup.getLang ? { getLang: setup.getLang } : {}),
    timeout: setup.timeout,
    hooks: {
      notify: (kind, message) => record.notices.push({ kind, message }),
      resetSession: () => record.calls.push('resetSession'),
      reload: () => record.calls.push('reload'),
      toLogin: (redirect) => {
        record.calls.push('toLogin');
        record.redirects.push(redirect);
      },
      currentPath: () => setup.path ?? '/personal?type=noticeList',
    },
  });
  return { http, record };
}

/** A port nothing listens on: bound once, then closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP server that answers every request with bytes that are not HTTP. */
export async function garbageServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => {
    socket.on('data', () => socket.end('THIS IS NOT HTTP\r\n\r\n'));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Runs fn with globalThis[name] replaced by a storage holding `items`, then puts the original back. */
export async function withStorage<T>(
  name: 'localStorage' | 'sessionStorage',
  items: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, {
    configurable: true,
    value: { getItem: (key: string) => items[key] ?? null },
  });
  try {
    return await fn();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
}

/** Every demo account's password. */
export const DEMO_PASSWORD = 'Portal@2026';

/** A client of the test server whose token is whatever the test stored, with recording hooks. */
export function sessionClient(url: string) {
  const session: { token: string | null } = { token: null };
  const record: HookRecord = { notices: [], calls: [], redirects: [] };
  const api = createApiClient({
    deployment: resolveDeployment({ baseUrl: url }),
    getToken: () => session.token,
    getLang: () => 'zh-CN',
    hooks: {
      notify: (kind, message) => record.notices.push({ kind, message }),
      resetSession: () => {
        record.calls.push('resetSession');
        session.token = null;
      },
      reload: () => record.calls.push('reload'),
      toLogin: (redirect) => {
        record.calls.push('toLogin');
        record.redirects.push(redirect);
      },
      currentPath: () => '/personal',
    },
  });
  return { api, session, record };
}

/** Signs in through the typed calls the way the login page does: public key, encrypt, auth. */
export async function signIn(api: ApiClient, account: string, password = DEMO_PASSWORD) {
  const key = await api.ucAuth.getPublicKey();
  assert.equal(key.state, true);
  return api.ucAuth.login({ username: account, password: encryptPassword(key.value ?? '', password) });
}
