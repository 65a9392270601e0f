/**
 * Every node test file in one process (`npm run test:node`): modules, the server's code and the
 * seeded database folder (tests/node/server/harness.ts) are loaded once instead of once per file.
 * Each file still starts its own servers on its own copy of the data, so files stay independent.
 * Each file is one suite named by its path; `node --import tsx --test <file>` still runs one alone.
 *
 * TEST_SHARD=k/n runs every n-th file from the k-th (1-based): `npm test` runs two such processes
 * side by side (tests/run-node-shards.sh), most of a server test's time being spent waiting.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'node:test';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const [shard, shards] = (process.env.TEST_SHARD ?? '1/1').split('/').map(Number) as [number, number];
const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .sort()
  .filter((_, index) => index % shards === shard - 1);

for (const file of files) {
  describe(file, async () => {
    await import(pathToFileURL(join(here, file)).href);
  });
}
