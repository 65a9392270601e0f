import { useCallback, useEffect, useState } from 'react';
import { usePortal } from '../../portal-context.js';
import { useSession } from '../../session/session-store.js';

/** The sysTag type of the home search's history chips. */
export const SEARCH_HISTORY_TYPE = 'searchHistory';
const SHOWN = 10;

/**
 * The signed-in user's search history, kept on the server (sysTag): the newest first, empty for
 * visitors. `add` records a search, `remove` and `clear` forget.
 */
export function useSearchHistory() {
  const { client } = usePortal();
  const { token } = useSession();
  const [history, setHistory] = useState<string[]>([]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const answer = await client.portalShell.queryTags(
        {
          pageBean: { page: 1, pageSize: SHOWN },
          querys: [{ property: 'typeCode', value: SEARCH_HISTORY_TYPE, operation: 'EQUAL' }],
          sorter: [{ property: 'updateTime', direction: 'DESC' }],
        },
        signal,
      );
      if (!signal?.aborted) setHistory((answer.value ?? []).map((tag) => tag.name));
    },
    [client],
  );

  useEffect(() => {
    if (!token) {
      setHistory([]);
      return;
    }
    const abort = new AbortController();
    // A failed load leaves the chips out; the client already reported the error.
    load(abort.signal).catch(() => undefined);
    return () => abort.abort();
  }, [token, load]);

  const add = useCallback(
    async (name: string) => {
      const text = name.trim();
      if (!token || !text) return;
      setHistory((current) => [text, ...current.filter((entry) => entry !== text)].slice(0, SHOWN));
      await client.portalShell.saveTag({ name: text, typeCode: SEARCH_HISTORY_TYPE }).catch(() => undefined);
    },
    [client, token],
  );

  const remove = useCallback(
    async (name: string) => {
      setHistory((current) => current.filter((entry) => entry !== name));
      await client.portalShell
        .saveTag({ name, typeCode: SEARCH_HISTORY_TYPE, remove: true })
        .catch(() => undefined);
    },
    [client],
  );

  const clear = useCallback(async () => {
    const names = history;
    setHistory([]);
    await Promise.all(
      names.map((name) =>
        client.portalShell
          .saveTag({ name, typeCode: SEARCH_HISTORY_TYPE, remove: true })
          .catch(() => undefined),
      ),
    );
  }, [client, history]);

  return { history, add, remove, clear };
}
