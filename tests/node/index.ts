/**
 * Every node test file in one process (`npm run test:node`): modules, the server's code and the
 * seeded database folder (tests/node/server/harness.ts) are loaded once instead of once per file.
 * Each file still starts its own servers on its own copy of the data, so files stay independent;
 * files whose tests only read share one server of the process (`sharedTestServer`).
 * Each file is one suite named by its path; `node --import tsx --test <file>` still runs one alone.
 *
 * TEST_SHARD=k/n runs the k-th of n shards (1-based), dealt by the files' times in the last run
 * (shard-plan.ts): `npm test` runs two such processes side by side (tests/run-node-shards.sh).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe } from 'node:test';
import { pathToFileURL } from 'node:url';
import { shareTestServer } from './server/harness.js';
import { filesOfShard } from './shard-plan.js';

const here = import.meta.dirname;
const [shard, shards] = (process.env.TEST_SHARD ?? '1/1').split('/').map(Number) as [number, number];
const files = filesOfShard(
  here,
  readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts')),
  shard,
  shards,
);

after(shareTestServer());

// One file imported at a time. Imported side by side, two files waiting on the same module with a
// top-level await were evaluated in the first one's context: the second one's suites ran, and were
// reported and timed (for the shards' dealing), under the first one's name, its own line empty (the
// suites of routes-from-calls under calls-table, of demo-anchor under workflow-share, 2026-12-03).
for (const file of files) {
  await new Promise<void>((imported) => {
    describe(file, async () => {
      try {
        await import(pathToFileURL(join(here, file)).href);
      } finally {
        imported();
      }
    });
  });
}
