import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import type { TaskNotice } from '../../../api/contract/workflow-instance.js';
import { formatDateTime } from '../../../elements/core/format.js';
import { answerValue } from '../../../elements/core/load-states.js';
import { usePortal } from '../../portal-context.js';

/**
 * The notes of the circulations the user received for an instance (their read-notice detail, on the
 * approval form opened from 待阅 or 已阅): who sent it, when, and why. Nothing when no note came with them.
 */
export function CirculationNotes({ instId }: { instId: string }) {
  const { client } = usePortal();
  const [notes, setNotes] = useState<TaskNotice[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    client.runtimeInstance.getNotice({ instId }, abort.signal).then(
      (answer) => {
        const rows = answerValue(answer).filter((notice) => notice.kind === 'circulate' && notice.opinion);
        if (!abort.signal.aborted) setNotes(rows);
      },
      // The notes are an extra: the form stays usable without them.
      () => undefined,
    );
    return () => abort.abort();
  }, [client, instId]);
  if (notes.length === 0) return null;
  return (
    <div className="flow-card">
      <h2>{msg('传阅意见')}</h2>
      <ul className="flow-circulation-notes">
        {notes.map((notice) => (
          <li key={notice.id}>
            <strong>{notice.senderName}</strong> · {formatDateTime(notice.createTime, 'YYYY-MM-DD HH:mm')}
            <p>{notice.opinion}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
