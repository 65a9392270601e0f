/**
 * Server throughput: the reference backend on a fresh embedded database in a temporary folder, driven over
 * 127.0.0.1 by 50 concurrent clients (plain fetch and a pool), for sign-in and for authenticated calls.
 * Prints a markdown table and rewrites the '## Server throughput' section of docs/benchmarks.md.
 *
 *   node --import tsx tests/bench/server-throughput.ts
 *
 * BENCH_CONCURRENCY, BENCH_SECONDS (per scenario) and BENCH_REQUESTS (per scenario) bound a run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { encryptPassword } from '../../api/client/encrypt.js';
import { createApp } from '../../api/server/app.js';
import { markdownTable, writeSection } from './report.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAX_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5000);
const PASSWORD = 'Portal@2026';

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  /** Sign-in is slow on purpose (scrypt); it gets fewer requests so that a run stays short. */
  maxRequests?: number;
}

interface Result {
  scenario: Scenario;
  requests: number;
  failures: number;
  seconds: number;
  latencies: number[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Keeps CONCURRENCY requests in flight until the request budget or the time is used up. */
async function run(base: string, scenario: Scenario): Promise<Result> {
  const budget = Math.min(scenario.maxRequests ?? MAX_REQUESTS, MAX_REQUESTS);
  const deadline = performance.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let started = 0;
  let failures = 0;
  const headers: Record<string, string> = {};
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  if (scenario.token) headers.authorization = `Bearer ${scenario.token}`;
  const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);

  const worker = async () => {
    while (started < budget && performance.now() < deadline) {
      started += 1;
      const begin = performance.now();
      try {
        const response = await fetch(base + scenario.path, { method: scenario.method, headers, body });
        const answer = (await response.json()) as { state?: boolean };
        if (!response.ok || answer.state !== true) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - begin);
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - begin) / 1000;
  return {
    scenario,
    requests: latencies.length,
    failures,
    seconds,
    latencies: latencies.sort((a, b) => a - b),
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eip-bench-'));
  const app = await createApp({
    dataDir,
    seedDemo: true,
    distDir: join(dataDir, 'no-dist'),
    // The sign-in limit guards against guessing; a benchmark from one address would hit it at once.
    rateLimit: { auth: 1_000_000, sendCode: 1_000_000 },
  });
  try {
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    const prefix = (service: 'uc' | 'portal') => app.ctx.prefixes[service];

    const key = (await (await fetch(`${base}${prefix('uc')}/base/tools/v1/getPublicKey`)).json()) as {
      value: string;
    };
    // One ciphertext for every attempt: the client's cost of encrypting is not the server's throughput.
    const signIn = { username: 'supplier', password: encryptPassword(key.value, PASSWORD) };
    const authPath = `${prefix('uc')}/auth?tenantId=-1`;
    const login = (await (
      await fetch(base + authPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signIn),
      })
    ).json()) as { state: boolean; message: string; value?: { token: string } };
    if (!login.value?.token) throw new Error(`sign-in failed: ${login.message}`);
    const token = login.value.token;

    const scenarios: Scenario[] = [
      {
        name: 'sign-in `POST {uc}/auth` (scrypt)',
        method: 'POST',
        path: authPath,
        body: signIn,
        maxRequests: 500,
      },
      {
        name: 'unread count `POST getMyUnReadCount`',
        method: 'POST',
        path: `${prefix('portal')}/procureMessage/v1/getMyUnReadCount`,
        body: {},
        token,
      },
    ];
    const menuPath = `${prefix('portal')}/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`;
    const menuProbe = await fetch(base + menuPath, { headers: { authorization: `Bearer ${token}` } });
    await menuProbe.arrayBuffer();
    if (menuProbe.ok) {
      scenarios.push({ name: 'menu tree `GET getCurrentUserMenu`', method: 'GET', path: menuPath, token });
    }

    const results: Result[] = [];
    for (const scenario of scenarios) {
      // A short warm-up so that the first measured requests do not pay for JIT and connection setup.
      await run(base, { ...scenario, maxRequests: CONCURRENCY });
      results.push(await run(base, scenario));
    }

    const table = markdownTable(
      ['call', 'requests', 'failures', 'requests/s', 'p50 ms', 'p99 ms'],
      results.map((result) => [
        result.scenario.name,
        result.requests,
        result.failures,
        (result.requests / result.seconds).toFixed(0),
        percentile(result.latencies, 50).toFixed(1),
        percentile(result.latencies, 99).toFixed(1),
      ]),
    );
    const setup = [
      `${CONCURRENCY} concurrent connections over 127.0.0.1, at most ${SECONDS} s or ${MAX_REQUESTS} requests per call`,
      `(sign-in at most 500), after a warm-up; one server process on the embedded database (PGlite), Node`,
      `${process.versions.node}, ${cpus().length} cores. Signed in as \`supplier\`. Run with`,
      '`node --import tsx tests/bench/server-throughput.ts`.',
    ].join('\n');
    console.log(table);
    writeSection('Server throughput', `${setup}\n\n${table}`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
