import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { encryptPassword } from '../../api/client/encrypt.js';
import {
  bearerOf,
  CONCURRENCY,
  measure,
  measureCeiling,
  SECONDS,
  staffPerUserCalls,
  tenderPerUserCalls,
  throughputTable,
} from './ceiling.js';
import { markdownTable, writeSection } from './report.js';
import { startServerProcess } from './server-process.js';

const BURST = Number(process.env.BENCH_BURST ?? 200);
/** Clients that keep working during the sign-in burst. */
const BYSTANDERS = 10;
const PASSWORD = 'Portal@2026';
/** BENCH_ONLY=per-user measures the ceiling and the per-user lists alone (and skips the burst). */
const ONLY_PER_USER = process.env.BENCH_ONLY === 'per-user';

const DIST = resolve(import.meta.dirname, '../../dist');
const builtPortal = existsSync(join(DIST, 'front', 'index.html'));

const json = (body: unknown) => JSON.stringify(body);
const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const ceiling = await measureCeiling();

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
    const authorization = await bearerOf(`${base}${prefixes.uc}`, 'supplier');
    const perUser = [
      ...(await staffPerUserCalls(`${base}${prefixes.uc}`, `${base}${prefixes.runtime}`)),
      ...(await tenderPerUserCalls((service) => `${base}${prefixes[service]}`)),
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
      ? perUser
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
          ...perUser,
        ];

    const table = throughputTable(ceiling);
    for (const call of calls) table.add(call.name, await measure(call.options));
    const throughput = table.markdown();

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
      'server (the ceiling of this machine in this run: other work on it lowers both), each call then asked 200',
      'times one request after another on one connection (the last column: the latency of a request alone); then',
      `${BURST} sign-ins at once while ${BYSTANDERS} other connections ask for their unread count. One server`,
      `process on the embedded database (PGlite), Node ${process.versions.node}, ${cpus().length} cores. The public lists`,
      `anonymously${process.env.PUBLIC_CACHE === 'off' ? ', read from the database each time (PUBLIC_CACHE=off)' : ', served from memory until a change (http/public-cache.ts)'}; the unread count and menu signed in as \`supplier\`, the per-user lists by several users of their kind in turns (staff, suppliers or purchasers), from memory until what they read changes (workflow/lists/per-user-cache.ts${process.env.PER_USER_CACHE === 'off' ? '; here PER_USER_CACHE=off: read each time' : ''}). Run with`,
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
