import { useEffect } from 'react';
import type { ApiClient } from '../../../api/client/index.js';
import { flowChanged } from './flow-store.js';

/**
 * Opening a notice marks it read once its form shows (addReadRecord): the one a 待阅 row names
 * (`noticeId`), else, from a link that names none (the circulation's inner message), the user's unread
 * notices of the instance. They move from 待阅 to 已阅, and every open list loads again. The call is
 * not aborted when the page goes: the notice was read all the same.
 */
export function useMarkNoticeRead(
  client: ApiClient,
  notice: { noticeId?: string; instId?: string } | undefined,
  shown: boolean,
): void {
  const taskId = notice?.noticeId;
  const instId = notice && !taskId ? notice.instId : undefined;
  useEffect(() => {
    if (!shown || !(taskId || instId)) return;
    client.runtime.addReadRecord(taskId ? { taskId } : { instId }).then(
      (answer) => {
        if (answer.state && (answer.value?.count ?? 0) > 0) flowChanged();
      },
      // The form is read either way; the notice stays in 待阅 until it is opened again.
      () => undefined,
    );
  }, [client, taskId, instId, shown]);
}
