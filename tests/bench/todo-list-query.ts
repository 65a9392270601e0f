/**
 * To-do list query (issue 13): one user with 10,000 pending tasks, among 40,000 of 200 colleagues and
 * 10,000 done ones, in a fresh embedded database in a temporary folder, read through the runtime
 * service's list calls over 127.0.0.1 the way the to-do pages do: first page, a deep page, the search
 * box, a sort by subject, a process and date filter, the count and the home cards. Prints a markdown
 * table and rewrites the '## To-do list query' section of docs/benchmarks.md.
 *
 *   node --import tsx tests/bench/todo-list-query.ts
 *
 * BENCH_TODOS (default 10000) and BENCH_ROUNDS (requests per scenario, default 60) bound a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { QueryBody } from '../../api/contract/envelope.js';
import { createApp } from '../../api/server/app.js';
import { issueToken } from '../../api/server/auth/sessions.js';
import type { Db } from '../../api/server/db/database.js';
import { latencyRows, WARM_UP_REQUESTS } from './latency.js';
import { markdownTable, writeSection } from './report.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

const TODOS = Number(process.env.BENCH_TODOS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const COLLEAGUES = 200;
const NOISE = TODOS * 4;
const INSTANCES = Math.max(1, Math.round(TODOS / 5));
const USER = 'u-bench-todo';

async function fill(db: Db): Promise<void> {
  await sql`
    insert into users (id, account, fullname, password_hash, status, tenant_id)
    select 'u-bench-' || g, 'bench' || g, '压测同事' || g, '!', 1, -1 from generate_series(0, ${COLLEAGUES}) as g`.execute(
    db,
  );
  await sql`
    insert into users (id, account, fullname, password_hash, status, tenant_id)
    values (${USER}, 'benchtodo', '压测审批人', '!', 1, -1)`.execute(db);
  await sql`
    insert into bpm_definitions (id, def_key, name, bpmn_xml, form_json, nodes_json)
    select 'bench-def-' || g, 'bench' || g,
      (array['请假申请','费用报销','采购申请','合同审批','用印申请'])[1 + g % 5], '<definitions/>', '{}', '{}'
    from generate_series(0, 4) as g`.execute(db);
  await sql`
    insert into bpm_instances (id, def_id, def_key, def_name, subject, status, creator_id, creator_name, created_at)
    select 'bench-i-' || g, 'bench-def-' || (g % 5), 'bench' || (g % 5),
      (array['请假申请','费用报销','采购申请','合同审批','用印申请'])[1 + g % 5],
      (array['请假申请','费用报销','采购申请','合同审批','用印申请'])[1 + g % 5] || '（第' || g || '号）'
        || case when g % 10 = 0 then '加急' else '' end,
      'running', 'u-bench-' || (g % ${COLLEAGUES}), '压测同事' || (g % ${COLLEAGUES}),
      now() - g * interval '10 minutes'
    from generate_series(1, ${INSTANCES}) as g`.execute(db);
  // The user's to-dos, the colleagues' (noise the user's index must skip), and done ones.
  await sql`
    insert into bpm_tasks (id, inst_id, def_id, node_id, name, execution_id, assignee_id, assignee_name, status,
      created_at, completed_by, completed_at)
    select 'bench-t-' || g, 'bench-i-' || (1 + g % ${INSTANCES}), 'bench-def-' || (g % 5), 'n' || (g % 8),
      '审批节点' || (g % 8), 'e' || g,
      case when g <= ${TODOS} then ${USER} else 'u-bench-' || (g % ${COLLEAGUES}) end, '压测',
      case when g > ${TODOS + NOISE} then 'done' else 'pending' end,
      now() - g * interval '1 minute',
      case when g > ${TODOS + NOISE} then ${USER} end,
      case when g > ${TODOS + NOISE} then now() - g * interval '30 seconds' end
    from generate_series(1, ${TODOS * 6}) as g`.execute(db);
  await sql`
    insert into bpm_task_candidates (task_id, user_id)
    select id, assignee_id from bpm_tasks where id like 'bench-t-%' and status = 'pending'`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
}

interface Scenario {
  name: string;
  path: string;
  body: Partial<QueryBody>;
}

const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString();
const now = new Date().toISOString();
const firstPage = { page: 1, pageSize: 20 };
const SCENARIOS: Scenario[] = [
  { name: 'first page', path: '/task/v1/getTodoList', body: { pageBean: firstPage } },
  {
    name: 'page 250 (rows 4,981-5,000)',
    path: '/task/v1/getTodoList',
    body: { pageBean: { page: 250, pageSize: 20 } },
  },
  {
    name: 'search box: keyword',
    path: '/task/v1/getTodoList',
    body: { pageBean: firstPage, querys: [{ property: 'keyword', value: '加急', operation: 'LIKE' }] },
  },
  {
    name: 'sorted by subject',
    path: '/task/v1/getTodoList',
    body: { pageBean: firstPage, sorter: [{ property: 'subject', direction: 'ASC' }] },
  },
  {
    name: 'process + date range',
    path: '/task/v1/getTodoList',
    body: {
      pageBean: firstPage,
      querys: [
        { property: 'defKey', value: 'bench2', operation: 'EQUAL' },
        { property: 'createTime', value: [weekAgo, now], operation: 'BETWEEN' },
      ],
    },
  },
  { name: 'count', path: '/task/v1/getTodoCount', body: {} },
  { name: 'home cards (21)', path: '/task/v1/getTodoCard', body: {} },
  { name: 'done list, first page', path: '/instance/v1/getDoneList', body: { pageBean: firstPage } },
];

const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-todos-'));
const options = { dataDir, seedDemo: true, distDir: join(dataDir, 'no-dist') };
let server: ServerProcess | undefined;
try {
  const filler = await createApp(options);
  const fillStart = performance.now();
  await fill(filler.db);
  const fillSeconds = (performance.now() - fillStart) / 1000;
  const token = await issueToken(filler.db, USER);
  await filler.close();
  server = await startServerProcess(options);
  const base = `${server.base}${server.prefixes.runtime}`;

  const rows = await latencyRows(
    SCENARIOS.map((scenario) => ({
      name: scenario.name,
      url: `${base}${scenario.path}`,
      body: scenario.body,
      headers: { authorization: `Bearer ${token}` },
    })),
    ROUNDS,
    (answer) => {
      const { state, value } = answer as { state: boolean; value?: number | { total: number } };
      if (!state || value === undefined) throw new Error(`query failed: ${JSON.stringify(answer)}`);
      return typeof value === 'number' ? value : value.total;
    },
  );

  const table = markdownTable(['Scenario', 'Matching rows', 'p50 ms', 'p99 ms'], rows);
  const body = [
    `${TODOS.toLocaleString('en-US')} pending tasks of one user among ${NOISE.toLocaleString('en-US')} of ` +
      `${COLLEAGUES} colleagues and ${TODOS.toLocaleString('en-US')} done ones, over ` +
      `${INSTANCES.toLocaleString('en-US')} instances, in the embedded database (filled in ` +
      `${fillSeconds.toFixed(1)} s); the runtime service's list calls over 127.0.0.1 to the server in a process ` +
      `of its own, ${ROUNDS} sequential requests per scenario over one kept-alive connection (timed in a thread of its own) ` +
      `after ${WARM_UP_REQUESTS} of each scenario in turns to warm up, page size 20 with the exact ` +
      `total. ${cpus().length} cores, Node ${process.versions.node}.`,
    '',
    table,
  ].join('\n');
  console.log(table);
  writeSection('To-do list query', body);
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
