import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type Db, pendingMigrations } from '../db/database.js';
import { ok } from '../http/envelope.js';
import type { FileStorage } from '../storage/index.js';

export const NOT_READY = '服务未就绪';

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface HealthSources {
  db: Db;
  storage: () => FileStorage;
  /** True once SIGTERM began the shutdown: the load balancer should stop sending requests. */
  draining: () => boolean;
}

/**
 * GET /healthz: the process answers (a liveness probe restarts it when it does not).
 * GET /readyz: the process should get traffic: the database answers, every migration is applied, the
 * file storage can be reached, and the process is not shutting down; 503 with what failed otherwise.
 */
export function registerHealthRoutes(server: FastifyInstance, sources: HealthSources): void {
  const started = Date.now();
  server.get('/healthz', async () =>
    ok({ alive: true, uptimeSeconds: Math.round((Date.now() - started) / 1000) }),
  );
  server.get('/readyz', async (_request, reply) => {
    const [database, migrations, storage] = await Promise.all([
      passes(() => sql`select 1`.execute(sources.db)),
      passes(async () => {
        const pending = await pendingMigrations(sources.db);
        if (pending.length) throw new Error(`pending: ${pending.join(', ')}`);
      }),
      passes(() => sources.storage().probe()),
    ]);
    const checks = { database, migrations, storage, accepting: !sources.draining() };
    if (Object.values(checks).every(Boolean)) return ok(checks);
    return reply.status(503).send({ state: false, message: NOT_READY, value: checks, code: 503 });
  });
}
