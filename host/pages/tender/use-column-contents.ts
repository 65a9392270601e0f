import { useEffect, useState } from 'react';
import type { ColumnContent, ColumnName } from '../../../api/contract/tender-site.js';
import { usePortal } from '../../portal-context.js';

export interface ColumnContentsState {
  columns: ColumnContent[];
  loading: boolean;
  error: string;
}

/** The site's column contents (wColumnManage) of the given names, in that order. */
export function useColumnContents(names: readonly ColumnName[]): ColumnContentsState {
  const { client } = usePortal();
  const key = names.join(',');
  const [state, setState] = useState<ColumnContentsState>({ columns: [], loading: true, error: '' });
  useEffect(() => {
    const abort = new AbortController();
    setState((current) => ({ ...current, loading: true, error: '' }));
    client.columnManage
      .getDetailByColumnName(key.split(','), abort.signal)
      .then((answer) => {
        if (abort.signal.aborted) return;
        if (!answer.state) throw new Error(answer.message);
        setState({ columns: answer.value ?? [], loading: false, error: '' });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setState({
          columns: [],
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        });
      });
    return () => abort.abort();
  }, [client, key]);
  return state;
}
