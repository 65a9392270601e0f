/**
 * `npm run bench`: builds, then runs every benchmark under tests/bench, each printing its table and
 * rewriting its own section of docs/benchmarks.md (about twenty minutes on two quiet cores; the
 * throughput benchmarks measure 10 s per call, BENCH_SECONDS to change it). EIP_DIST
 * builds into and measures another folder than dist/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', '--silent', 'build']);
// PostgreSQL and nginx for the two-process rows (bidding-burst.ts, scale-out.ts): installed where we may,
// else those rows are skipped, saying why.
run('bash', ['tests/ensure-postgres.sh']);
run('bash', ['tests/ensure-nginx.sh']);
for (const bench of [
  'bundle-size.ts',
  'package-size.ts',
  'server-throughput.ts',
  'notice-query.ts',
  'todo-list-query.ts',
  'bidding-burst.ts',
  'scale-out.ts',
  'lighthouse.ts',
  'virtual-list.ts',
]) {
  if (existsSync(join(import.meta.dirname, bench))) {
    console.log(`\n== ${bench}`);
    run(process.execPath, ['--import', 'tsx', join('tests/bench', bench)]);
  }
}
