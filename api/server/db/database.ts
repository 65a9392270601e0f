import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { closingAlso, listenToPglite, listenToPostgres, tellingWrites } from './change-feed.js';
import { PUBLIC_WATCHED_TABLES } from './migrations/0032_public_lists_change_feed.js';
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
  /** The connection pool on PostgreSQL (its sizes are metrics). */
  pool?: pg.Pool;
}

/** Connections of one server process to PostgreSQL (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The tables whose writes this process's caches hear of before the writing request answers (change-feed.ts
 * tellingWrites): the public lists', and the menus and grants an administrator changes (issue 38), so that
 * the administrator's next request already sees the menu tree as changed; other processes hear of them
 * through the change feed.
 */
const TOLD_AT_ONCE = [...PUBLIC_WATCHED_TABLES, 'menus', 'portal_grants', 'roles', 'user_roles'] as const;

const embeddedDatabases = new WeakSet<object>();

/**
 * Whether `db` is the embedded database: one process, whose change feed tells its caches of every write
 * (any statement's, raw ones too) before the write answers. On PostgreSQL other processes hear of a write
 * a moment later (change-feed.ts), so a cache that must be exact there checks the database's snapshot.
 */
export function isEmbedded(db: object): boolean {
  return embeddedDatabases.has(db);
}

const pools = new WeakMap<object, pg.Pool>();

/**
 * The connection pool of `db` on PostgreSQL (undefined on the embedded database), for a statement that gains
 * from going around Kysely: Kysely sends every statement with its parameters (the extended protocol: parse,
 * bind, execute), where a fixed text without parameters goes as one simple query. For
 * `select pg_current_snapshot()`, which each cached per-user answer waits for, that measured 38 instead of
 * 89 µs of CPU and 81 instead of 310 µs of waiting (per-user-cache.ts).
 */
export function poolOf(db: object): pg.Pool | undefined {
  return pools.get(db);
}

/** Opens the embedded PGlite database in dataDir, or PostgreSQL when a url is given. */
export function openDatabase(options: DatabaseOptions & { poolSize?: number }): OpenedDatabase {
  // Each process listens to the change feed its caches follow (change-feed.ts).
  const { databaseUrl } = options;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? DEFAULT_POOL_SIZE });
    const dialect = tellingWrites(
      closingAlso(new PostgresDialect({ pool }), () => stopListening()),
      () => db,
      TOLD_AT_ONCE,
    );
    const db: Kysely<Database> = new Kysely<Database>({ dialect });
    const stopListening = listenToPostgres(db, databaseUrl);
    pools.set(db, pool);
    return { db, embedded: false, pool };
  }
  const dir = join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram index of the notices' free text (migration 0006); btree_gin: the list filters in
  // the free-text indexes (0021).
  const pglite = new PGlite(dir, { extensions: { pg_trgm, btree_gin } });
  const db: Kysely<Database> = new Kysely<Database>({
    dialect: tellingWrites(new PGliteDialect({ pglite }), () => db, TOLD_AT_ONCE),
  });
  embeddedDatabases.add(db);
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

/** Migrations of the provider not applied to the database yet (none once the server is ready). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = Object.keys(await migrationProvider.getMigrations());
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(applied.rows.map((row) => row.name));
  return known.filter((name) => !done.has(name));
}

/** The advisory lock processes starting on one PostgreSQL take around migrating and seeding. */
const STARTUP_LOCK = 1_210_019;

/**
 * Runs `work` (migrations, demo data) in one process at a time: on PostgreSQL under a session advisory
 * lock held on a connection of its own, so that processes started together migrate once and the later
 * ones find the work done. The embedded database belongs to one process and needs no lock.
 */
export async function exclusivelyAtStart<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    // Ending the session releases the lock too; unlocking first tells the next process at once.
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    await client.end().catch(() => {});
  }
}
