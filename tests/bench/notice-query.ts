/**
 * Notice list query: 100,000 published notices (over 40,000 projects) in a fresh embedded database in
 * a temporary folder, queried through POST queryFront over 127.0.0.1 the way the list pages do: one
 * type per page, filters (status against the server time, procure type, transaction mode, date
 * range, free text), sorting and paging with the total. Prints a markdown table and rewrites the
 * '## Notice list query' section of docs/benchmarks.md.
 *
 *   node --import tsx tests/bench/notice-query.ts
 *
 * BENCH_NOTICES (default 100000) and BENCH_ROUNDS (requests per scenario, default 60) bound a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { QueryBody } from '../../api/contract/envelope.js';
import { createApp } from '../../api/server/app.js';
import type { Db } from '../../api/server/db/database.js';
import { markdownTable, writeSection } from './report.js';

const NOTICES = Number(process.env.BENCH_NOTICES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const PROJECTS = Math.max(1, Math.round(NOTICES * 0.4));
const DAY = '1 day';

/** Bulk rows written by the database itself: spread over types, procure types, modes and windows. */
async function fillNotices(db: Db): Promise<void> {
  await sql`
    insert into procure_projects (id, project_name, project_no, budget_money, transaction_mode, quotation_mode,
      procure_type, purchaser_name, register_start_time, register_end_time, bid_start_time, bid_end_time, state)
    select 'bp-' || g,
      (array['办公设备','安防系统','电力电缆','物业服务','食材配送','医用耗材','光伏组件','绿化养护'])[1 + g % 8]
        || '采购项目（第' || g || '批）',
      'BENCH-' || lpad(g::text, 7, '0'),
      10000 + (g * 7919) % 9000000,
      (array['competitive','comprehensive'])[1 + g % 2],
      (array['sum','unitPrice','lower','discount','amount','business','technology'])[1 + g % 7],
      (array['gklx','gkbx','gkzb','yqzb','jzxcs'])[1 + g % 5],
      '压测采购人' || (g % 50),
      now() + ((g % 400) - 300) * interval ${sql.lit(DAY)},
      now() + ((g % 400) - 293) * interval ${sql.lit(DAY)},
      now() + ((g % 400) - 290) * interval ${sql.lit(DAY)},
      now() + ((g % 400) - 288) * interval ${sql.lit(DAY)},
      'published'
    from generate_series(1, ${PROJECTS}) as g`.execute(db);
  await sql`
    insert into procure_notices (id, project_id, type, title, content, publish_time, publisher, state)
    select 'bn-' || g,
      'bp-' || (1 + g % ${PROJECTS}),
      (array['bid','bid','bidBefore','bargain','bargainBefore','clear'])[1 + g % 6],
      (array['办公设备','安防系统','电力电缆','物业服务','食材配送','医用耗材','光伏组件','绿化养护'])[1 + g % 8]
        || '采购项目（第' || g || '号）公告',
      '<p>压测公告正文</p>',
      now() - (g % 3000) * interval '1 hour' - (g % 60) * interval '1 minute',
      '压测采购人' || (g % 50),
      'published'
    from generate_series(1, ${NOTICES}) as g`.execute(db);
  await sql`analyze`.execute(db);
}

interface Scenario {
  name: string;
  body: Partial<QueryBody>;
}

const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
const today = new Date().toISOString();
const bid = { property: 'type', value: 'bid', operation: 'EQUAL' } as const;

const SCENARIOS: Scenario[] = [
  { name: 'type, first page', body: { pageBean: { page: 1, pageSize: 10 }, querys: [bid] } },
  {
    name: 'type + status inRegister',
    body: {
      pageBean: { page: 1, pageSize: 10 },
      querys: [bid, { property: 'status', value: 'inRegister', operation: 'EQUAL' }],
    },
  },
  {
    name: 'type + procure type + mode',
    body: {
      pageBean: { page: 1, pageSize: 10 },
      querys: [
        { property: 'type', value: 'bargain', operation: 'EQUAL' },
        { property: 'fProcureType', value: 'gkzb', operation: 'EQUAL' },
        { property: 'fTransactionMode', value: 'competitive', operation: 'EQUAL' },
      ],
    },
  },
  {
    name: 'type + date range, by budget',
    body: {
      pageBean: { page: 1, pageSize: 10 },
      querys: [bid, { property: 'publishTime', value: [monthAgo, today], operation: 'BETWEEN' }],
      sorter: [{ property: 'fBudgetMoney', direction: 'DESC' }],
    },
  },
  {
    name: 'free text, all types',
    body: {
      pageBean: { page: 1, pageSize: 10 },
      querys: [{ property: 'keyword', value: '医用耗材', operation: 'LIKE' }],
    },
  },
  {
    name: 'home search: mode + status + text',
    body: {
      pageBean: { page: 1, pageSize: 10 },
      querys: [
        { property: 'fTransactionMode', value: 'comprehensive', operation: 'EQUAL' },
        { property: 'status', value: 'complete', operation: 'EQUAL' },
        { property: 'keyword', value: '光伏', operation: 'LIKE' },
      ],
    },
  },
  { name: 'type, page 1000', body: { pageBean: { page: 1000, pageSize: 10 }, querys: [bid] } },
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-notices-'));
const app = await createApp({ dataDir, seedDemo: true, distDir: join(dataDir, 'no-dist') });
try {
  const fillStart = performance.now();
  await fillNotices(app.db);
  const fillSeconds = (performance.now() - fillStart) / 1000;
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/portal/procureNotice/v1/queryFront`;

  const ask = async (body: Partial<QueryBody>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { state: boolean; value?: { total: number } };
    if (!answer.state) throw new Error(`query failed: ${JSON.stringify(answer)}`);
    return answer.value?.total ?? 0;
  };

  const all: number[] = [];
  const rows: Array<Array<string | number>> = [];
  for (const scenario of SCENARIOS) {
    // One warm-up request: the first plan and cache fill are not what a visitor waits for.
    const total = await ask(scenario.body);
    const latencies: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const begin = performance.now();
      await ask(scenario.body);
      latencies.push(performance.now() - begin);
    }
    latencies.sort((a, b) => a - b);
    all.push(...latencies);
    rows.push([
      scenario.name,
      total,
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 99).toFixed(1),
    ]);
  }
  all.sort((a, b) => a - b);
  rows.push([
    '**all scenarios**',
    '',
    `**${percentile(all, 50).toFixed(1)}**`,
    `**${percentile(all, 99).toFixed(1)}**`,
  ]);

  const table = markdownTable(['Scenario', 'Matching notices', 'p50 ms', 'p99 ms'], rows);
  const body = [
    `${NOTICES.toLocaleString('en-US')} published notices over ${PROJECTS.toLocaleString('en-US')} projects in ` +
      `the embedded database (filled in ${fillSeconds.toFixed(1)} s), POST queryFront over 127.0.0.1, ` +
      `${ROUNDS} sequential requests per scenario after one warm-up, page size 10 with the total. ` +
      `${cpus().length} cores, Node ${process.versions.node}.`,
    '',
    table,
  ].join('\n');
  console.log(table);
  writeSection('Notice list query', body);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
