import { DEFAULT_MAX_EVENT_LOOP_DELAY_MS, type OperationsOptions } from './http-guards.js';

export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;

/** The operational settings from the environment (docs/operations.md); cross-origin resources follow CORS_ORIGINS. */
export function operationsFromEnv(env: NodeJS.ProcessEnv): OperationsOptions & { shutdownGraceMs: number } {
  const number = (text: string | undefined, fallback: number) =>
    text !== undefined && text !== '' && Number.isFinite(Number(text)) ? Number(text) : fallback;
  return {
    // Left out: 'self' and the CORS_ORIGINS (app.ts).
    frameAncestors: env.FRAME_ANCESTORS ? env.FRAME_ANCESTORS.split(/\s+/).filter(Boolean) : undefined,
    maxEventLoopDelayMs: number(env.MAX_EVENT_LOOP_DELAY_MS, DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceMs: number(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS),
  };
}
