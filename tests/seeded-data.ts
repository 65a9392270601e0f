import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** What the seeded data is made from: the server (migrations, seed, engine) and the contract it uses. */
const SOURCES = ['api/server', 'api/contract'];
/** Written last into a finished folder, so a half-made one (an interrupted run) is never used. */
const DONE = '.seeded';

/**
 * A hash of the server's sources, which the seeded data (and the e2e server bundle) depend on: a changed
 * migration or seed makes a new folder.
 */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    for (const file of readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .sort()) {
      hash.update(`${dir}/${file}`).update(readFileSync(join(root, dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

let seeded: Promise<string> | undefined;

/**
 * A data folder with the demo data that test servers and portals start from a copy of: seeding
 * (migrations, demo data with workflow instances stepped through the engine, the key pair) takes
 * seconds, a copy a fraction of one. Made once and kept in the temporary folder for later runs and
 * other processes, named by a hash of the sources. The server re-anchors the demo dates when it starts.
 * Copy it with `copySeededData`.
 */
export function seededDataFolder(): Promise<string> {
  seeded ??= (async () => {
    const folder = join(tmpdir(), `eip-seeded-${sourcesHash()}`);
    if (existsSync(join(folder, DONE))) return folder;
    const seeding = mkdtempSync(join(tmpdir(), 'eip-test-seeding-'));
    const { createApp } = await import('../api/server/app.js');
    const app = await createApp({ dataDir: seeding, seedDemo: true, distDir: join(seeding, 'no-dist') });
    await app.close();
    writeFileSync(join(seeding, DONE), '');
    try {
      renameSync(seeding, folder);
    } catch {
      rmSync(seeding, { recursive: true, force: true }); // made meanwhile by another process
    }
    return folder;
  })();
  return seeded;
}

/** Fills `dataDir` with a copy of the seeded data folder. */
export async function copySeededData(dataDir: string): Promise<void> {
  cpSync(await seededDataFolder(), dataDir, { recursive: true, filter: (from) => !from.endsWith(DONE) });
}
