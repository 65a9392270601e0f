import { join } from 'node:path';
import type { ServerContext } from '../http/context.js';
import { createLocalFileStorage, type FileStorage } from './file-storage.js';

export type { FileStorage, StoredFileMeta } from './file-storage.js';

const storages = new WeakMap<ServerContext, FileStorage>();

/**
 * The one place the file storage is chosen: the local disk under the data folder. A deployment with
 * several server processes puts shared storage (an object store, a network folder) here.
 */
export function fileStorageFor(ctx: ServerContext): FileStorage {
  let storage = storages.get(ctx);
  if (!storage) {
    storage = createLocalFileStorage(join(ctx.dataDir, 'files'));
    storages.set(ctx, storage);
  }
  return storage;
}

/** Replaces the storage of one server (tests, or a deployment wiring its own at start). */
export function useFileStorage(ctx: ServerContext, storage: FileStorage): void {
  storages.set(ctx, storage);
}
