/**
 * Copies the files of the local disk storage (DATA_DIR/files) into the S3-compatible bucket the
 * environment names (S3_BUCKET, S3_ENDPOINT, ... as the server reads them): `npm run storage:copy-to-s3`
 * once before the processes start on the bucket. Files already in the bucket are left as they are, so the
 * command can run again after an interruption. Names and types come from the database when it is
 * reachable (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db } from '../db/database.js';
import { createLocalFileStorage, type FileStorage, type StoredFileMeta } from './file-storage.js';
import { createS3FileStorage, s3OptionsFromEnv } from './s3-storage.js';

const UNKNOWN: StoredFileMeta = { name: '', mime: 'application/octet-stream' };

/** The keys stored under a disk storage's root (root/ab/abcdef...), half-written files left out. */
async function diskKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  for (const folder of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!folder.isDirectory()) continue;
    for (const name of await readdir(join(root, folder.name))) {
      if (!name.endsWith('.partial')) keys.push(name);
    }
  }
  return keys.sort();
}

export interface CopyReport {
  copied: string[];
  skipped: string[];
}

/** Copies every file under `root` that `target` does not hold yet. */
export async function copyDiskFiles(
  root: string,
  target: FileStorage,
  metaOf: (key: string) => Promise<StoredFileMeta> = async () => UNKNOWN,
): Promise<CopyReport> {
  const source = createLocalFileStorage(root);
  const report: CopyReport = { copied: [], skipped: [] };
  for (const key of await diskKeys(root)) {
    const there = await target.get(key);
    if (there) {
      there.destroy();
      report.skipped.push(key);
      continue;
    }
    const bytes = await source.get(key);
    if (!bytes) continue;
    await target.put(key, bytes, await metaOf(key));
    report.copied.push(key);
  }
  return report;
}

/** Name and type of a stored file from the files table. */
export function metaFromDatabase(db: Db) {
  return async (key: string): Promise<StoredFileMeta> => {
    const row = await db
      .selectFrom('files')
      .select(['name', 'mime'])
      .where('storage_key', '=', key)
      .executeTakeFirst();
    return row ?? UNKNOWN;
  };
}

async function main(): Promise<void> {
  const s3 = s3OptionsFromEnv(process.env);
  if (!s3)
    throw new Error(
      'S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) must be set',
    );
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const { openDatabase } = await import('../db/database.js');
  const { db } = openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const report = await copyDiskFiles(join(dataDir, 'files'), createS3FileStorage(s3), metaFromDatabase(db));
    console.log(
      `copied ${report.copied.length} files to bucket ${s3.bucket}; ${report.skipped.length} were there already`,
    );
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
