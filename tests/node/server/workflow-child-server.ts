/**
 * A server in a process of its own on a data folder (argv[2]), for the test that kills it with SIGKILL
 * in the middle of an instance: prints its address once it listens.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from '../../../api/server/app.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: workflow-child-server.ts <dataDir>');
const app = await createApp({ dataDir, seedDemo: false, distDir: join(dataDir, 'no-dist') });
await app.server.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.server.address() as AddressInfo;
console.log(`listening http://127.0.0.1:${address.port}`);
