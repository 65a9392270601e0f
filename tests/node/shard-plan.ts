import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * How long each node test file took in the last run (tests/run-node-shards.sh records it), kept in the
 * temporary folder beside the seeded data: the shards are dealt by it.
 */
export const DURATIONS_FILE = join(tmpdir(), 'eip-node-test-durations.json');

/**
 * The times of a whole run kept in the repository, for a machine that has not run the tests yet (a clean
 * clone in CI): dealt by file size instead, the shards ended 30 s apart. Refresh it from the temporary one
 * (`cp "$TMPDIR/eip-node-test-durations.json" tests/node/shard-durations.json`) when files came or went.
 */
const COMMITTED_DURATIONS_FILE = join(import.meta.dirname, 'shard-durations.json');

function durationsIn(file: string): Record<string, number> {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  } catch {
    return {};
  }
}

/** This machine's last run's times, over the committed ones. */
function lastDurations(): Record<string, number> {
  return { ...durationsIn(COMMITTED_DURATIONS_FILE), ...durationsIn(DURATIONS_FILE) };
}

/**
 * The files (paths under `dir`) of shard `shard` of `shards`, in name order. The files are dealt
 * longest first, each to the shard with the least work so far, so that the shards end together rather
 * than one core idling while the other runs the last files. A file's work is its time in the last run;
 * a file not seen yet (a new one, or a first run) counts by its size at the known files' time per byte.
 */
export function filesOfShard(dir: string, files: string[], shard: number, shards: number): string[] {
  const durations = lastDurations();
  const sizes = new Map(files.map((file) => [file, statSync(join(dir, file)).size]));
  const known = files.filter((file) => durations[file] !== undefined);
  const knownTime = known.reduce((sum, file) => sum + (durations[file] ?? 0), 0);
  const knownSize = known.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  const perByte = knownTime && knownSize ? knownTime / knownSize : 1;
  const work = (file: string) => durations[file] ?? (sizes.get(file) ?? 0) * perByte;
  const loads = Array.from({ length: shards }, () => 0);
  const dealt = new Map<string, number>();
  for (const file of [...files].sort((a, b) => work(b) - work(a) || a.localeCompare(b))) {
    const least = loads.indexOf(Math.min(...loads));
    loads[least] = (loads[least] ?? 0) + work(file);
    dealt.set(file, least);
  }
  return files.filter((file) => dealt.get(file) === shard - 1).sort();
}

/**
 * Keeps each file's time from the shards' spec reports (a top-level line `✔ server/x.test.ts (1234.5ms)`
 * per file, tests/node/index.ts naming each suite by its path) for the next run's dealing.
 */
export function recordDurations(reports: string[]): void {
  const durations: Record<string, number> = {};
  for (const report of reports) {
    for (const [, file, ms] of report.matchAll(/^[✔✖] (\S+\.test\.tsx?) \(([\d.]+)ms\)$/gmu)) {
      durations[file as string] = Math.round(Number(ms));
    }
  }
  if (Object.keys(durations).length) writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 1)}\n`);
}
