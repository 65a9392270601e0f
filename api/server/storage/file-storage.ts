import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFileMeta {
  /** Original file name, for storages that keep it (object stores, a download proxy). */
  name: string;
  mime: string;
}

/**
 * Where the bytes of uploaded files live. The database keeps the metadata and the key; a deployment
 * that outgrows one machine swaps the local disk for shared storage in storage/index.ts.
 */
export interface FileStorage {
  /** Stores the bytes under the key and answers how many were written. */
  put(key: string, data: Readable | Buffer, meta: StoredFileMeta): Promise<{ size: number }>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Resolves when the storage can be reached and written (readiness, /readyz); rejects otherwise. */
  probe(): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** Keys are made by the server; the check keeps a bad key from ever naming a path outside the root. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Files on the local disk under root, spread over sub-folders by the first two characters of the key. */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.partial`;
      let size = 0;
      const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, counter, createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async probe() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
