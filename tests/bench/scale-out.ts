/**
 * Scale-out on PostgreSQL (issue 39): the per-user lists at 50 connections through nginx
 * (deploy/nginx.conf) to one server process, then to two, on one PostgreSQL database seeded with the demo
 * data, beside the bare-Node ceiling of the same run; the server processes run the entry point as deployed
 * (tests/node/server/server-process.ts), the database in a cluster of this process's own
 * (tests/node/server/postgres-cluster.ts). Prints a markdown table and rewrites the '## Scale-out on
 * PostgreSQL' section of docs/benchmarks.md. Needs PostgreSQL's server binaries and nginx.
 *
 *   node --import tsx tests/bench/scale-out.ts
 *
 * BENCH_SECONDS (per call, default 10); PER_USER_CACHE=off is passed on to the server processes.
 */
import { cpus } from 'node:os';
import type { Result } from 'autocannon';
import { DEFAULT_PREFIXES } from '../../api/contract/deployment.js';
import { NO_NGINX, nginxBin, startNginx } from '../node/server/nginx-proxy.js';
import { NO_POSTGRES, postgresBin, testDatabase } from '../node/server/postgres-cluster.js';
import { type ServerProcess, startServerProcess } from '../node/server/server-process.js';
import {
  CONCURRENCY,
  measure,
  measureCeiling,
  SECONDS,
  STAFF_ACCOUNTS,
  staffPerUserCalls,
  tenderPerUserCalls,
  throughputTable,
} from './ceiling.js';
import { markdownTable, writeSection } from './report.js';

async function main(): Promise<void> {
  const nginx = nginxBin();
  // Skipped, saying why, where either is missing (npm run bench goes on with the others).
  if (!postgresBin() || !nginx) {
    console.log(`skipped: ${postgresBin() ? NO_NGINX : NO_POSTGRES}`);
    return;
  }
  const ceiling = await measureCeiling();
  const { url, dataDir } = await testDatabase('seeded');
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO: '0', AUTH_RATE_LIMIT: '1000000' };
  const servers: ServerProcess[] = [await startServerProcess(env)];
  const throughput = throughputTable(ceiling);
  const results: Record<string, Result[]> = {};
  try {
    for (const count of [1, 2]) {
      if (servers.length < count) servers.push(await startServerProcess(env));
      const proxy = await startNginx(
        nginx,
        servers.map((server) => Number(new URL(server.url).port)),
      );
      try {
        const calls = [
          ...(await staffPerUserCalls(`${proxy.url}/uc`, `${proxy.url}/runtime`)),
          ...(await tenderPerUserCalls((service) => `${proxy.url}${DEFAULT_PREFIXES[service]}`)),
        ];
        for (const call of calls) {
          const result = await measure(call.options);
          results[call.name] = [...(results[call.name] ?? []), result];
          throughput.add(`${call.name}, ${count} process${count > 1 ? 'es' : ''}`, result);
        }
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const ratios = Object.entries(results).map(([name, [one, two]]) => [
    name,
    one ? one.requests.average.toFixed(0) : '–',
    two ? two.requests.average.toFixed(0) : '–',
    one && two ? `${(two.requests.average / one.requests.average).toFixed(2)}×` : '–',
  ]);
  const table = throughput.markdown();
  const scaling = markdownTable(['call', '1 process req/s', '2 processes req/s', '2 / 1'], ratios);
  const setup = [
    `autocannon in the benchmark's process, ${CONCURRENCY} connections for ${SECONDS} s per call after a 2 s`,
    'warm-up, through nginx (deploy/nginx.conf, one worker) to one server process and then to two, on one',
    `PostgreSQL database with the demo data; ${STAFF_ACCOUNTS.length} staff users (the tender site's lists: its suppliers or purchasers) in turns; the ceiling a bare Node \`http\``,
    `server in the same run. Node ${process.versions.node}, ${cpus().length} cores shared by nginx, the servers,`,
    `PostgreSQL and autocannon. Per-user answers ${process.env.PER_USER_CACHE === 'off' ? 'read from the database each time (PER_USER_CACHE=off)' : 'from memory, checked against the database snapshot (workflow/lists/per-user-cache.ts)'}.`,
    'Run with `node --import tsx tests/bench/scale-out.ts`.',
  ].join('\n');
  console.log(`${table}\n\n${scaling}`);
  writeSection('Scale-out on PostgreSQL', `${setup}\n\n${table}\n\n${scaling}`);
}

await main();
process.exit(0);
