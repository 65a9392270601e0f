import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

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

/**
 * How long a seeded folder is used for. A server started on a copy moves the demo dates forward by the
 * whole hours since the seeding (demo/anchor.ts), rewriting every row with a date, vacuuming and writing
 * the notices' Word documents again: seconds of work at each of the hundreds of starts once the folder is
 * an hour old. A folder seeded within the last half hour lasts a whole test run without that.
 */
const FRESH_MS = 30 * 60 * 1000;
/** Seeded folders older than this are removed when a new one is made: no process still copies them. */
const STALE_MS = 3 * 60 * 60 * 1000;
/** A seeding lock older than this was left by a process that died: seeding takes well under it. */
const LOCK_MS = 10 * 60 * 1000;

/** When a finished seeded folder was made (its DONE marker), or undefined when it is not finished. */
function seededAt(folder: string): number | undefined {
  try {
    return statSync(join(folder, DONE)).mtimeMs;
  } catch {
    return undefined;
  }
}

let seeded: Promise<string> | undefined;

/**
 * A data folder with the demo data that test servers and portals start from a copy of: seeding
 * (migrations, demo data with workflow instances stepped through the engine, the key pair) takes
 * seconds, a copy a fraction of one. Made once and kept in the temporary folder for later runs and
 * other processes, named by a hash of the sources and the time it was seeded; one older than half an
 * hour is seeded again (FRESH_MS). Copy it with `copySeededData`.
 */
export function seededDataFolder(): Promise<string> {
  seeded ??= (async () => {
    const prefix = `eip-seeded-${sourcesHash()}-`;
    const made = () =>
      readdirSync(tmpdir())
        .filter((name) => name.startsWith(prefix))
        .map((name) => ({ folder: join(tmpdir(), name), at: seededAt(join(tmpdir(), name)) }))
        .filter((entry): entry is { folder: string; at: number } => entry.at !== undefined)
        .sort((a, b) => b.at - a.at);
    // One process seeds at a time (test processes start side by side): the others wait for its folder.
    const lock = `${join(tmpdir(), prefix)}lock`;
    for (;;) {
      const newest = made()[0];
      if (newest && Date.now() - newest.at < FRESH_MS) return newest.folder;
      try {
        mkdirSync(lock);
        break;
      } catch {
        // Left by a process that died while seeding, or held by one seeding now.
        if (Date.now() - lockedAt(lock) > LOCK_MS) rmSync(lock, { recursive: true, force: true });
        else await sleep(1000);
      }
    }
    try {
      const seeding = mkdtempSync(join(tmpdir(), 'eip-test-seeding-'));
      const { createApp } = await import('../api/server/app.js');
      const app = await createApp({ dataDir: seeding, seedDemo: true, distDir: join(seeding, 'no-dist') });
      await app.close();
      writeFileSync(join(seeding, DONE), '');
      const folder = join(tmpdir(), `${prefix}${Date.now()}`);
      renameSync(seeding, folder);
      for (const old of made()) {
        if (Date.now() - old.at > STALE_MS) rmSync(old.folder, { recursive: true, force: true });
      }
      return folder;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  })();
  return seeded;
}

/** When the lock folder was taken (now when it is gone: the next turn of the loop takes it). */
function lockedAt(lock: string): number {
  try {
    return statSync(lock).mtimeMs;
  } catch {
    return Date.now();
  }
}

/** Fills `dataDir` with a copy of the seeded data folder. */
export async function copySeededData(dataDir: string): Promise<void> {
  cpSync(await seededDataFolder(), dataDir, { recursive: true, filter: (from) => !from.endsWith(DONE) });
}
