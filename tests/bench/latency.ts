import { performance } from 'node:perf_hooks';

/** The p-th percentile of sorted latencies. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Requests per scenario before it is timed: the first plans, cache fills and the JIT compiling the server's
 * code for a new kind of request are not what a visitor of a running server waits for (the first scenario
 * of a fresh server took 20-25 ms at p99 for its first twenty requests and 11 ms after).
 */
export const WARM_UP_REQUESTS = 20;

/**
 * Times each scenario: WARM_UP_REQUESTS requests (the first answers the matching total), then `rounds`
 * sequential requests. Answers the rows of a table
 * (name, total, p50 ms, p99 ms) with a last row for all scenarios together.
 */
export async function latencyRows<S extends { name: string }>(
  scenarios: readonly S[],
  rounds: number,
  ask: (scenario: S) => Promise<string | number>,
): Promise<Array<Array<string | number>>> {
  const all: number[] = [];
  const rows: Array<Array<string | number>> = [];
  for (const scenario of scenarios) {
    const total = await ask(scenario);
    for (let warm = 1; warm < WARM_UP_REQUESTS; warm += 1) await ask(scenario);
    const latencies: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const begin = performance.now();
      await ask(scenario);
      latencies.push(performance.now() - begin);
    }
    latencies.sort((a, b) => a - b);
    all.push(...latencies);
    rows.push([
      scenario.name,
      total,
      percentile(latencies, 50).toFixed(1),
      percentile(latencies, 99).toFixed(1),
    ]);
  }
  all.sort((a, b) => a - b);
  rows.push([
    '**all scenarios**',
    '',
    `**${percentile(all, 50).toFixed(1)}**`,
    `**${percentile(all, 99).toFixed(1)}**`,
  ]);
  return rows;
}
