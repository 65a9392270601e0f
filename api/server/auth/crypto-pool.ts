import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * A small pool of worker threads (crypto-worker.ts) for scrypt (~50 ms a sign-in) and RSA decryption
 * (under a millisecond). One task per worker at a time, the rest wait in order; workers start on first use and keep
 * the process alive only while they work.
 */
export type CryptoTask =
  | {
      kind: 'scrypt';
      password: string;
      /** base64 */
      salt: string;
      keyLength: number;
      cost: { N: number; r: number; p: number; maxmem: number };
    }
  | {
      kind: 'rsa-decrypt';
      privateKeyPem: string;
      /** The ciphertext of the modulus length, base64. */
      cipher: string;
    };

interface Pending {
  id: number;
  task: CryptoTask;
  resolve(result: string | null): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  current?: Pending;
}

/**
 * One core stays for the event loop, at most four workers; at least two, so that a burst of sign-ins is
 * through in half the time on a two-core machine (the event loop still keeps its latency: the workers
 * are threads the system schedules beside it).
 */
export const POOL_SIZE = Math.max(2, Math.min(4, availableParallelism() - 1));

// The worker is TypeScript like the rest of the server; Node 20 does not apply `--import tsx` to a
// worker's entry module, so a one-line bootstrap registers tsx first.
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./crypto-worker.ts', import.meta.url).href)}); });`;

const queue: Pending[] = [];
const workers: PoolWorker[] = [];
let nextId = 1;

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(WORKER_BOOTSTRAP, { eval: true }) };
  entry.worker.on('message', (message: { id: number; result?: string | null; error?: string }) => {
    const done = entry.current;
    if (!done || done.id !== message.id) return;
    entry.current = undefined;
    entry.worker.unref();
    if (message.error !== undefined) done.reject(new Error(message.error));
    else done.resolve(message.result ?? null);
    dispatch();
  });
  const fail = (error: Error) => {
    workers.splice(workers.indexOf(entry), 1);
    entry.current?.reject(error);
    entry.current = undefined;
    dispatch();
  };
  entry.worker.on('error', fail);
  entry.worker.on('exit', (code) => {
    if (workers.includes(entry)) fail(new Error(`crypto worker exited with ${code}`));
  });
  // Idle workers do not keep the process alive (after the listeners: adding one refs the worker again).
  entry.worker.unref();
  workers.push(entry);
  return entry;
}

function dispatch(): void {
  while (queue.length) {
    const idle =
      workers.find((entry) => !entry.current) ?? (workers.length < POOL_SIZE ? startWorker() : undefined);
    if (!idle) return;
    const pending = queue.shift() as Pending;
    idle.current = pending;
    // A task under way keeps the process alive until its answer comes.
    idle.worker.ref();
    idle.worker.postMessage({ id: pending.id, task: pending.task });
  }
}

/** Runs a task on the pool: the derived key (base64), the decrypted text, or null for a bad ciphertext. */
export function runCryptoTask(task: CryptoTask): Promise<string | null> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, task, resolve, reject });
    dispatch();
  });
}
