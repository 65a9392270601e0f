import { msg } from '@lit/localize';
import { useEffect, useState } from 'react';
import type { InstanceActionRights } from '../../../api/contract/workflow-instance.js';
import { TaskActionDialog } from '../../../elements/react/task-action-dialog.js';
import {
  type DialogAction,
  dialogActionLabel,
} from '../../../elements/task-action-dialog/task-action-dialog.component.js';
import { message } from '../../notify.js';
import { usePortal } from '../../portal-context.js';

/** The instance actions in the order the bar shows them, each with the right that offers it. */
const BAR: { action: DialogAction; offered: (rights: InstanceActionRights, running: boolean) => boolean }[] =
  [
    { action: 'retrieve', offered: (rights) => rights.canRetrieve },
    { action: 'revoke', offered: (rights) => rights.canRevoke },
    { action: 'urge', offered: (_rights, running) => running },
    { action: 'suspend', offered: (rights) => rights.canSuspend },
    { action: 'resume', offered: (rights) => rights.canResume },
    { action: 'terminate', offered: (rights) => rights.canTerminate },
    { action: 'follow', offered: () => true },
  ];

/**
 * The instance's actions on the approval form: take back, revoke, urge, suspend or resume, terminate
 * and follow nodes, as far as instanceDetail's rights offer them to the viewer; each opens its
 * `<task-action-dialog>`. `onDone` hears what the server accepted. Beside them, collecting the
 * process (bpmFlowCollect) for 我的收藏 and the new-process list.
 */
export function InstanceActions({
  instId,
  defKey,
  taskId,
  leaderId,
  running,
  reload,
  onDone,
}: {
  instId: string;
  /** The process definition's key, which collecting keeps. */
  defKey: string;
  taskId?: string;
  leaderId?: string;
  running: boolean;
  /** Changes after every accepted action: the rights are read again. */
  reload: number;
  onDone: (action: string, message: string) => void;
}) {
  const { client } = usePortal();
  const [rights, setRights] = useState<InstanceActionRights>();
  const [open, setOpen] = useState<DialogAction | ''>('');
  const [collected, setCollected] = useState<boolean>();
  const [collecting, setCollecting] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    client.workflowLists
      .myCollect(
        {
          pageBean: { page: 1, pageSize: 1 },
          querys: [{ property: 'defKey', value: defKey, operation: 'EQUAL', relation: 'AND' }],
        },
        abort.signal,
      )
      .then(
        (answer) =>
          !abort.signal.aborted && setCollected(answer.state ? (answer.value?.total ?? 0) > 0 : undefined),
        () => undefined,
      );
    return () => abort.abort();
  }, [client, defKey]);

  const toggleCollect = async () => {
    setCollecting(true);
    try {
      const answer = await (collected
        ? client.workflowLists.uncollect(defKey)
        : client.workflowLists.collect(defKey));
      if (!answer.state) throw new Error(answer.message);
      setCollected(!collected);
      message(collected ? msg('已取消收藏') : msg('已收藏'), 'success');
    } catch (error) {
      message(error instanceof Error && error.message ? error.message : msg('操作失败'), 'error');
    } finally {
      setCollecting(false);
    }
  };

  useEffect(() => {
    const abort = new AbortController();
    client.runtimeInstance.instanceDetail({ instId, taskId, leaderId }, abort.signal).then(
      (answer) => !abort.signal.aborted && setRights(answer.state ? answer.value?.rights : undefined),
      () => undefined,
    );
    return () => abort.abort();
  }, [client, instId, taskId, leaderId, reload]);

  // The bar keeps its row while the rights load, so the form and the approval buttons below it do not
  // move under the user's pointer when they arrive (a click aimed at 同意 would land above it).
  if (!rights) return <div className="flow-instance-actions" aria-busy="true" />;
  const offered = BAR.filter((entry) => entry.offered(rights, running));
  return (
    <div className="flow-instance-actions">
      {offered.map(({ action }) => (
        <sl-button key={action} size="small" onClick={() => setOpen(action)}>
          {dialogActionLabel(action)}
        </sl-button>
      ))}
      {collected !== undefined && (
        <sl-button size="small" loading={collecting || undefined} onClick={() => void toggleCollect()}>
          {collected && <sl-icon slot="prefix" name="star-fill" aria-hidden="true" />}
          {collected ? msg('取消收藏流程') : msg('收藏流程')}
        </sl-button>
      )}
      <TaskActionDialog
        open={Boolean(open)}
        action={open || 'follow'}
        instId={instId}
        taskId={
          open === 'retrieve' ? (rights.retrieveTaskId ?? '') : open === 'terminate' ? (taskId ?? '') : ''
        }
        leaderId={leaderId ?? ''}
        onEipClose={() => setOpen('')}
        onEipTaskActionDone={(event) => onDone(event.detail.action, event.detail.message)}
      />
    </div>
  );
}
