import { useEffect } from 'react';
import type { ApiClient } from '../../../api/client/index.js';
import { flowChanged } from './flow-store.js';

/**
 * Opening a notice still to read (a 待阅 row) marks it read once its form shows (addReadRecord): it moves
 * from 待阅 to 已阅, and every open list loads again. The call is not aborted when the page goes: the
 * notice was read all the same.
 */
export function useMarkNoticeRead(client: ApiClient, noticeId: string | undefined, shown: boolean): void {
  useEffect(() => {
    if (!noticeId || !shown) return;
    client.runtime.addReadRecord({ taskId: noticeId }).then(
      (answer) => {
        if (answer.state && (answer.value?.count ?? 0) > 0) flowChanged();
      },
      // The form is read either way; the notice stays in 待阅 until it is opened again.
      () => undefined,
    );
  }, [client, noticeId, shown]);
}
