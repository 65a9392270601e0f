import { type ComponentType, type FunctionComponent, lazy } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../api/contract/limits.js';

/** A page's chunk did not arrive: the network failed, or it took longer than CHUNK_LOAD_TIMEOUT_MS. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/** The work's answer, or a ChunkLoadError when it fails or is not done within `ms`. */
export function withChunkTimeout<T>(work: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`chunk load timed out after ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }),
        );
      },
    );
  });
}

/** A page whose code is its own chunk; `preload` starts fetching it before it renders. */
export type LazyPage<P> = FunctionComponent<P> & { preload(): Promise<void> };

/** Counts the user's retries: a page whose chunk failed loads again once this has moved on. */
let retries = 0;

/** After a load error: the next render of every page whose chunk failed fetches it again. */
export function retryFailedChunks(): void {
  retries += 1;
}

/**
 * A page loaded on first render from its own chunk (`load` is a dynamic import). Render it inside a
 * ChunkBoundary: the boundary shows the progress bar while the chunk loads, and an error with a retry
 * when it fails; the retry (retryFailedChunks) fetches it again.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let chunk: Promise<{ default: ComponentType<P> }> | undefined;
  /** When the last fetch failed (the retry count then); React keeps a failed lazy component failed. */
  let failedAt: number | undefined;
  const fetchChunk = () => {
    chunk ??= withChunkTimeout(load()).then(
      (component) => ({ default: component }),
      (error: unknown) => {
        chunk = undefined;
        failedAt = retries;
        throw error;
      },
    );
    return chunk;
  };
  let Loaded = lazy(fetchChunk);
  function Page(props: P) {
    if (failedAt !== undefined && failedAt !== retries) {
      failedAt = undefined;
      Loaded = lazy(fetchChunk);
    }
    return <Loaded {...props} />;
  }
  return Object.assign(Page, {
    preload: () =>
      fetchChunk().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * A page in the first load (the landing page): the same shape as a lazy page, so routes treat both
 * alike, but its code comes with the shell and renders without a chunk to wait for.
 */
export function eagerPage<P extends object>(Component: ComponentType<P>): LazyPage<P> {
  const Page = (props: P) => <Component {...props} />;
  return Object.assign(Page, { preload: () => Promise.resolve() });
}
