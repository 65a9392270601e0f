import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/envelope.js';
import { engineStepsSoFar, openEventStreams } from './counters.js';

export interface MetricsSources {
  db: Db;
  pool?: pg.Pool;
  /** The bearer token /metrics asks for (METRICS_TOKEN); without one, loopback callers only. */
  token?: string;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who may read /metrics: with a token configured, whoever sends it as a bearer token; without one, a
 * caller on this machine that came straight (a request relayed by a proxy carries X-Forwarded-For and is
 * refused, so nginx on the same host does not open it to everyone).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) return request.headers.authorization === `Bearer ${token}`;
  return LOOPBACK.test(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

function httpMetrics(register: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  return {
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route (the route pattern) and status code',
      labelNames,
      registers: [register],
    }),
    errors: new Counter({
      name: 'http_request_errors_total',
      help: 'Requests answered with a server error (5xx), by method and route',
      labelNames: ['method', 'route'] as const,
      registers: [register],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    }),
  };
}

function serverMetrics(register: Registry, { db, pool }: MetricsSources): void {
  new Gauge({
    name: 'eip_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'eip_event_streams_open',
    help: 'Server-sent event streams open on this process',
    registers: [register],
    collect() {
      this.set(openEventStreams(db));
    },
  });
  let counted = 0;
  new Counter({
    name: 'eip_workflow_engine_steps_total',
    help: 'Workflow engine steps this process saved (starts, completions, moves)',
    registers: [register],
    collect() {
      const now = engineStepsSoFar();
      this.inc(now - counted);
      counted = now;
    },
  });
  new Gauge({
    name: 'eip_workflow_timers_queued',
    help: 'Workflow timers not fired yet (all, and those already due)',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      const { rows } = await sql<{ queued: string; due: string }>`
        select count(*) as queued, count(*) filter (where due_at <= now()) as due
        from bpm_timers where fired_at is null`.execute(db);
      this.set({ state: 'queued' }, Number(rows[0]?.queued ?? 0));
      this.set({ state: 'due' }, Number(rows[0]?.due ?? 0));
    },
  });
  new Gauge({
    name: 'eip_workflow_timer_starts',
    help: 'Next starts of definitions with a timer start event (all, and those already due: a start late to fire)',
    labelNames: ['state'] as const,
    registers: [register],
    async collect() {
      const { rows } = await sql<{ queued: string; due: string }>`
        select count(*) as queued, count(*) filter (where due_at <= now()) as due
        from bpm_timer_starts`.execute(db);
      this.set({ state: 'queued' }, Number(rows[0]?.queued ?? 0));
      this.set({ state: 'due' }, Number(rows[0]?.due ?? 0));
    },
  });
}

/**
 * Prometheus metrics at GET /metrics: requests by route (rate, latency, errors), the database pool,
 * open event streams, workflow engine steps and queued timers, and the process's own (memory, CPU,
 * event loop lag). Each server has its own registry (tests run several in one process).
 */
export function installMetrics(server: FastifyInstance, sources: MetricsSources): void {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const http = httpMetrics(register);
  serverMetrics(register, sources);
  server.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw url: one series per route, whatever ids the urls carry.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    http.requests.inc({ method: request.method, route, status_code: String(status) });
    http.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) http.errors.inc({ method: request.method, route });
  });
  server.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, sources.token)) throw forbidden();
    return reply.type(register.contentType).send(await register.metrics());
  });
}
