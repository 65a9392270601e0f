import { ALIAS_BATCH_DELAY_MS } from '../contract/limits.js';

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Collects single lookups for `delayMs` after the first one and fetches them with one call. Each
 * caller gets its own key's entry (undefined when the answer has none); when the call fails, every
 * caller of that batch gets the error. A key asked twice in one window is fetched once.
 */
export function createBatcher<K, V>(
  fetchMany: (keys: K[]) => Promise<ReadonlyMap<K, V>>,
  delayMs: number = ALIAS_BATCH_DELAY_MS,
): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiter<V>[]> | undefined;

  const flush = async (batch: Map<K, Waiter<V>[]>) => {
    try {
      const answers = await fetchMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(answers.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  };

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Waiter<V>[]>();
        pending = batch;
        setTimeout(() => {
          pending = undefined;
          void flush(batch);
        }, delayMs);
      }
      const waiters = pending.get(key) ?? [];
      waiters.push({ resolve, reject });
      pending.set(key, waiters);
    });
}
