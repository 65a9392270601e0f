import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '../../..');

/** A module-resolution hook that reports every module the process loads. */
const REPORTING_HOOK = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;

/** Starts a server without demo data in a process of its own and answers the modules it loaded. */
async function modulesLoadedWithoutDemo(dataDir: string): Promise<string[]> {
  const script = join(dataDir, 'start.mjs');
  // The list goes to a file: a pipe to the parent is asynchronous, and process.exit() would cut it short.
  const report = join(dataDir, 'loaded.json');
  writeFileSync(
    script,
    `import { register } from 'node:module';
import { writeFileSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const loaded = [];
port1.on('message', (url) => loaded.push(url));
port1.unref();
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(REPORTING_HOOK)}), {
  data: { port: port2 },
  transferList: [port2],
});
const { createApp } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'api/server/app.ts')).href)});
const app = await createApp(${JSON.stringify({ dataDir, seedDemo: false, distDir: join(dataDir, 'no-dist') })});
await app.close();
await new Promise((done) => setTimeout(done, 100));
writeFileSync(${JSON.stringify(report)}, JSON.stringify(loaded));
process.exit(0);`,
  );
  await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { cwd: ROOT });
  return JSON.parse(readFileSync(report, 'utf8')) as string[];
}

describe('the demo data', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'eip-demo-loading-'));
    folders.push(dir);
    return dir;
  };
  after(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('is not loaded by a server that does not seed it', async () => {
    const loaded = await modulesLoadedWithoutDemo(folder());
    // The hook sees the server's own modules...
    assert.ok(loaded.some((url) => url.endsWith('/api/server/db/database.ts')));
    // ...and nothing of the demo (its data, its accounts).
    assert.deepEqual(
      loaded.filter((url) => url.includes('/api/server/demo/')),
      [],
    );
  });
});
