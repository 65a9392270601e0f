/**
 * The reference backend in a process of its own for the benchmarks, so that the load generator does not
 * share its event loop. Started by tests/bench/server-process.ts with the app options as JSON in argv[2];
 * prints one line `{"port": …}` once it listens, and closes on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { type AppOptions, createApp } from '../../api/server/app.js';

const options = JSON.parse(process.argv[2] ?? '{}') as AppOptions;
const app = await createApp(options);
await app.server.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ port, prefixes: app.ctx.prefixes })}\n`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
