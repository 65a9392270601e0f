/**
 * Bidding burst (issues 12, 39): 20 suppliers send 200 quotations at once (10 each, falling amounts) to one
 * project's open round, over 127.0.0.1 to the server in a process of its own on the embedded database, then
 * (where PostgreSQL and nginx are installed) through nginx to two server processes on one PostgreSQL.
 * Reports the latency of each quotation as a supplier waits for it and the whole burst's time (the
 * closing of a round during such a burst is tests/node/server/bidding.test.ts's). Prints a markdown table and rewrites the '## Bidding burst' section of docs/benchmarks.md.
 *
 *   node --import tsx tests/bench/bidding-burst.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../api/server/app.js';
import { issueToken } from '../../api/server/auth/sessions.js';
import type { Db } from '../../api/server/db/database.js';
import { UNREVIEWED_REGISTRATION } from '../../api/server/tender/access.js';
import { NO_NGINX, nginxBin, startNginx } from '../node/server/nginx-proxy.js';
import { NO_POSTGRES, postgresBin, testDatabase } from '../node/server/postgres-cluster.js';
import { startServerProcess as startPgServer } from '../node/server/server-process.js';
import { percentile } from './latency.js';
import { markdownTable, writeSection } from './report.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

const SUPPLIERS = 20;
const EACH = 10;

/** A quoting project of the purchaser with SUPPLIERS passed suppliers and one round of `seconds` from now. */
async function project(db: Db, id: string, seconds: number): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('procure_projects')
    .values({
      id,
      project_name: `压测竞价项目${id}`,
      project_no: `BENCH-${id}`,
      budget_money: 1_000_000,
      transaction_mode: 'competitive',
      quotation_mode: 'sum',
      procure_type: 'gkbx',
      purchaser_id: 'u-purchaser',
      purchaser_name: '华东能源集团采购部',
      state: 'quoting',
      bid_start_time: new Date(now - 60_000),
      bid_end_time: new Date(now + seconds * 1000),
    })
    .execute();
  await db
    .insertInto('procure_bid_windows')
    .values({
      project_id: id,
      round: 1,
      start_time: new Date(now - 60_000),
      end_time: new Date(now + seconds * 1000),
      opened_announced: true,
    })
    .execute();
  for (let index = 0; index < SUPPLIERS; index += 1) {
    await db
      .insertInto('procure_registrations')
      .values({
        id: `r-${id}-${index}`,
        project_id: id,
        supplier_id: `u-bench-bidder-${index}`,
        supplier_name: `压测供应商${index}`,
        ...UNREVIEWED_REGISTRATION,
        status: 'pass',
      })
      .execute();
  }
}

/** The supplier users of the burst and a token of each, written through `db`. */
async function bidders(db: Db): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < SUPPLIERS; index += 1) {
    await db
      .insertInto('users')
      .values({
        id: `u-bench-bidder-${index}`,
        account: `benchbidder${index}`,
        fullname: `压测供应商${index}`,
        password_hash: '!',
        identity: 'supplier',
        status: 1,
        tenant_id: -1,
      })
      .execute();
    tokens.push(await issueToken(db, `u-bench-bidder-${index}`));
  }
  return tokens;
}

/**
 * SUPPLIERS × EACH quotations at once to `projectId` through the form service at `formBase`, each
 * supplier signed in and seen once first; answers the row of the table.
 */
async function burst(
  name: string,
  formBase: string,
  tokens: string[],
  projectId: string,
): Promise<Array<string | number>> {
  const base = `${formBase}/form/procureProjectQuotation/v1`;
  const quote = async (supplier: number, amount: number) => {
    const begin = performance.now();
    const response = await fetch(`${base}/quotation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${tokens[supplier]}`,
        'idempotency-key': `${projectId}-${supplier}-${amount}`,
      },
      body: JSON.stringify({ projectId, quotationAmount: amount }),
    });
    const answer = (await response.json()) as { state: boolean; message: string };
    return { ms: performance.now() - begin, state: answer.state, message: answer.message };
  };
  // warm-up: every supplier signed in once
  for (let index = 0; index < SUPPLIERS; index += 1) {
    await fetch(`${base}/getLive?projectId=${projectId}`, {
      headers: { authorization: `Bearer ${tokens[index]}` },
    });
  }
  const begin = performance.now();
  const answers = await Promise.all(
    Array.from({ length: SUPPLIERS * EACH }, (_, n) => {
      const supplier = n % SUPPLIERS;
      const step = Math.floor(n / SUPPLIERS);
      return quote(supplier, 900_000 - step * 1000 - supplier * 7);
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const accepted = answers.filter((answer) => answer.state).length;
  return [
    name,
    answers.length,
    accepted,
    answers.length - accepted,
    seconds.toFixed(2),
    percentile(latencies, 50).toFixed(0),
    percentile(latencies, 99).toFixed(0),
    (latencies.at(-1) ?? 0).toFixed(0),
  ];
}

/** The bursts of a configuration: into a first project, then into a second (BURSTS). */
const BURSTS = [
  {
    id: 'bench-first',
    name: 'first burst after the server starts (200 new connections, code not run before)',
  },
  {
    id: 'bench-open',
    name: "next burst (connections open, as the suppliers' halls hold them)",
  },
] as const;

/** The projects of BURSTS and their bidders, written through `db`; answers the bidders' tokens. */
async function prepare(db: Db): Promise<string[]> {
  const tokens = await bidders(db);
  for (const { id } of BURSTS) await project(db, id, 3600);
  return tokens;
}

/** The bursts on the embedded database, one server process. */
async function embedded(): Promise<Array<Array<string | number>>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-bidding-'));
  const options = { dataDir, seedDemo: true, distDir: join(dataDir, 'no-dist') };
  let server: ServerProcess | undefined;
  try {
    const filler = await createApp(options);
    const tokens = await prepare(filler.db);
    await filler.close();
    server = await startServerProcess(options);
    const rows = [];
    for (const { id, name } of BURSTS) {
      rows.push(
        await burst(
          `${name}, embedded database (PGlite), one process`,
          `${server.base}${server.prefixes.form}`,
          tokens,
          id,
        ),
      );
    }
    return rows;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The burst on PostgreSQL through nginx (deploy/nginx.conf) to two server processes (the entry point as
 * deployed), which take turns on the project's round lock in the database; undefined, saying why, where
 * PostgreSQL or nginx is not installed.
 */
async function twoProcesses(): Promise<Array<Array<string | number>> | string> {
  const nginx = nginxBin();
  if (!postgresBin()) return NO_POSTGRES;
  if (!nginx) return NO_NGINX;
  const { url, dataDir } = await testDatabase('seeded');
  const filler = await createApp({
    dataDir,
    databaseUrl: url,
    seedDemo: false,
    distDir: join(dataDir, 'no-dist'),
  });
  const tokens = await prepare(filler.db);
  await filler.close();
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: '0' };
  const servers = [await startPgServer(env), await startPgServer(env)];
  try {
    const proxy = await startNginx(
      nginx,
      servers.map((server) => Number(new URL(server.url).port)),
    );
    try {
      const rows = [];
      for (const { id, name } of BURSTS) {
        rows.push(
          await burst(`${name}, PostgreSQL, two processes behind nginx`, `${proxy.url}/form`, tokens, id),
        );
      }
      return rows;
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const rows = await embedded();
const postgres = await twoProcesses();
if (typeof postgres === 'string') console.log(`PostgreSQL rows skipped: ${postgres}`);
else rows.push(...postgres);
const table = markdownTable(
  ['burst', 'quotations', 'accepted', 'refused', 'seconds', 'p50 ms', 'p99 ms', 'max ms'],
  rows,
);
const body = [
  `${SUPPLIERS} suppliers send ${SUPPLIERS * EACH} quotations at once (${EACH} each, falling amounts, each with its ` +
    "idempotency key) to one project's open round, over 127.0.0.1 to the server in a process of its own on the " +
    'embedded database (PGlite), and where PostgreSQL and nginx are installed through nginx (deploy/nginx.conf) to ' +
    "two server processes on one PostgreSQL database. A supplier's later quotation that is not better than the one " +
    'the server took last is refused (the order the requests reach the server in decides). The quotations that ' +
    "reach a process while the project's previous turn is being written are taken in one turn: one transaction " +
    "under the project's round lock in the database (bidding/quotation-batch.ts), each accepted quotation recorded " +
    'once with its audit record, ranks and events. Two bursts a configuration, each into a project of its own: ' +
    'the first right after the server started (the client opens its 200 connections with the burst, and the ' +
    "server runs the turn's code and statements for the first time), then the next, as a hall that has been " +
    "taking quotations meets the last minute's rush. " +
    `${cpus().length} cores, Node ${process.versions.node}. Run with ` +
    '`node --import tsx tests/bench/bidding-burst.ts`.',
  '',
  table,
].join('\n');
console.log(table);
writeSection('Bidding burst', body);
process.exit(0);
