/**
 * Per-user list answers from memory (issue 39): a page of the to-do, done or request list of one user,
 * under one request body, kept until anything it reads changes, so that a user who opens the to-do page
 * again, or many users at once, are answered without asking the database the page's three statements.
 * The same for the inner messages and the tender site's messages (MESSAGE_LISTS), a supplier's
 * registrations and the project lists (TENDER_LISTS), each group dropped by changes to its own tables
 * (migration 0051 adds the messages' and registrations' to the feed). Answers that also depend on the
 * time (a project's status by its windows) are at most CACHE_VALIDITY_MS old, as every kept answer.
 *
 * Exact, not eventually right: a task handled leaves the list on the next request.
 * - On the embedded database (one process) every write to the tables the lists read (migrations 0006,
 *   0020, 0043: tasks, instances, candidates, questions, votes, opinions, users, secretaries) is told to
 *   this process's caches before the writing statement answers (change-feed.ts), raw statements too, and
 *   drops the kept answers of its group.
 * - On PostgreSQL another process hears of a write only a moment after it committed. There each answer is
 *   stamped with the database's transaction snapshot (`pg_current_snapshot()`: the transactions running
 *   and the next one to start) taken before it was read, and served only while the snapshot is still the
 *   same: any transaction that wrote anything and committed since changes it (it leaves the running ones,
 *   or was started after the stamp). One statement without a table, shared by the requests that arrive
 *   while the previous one runs, instead of the page's three.
 * - At most CACHE_VALIDITY_MS old in any case; a failed load is not kept; concurrent misses of one key
 *   share one load.
 *
 * PER_USER_CACHE=off reads every answer from the database (to measure the cache, or to rule it out).
 */
import { sql } from 'kysely';
import { ChangeAwareCache, type WatchedTable } from '../../db/change-feed.js';
import { type Db, isEmbedded, poolOf } from '../../db/database.js';
import { PER_USER_WATCHED_TABLES } from '../../db/migrations/0043_per_user_lists_change_feed.js';

const DISABLED = process.env.PER_USER_CACHE === 'off';

/** Requests whose key is longer than this (a long filter) are answered from the database, not kept. */
const MAX_KEY_LENGTH = 2048;
/** Answers kept at most per process (a page of 20 rows is a few kB). */
const MAX_ENTRIES = 4000;

/** Lists kept together: every table they read; a change to one drops the group's kept answers. */
export interface ListGroup {
  name: string;
  tables: readonly WatchedTable[];
}

/** The workflow's to-do, done and request lists. */
export const WORKFLOW_LISTS: ListGroup = {
  name: 'workflow',
  tables: [...PER_USER_WATCHED_TABLES, 'users', 'bpm_secretaries'],
};

/** The inner messages and the tender site's messages (lists and unread counts; migrations 0006, 0051). */
export const MESSAGE_LISTS: ListGroup = {
  name: 'messages',
  tables: ['inner_messages', 'inner_message_receipts', 'procure_messages'],
};

/** A supplier's registrations and the project lists (migrations 0032, 0051; the winner's name from users). */
export const TENDER_LISTS: ListGroup = {
  name: 'tender',
  tables: ['procure_projects', 'procure_registrations', 'users'],
};

interface Stamped {
  value: unknown;
  /** PostgreSQL's snapshot before the answer was read. */
  snapshot?: string;
}

const caches = new WeakMap<object, Map<string, ChangeAwareCache<Stamped>>>();

function cacheOf(db: Db, group: ListGroup): ChangeAwareCache<Stamped> {
  let groups = caches.get(db);
  if (!groups) {
    groups = new Map();
    caches.set(db, groups);
  }
  let cache = groups.get(group.name);
  if (!cache) {
    cache = new ChangeAwareCache<Stamped>(db, group.tables, MAX_ENTRIES);
    groups.set(group.name, cache);
  }
  return cache;
}

/** The statement of currentSnapshot: fixed text without parameters, sent as one simple query. */
const SNAPSHOT = 'select pg_current_snapshot()::text as snapshot';

async function currentSnapshot(db: Db): Promise<string> {
  const pool = poolOf(db);
  const { rows } = pool
    ? await pool.query<{ snapshot: string }>(SNAPSHOT)
    : await sql<{ snapshot: string }>`${sql.raw(SNAPSHOT)}`.execute(db);
  return rows[0]?.snapshot ?? '';
}

const snapshotReaders = new WeakMap<object, () => Promise<string>>();

/**
 * The snapshot as of a moment after the call: requests that arrive while one snapshot is being read share
 * the next read, which starts after all of them arrived (so it is as new as each of them needs), instead of
 * a statement each. One read at a time.
 */
function snapshotAfterNow(db: Db): Promise<string> {
  let reader = snapshotReaders.get(db);
  if (!reader) {
    let running: Promise<unknown> = Promise.resolve();
    let queued: Promise<string> | undefined;
    reader = () => {
      if (queued) return queued;
      const next = running.then(() => {
        // From here on, a request arriving waits for the read after this one.
        queued = undefined;
        return currentSnapshot(db);
      });
      queued = next;
      running = next.catch(() => {});
      return next;
    };
    snapshotReaders.set(db, reader);
  }
  return reader();
}

/**
 * The answer of `list` for `userId` under `body`: kept, or read by `load` (which must read only the
 * tables of `group` and answer the same for the same user and body until one of them changes; `body`
 * holds whatever else the answer depends on, such as the caller's language).
 */
export async function perUserAnswer<V>(
  db: Db,
  list: string,
  userId: string,
  body: unknown,
  load: () => Promise<V>,
  group: ListGroup = WORKFLOW_LISTS,
): Promise<V> {
  const key = JSON.stringify([list, userId, body ?? null]);
  if (DISABLED || key.length > MAX_KEY_LENGTH) return load();
  const cache = cacheOf(db, group);
  if (isEmbedded(db)) return (await cache.get(key, async () => ({ value: await load() }))).value as V;
  const snapshot = await snapshotAfterNow(db);
  const stamped = async (): Promise<Stamped> => ({ value: await load(), snapshot });
  const kept = await cache.get(key, stamped);
  if (kept.snapshot === snapshot) return kept.value as V;
  // Kept under another snapshot: read again under this one (a concurrent reader may have done so already).
  cache.delete(key);
  const fresh = await cache.get(key, stamped);
  return (fresh.snapshot === snapshot ? fresh.value : await load()) as V;
}
