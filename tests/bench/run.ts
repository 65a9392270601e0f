/**
 * `npm run bench`: builds, then runs every benchmark under tests/bench, each printing its table and
 * rewriting its own section of docs/benchmarks.md (about ten minutes on two quiet cores). EIP_DIST
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
for (const bench of [
  'bundle-size.ts',
  'package-size.ts',
  'server-throughput.ts',
  'notice-query.ts',
  'todo-list-query.ts',
  'bidding-burst.ts',
  'lighthouse.ts',
  'virtual-list.ts',
]) {
  if (existsSync(join(import.meta.dirname, bench))) {
    console.log(`\n== ${bench}`);
    run(process.execPath, ['--import', 'tsx', join('tests/bench', bench)]);
  }
}
