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

for (const file of files) {
  describe(file, async () => {
    await import(pathToFileURL(join(here, file)).href);
  });
}
