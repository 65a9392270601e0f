import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, type StoredFileMeta } from './file-storage.js';

/** Where an S3-compatible bucket is (AWS, MinIO, Ceph, a cloud's object storage). */
export interface S3StorageOptions {
  bucket: string;
  /** https://minio.intranet:9000; left out for AWS itself. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys under this prefix ("eip/"), so one bucket can hold more than the portal. */
  prefix?: string;
  /** bucket.host/key (false) or host/bucket/key (true, the default with an endpoint: MinIO and most others). */
  forcePathStyle?: boolean;
}

/** Parts of a multipart upload: a file larger than one part is sent part by part, never held whole. */
const PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || status === 404;
}

/** Reads a stream in pieces of `size` bytes (the last one shorter). */
async function* pieces(source: Readable | Buffer, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  const chunks = Buffer.isBuffer(source) ? [source] : source;
  for await (const chunk of chunks as AsyncIterable<Buffer>) {
    pending.push(chunk);
    length += chunk.length;
    while (length >= size) {
      const all = Buffer.concat(pending);
      yield all.subarray(0, size);
      pending = [all.subarray(size)];
      length -= size;
    }
  }
  if (length > 0 || !pending.length) yield Buffer.concat(pending);
}

/** Files as objects of an S3-compatible bucket: the storage of several server processes. */
export function createS3FileStorage(options: S3StorageOptions): FileStorage {
  // The SDK (about 1 MB of modules) loads with the first call, not with every server that keeps no bucket.
  let connected: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () => {
    if (connected) return connected;
    connected = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region ?? 'us-east-1',
        forcePathStyle: options.forcePathStyle ?? Boolean(options.endpoint),
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    }));
    // A failed load is tried again at the next call, not kept.
    connected.catch(() => {
      connected = undefined;
    });
    return connected;
  };
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return `${options.prefix ?? ''}${key}`;
  };

  async function putInParts(Key: string, first: Buffer, rest: AsyncGenerator<Buffer>, meta: StoredFileMeta) {
    const { sdk, client } = await connect();
    const { UploadId } = await client.send(
      new sdk.CreateMultipartUploadCommand({ Bucket, Key, ContentType: meta.mime }),
    );
    const parts: { ETag?: string; PartNumber: number }[] = [];
    let size = 0;
    try {
      let body: Buffer | undefined = first;
      while (body) {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new sdk.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: body }),
        );
        parts.push({ ETag, PartNumber });
        size += body.length;
        const next = await rest.next();
        body = next.done ? undefined : next.value;
      }
      await client.send(
        new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
      return { size };
    } catch (error) {
      await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
      throw error;
    }
  }

  return {
    async put(key, data, meta) {
      const Key = keyOf(key);
      const parts = pieces(data, PART_BYTES);
      const first = (await parts.next()).value ?? Buffer.alloc(0);
      if (first.length < PART_BYTES) {
        const { sdk, client } = await connect();
        // One part or less: one request (an object appears whole or not at all either way).
        await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: first, ContentType: meta.mime }));
        return { size: first.length };
      }
      return putInParts(Key, first, parts, meta);
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return answer.Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async probe() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket }));
    },
  };
}

/** The bucket the environment names (S3_BUCKET and the rest, docs/operations.md), if any. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : undefined,
  };
}
