import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway cluster of Debian's PostgreSQL on a free loopback port, for tests that run the server on
 * PostgreSQL (DATABASE_URL). `postgresBin()` is undefined where no server binaries are installed: such
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
function asPostgres(bin: string, tool: string, args: string[]): void {
  const command = join(bin, tool);
  const runAs =
    process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // stdio ignored: the server pg_ctl starts keeps any pipe open, and a pipe would never close.
  execFileSync(runAs[0] as string, runAs[1] as string[], { stdio: 'ignore' });
}

export interface PostgresCluster {
  /** postgres://eip@127.0.0.1:port/postgres */
  url: string;
  stop(): void;
}

/** initdb and start a cluster in a temporary folder; `stop` stops it and removes the folder. */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const cluster = mkdtempSync(join(tmpdir(), 'eip-pg-'));
  const data = join(cluster, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', cluster]);
  const port = await freePort();
  asPostgres(bin, 'initdb', ['-D', data, '-U', 'eip', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  asPostgres(bin, 'pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${cluster} -c listen_addresses=127.0.0.1`,
    '-l',
    join(cluster, 'postgres.log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://eip@127.0.0.1:${port}/postgres`,
    stop() {
      const pgCtl = join(bin, 'pg_ctl');
      spawnSync(process.getuid?.() === 0 ? 'runuser' : pgCtl, [
        ...(process.getuid?.() === 0 ? ['-u', 'postgres', '--', pgCtl] : []),
        '-D',
        data,
        '-m',
        'fast',
        'stop',
      ]);
      rmSync(cluster, { recursive: true, force: true });
    },
  };
}
