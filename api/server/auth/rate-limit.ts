import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/envelope.js';
import { passwordKeys } from './rsa.js';

/** Requests per minute a client may make to the identity calls that guess or send something. */
export interface RateLimits {
  /** Sign-in attempts per client address and account (/auth, /sso/auth, the dev sign-in form). */
  auth: number;
  /** Verification codes per client address (sendCode). */
  sendCode: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { auth: 10, sendCode: 5 };

export interface IdentitySettings {
  rateLimits: RateLimits;
  /** The development outbox and identity provider are served (never in production). */
  devTools: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    identitySettings: IdentitySettings;
  }
}

export const RATE_LIMIT_WINDOW_MS = 60_000;
export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

async function sweepCounters(db: Db, now: Date): Promise<void> {
  try {
    await db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', new Date(now.getTime() - 86_400_000))
      .execute();
  } catch {
    // A sweep that fails is retried by a later request; the counters stay correct either way.
  }
}

/**
 * Counters kept in the database rather than in memory, so that several server processes behind a load
 * balancer share one limit. One row per key; a window restarts once it is over.
 */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = new Date();
      const windowOver = new Date(now.getTime() - timeWindow);
      sql<{ hits: number; window_start: Date }>`
        insert into rate_limit_hits (key, window_start, hits) values (${`${this.scope}|${key}`}, ${now}, 1)
        on conflict (key) do update set
          hits = case when rate_limit_hits.window_start <= ${windowOver} then 1 else rate_limit_hits.hits + 1 end,
          window_start = case when rate_limit_hits.window_start <= ${windowOver} then ${now}
            else rate_limit_hits.window_start end
        returning hits, window_start`
        .execute(db)
        .then(
          ({ rows }) => {
            const row = rows[0];
            if (!row) return callback(new Error('rate limit counter missing'));
            const started = new Date(row.window_start).getTime();
            callback(null, { current: row.hits, ttl: Math.max(0, started + timeWindow - now.getTime()) });
            // Old counters are swept now and then rather than on every request.
            if (Math.random() < 0.01) void sweepCounters(db, now);
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo`, which its types leave out.
      const route: unknown = Reflect.get(routeOptions, 'routeInfo');
      const scope =
        typeof route === 'object' && route !== null
          ? `${String(Reflect.get(route, 'method'))} ${String(Reflect.get(route, 'url'))}`
          : 'global';
      return new DatabaseRateLimitStore({}, scope);
    }
  };
}

export interface IdentityOptions {
  dataDir: string;
  rateLimit?: Partial<RateLimits>;
  devTools?: boolean;
}

/**
 * Registers the rate-limit plugin (opt-in per route through `config.rateLimit`) with counters in the
 * database, and the identity settings the identity routes read; makes the password key pair on first start.
 */
export async function installIdentity(
  server: FastifyInstance,
  db: Db,
  options: IdentityOptions,
): Promise<void> {
  await passwordKeys(options.dataDir);
  server.decorate('identitySettings', {
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimit },
    devTools: options.devTools ?? process.env.NODE_ENV !== 'production',
  });
  const pluginOptions: RateLimitPluginOptions = {
    global: false,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    store: databaseStore(db),
    errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
  };
  await server.register(fastifyRateLimit, pluginOptions);
}

/** A route's rate limit: `max` requests a minute per key, counted once the body is read. */
export function perMinute<R extends { ip: string } = FastifyRequest>(
  max: number,
  keyOf: (request: R) => string,
) {
  return {
    rateLimit: {
      max,
      timeWindow: RATE_LIMIT_WINDOW_MS,
      hook: 'preHandler' as const,
      // Counted in preHandler, after validation: the request carries the route's validated body and query,
      // which the plugin's own type does not know; R names them for the key.
      keyGenerator: keyOf as unknown as (request: FastifyRequest) => string,
    },
  };
}
