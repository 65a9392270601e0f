/**
 * Public answers from memory (issue 39): the lists that are the same for every caller (the tender site's
 * notice list, the news) kept serialized per request and language, so that a hit answers the stored JSON
 * without asking the database or serializing again.
 *
 * A cached answer is served only while
 * - no process changed a table it reads: each write bumps the cache's generation, in this process as soon
 *   as the statement (and again its transaction) is done (change-feed.ts tellingWrites, before the writing
 *   request answers), in every other process when the database's change feed tells it (the tables'
 *   eip_tell_change triggers, migrations 0006 and 0032);
 * - time alone has not changed it: `horizon` answers the next moment something the answers depend on comes
 *   due (a notice's publication, a project's window boundary), read once per generation;
 * - at most CACHE_VALIDITY_MS old, should a notification be lost with a dropped connection.
 *
 * Bounded in number and size: the least recently used answers go first; a very long one is not kept. Concurrent misses of one key share one load; a
 * refusal or a failed load is not kept.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../contract/envelope.js';
import { CACHE_VALIDITY_MS, onTableChange, type WatchedTable } from '../db/change-feed.js';
import type { Db } from '../db/database.js';
import { inLanguage } from './envelope.js';
import { languageOf } from './translations/index.js';

/** PUBLIC_CACHE=off reads every answer from the database (to measure the cache, or to rule it out). */
const DISABLED = process.env.PUBLIC_CACHE === 'off';

/** Requests whose key is longer than this are answered from the database, not kept. */
const MAX_KEY_LENGTH = 4096;
/** Answers longer than this (characters; a page of every notice) are not kept. */
const MAX_PAYLOAD_LENGTH = 256 * 1024;
/** What one cache keeps at most in all (characters of its answers). */
const MAX_TOTAL_LENGTH = 16 * 1024 * 1024;

export interface PublicCacheOptions {
  /** Every table the answers read: a change to any of them makes the next request fresh. */
  tables: readonly WatchedTable[];
  /** The first moment after `now` at which the answers may change without a write, if any. */
  horizon?: (db: Db, now: Date) => Promise<Date | undefined>;
  /** How many answers are kept (default 500). */
  maxEntries?: number;
}

interface Entry {
  payload: string;
  generation: number;
  /** Date.now() until which it may be served. */
  until: number;
}

export class PublicCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { generation: number; payload: Promise<Entry | string> }>();
  private horizon?: { generation: number; at: Promise<number> };
  private readonly maxEntries: number;
  /** The characters of the kept answers. */
  private length = 0;

  constructor(
    private readonly db: Db,
    private readonly options: PublicCacheOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    onTableChange(db, (table) => {
      if ((options.tables as readonly string[]).includes(table)) this.invalidate();
    });
  }

  /** Forgets every answer: the next request of each key reads the database. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.length = 0;
    this.loading.clear();
    this.horizon = undefined;
  }

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers the request from memory, or from `load` (whose envelope is localized and serialized as the
   * server's preSerialization hook would) and keeps it when it is a success.
   */
  async serve(request: FastifyRequest, reply: FastifyReply, load: () => Promise<Envelope<unknown>>) {
    // Off: the route as it would be without the cache (its answer serialized by the server's hooks).
    if (DISABLED) return load();
    const language = languageOf(request.headers['accept-language']);
    const key = `${language}\n${request.url}\n${request.body === undefined ? '' : JSON.stringify(request.body)}`;
    reply.type('application/json; charset=utf-8');
    if (key.length > MAX_KEY_LENGTH) return reply.send(JSON.stringify(inLanguage(await load(), language)));
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.generation === this.generation && cached.until > now) {
      // Most recently used last: the first ones in the map are the first to go.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return reply.send(cached.payload);
    }
    const generation = this.generation;
    let pending = this.loading.get(key);
    if (!pending || pending.generation !== generation) {
      pending = { generation, payload: this.fill(key, generation, now, language, load) };
      this.loading.set(key, pending);
      const done = pending;
      const forget = () => {
        if (this.loading.get(key) === done) this.loading.delete(key);
      };
      done.payload.then(forget, forget);
    }
    const filled = await pending.payload;
    return reply.send(typeof filled === 'string' ? filled : filled.payload);
  }

  private async fill(
    key: string,
    generation: number,
    started: number,
    language: ReturnType<typeof languageOf>,
    load: () => Promise<Envelope<unknown>>,
  ): Promise<Entry | string> {
    // The horizon is read before the answer: a publication coming due after it is seen by its time.
    const [horizon, envelope] = await Promise.all([this.horizonOf(generation, started), load()]);
    const payload = JSON.stringify(inLanguage(envelope, language));
    if (envelope.state !== true || generation !== this.generation || payload.length > MAX_PAYLOAD_LENGTH) {
      return payload;
    }
    const entry: Entry = { payload, generation, until: Math.min(horizon, started + CACHE_VALIDITY_MS) };
    this.forget(key);
    while (
      this.entries.size > 0 &&
      (this.entries.size >= this.maxEntries || this.length + payload.length > MAX_TOTAL_LENGTH)
    ) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    this.entries.set(key, entry);
    this.length += payload.length;
    return entry;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.length -= entry.payload.length;
  }

  /** The horizon of this generation (read once, again when it has passed). */
  private horizonOf(generation: number, now: number): Promise<number> {
    const { horizon } = this.options;
    if (!horizon) return Promise.resolve(Number.POSITIVE_INFINITY);
    const known = this.horizon;
    if (known && known.generation === generation) {
      return known.at.then((at) => (at > now ? at : this.readHorizon(generation, now)));
    }
    return this.readHorizon(generation, now);
  }

  private readHorizon(generation: number, now: number): Promise<number> {
    const at = (this.options.horizon as NonNullable<PublicCacheOptions['horizon']>)(
      this.db,
      new Date(now),
    ).then((date) => (date ? new Date(date).getTime() : Number.POSITIVE_INFINITY));
    if (generation === this.generation) this.horizon = { generation, at };
    // A failed read keeps nothing: the next miss reads again.
    at.catch(() => {
      if (this.horizon?.at === at) this.horizon = undefined;
    });
    return at;
  }
}

const caches = new WeakMap<object, Map<string, PublicCache>>();

/** The named public cache of a database, made on first use (one per app, like one per process). */
export function publicCache(db: Db, name: string, options: PublicCacheOptions): PublicCache {
  let named = caches.get(db);
  if (!named) {
    named = new Map();
    caches.set(db, named);
  }
  let cache = named.get(name);
  if (!cache) {
    cache = new PublicCache(db, options);
    named.set(name, cache);
  }
  return cache;
}
