import type { PGlite } from '@electric-sql/pglite';
import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  DeleteQueryNode,
  type Dialect,
  type Driver,
  InsertQueryNode,
  type OperationNode,
  TableNode,
  type TransactionSettings,
  UpdateQueryNode,
  WithNode,
} from 'kysely';
import pg from 'pg';
import { CHANGE_CHANNEL, type WATCHED_TABLES } from './migrations/0006_speed.js';
import type { SECRETARY_WATCHED_TABLES } from './migrations/0020_secretaries_change_feed.js';
import { PUBLIC_WATCHED_TABLES } from './migrations/0032_public_lists_change_feed.js';
import type { PER_USER_WATCHED_TABLES } from './migrations/0043_per_user_lists_change_feed.js';
import type { PER_USER_TENDER_WATCHED_TABLES } from './migrations/0051_per_user_tender_lists_change_feed.js';

/**
 * Changes to the tables the server's caches read, told to every server process. Triggers (migration
 * 0006) `pg_notify` the table's name on CHANGE_CHANNEL after each statement that changed it; each
 * process listens (the embedded database itself, or one dedicated PostgreSQL connection) and drops what
 * its caches hold from that table. The caches also forget everything after CACHE_VALIDITY_MS, so a
 * notification lost with a dropped connection still takes effect within a second.
 */
export type WatchedTable =
  | (typeof WATCHED_TABLES)[number]
  | (typeof SECRETARY_WATCHED_TABLES)[number]
  | (typeof PUBLIC_WATCHED_TABLES)[number]
  | (typeof PER_USER_WATCHED_TABLES)[number]
  | (typeof PER_USER_TENDER_WATCHED_TABLES)[number];

/** How long a cached answer is trusted at most, notifications or not. */
export const CACHE_VALIDITY_MS = 1000;

type Listener = (table: string) => void;

// Keyed by the database object: two apps in one process (tests) are two listeners, like two processes.
const listeners = new WeakMap<object, Set<Listener>>();

function listenersOf(db: object): Set<Listener> {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  return set;
}

/** Calls `listener` with a table's name whenever any process changed it. */
export function onTableChange(db: object, listener: Listener): void {
  listenersOf(db).add(listener);
}

function tell(db: object, table: string): void {
  for (const listener of listenersOf(db)) listener(table);
}

/** The embedded database tells its own session, before the changing statement's promise resolves. */
export async function listenToPglite(db: object, pglite: PGlite): Promise<void> {
  await pglite.listen(CHANGE_CHANNEL, (table) => tell(db, table));
}

/**
 * One connection of its own that LISTENs, reconnecting after a failure; answers the function that closes
 * it. While it is down, the caches still forget within CACHE_VALIDITY_MS.
 */
export function listenToPostgres(db: object, connectionString: string): () => Promise<void> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    const next = new pg.Client({ connectionString });
    client = next;
    const reconnect = () => {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (closed || client !== next) return;
      client = undefined;
      retry = setTimeout(connect, CACHE_VALIDITY_MS);
      retry.unref();
    };
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) tell(db, message.payload);
    });
    next.on('error', reconnect);
    next.on('end', reconnect);
    next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGE_CHANNEL}`))
      .catch(reconnect);
  };
  connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/**
 * The tables a statement writes, read off the query Kysely built (its CTEs' writes included). A raw `sql`
 * statement names none here: its writes reach the caches through the change feed alone (the embedded
 * database tells its own session before the statement answers; raw writes to the public tables are the
 * migrations' and the demo's date move, at start).
 */
export function writtenTables(query: OperationNode): string[] {
  const targets: OperationNode[] = [];
  if (InsertQueryNode.is(query) && query.into) targets.push(query.into);
  else if (UpdateQueryNode.is(query) && query.table) targets.push(query.table);
  else if (DeleteQueryNode.is(query)) targets.push(...query.from.froms);
  const withNode = (query as { with?: OperationNode }).with;
  const ctes = withNode && WithNode.is(withNode) ? withNode.expressions : [];
  return [
    ...targets.flatMap((target) => {
      const table = AliasNode.is(target) ? target.node : target;
      return TableNode.is(table) ? [table.table.identifier.name] : [];
    }),
    ...ctes.flatMap((cte) => writtenTables(cte.expression)),
  ];
}

/**
 * The dialect whose writes to the public lists' tables (0032) this process's caches hear of at once: after
 * each statement writing one (and again once its transaction committed), `tell` before the statement's
 * promise resolves, so that the writing request answers only after this process forgot what it held.
 * Other processes hear of it through the change feed; PostgreSQL's notification to this process's own
 * LISTEN connection may come after the writing request answered, this does not. (The other watched
 * tables keep to the feed alone, as their caches were made for.)
 */
export function tellingWrites(
  dialect: Dialect,
  db: () => object,
  watched: readonly string[] = PUBLIC_WATCHED_TABLES,
): Dialect {
  const patched = new WeakSet<object>();
  // The tables written in each connection's open transaction.
  const inTransaction = new WeakMap<object, Set<string>>();
  const patch = (connection: DatabaseConnection) => {
    if (patched.has(connection)) return connection;
    patched.add(connection);
    const execute = connection.executeQuery.bind(connection);
    connection.executeQuery = (async (compiled: CompiledQuery) => {
      const result = await execute(compiled);
      const tables = writtenTables(compiled.query).filter((table) => watched.includes(table));
      const pending = inTransaction.get(connection);
      for (const table of tables) {
        pending?.add(table);
        tell(db(), table);
      }
      return result;
    }) as DatabaseConnection['executeQuery'];
    return connection;
  };
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (kysely) => dialect.createIntrospector(kysely),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () =>
      new Proxy(dialect.createDriver(), {
        get(driver: Driver, key) {
          if (key === 'acquireConnection') return async () => patch(await driver.acquireConnection());
          if (key === 'beginTransaction') {
            return async (connection: DatabaseConnection, settings: TransactionSettings) => {
              await driver.beginTransaction(connection, settings);
              inTransaction.set(connection, new Set());
            };
          }
          if (key === 'commitTransaction') {
            return async (connection: DatabaseConnection) => {
              const written = inTransaction.get(connection);
              inTransaction.delete(connection);
              await driver.commitTransaction(connection);
              for (const table of written ?? []) tell(db(), table);
            };
          }
          if (key === 'rollbackTransaction') {
            return async (connection: DatabaseConnection) => {
              inTransaction.delete(connection);
              await driver.rollbackTransaction(connection);
            };
          }
          const value: unknown = Reflect.get(driver, key);
          return typeof value === 'function' ? value.bind(driver) : value;
        },
      }),
  };
}

/** The dialect with one more thing to close when the database is destroyed (the LISTEN connection). */
export function closingAlso(dialect: Dialect, close: () => Promise<void>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () =>
      new Proxy(dialect.createDriver(), {
        get(driver: Driver, key) {
          if (key === 'destroy') return () => close().then(() => driver.destroy());
          const value: unknown = Reflect.get(driver, key);
          return typeof value === 'function' ? value.bind(driver) : value;
        },
      }),
  };
}

/**
 * A per-process cache of answers read from the watched tables: each entry is kept at most
 * CACHE_VALIDITY_MS and dropped as soon as any process changes one of its tables. Concurrent misses of
 * one key share one load; a failed load is not kept.
 */
export class ChangeAwareCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; freshUntil: number }>();

  constructor(
    db: object,
    tables: readonly WatchedTable[],
    private readonly maxEntries = 10_000,
  ) {
    onTableChange(db, (table) => {
      if ((tables as readonly string[]).includes(table)) this.entries.clear();
    });
  }

  get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const now = performance.now();
    const cached = this.entries.get(key);
    if (cached && cached.freshUntil > now) return cached.value;
    if (this.entries.size >= this.maxEntries) this.sweep(now);
    const entry = { value: load(), freshUntil: now + CACHE_VALIDITY_MS };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => (keep(value) ? undefined : forget()), forget);
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.freshUntil <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}

const caches = new WeakMap<object, Map<string, ChangeAwareCache<unknown>>>();

/** The named cache of a database, made on first use. */
export function changeAwareCache<V>(
  db: object,
  name: string,
  tables: readonly WatchedTable[],
): ChangeAwareCache<V> {
  let named = caches.get(db);
  if (!named) {
    named = new Map();
    caches.set(db, named);
  }
  let cache = named.get(name);
  if (!cache) {
    cache = new ChangeAwareCache<unknown>(db, tables);
    named.set(name, cache);
  }
  return cache as ChangeAwareCache<V>;
}
