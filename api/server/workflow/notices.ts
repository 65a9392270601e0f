import { randomUUID } from 'node:crypto';
import { textToParagraphs } from '../../contract/messages.js';
import { TASK_NOTICE_KIND_LABELS, type TaskNoticeKind } from '../../contract/workflow-actions.js';
import type { InstanceNoticeKind } from '../../contract/workflow-instance.js';
import type { Db } from '../db/database.js';
import { sendInnerMessage } from '../messages/inner-messages.js';

/**
 * The one way the engine tells people of a step: a notice in their read-notice lists (bpm_task_reads)
 * and, for the kinds that ask something of them, an inner message, both in the step's transaction.
 */

export type NoticeKind = TaskNoticeKind | InstanceNoticeKind;

/** The notices that also arrive as inner messages: urging, circulation and copy-to, communication and the hand-overs. */
const MESSAGE_KINDS: ReadonlySet<NoticeKind> = new Set<TaskNoticeKind>([
  'urge',
  'copyto',
  'circulate',
  'communicate',
  'inquiry',
  'transfer',
  'delegate',
]);

const APPROVAL_FORM = '/matter/approvalForm';
/** The approval form of a task its receiver handles. */
export const taskLink = (taskId: string) => `${APPROVAL_FORM}?taskId=${encodeURIComponent(taskId)}`;
/** The approval form of an instance a notice is about, read-only. */
export const noticeLink = (instId: string) =>
  `${APPROVAL_FORM}?instId=${encodeURIComponent(instId)}&isReadonly=true&type=notice`;

export interface Notice {
  instId: string;
  taskId?: string | null;
  node: { id: string; name: string };
  kind: NoticeKind;
  receivers: readonly string[];
  sender: { id: string; name: string };
  now: Date;
  /** What the sender wrote (an urge's text, a communication's question), for the message body. */
  text?: string;
  /** The sender's note kept with the notice itself (a circulation's opinion), shown in its detail. */
  note?: string | null;
}

async function subjectOf(trx: Db, instId: string): Promise<string> {
  const row = await trx
    .selectFrom('bpm_instances')
    .select('subject')
    .where('id', '=', instId)
    .executeTakeFirst();
  return row?.subject ?? instId;
}

/** Sends a notice to each receiver but the sender. */
export async function notify(trx: Db, notice: Notice): Promise<void> {
  const receivers = [...new Set(notice.receivers)].filter((id) => id !== notice.sender.id);
  if (receivers.length === 0) return;
  await trx
    .insertInto('bpm_task_reads')
    .values(
      receivers.map((userId) => ({
        id: `read-${randomUUID().replace(/-/g, '').slice(0, 20)}`,
        inst_id: notice.instId,
        task_id: notice.taskId ?? null,
        node_id: notice.node.id,
        node_name: notice.node.name,
        kind: notice.kind,
        user_id: userId,
        sender_id: notice.sender.id,
        sender_name: notice.sender.name,
        created_at: notice.now,
        opinion: notice.note ?? null,
      })),
    )
    .execute();
  if (!MESSAGE_KINDS.has(notice.kind)) return;
  const label = TASK_NOTICE_KIND_LABELS[notice.kind as TaskNoticeKind];
  const subject = await subjectOf(trx, notice.instId);
  const lines = [`${notice.sender.name}（${label}）：${notice.node.name}`, notice.text ?? ''].filter(Boolean);
  await sendInnerMessage(trx, {
    sender: notice.sender,
    receivers,
    subject: `【${label}】${subject}`,
    body: textToParagraphs(lines.join('\n')),
    type: 'task',
    link: notice.kind === 'urge' && notice.taskId ? taskLink(notice.taskId) : noticeLink(notice.instId),
    now: notice.now,
  });
}

/** Tells the people a new task waits for (task assignment): an inner message with the task's approval form. */
export async function announceTask(
  trx: Db,
  task: { id: string; instId: string; name: string; receivers: readonly string[] },
  sender: { id: string; name: string },
  now: Date,
): Promise<void> {
  const subject = await subjectOf(trx, task.instId);
  await sendInnerMessage(trx, {
    sender,
    receivers: task.receivers,
    subject: `【待办】${subject}`,
    body: textToParagraphs(`${sender.name}提交的流程到达“${task.name}”，等待您处理。`),
    type: 'task',
    link: taskLink(task.id),
    now,
  });
}
