/**
 * Every node test file in one process (`npm run test:node`): modules, the server's code and the
 * seeded database folder (tests/node/server/harness.ts) are loaded once instead of once per file.
 * Each file still starts its own servers on its own copy of the data, so files stay independent.
 * Each file is one suite named by its path; `node --import tsx --test <file>` still runs one alone.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'node:test';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const files = readdirSync(here, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .sort();

for (const file of files) {
  describe(file, async () => {
    await import(pathToFileURL(join(here, file)).href);
  });
}
