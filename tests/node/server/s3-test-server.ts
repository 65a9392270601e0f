import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StorageOptions } from '../../../api/server/storage/s3-storage.js';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// s3rver ships no types: the part used here.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface TestBucket {
  options: S3StorageOptions;
  stop(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free loopback port with one empty bucket. */
export async function startTestBucket(bucket = 'eip-files'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'eip-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
