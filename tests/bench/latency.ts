import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The p-th percentile of sorted latencies. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Requests of each scenario before any is timed, the scenarios in turns: the first plans, cache fills and
 * the JIT compiling the server's code (and the embedded database's WebAssembly) for a kind of request are
 * not what a visitor of a running server waits for. A fresh server's first scenario took 20-25 ms at p99
 * over its first twenty requests and 11 ms after; a simple list page was still 50% slower after a
 * thousand of its own requests than once the heavier searches had run too.
 */
export const WARM_UP_REQUESTS = 50;

/** One call the benchmark times: a JSON POST (with the headers the caller needs, such as a token). */
export interface TimedCall {
  name: string;
  url: string;
  body: unknown;
  headers?: Record<string, string>;
}

/** What the client thread answers: each scenario's first answer (decoded JSON) and its latencies in ms. */
export interface TimedRun {
  answers: unknown[];
  latencies: number[][];
}

/**
 * Times each call the way a load generator does (autocannon, wrk), in a thread of its own: sequential
 * requests over one kept-alive connection, the clock stopped at the answer's last byte. The thread keeps
 * the client's own garbage collection off the clock: timed with `fetch` on the benchmark's main thread,
 * its pauses (up to 11 ms) were the slowest requests of a run, and fetch itself added 2 ms to each.
 */
export async function timeCalls(calls: readonly TimedCall[], rounds: number): Promise<TimedRun> {
  const worker = new Worker(fileURLToPath(new URL('./latency-client.mjs', import.meta.url)), {
    workerData: { calls, rounds, warmUp: WARM_UP_REQUESTS },
  });
  try {
    // Rejects with the thread's error when it fails instead.
    const [run] = (await once(worker, 'message')) as [TimedRun];
    return run;
  } finally {
    await worker.terminate();
  }
}

/**
 * Times each scenario (timeCalls) and answers the rows of a table (name, total, p50 ms, p99 ms) with a
 * last row for all scenarios together; `total` reads the count a scenario's first answer gives.
 */
export async function latencyRows<S extends TimedCall>(
  scenarios: readonly S[],
  rounds: number,
  total: (answer: unknown, scenario: S) => string | number,
): Promise<Array<Array<string | number>>> {
  const { answers, latencies } = await timeCalls(scenarios, rounds);
  const all: number[] = [];
  const rows = scenarios.map((scenario, index) => {
    const sorted = [...(latencies[index] ?? [])].sort((a, b) => a - b);
    all.push(...sorted);
    return [
      scenario.name,
      total(answers[index], scenario),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
    ];
  });
  all.sort((a, b) => a - b);
  rows.push([
    '**all scenarios**',
    '',
    `**${percentile(all, 50).toFixed(1)}**`,
    `**${percentile(all, 99).toFixed(1)}**`,
  ]);
  return rows;
}

/**
 * This machine's own jitter, for reading a run's p99: the same fixed computation (about 8 ms on a quiet
 * machine of the 2-core VMs this runs on) timed again and again for `ms`, answered as p50 and p99. On
 * those VMs its p99 was 1.5 times its p50 with nothing else running, and both moved by 20% within an hour.
 */
export function cpuJitter(ms = 3000): { p50: number; p99: number } {
  const work = () => {
    let x = 0;
    for (let i = 0; i < 3e6; i += 1) x += Math.sqrt(i ^ x);
    return x;
  };
  for (let warm = 0; warm < 20; warm += 1) work();
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const begin = performance.now();
    work();
    times.push(performance.now() - begin);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}
