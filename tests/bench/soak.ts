/**
 * Soak: mixed traffic at a steady rate against two server processes on one PostgreSQL (issue 16):
 * notices (the public list), sign-in, the to-do list and quotations, alternating between the processes
 * as a load balancer would. Reports p50/p99 per kind, errors, and each process's memory at the start and
 * the end, into docs/benchmarks.md ("Soak"). Needs Debian's PostgreSQL.
 *
 *   node --import tsx tests/bench/soak.ts [--minutes 10] [--rate 4]
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../api/server/db/database.js';
import { QUOTE, quotingProject } from '../node/server/bidding-helpers.js';
import { auth, signIn } from '../node/server/identity-helpers.js';
import { postgresBin, testDatabase } from '../node/server/postgres-cluster.js';
import { remoteServer, type ServerProcess, startServerProcess } from '../node/server/server-process.js';
import { percentile } from './latency.js';
import { markdownTable, writeSection } from './report.js';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '4' } },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (!postgresBin()) throw new Error('the soak needs PostgreSQL (apt-get install postgresql)');

/** Resident memory and used heap of a process, in MB, from its metrics (read on loopback). */
async function memoryOf(server: ServerProcess): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?)$`, 'm').exec(text)?.[1] ?? 0);
  return {
    rss: read('process_resident_memory_bytes') / 1e6,
    heap: read('nodejs_heap_size_used_bytes') / 1e6,
  };
}

// An empty database of the process's throwaway cluster (removed as the process exits): the two servers seed it.
const { url: databaseUrl, dataDir } = await testDatabase('empty');
// Sign-in is rate limited per client and account: the soak signs in far more often than a person.
const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: '1', AUTH_RATE_LIMIT: '100000' };
const processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
const { db } = openDatabase({ dataDir, databaseUrl });
try {
  const servers = processes.map((one) => remoteServer(one.url, db));
  const [first] = servers;
  if (!first) throw new Error('no server');
  const purchaser = await signIn(first, 'purchaser');
  const staff = await signIn(first, 'staff');
  const project = await quotingProject(first, purchaser, {
    suppliers: 4,
    windows: [[0, minutes * 60 + 600]],
  });
  let amount = 990_000;

  type Kind = 'notices' | 'sign-in' | 'to-do list' | 'quotation';
  const kinds: Kind[] = ['notices', 'sign-in', 'to-do list', 'quotation'];
  /** 'ok', 'refused' (an envelope with state false) or the HTTP status of a failed answer. */
  const outcome = (answer: { status: number; body?: { state?: boolean } }) =>
    answer.status !== 200 ? String(answer.status) : answer.body?.state ? 'ok' : 'refused';
  const requests: Record<Kind, (server: (typeof servers)[number]) => Promise<string>> = {
    notices: async (server) =>
      outcome(
        await server.request<{ state: boolean }>('POST', '/portal/procureNotice/v1/queryFront', {
          body: { pageBean: { page: 1, pageSize: 10 } },
        }),
      ),
    'sign-in': async (server) => outcome(await auth(server, 'supplier')),
    'to-do list': async (server) =>
      outcome(
        await server.request<{ state: boolean }>('POST', '/runtime/task/v1/getTodoList', {
          token: staff,
          body: { pageBean: { page: 1, pageSize: 20 } },
        }),
      ),
    quotation: async (server) => {
      const supplier = project.suppliers[amount % project.suppliers.length];
      amount -= 10;
      if (!supplier) return 'no supplier';
      return outcome(
        await server.request<{ state: boolean }>('POST', `${QUOTE}/quotation`, {
          token: supplier.token,
          body: { projectId: project.id, quotationAmount: amount },
        }),
      );
    },
  };

  const startMemory = await Promise.all(processes.map(memoryOf));
  const latencies = new Map<Kind, number[]>(kinds.map((kind) => [kind, []]));
  const errors = new Map<Kind, Map<string, number>>(kinds.map((kind) => [kind, new Map()]));
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const started = performance.now();
  const end = started + minutes * 60_000;
  for (let index = 0; performance.now() < end; index++) {
    // A steady rate: each request at its own time, whether the previous ones answered or not.
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const kind = kinds[index % kinds.length] as Kind;
    // Each kind to each process in turn.
    const server = servers[
      (index + Math.floor(index / kinds.length)) % servers.length
    ] as (typeof servers)[number];
    const sent = performance.now();
    pending.push(
      requests[kind](server)
        .catch(() => 'no answer')
        .then((result) => {
          latencies.get(kind)?.push(performance.now() - sent);
          const counts = errors.get(kind);
          if (result !== 'ok' && counts) counts.set(result, (counts.get(result) ?? 0) + 1);
        }),
    );
    if (pending.length > 1000) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  const endMemory = await Promise.all(processes.map(memoryOf));

  const rows = kinds.map((kind) => {
    const sorted = [...(latencies.get(kind) ?? [])].sort((a, b) => a - b);
    return [
      kind,
      sorted.length,
      [...(errors.get(kind) ?? [])].map(([what, count]) => `${count} × ${what}`).join(', ') || '0',
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
    ];
  });
  const memoryRows = processes.map((_, index) => [
    `process ${index + 1}`,
    startMemory[index]?.rss.toFixed(0) ?? '',
    endMemory[index]?.rss.toFixed(0) ?? '',
    startMemory[index]?.heap.toFixed(0) ?? '',
    endMemory[index]?.heap.toFixed(0) ?? '',
  ]);
  const table = markdownTable(['kind', 'requests', 'errors', 'p50 ms', 'p99 ms'], rows);
  const memory = markdownTable(
    ['', 'RSS start MB', 'RSS end MB', 'heap start MB', 'heap end MB'],
    memoryRows,
  );
  const body = [
    `${minutes} minutes of mixed traffic at ${rate} requests/s (the four kinds in turn, alternating between ` +
      'two server processes on one PostgreSQL over 127.0.0.1, as a load balancer would): the public notice ' +
      'list, a sign-in (RSA + scrypt), the to-do list of a staff member, a quotation into an open round. ' +
      'Errors by answer: an HTTP status, `refused` (an envelope with state false: a quotation not below the ' +
      "supplier's last one, when two of its requests overtake each other), `no answer`. " +
      `${cpus().length} cores, Node ${process.versions.node}. ` +
      `Run with \`npm run bench:soak -- --minutes ${minutes}\`.`,
    '',
    table,
    '',
    'Memory of each process at the start and the end (from its /metrics):',
    '',
    memory,
  ].join('\n');
  console.log(`${table}\n\n${memory}`);
  writeSection('Soak', body);
} finally {
  await Promise.all(processes.map((one) => one.stop('SIGTERM')));
  await db.destroy();
}
