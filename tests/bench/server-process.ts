import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { ServiceName } from '../../api/contract/deployment.js';
import type { AppOptions } from '../../api/server/app.js';

/** A reference backend running in a child process (tests/bench/bench-server.ts). */
export interface ServerProcess {
  base: string;
  prefixes: Record<ServiceName, string>;
  stop(): Promise<void>;
}

/** Starts the backend in its own process and resolves once it listens. */
export async function startServerProcess(options: AppOptions): Promise<ServerProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      new URL('./bench-server.ts', import.meta.url).pathname,
      JSON.stringify(options),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the benchmark server exited with ${String(code)} before it listened`);
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const firstLine = once(lines, 'line').then(([line]) => String(line));
  const ready = JSON.parse(await Promise.race([firstLine, exited])) as {
    port: number;
    prefixes: Record<ServiceName, string>;
  };
  exited.catch(() => {});
  return {
    base: `http://127.0.0.1:${ready.port}`,
    prefixes: ready.prefixes,
    async stop() {
      if (child.exitCode !== null) return;
      const gone = once(child, 'exit');
      child.kill('SIGTERM');
      await gone;
    },
  };
}
