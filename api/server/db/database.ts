import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** Folder of the embedded database (used when no url is given). */
  dataDir: string;
  /** A PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl?: string;
}

export interface OpenedDatabase {
  db: Db;
  embedded: boolean;
}

/** Opens the embedded PGlite database in dataDir, or PostgreSQL when a url is given. */
export function openDatabase(options: DatabaseOptions): OpenedDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), embedded: false };
  }
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  return { db: new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }), embedded: true };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
