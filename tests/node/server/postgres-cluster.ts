import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../../api/server/app.js';

/**
 * Databases of Debian's PostgreSQL for tests that run the server on PostgreSQL (DATABASE_URL): one
 * throwaway cluster per test process on a free loopback port, started at the first request and stopped
 * when the process exits, and in it a database of its own for each test file, copied from a template
 * seeded once (`testDatabase`). `postgresBin()` is undefined where no server binaries are installed: such
 * tests skip, saying why (tests/ensure-postgres.sh installs them on CI).
 */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  const bin = version && join(root, version, 'bin');
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

export const NO_POSTGRES = 'no PostgreSQL server installed (apt-get install postgresql)';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** PostgreSQL refuses to run as root: its tools run as the postgres user the package made. */
function asPostgres(bin: string, tool: string, args: string[]): string[] {
  const command = join(bin, tool);
  return process.getuid?.() === 0
    ? ['runuser', '-u', 'postgres', '--', command, ...args]
    : [command, ...args];
}

interface Cluster {
  /** The temporary folder: the cluster's data, its socket and log, the test databases' data folders. */
  folder: string;
  /** postgres://eip@127.0.0.1:port/<database> */
  urlOf(database: string): string;
  stop(): void;
}

/** initdb and start a cluster in a temporary folder; `stop` stops it and removes the folder. */
async function startCluster(bin: string): Promise<Cluster> {
  const folder = mkdtempSync(join(tmpdir(), 'eip-pg-'));
  const data = join(folder, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', folder]);
  const port = await freePort();
  // stdio ignored: the server pg_ctl starts keeps any pipe open, and a pipe would never close.
  const run = ([command, ...args]: string[]) => execFileSync(command as string, args, { stdio: 'ignore' });
  // Throwaway data: nothing is flushed to disk (the machine is shared with the other test processes).
  run(
    asPostgres(bin, 'initdb', [
      '-D',
      data,
      '-U',
      'eip',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
      '--no-sync',
    ]),
  );
  run(
    asPostgres(bin, 'pg_ctl', [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      '-l',
      join(folder, 'postgres.log'),
      '-w',
      'start',
    ]),
  );
  return {
    folder,
    urlOf: (database) => `postgres://eip@127.0.0.1:${port}/${database}`,
    stop() {
      const [command, ...args] = asPostgres(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      spawnSync(command as string, args, { stdio: 'ignore' });
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

let started: Promise<Cluster> | undefined;

/**
 * The cluster of this process: tests/node/index.ts runs many files in one process, and an initdb and a
 * start cost seconds each. Stopped as the process exits (or is interrupted), whoever ran the files.
 */
function processCluster(): Promise<Cluster> {
  started ??= (async () => {
    const bin = postgresBin();
    if (!bin) throw new Error(NO_POSTGRES);
    const cluster = await startCluster(bin);
    process.once('exit', () => cluster.stop());
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        cluster.stop();
        process.kill(process.pid, signal);
      });
    }
    return cluster;
  })();
  return started;
}

async function execute(cluster: Cluster, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.urlOf('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What a test database starts as: the demo data (`seeded`), only the migrations' rows (`migrated`), or
 * nothing at all, for tests of the servers' own migrating (`empty`).
 */
export type DatabaseKind = 'seeded' | 'migrated' | 'empty';

export interface TestDatabase {
  /** Its DATABASE_URL, for servers in this process and in processes of their own. */
  url: string;
  /** A data folder of its own with what the server stored beside the database (seals, attachments, keys). */
  dataDir: string;
}

interface Template {
  name: string;
  dataDir: string;
}

const templates = new Map<DatabaseKind, Promise<Template>>();

/**
 * The template database of a kind, made once per cluster the way a test server makes its database:
 * createApp migrates it (and seeds the demo data), then lets go of it, as a template must have no one
 * connected to it.
 */
function templateOf(cluster: Cluster, kind: 'seeded' | 'migrated'): Promise<Template> {
  let template = templates.get(kind);
  if (!template) {
    template = (async () => {
      const name = `eip_template_${kind}`;
      const dataDir = join(cluster.folder, name);
      await execute(cluster, `create database ${name}`);
      const app = await createApp({
        dataDir,
        databaseUrl: cluster.urlOf(name),
        seedDemo: kind === 'seeded',
        distDir: join(dataDir, 'no-dist'),
      });
      await app.close();
      return { name, dataDir };
    })();
    templates.set(kind, template);
  }
  return template;
}

let made = 0;

/**
 * A new database of its own in this process's cluster, a file copy of the kind's template (a fraction of
 * a second, where seeding takes many), with a copy of the template's data folder: no test sees another's
 * writes.
 */
export async function testDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const cluster = await processCluster();
  const template = kind === 'empty' ? undefined : await templateOf(cluster, kind);
  made += 1;
  const name = `eip_${kind}_${made}`;
  await execute(cluster, `create database ${name}${template ? ` template ${template.name}` : ''}`);
  const dataDir = join(cluster.folder, name);
  if (template) cpSync(template.dataDir, dataDir, { recursive: true });
  else mkdirSync(dataDir);
  return { url: cluster.urlOf(name), dataDir };
}
