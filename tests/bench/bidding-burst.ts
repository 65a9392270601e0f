/**
 * Bidding burst (issue 12): 20 suppliers send 200 quotations at once (10 each, falling amounts) to one
 * project's open round, over 127.0.0.1 to the server in a process of its own on the embedded database.
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

const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-bidding-'));
const options = { dataDir, seedDemo: true, distDir: join(dataDir, 'no-dist') };
let server: ServerProcess | undefined;
try {
  const filler = await createApp(options);
  const tokens: string[] = [];
  for (let index = 0; index < SUPPLIERS; index += 1) {
    await filler.db
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
    tokens.push(await issueToken(filler.db, `u-bench-bidder-${index}`));
  }
  await project(filler.db, 'bench-open', 3600);
  await filler.close();
  server = await startServerProcess(options);
  const base = `${server.base}${server.prefixes.form}/form/procureProjectQuotation/v1`;

  const quote = async (projectId: string, supplier: number, amount: number) => {
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
  const burst = (projectId: string) =>
    Promise.all(
      Array.from({ length: SUPPLIERS * EACH }, (_, n) => {
        const supplier = n % SUPPLIERS;
        const step = Math.floor(n / SUPPLIERS);
        return quote(projectId, supplier, 900_000 - step * 1000 - supplier * 7);
      }),
    );
  // warm-up: every supplier signed in once
  for (let index = 0; index < SUPPLIERS; index += 1) {
    await fetch(`${base}/getLive?projectId=bench-open`, {
      headers: { authorization: `Bearer ${tokens[index]}` },
    });
  }

  const rows: Array<Array<string | number>> = [];
  const measure = async (name: string, projectId: string) => {
    const begin = performance.now();
    const answers = await burst(projectId);
    const seconds = (performance.now() - begin) / 1000;
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const accepted = answers.filter((answer) => answer.state).length;
    rows.push([
      name,
      answers.length,
      accepted,
      answers.length - accepted,
      seconds.toFixed(2),
      percentile(latencies, 50).toFixed(0),
      percentile(latencies, 99).toFixed(0),
      (latencies.at(-1) ?? 0).toFixed(0),
    ]);
  };
  await measure('200 quotations into an open round', 'bench-open');

  const table = markdownTable(
    ['burst', 'quotations', 'accepted', 'refused', 'seconds', 'p50 ms', 'p99 ms', 'max ms'],
    rows,
  );
  const body = [
    `${SUPPLIERS} suppliers send ${SUPPLIERS * EACH} quotations at once (${EACH} each, falling amounts, each with its ` +
      "idempotency key) to one project's open round, over 127.0.0.1 to the server in a process of its own on the " +
      "embedded database (PGlite). A supplier's later quotation that is not better than the one the server took " +
      'last is refused (the order the requests reach the server in decides). Every accepted quotation is ' +
      `recorded once, with its audit row and rank events, in one transaction. ${cpus().length} cores, Node ` +
      `${process.versions.node}. Run with \`node --import tsx tests/bench/bidding-burst.ts\`.`,
    '',
    table,
  ].join('\n');
  console.log(table);
  writeSection('Bidding burst', body);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
