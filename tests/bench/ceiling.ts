import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon, { type Options, type Result } from 'autocannon';
import { encryptPassword } from '../../api/client/encrypt.js';
import type { ServiceName } from '../../api/contract/deployment.js';
import { markdownTable } from './report.js';

/** What the throughput benchmarks share: this machine's ceiling, a call measured, a row of the table. */

export const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** A bare Node `http` server in a process of its own answering a small JSON: what this machine allows. */
const BARE_SERVER = `
const body = JSON.stringify({ state: true, message: 'ok', value: { count: 3 } });
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

export async function startBareServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}/`, child };
}

/** Requests sent one after another on one connection, for the latency of a request alone. */
const ONE_AT_A_TIME = 200;

/** A call measured at CONCURRENCY connections, and `alone`: ONE_AT_A_TIME requests one after another. */
export type Measured = Result & { alone: Result };

/**
 * CONCURRENCY connections for SECONDS after a 2 s warm-up (JIT and connection setup not measured), then
 * ONE_AT_A_TIME requests one after another.
 */
export async function measure(options: Options): Promise<Measured> {
  await autocannon({ ...options, connections: CONCURRENCY, duration: 2 });
  const result = await autocannon({ ...options, connections: CONCURRENCY, duration: SECONDS });
  return { ...result, alone: await autocannon({ ...options, connections: 1, amount: ONE_AT_A_TIME }) };
}

/** The bare server's result in this run. */
export async function measureCeiling(): Promise<Measured> {
  const bare = await startBareServer();
  try {
    return await measure({ url: bare.url });
  } finally {
    bare.child.kill('SIGTERM');
  }
}

export const THROUGHPUT_HEADER = [
  'call',
  'requests',
  'failures',
  'requests/s',
  'of the ceiling',
  'p50 ms',
  'p99 ms',
  'one at a time: p50 / p99 ms',
];

/** A row of THROUGHPUT_HEADER. */
export function throughputRow(name: string, result: Measured, ceiling: Result): Array<string | number> {
  const { alone } = result;
  return [
    name,
    result.requests.total,
    result.errors + result.non2xx,
    result.requests.average.toFixed(0),
    `${((100 * result.requests.average) / ceiling.requests.average).toFixed(1)} %`,
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    `${alone.latency.p50.toFixed(1)} / ${alone.latency.p99.toFixed(1)}`,
  ];
}

/**
 * The throughput table of a run: the ceiling's row first, then a row (THROUGHPUT_HEADER) per call measured,
 * its share of the ceiling beside it.
 */
export function throughputTable(ceiling: Measured): {
  add(name: string, result: Measured): void;
  markdown(): string;
} {
  const rows = [
    throughputRow('the ceiling: a bare Node `http` server answering a small JSON', ceiling, ceiling),
  ];
  return {
    add: (name, result) => {
      rows.push(throughputRow(name, result, ceiling));
    },
    markdown: () => markdownTable(THROUGHPUT_HEADER, rows),
  };
}

const PASSWORD = 'Portal@2026';
/** The staff accounts whose per-user lists are asked for in turns (several users, not one hammering). */
export const STAFF_ACCOUNTS = [
  'staff',
  'liuyang',
  'lina',
  'zhoujie',
  'wuting',
  'zhangwei',
  'chenjing',
  'hulin',
];
const FIRST_PAGE = JSON.stringify({ pageBean: { page: 1, pageSize: 20 } });
const PER_USER_LISTS = [
  ['to-do list, page 1 `POST getTodoList`', '/task/v1/getTodoList'],
  ['done list, page 1 `POST getDoneList`', '/instance/v1/getDoneList'],
  ['my requests, page 1 `POST myRequest`', '/instance/v1/myRequest'],
] as const;

/** `Bearer …` of a demo account signed in through `ucBase` (the uc service's URL). */
export async function bearerOf(ucBase: string, username: string): Promise<string> {
  const key = (await (await fetch(`${ucBase}/base/tools/v1/getPublicKey`)).json()) as { value: string };
  const login = (await (
    await fetch(`${ucBase}/auth?tenantId=-1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: encryptPassword(key.value, PASSWORD) }),
    })
  ).json()) as { message: string; value?: { token: string } };
  if (!login.value?.token) throw new Error(`sign-in of ${username} failed: ${login.message}`);
  return `Bearer ${login.value.token}`;
}

/**
 * A call to `url` asked by the next of `tokens` in turn (POST with `body`, GET without); asked once for
 * each token first (a refusal would be measured as fast).
 */
export async function inTurns(
  name: string,
  url: string,
  tokens: readonly string[],
  body?: string,
): Promise<{ name: string; options: Options }> {
  const method = body === undefined ? 'GET' : 'POST';
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  for (const token of tokens) {
    const answer = (await (
      await fetch(url, { method, headers: { ...headers, authorization: token }, body })
    ).json()) as { state: boolean; message: string };
    if (!answer.state) throw new Error(`${url} failed: ${answer.message}`);
  }
  let turn = 0;
  return {
    name,
    options: {
      url,
      method,
      headers,
      body,
      requests: [
        {
          setupRequest: (request) => {
            turn = (turn + 1) % tokens.length;
            return { ...request, headers: { ...request.headers, authorization: tokens[turn] as string } };
          },
        },
      ],
    },
  };
}

/**
 * The per-user lists of the runtime service at `runtimeBase`, page 1 of 20, each request asked by the
 * next of `tokens` in turn.
 */
export async function perUserCalls(
  runtimeBase: string,
  tokens: readonly string[],
): Promise<Array<{ name: string; options: Options }>> {
  const calls = [];
  for (const [name, path] of PER_USER_LISTS) {
    calls.push(
      await inTurns(`${name} (${tokens.length} staff in turns)`, `${runtimeBase}${path}`, tokens, FIRST_PAGE),
    );
  }
  return calls;
}

/**
 * The per-user lists (perUserCalls) of the runtime service at `runtimeBase`, asked by STAFF_ACCOUNTS in
 * turns, each signed in through `ucBase` first.
 */
export async function staffPerUserCalls(
  ucBase: string,
  runtimeBase: string,
): Promise<Array<{ name: string; options: Options }>> {
  const tokens: string[] = [];
  for (const account of STAFF_ACCOUNTS) tokens.push(await bearerOf(ucBase, account));
  return perUserCalls(runtimeBase, tokens);
}

/** The suppliers and purchasers of the demo whose tender-site lists are asked for in turns. */
const SUPPLIER_ACCOUNTS = ['supplier', 'supplier2', 'supplier3'];
const PURCHASER_ACCOUNTS = ['purchaser', 'purchaser2'];

/**
 * The other per-user lists (issue 39): the staff's inner messages and their unread badge, the
 * suppliers' tender-site messages and registrations, the purchasers' projects, page 1, each asked by its
 * users in turns; `base(service)` is a service's URL (the server's own, or nginx's).
 */
export async function tenderPerUserCalls(
  base: (service: ServiceName) => string,
): Promise<Array<{ name: string; options: Options }>> {
  const signIn = async (accounts: readonly string[]) => {
    const tokens: string[] = [];
    for (const account of accounts) tokens.push(await bearerOf(base('uc'), account));
    return tokens;
  };
  const staff = await signIn(STAFF_ACCOUNTS);
  const suppliers = await signIn(SUPPLIER_ACCOUNTS);
  const purchasers = await signIn(PURCHASER_ACCOUNTS);
  const message = `${base('message')}/messageReceiver/v1`;
  return [
    await inTurns(
      `inner messages, page 1 \`POST messageReceiver/list\` (${staff.length} staff in turns)`,
      `${message}/list`,
      staff,
      FIRST_PAGE,
    ),
    await inTurns(
      `inner messages unread \`GET getMsgbadge\` (${staff.length} staff in turns)`,
      `${message}/getMsgbadge`,
      staff,
    ),
    await inTurns(
      `tender-site messages, page 1 \`POST getMyMessage\` (${suppliers.length} suppliers in turns)`,
      `${base('portal')}/procureMessage/v1/getMyMessage`,
      suppliers,
      FIRST_PAGE,
    ),
    await inTurns(
      `a supplier's registrations, page 1 \`POST queryMyRegistration\` (${suppliers.length} suppliers in turns)`,
      `${base('form')}/wBiddingProjectRegistration/v1/queryMyRegistration`,
      suppliers,
      FIRST_PAGE,
    ),
    await inTurns(
      `a purchaser's projects, page 1 \`POST queryPurchaserProject\` (${purchasers.length} purchasers in turns)`,
      `${base('form')}/wProcureproject/v1/queryPurchaserProject`,
      purchasers,
      FIRST_PAGE,
    ),
  ];
}
