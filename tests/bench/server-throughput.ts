/**
 * Server throughput: the reference backend in a process of its own on a fresh embedded database in a
 * temporary folder, driven over 127.0.0.1 by autocannon from this process: a bare Node `http` server in a
 * process of its own answering a small JSON first (this machine's ceiling in this run), then the public
 * lists every visitor's home page asks for (served from memory, http/public-cache.ts) and authenticated
 * calls at 50 connections, each with its share of the ceiling, then a burst of 200 simultaneous sign-ins (a bidding round opening) while 10 other
 * clients keep asking for their unread count. Prints markdown tables and rewrites the
 * '## Server throughput' section of docs/benchmarks.md.
 *
 *   node --import tsx tests/bench/server-throughput.ts
 *
 * BENCH_CONCURRENCY (default 50), BENCH_SECONDS (per call, default 10) and BENCH_BURST (sign-ins in
 * the burst, default 200) bound a run. PUBLIC_CACHE=off (passed on to the server) measures the public lists
 * read from the database on every request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { encryptPassword } from '../../api/client/encrypt.js';
import { markdownTable, writeSection } from './report.js';
import { startServerProcess } from './server-process.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 200);
/** Clients that keep working during the sign-in burst. */
const BYSTANDERS = 10;
const PASSWORD = 'Portal@2026';
/** The staff accounts whose per-user lists are asked for in turns (several users, not one hammering). */
const STAFF_ACCOUNTS = ['staff', 'liuyang', 'lina', 'zhoujie', 'wuting', 'zhangwei', 'chenjing', 'hulin'];
/** BENCH_ONLY=per-user measures the ceiling and the per-user lists alone (and skips the burst). */
const ONLY_PER_USER = process.env.BENCH_ONLY === 'per-user';

const DIST = resolve(import.meta.dirname, '../../dist');
const builtPortal = existsSync(join(DIST, 'front', 'index.html'));

const json = (body: unknown) => JSON.stringify(body);
const ms = (value: number) => value.toFixed(1);

/** A bare Node `http` server in a process of its own answering a small JSON: what this machine allows. */
const BARE_SERVER = `
const body = JSON.stringify({ state: true, message: 'ok', value: { count: 3 } });
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

async function startBareServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  return { url: `http://127.0.0.1:${chunk.toString().trim()}/`, child };
}

async function measure(options: Options): Promise<Result> {
  // A short warm-up so that the measured requests do not pay for JIT and connection setup.
  await autocannon({ ...options, connections: CONCURRENCY, duration: 2 });
  return autocannon({ ...options, connections: CONCURRENCY, duration: SECONDS });
}

async function main(): Promise<void> {
  const bare = await startBareServer();
  const ceiling = await measure({ url: bare.url });
  bare.child.kill('SIGTERM');

  const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-'));
  const server = await startServerProcess({
    dataDir,
    seedDemo: true,
    // The built portal when there is one (npm run build): its entry files are measured too.
    distDir: builtPortal ? DIST : join(dataDir, 'no-dist'),
    // The sign-in limit guards against guessing; a benchmark from one address would hit it at once.
    rateLimit: { auth: 1_000_000, sendCode: 1_000_000 },
  });
  try {
    const { base, prefixes } = server;
    const key = (await (await fetch(`${base}${prefixes.uc}/base/tools/v1/getPublicKey`)).json()) as {
      value: string;
    };
    // One ciphertext for every attempt: the client's cost of encrypting is not the server's throughput.
    const signInBody = json({ username: 'supplier', password: encryptPassword(key.value, PASSWORD) });
    const signIn: Options = {
      url: `${base}${prefixes.uc}/auth?tenantId=-1`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signInBody,
    };
    const tokenOf = async (username: string) => {
      const body = json({ username, password: encryptPassword(key.value, PASSWORD) });
      const login = (await (
        await fetch(signIn.url, { method: 'POST', headers: signIn.headers, body })
      ).json()) as {
        message: string;
        value?: { token: string };
      };
      if (!login.value?.token) throw new Error(`sign-in of ${username} failed: ${login.message}`);
      return `Bearer ${login.value.token}`;
    };
    const authorization = await tokenOf('supplier');
    const staffTokens: string[] = [];
    for (const account of STAFF_ACCOUNTS) staffTokens.push(await tokenOf(account));
    /** A call each request of which is asked by the next staff user in turn, page 1 of 20. */
    let turn = 0;
    const perUser = (path: string, body: unknown = { pageBean: { page: 1, pageSize: 20 } }): Options => ({
      url: `${base}${prefixes.runtime}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json(body),
      requests: [
        {
          setupRequest: (request) => {
            turn = (turn + 1) % staffTokens.length;
            return { ...request, headers: { ...request.headers, authorization: staffTokens[turn] } };
          },
        },
      ],
    });
    // Each list answers each user, before it is measured (a refusal would be measured as fast).
    for (const path of ['/task/v1/getTodoList', '/instance/v1/getDoneList', '/instance/v1/myRequest']) {
      for (const token of staffTokens) {
        const answer = (await (
          await fetch(`${base}${prefixes.runtime}${path}`, {
            method: 'POST',
            headers: { authorization: token, 'content-type': 'application/json' },
            body: json({ pageBean: { page: 1, pageSize: 20 } }),
          })
        ).json()) as { state: boolean; message: string };
        if (!answer.state) throw new Error(`${path} failed: ${answer.message}`);
      }
    }
    const perUserCalls = [
      {
        name: 'to-do list, page 1 `POST getTodoList` (8 staff in turns)',
        options: perUser('/task/v1/getTodoList'),
      },
      {
        name: 'done list, page 1 `POST getDoneList` (8 staff in turns)',
        options: perUser('/instance/v1/getDoneList'),
      },
      {
        name: 'my requests, page 1 `POST myRequest` (8 staff in turns)',
        options: perUser('/instance/v1/myRequest'),
      },
    ];

    const unread: Options = {
      url: `${base}${prefixes.portal}/procureMessage/v1/getMyUnReadCount`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    };
    const menu: Options = {
      url: `${base}${prefixes.portal}/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`,
      headers: { authorization },
    };
    // The public lists as the tender site's home page asks for them, anonymously.
    const notices: Options = {
      url: `${base}${prefixes.portal}/procureNotice/v1/queryFront`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({ pageBean: { page: 1, pageSize: 10 }, querys: [] }),
    };
    const news: Options = { url: `${base}${prefixes.portal}/portalNewsNotice/v1/getNews?page=1&pageSize=10` };
    // The portal's HTML shell and configuration, as a browser asks for them (from memory, entry-files.ts).
    const shell: Options = { url: `${base}/front/`, headers: { 'accept-encoding': 'br, gzip' } };
    const config: Options = { url: `${base}/front/config.json`, headers: { 'accept-encoding': 'br, gzip' } };
    const calls = ONLY_PER_USER
      ? perUserCalls
      : [
          ...(builtPortal
            ? [
                { name: 'the portal page `GET /front/` (brotli)', options: shell },
                { name: 'the portal configuration `GET /front/config.json`', options: config },
              ]
            : []),
          { name: 'public notice list, page 1 `POST queryFront`', options: notices },
          { name: 'news list, page 1 `GET getNews`', options: news },
          { name: 'unread count `POST getMyUnReadCount`', options: unread },
          { name: 'menu tree `GET getCurrentUserMenu`', options: menu },
          ...perUserCalls,
        ];

    const row = (name: string, result: Result) => [
      name,
      result.requests.total,
      result.errors + result.non2xx,
      result.requests.average.toFixed(0),
      `${((100 * result.requests.average) / ceiling.requests.average).toFixed(1)} %`,
      ms(result.latency.p50),
      ms(result.latency.p99),
    ];
    const rows: Array<Array<string | number>> = [
      row('the ceiling: a bare Node `http` server answering a small JSON', ceiling),
    ];
    for (const call of calls) rows.push(row(call.name, await measure(call.options)));
    const throughput = markdownTable(
      ['call', 'requests', 'failures', 'requests/s', 'of the ceiling', 'p50 ms', 'p99 ms'],
      rows,
    );

    if (ONLY_PER_USER) {
      console.log(throughput);
      return;
    }
    // The burst: BURST sign-ins at once, while BYSTANDERS clients keep asking for their unread count.
    const bystanders = autocannon({ ...unread, connections: BYSTANDERS, duration: 3600 });
    const started = performance.now();
    const burst: Result = await autocannon({ ...signIn, connections: BURST, amount: BURST, timeout: 120 });
    const burstSeconds = (performance.now() - started) / 1000;
    bystanders.stop();
    const during: Result = await bystanders;
    const burstTable = markdownTable(
      ['during the burst', 'requests', 'failures', 'p50 ms', 'p99 ms', 'max ms'],
      [
        [
          `${BURST} sign-ins \`POST {uc}/auth\` (${burstSeconds.toFixed(1)} s in all)`,
          burst.requests.total,
          burst.errors + burst.non2xx,
          ms(burst.latency.p50),
          ms(burst.latency.p99),
          ms(burst.latency.max),
        ],
        [
          `unread count, ${BYSTANDERS} other clients`,
          during.requests.total,
          during.errors + during.non2xx,
          ms(during.latency.p50),
          ms(during.latency.p99),
          ms(during.latency.max),
        ],
      ],
    );

    const setup = [
      `autocannon in the benchmark's process against the server in a process of its own over 127.0.0.1:`,
      `${CONCURRENCY} connections for ${SECONDS} s per call after a 2 s warm-up, first against a bare Node \`http\``,
      'server (the ceiling of this machine in this run: other work on it lowers both); then',
      `${BURST} sign-ins at once while ${BYSTANDERS} other connections ask for their unread count. One server`,
      `process on the embedded database (PGlite), Node ${process.versions.node}, ${cpus().length} cores. The public lists`,
      `anonymously${process.env.PUBLIC_CACHE === 'off' ? ', read from the database each time (PUBLIC_CACHE=off)' : ', served from memory until a change (http/public-cache.ts)'}; the others signed in as \`supplier\`. Run with`,
      '`node --import tsx tests/bench/server-throughput.ts`.',
    ].join('\n');
    console.log(`${throughput}\n\n${burstTable}`);
    writeSection('Server throughput', `${setup}\n\n${throughput}\n\n${burstTable}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
