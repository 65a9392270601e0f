/**
 * The client thread of latency.ts: warms the server up with every call in turns, then times each call's
 * rounds; posts back each call's first answer (decoded) and its latencies. Plain JavaScript: a worker
 * thread does not get the benchmark's TypeScript loader (tsx).
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** @type {{ calls: import('./latency.js').TimedCall[]; rounds: number; warmUp: number }} */
const { calls, rounds, warmUp } = workerData;

// One connection, kept alive, as a browser's list page reuses its own.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * POSTs the call and resolves with the whole answer, undecoded; anything but 200 is an error.
 * @param {import('./latency.js').TimedCall} call
 * @returns {Promise<{ encoding: string | undefined; body: Buffer }>}
 */
function send(call) {
  const payload = JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      call.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          // What a browser asks for: the server compresses as it would for a visitor.
          'accept-encoding': 'br, gzip',
          ...call.headers,
        },
      },
      (incoming) => {
        /** @type {Buffer[]} */
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const body = Buffer.concat(chunks);
          if (incoming.statusCode !== 200)
            reject(new Error(`${call.name}: HTTP ${incoming.statusCode} ${body.toString().slice(0, 300)}`));
          else resolve({ encoding: incoming.headers['content-encoding'], body });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** @param {{ encoding: string | undefined; body: Buffer }} answer */
function decode({ encoding, body }) {
  const text = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  return JSON.parse(text.toString());
}

/** @type {unknown[]} */
const answers = [];
for (let turn = 0; turn < warmUp; turn += 1) {
  for (const [index, call] of calls.entries()) {
    const answer = await send(call);
    if (turn === 0) answers[index] = decode(answer);
  }
}
const latencies = [];
for (const call of calls) {
  /** @type {number[]} */
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    const begin = performance.now();
    await send(call);
    times.push(performance.now() - begin);
  }
  latencies.push(times);
}
agent.destroy();
parentPort?.postMessage({ answers, latencies });
