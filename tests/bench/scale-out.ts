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
import { limitCpu, noCpuQuota } from './cpu-quota.js';
import { cpuDuring } from './cpu-usage.js';
import { markdownTable, writeSection } from './report.js';

/**
 * Each server process limited to this much of a core in the second pair of runs (BENCH_SERVER_CPUS): a
 * quarter, so that two of them take at most a quarter of this machine's two cores and the load generator,
 * nginx and PostgreSQL keep enough to drive them (with half a core each, one process already served as
 * much as the rest of the machine could ask of it).
 */
const QUOTA = Number(process.env.BENCH_SERVER_CPUS ?? 0.25);

const processes = (count: number) => `${count} process${count > 1 ? 'es' : ''}`;

/** Where the CPU of one call's run went: cores used on average by each part, and server CPU per request. */
interface CpuShare {
  name: string;
  cores: Map<string, number>;
  serverMsPerRequest: number;
}

/** The parts of the run a process belongs to: a server process (by pid), nginx, PostgreSQL, the benchmark. */
function partOf(servers: readonly ServerProcess[]): (pid: number, command: string) => string | undefined {
  return (pid, command) => {
    if (servers.some((server) => server.child.pid === pid)) return 'servers';
    if (pid === process.pid) return 'load generator';
    if (command === 'nginx' || command === 'postgres') return command === 'nginx' ? 'nginx' : 'PostgreSQL';
    return undefined;
  };
}

/**
 * Every per-user call through nginx to one server process, then to two (each limited to `cores` of CPU
 * where given); adds each result to `throughput` and where its CPU went to `shares`, and answers the
 * results by call, one process first.
 */
async function oneThenTwo(
  nginx: string,
  env: Record<string, string>,
  throughput: ReturnType<typeof throughputTable>,
  shares: CpuShare[],
  cores?: number,
): Promise<Record<string, Result[]>> {
  const results: Record<string, Result[]> = {};
  const servers: ServerProcess[] = [];
  const released: Array<() => void> = [];
  const start = async () => {
    const server = await startServerProcess(env);
    servers.push(server);
    if (cores && server.child.pid) released.push(limitCpu(server.child.pid, cores, 'scale-out'));
  };
  try {
    for (const count of [1, 2]) {
      while (servers.length < count) await start();
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
          // The CPU figures span the whole of measure(): the 2 s warm-up at the same concurrency (counted
          // as 2 s at the measured rate) and the requests one at a time, beside the measured seconds.
          const { result, wall, cpu } = await cpuDuring(partOf(servers), () => measure(call.options));
          results[call.name] = [...(results[call.name] ?? []), result];
          const limit = cores ? ` of ${cores} core${cores === 1 ? '' : 's'} each` : '';
          const name = `${call.name}, ${processes(count)}${limit}`;
          throughput.add(name, result);
          const requests = result.requests.total + result.alone.requests.total + 2 * result.requests.average;
          shares.push({
            name,
            cores: new Map([...cpu].map(([part, seconds]) => [part, seconds / wall])),
            serverMsPerRequest: (1000 * (cpu.get('servers') ?? 0)) / requests,
          });
        }
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const release of released) release();
  }
  return results;
}

const PARTS = ['servers', 'nginx', 'PostgreSQL', 'load generator'];

/** The table of where the CPU went, a row per run. */
function cpuTable(shares: readonly CpuShare[]): string {
  const rows = shares.map((share) => [
    share.name,
    ...PARTS.map((part) => (share.cores.get(part) ?? 0).toFixed(2)),
    PARTS.reduce((sum, part) => sum + (share.cores.get(part) ?? 0), 0).toFixed(2),
    share.serverMsPerRequest.toFixed(3),
  ]);
  return markdownTable(
    ['run', ...PARTS.map((part) => `${part}, cores`), 'all, cores', 'server CPU ms a request'],
    rows,
  );
}

/** The table of two processes against one, by call. */
function ratioTable(results: Record<string, Result[]>): string {
  const rows = Object.entries(results).map(([name, [one, two]]) => [
    name,
    one ? one.requests.average.toFixed(0) : '–',
    two ? two.requests.average.toFixed(0) : '–',
    one && two ? `${(two.requests.average / one.requests.average).toFixed(2)}×` : '–',
  ]);
  return markdownTable(['call', '1 process req/s', '2 processes req/s', '2 / 1'], rows);
}

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
  const throughput = throughputTable(ceiling);
  const shares: CpuShare[] = [];
  const free = ratioTable(await oneThenTwo(nginx, env, throughput, shares));
  const noQuota = noCpuQuota();
  const limited = noQuota ? undefined : ratioTable(await oneThenTwo(nginx, env, throughput, shares, QUOTA));
  const table = throughput.markdown();
  const setup = [
    `autocannon in the benchmark's process, ${CONCURRENCY} connections for ${SECONDS} s per call after a 2 s`,
    'warm-up (then 200 requests one after another: the last column), through nginx (deploy/nginx.conf, one worker) to one server process and then to two, on one',
    `PostgreSQL database with the demo data; ${STAFF_ACCOUNTS.length} staff users (the tender site's lists: its suppliers or purchasers) in turns; the ceiling a bare Node \`http\``,
    `server in the same run. Node ${process.versions.node}, ${cpus().length} cores shared by nginx, the servers,`,
    `PostgreSQL and autocannon. Per-user answers ${process.env.PER_USER_CACHE === 'off' ? 'read from the database each time (PER_USER_CACHE=off)' : 'from memory, checked against the database snapshot (workflow/lists/per-user-cache.ts)'}.`,
    'First with the servers free to take all the CPU they can get, then with each server process limited to',
    `${QUOTA} of a core (a cgroup CPU quota, tests/bench/cpu-quota.ts; BENCH_SERVER_CPUS): instances of a fixed`,
    'size, the rest of the machine left to the load generator, nginx and PostgreSQL, so that what a second',
    'process adds is seen rather than what the machine has left.',
    'Run with `node --import tsx tests/bench/scale-out.ts` (as root for the quota).',
  ].join('\n');
  const quotaPart = limited
    ? `Each server process limited to ${QUOTA} of a core:\n\n${limited}`
    : `Each server process limited to ${QUOTA} of a core: not measured (${noQuota}).`;
  const where = `Where the CPU went (cores used on average during each call's run, read from /proc; ${cpus().length} cores in all):\n\n${cpuTable(shares)}`;
  const scaling = `Free to take the whole machine:\n\n${free}\n\n${quotaPart}\n\n${where}`;
  console.log(`${table}\n\n${scaling}`);
  writeSection('Scale-out on PostgreSQL', `${setup}\n\n${table}\n\n${scaling}`);
}

await main();
process.exit(0);
