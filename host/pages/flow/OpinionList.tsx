import { msg } from '@lit/localize';
import type { BpmOpinion } from '../../../api/contract/workflow.js';
import { formatDateTime } from '../../../elements/core/format.js';
import { statusLabel } from '../../../elements/task-list/task-rows.js';

function fileNames(files: string | null | undefined): string[] {
  if (!files) return [];
  try {
    const parsed: unknown = JSON.parse(files);
    return Array.isArray(parsed)
      ? parsed.map((file) => String((file as { name?: unknown }).name ?? '')).filter(Boolean)
      : [];
  } catch {
    return [];
  }
}

/** The opinions given on an instance so far, in order: node, handler, what they did, their opinion, when. */
export function OpinionList({ opinions }: { opinions: readonly BpmOpinion[] }) {
  if (!opinions.length) return <p className="flow-notify">{msg('暂无审批意见')}</p>;
  return (
    <div className="flow-table-wrap">
      <table className="flow-opinions">
        <caption className="visually-hidden">{msg('审批记录')}</caption>
        <thead>
          <tr>
            <th scope="col">{msg('审批节点')}</th>
            <th scope="col">{msg('处理人')}</th>
            <th scope="col">{msg('处理状态')}</th>
            <th scope="col">{msg('审批意见')}</th>
            <th scope="col">{msg('操作时间')}</th>
          </tr>
        </thead>
        <tbody>
          {opinions.map((row) => {
            const files = fileNames(row.files);
            const time = row.completeTime ?? row.createTime;
            return (
              <tr key={row.id}>
                <td>{row.taskName}</td>
                <td>{row.auditorName || row.qualfiedNames || '—'}</td>
                <td>{statusLabel(row.statusVal)}</td>
                <td className="flow-opinions__text">
                  {row.opinion || '—'}
                  {files.length > 0 && (
                    <>
                      <br />
                      <small>
                        {msg('附件：')}
                        {files.join('、')}
                      </small>
                    </>
                  )}
                </td>
                <td>{time ? formatDateTime(time, 'YYYY-MM-DD HH:mm') : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
