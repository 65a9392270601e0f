import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { closingAlso, listenToPglite, listenToPostgres } from './change-feed.js';
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
  // Each process listens to the change feed its caches follow (change-feed.ts).
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const dialect = closingAlso(new PostgresDialect({ pool }), () => stopListening());
    const db = new Kysely<Database>({ dialect });
    const stopListening = listenToPostgres(db, databaseUrl);
    return { db, embedded: false };
  }
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram index of the notices' free text (migration 0006).
  const pglite = new PGlite(dir, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  // Should listening fail, the caches still forget within a second.
  listenToPglite(db, pglite).catch(() => {});
  return { db, embedded: true };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
