import { randomUUID } from 'node:crypto';
import { textToParagraphs } from '../../contract/messages.js';
import { TASK_NOTICE_KIND_LABELS, type TaskNoticeKind } from '../../contract/workflow-actions.js';
import type { InstanceNoticeKind } from '../../contract/workflow-instance.js';
import type { Db } from '../db/database.js';
import type { TextI18n } from '../http/localized-text.js';
import { SERVER_LANGUAGES, type ServerLanguage, translate } from '../http/translations/index.js';
import { sendInnerMessage } from '../messages/inner-messages.js';
import { flowTexts } from './flow-texts.js';

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

/**
 * What the system writes in a notice's message, in each language: `{0}`, `{1}`… are its values. The
 * message keeps all three (inner_messages.subject_i18n, body_i18n) and its receiver reads it in theirs.
 */
const MESSAGE_TEXTS = {
  subject: { 'zh-CN': '【{0}】{1}', 'zh-TW': '【{0}】{1}', 'en-US': '[{0}] {1}' },
  notice: { 'zh-CN': '{0}（{1}）：{2}', 'zh-TW': '{0}（{1}）：{2}', 'en-US': '{0} ({1}): {2}' },
  newTask: {
    'zh-CN': '{0}提交的流程到达“{1}”，等待您处理。',
    'zh-TW': '{0}提交的流程到達「{1}」，等待您處理。',
    'en-US': 'The process {0} submitted has reached “{1}” and waits for you.',
  },
} satisfies Record<string, Record<ServerLanguage, string>>;

/** One of MESSAGE_TEXTS in every language, each value given per language. */
function messageTexts(
  template: keyof typeof MESSAGE_TEXTS,
  values: readonly ((language: ServerLanguage) => string)[],
): Record<ServerLanguage, string> {
  const fill = (language: ServerLanguage) =>
    MESSAGE_TEXTS[template][language].replace(
      /\{(\d+)\}/g,
      (_, index: string) => values[Number(index)]?.(language) ?? '',
    );
  return Object.fromEntries(SERVER_LANGUAGES.map((language) => [language, fill(language)])) as Record<
    ServerLanguage,
    string
  >;
}

/** A node's name in each language, as its definition gives it (workflow/flow-texts.ts). */
async function nodeNameIn(trx: Db, instId: string, node: { id: string; name: string }) {
  const texts = await flowTexts(trx, { instIds: [instId] });
  const defId = texts.defOfInstance(instId);
  return (language: ServerLanguage) => texts.nodeName(defId, node.id, node.name, language);
}

/** The kind's tag (待办, 知会…) in a language (http/translations/workflow.ts). */
const tagIn = (tag: string) => (language: ServerLanguage) => translate(tag, language);

/** Body texts are paragraphs of rich text, as the message page shows them. */
const asParagraphs = (texts: TextI18n): TextI18n =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [language, textToParagraphs(text ?? '')]),
  );

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
  const label = tagIn(TASK_NOTICE_KIND_LABELS[notice.kind as TaskNoticeKind]);
  const subject = await subjectOf(trx, notice.instId);
  const nodeName = await nodeNameIn(trx, notice.instId, notice.node);
  const subjects = messageTexts('subject', [label, () => subject]);
  const heads = messageTexts('notice', [() => notice.sender.name, label, nodeName]);
  // What the sender wrote stays as they wrote it, under the system's line.
  const bodies = asParagraphs(
    Object.fromEntries(
      SERVER_LANGUAGES.map((language) => [
        language,
        [heads[language], notice.text ?? ''].filter(Boolean).join('\n'),
      ]),
    ),
  );
  await sendInnerMessage(trx, {
    sender: notice.sender,
    receivers,
    subject: subjects['zh-CN'],
    body: bodies['zh-CN'] ?? '',
    subjectI18n: subjects,
    bodyI18n: bodies,
    type: 'task',
    link: notice.kind === 'urge' && notice.taskId ? taskLink(notice.taskId) : noticeLink(notice.instId),
    now: notice.now,
  });
}

/** Tells the people a new task waits for (task assignment): an inner message with the task's approval form. */
export async function announceTask(
  trx: Db,
  task: { id: string; instId: string; nodeId: string; name: string; receivers: readonly string[] },
  sender: { id: string; name: string },
  now: Date,
): Promise<void> {
  const subject = await subjectOf(trx, task.instId);
  const nodeName = await nodeNameIn(trx, task.instId, { id: task.nodeId, name: task.name });
  const subjects = messageTexts('subject', [tagIn('待办'), () => subject]);
  const bodies = asParagraphs(messageTexts('newTask', [() => sender.name, nodeName]));
  await sendInnerMessage(trx, {
    sender,
    receivers: task.receivers,
    subject: subjects['zh-CN'],
    body: bodies['zh-CN'] ?? '',
    subjectI18n: subjects,
    bodyI18n: bodies,
    type: 'task',
    link: taskLink(task.id),
    now,
  });
}
