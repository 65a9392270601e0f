/**
 * To-do messages of the tender site (procure_messages, tender-portal 7.3): what the project, registration
 * and evaluation actions send, and the receiver's list, unread count and reading.
 */
import { randomUUID } from 'node:crypto';
import type { PageList } from '../../contract/envelope.js';
import type { ListBody } from '../../contract/schemas/query-body.js';
import type { ProcureMessage } from '../../contract/tender.js';
import type { Db } from '../db/database.js';
import { systemTexts, textIn, textsJson } from '../http/localized-text.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import type { ServerLanguage } from '../http/translations/index.js';
import { MESSAGE_LISTS, perUserAnswer } from '../workflow/lists/per-user-cache.js';

/**
 * To-do messages (procure_messages): they show in the receivers' lists and raise their badges. The subject
 * is the system's (one of the server's messages, kept in every language for the receiver's); a content
 * other than the subject is what the sender wrote, or a project's name, and stays as typed.
 */
export async function sendMessages(
  db: Db,
  receivers: readonly string[],
  message: { subject: string; content: string; type: string; projectId: string | null },
): Promise<number> {
  const unique = [...new Set(receivers)];
  if (!unique.length) return 0;
  const subjects = textsJson(systemTexts(message.subject));
  await db
    .insertInto('procure_messages')
    .values(
      unique.map((receiver) => ({
        id: `m-${randomUUID()}`,
        receiver_id: receiver,
        subject: message.subject,
        content: message.content,
        type: message.type,
        project_id: message.projectId,
        read_at: null,
        subject_i18n: subjects,
        content_i18n: message.content === message.subject ? subjects : null,
      })),
    )
    .execute();
  return unique.length;
}

/** The user ids of a project's suppliers whose registration is pass. */
export async function passedSuppliers(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('procure_registrations')
    .select('supplier_id')
    .where('project_id', '=', projectId)
    .where('status', '=', 'pass')
    .execute();
  return rows.map((row) => row.supplier_id);
}

/**
 * The user ids of every supplier with a part in a project: registered and not refused (passed, or
 * waiting for review), or invited and not declined.
 */
export async function enrolledSuppliers(db: Db, projectId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('procure_registrations')
    .select('supplier_id')
    .where('project_id', '=', projectId)
    .where('status', '<>', 'reject')
    .where((eb) => eb.or([eb('invite_status', 'is', null), eb('invite_status', '<>', 'reject')]))
    .execute();
  return rows.map((row) => row.supplier_id);
}

const MESSAGE_LIST: ListSpec = {
  columns: {
    isRead: { column: 'procure_messages.is_read', kind: 'boolean' },
    is_read: { column: 'procure_messages.is_read', kind: 'boolean' },
    subject: { column: 'procure_messages.subject' },
    type: { column: 'procure_messages.type' },
    createTime: { column: 'procure_messages.created_at', kind: 'date' },
  },
  defaultSort: [
    { column: 'procure_messages.created_at', direction: 'desc' },
    { column: 'procure_messages.id', direction: 'desc' },
  ],
  defaultPageSize: 10,
};

const MESSAGE_COLUMNS = [
  'id',
  'subject',
  'content',
  'type',
  'project_id',
  'is_read',
  'created_at',
  'read_at',
  'subject_i18n',
  'content_i18n',
] as const;

interface MessageRow {
  id: string;
  subject: string;
  content: string;
  type: string;
  project_id: string | null;
  is_read: boolean;
  created_at: Date;
  read_at: Date | null;
  subject_i18n: unknown;
  content_i18n: unknown;
}

function toMessage(row: MessageRow, language: ServerLanguage): ProcureMessage {
  return {
    id: row.id,
    subject: textIn(row.subject, row.subject_i18n, language),
    content: textIn(row.content, row.content_i18n, language),
    type: row.type,
    projectId: row.project_id,
    isRead: row.is_read,
    createTime: new Date(row.created_at).toISOString(),
    readTime: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/**
 * The receiver's unread count; every open page polls it, so it is answered from memory until a message
 * changes, exact in every process (per-user-cache.ts).
 */
export function unreadCount(db: Db, userId: string): Promise<number> {
  return perUserAnswer(
    db,
    'procure-unread',
    userId,
    null,
    async () => {
      const row = await db
        .selectFrom('procure_messages')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('receiver_id', '=', userId)
        .where('is_read', '=', false)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    MESSAGE_LISTS,
  );
}

/** A page of the receiver's messages. */
export async function messagePage(
  db: Db,
  userId: string,
  body: ListBody,
  language: ServerLanguage = 'zh-CN',
): Promise<PageList<ProcureMessage>> {
  const query = db
    .selectFrom('procure_messages')
    .select([...MESSAGE_COLUMNS])
    .where('receiver_id', '=', userId);
  const page = await runPagedQuery(query, body, MESSAGE_LIST);
  return { ...page, rows: page.rows.map((row) => toMessage(row, language)) };
}

/** Reads one message of the receiver and marks it read; undefined when it is not theirs. */
export async function readMessage(
  db: Db,
  userId: string,
  id: string,
  language: ServerLanguage = 'zh-CN',
): Promise<ProcureMessage | undefined> {
  // The receiver condition keeps another user's message out of reach.
  const read = await db
    .updateTable('procure_messages')
    .set((eb) => ({ is_read: true, read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) }))
    .where('id', '=', id)
    .where('receiver_id', '=', userId)
    .returning([...MESSAGE_COLUMNS])
    .executeTakeFirst();
  return read ? toMessage(read, language) : undefined;
}

/** Marks every unread message of the receiver read; how many were. */
export async function readAllMessages(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable('procure_messages')
    .set({ is_read: true, read_at: new Date() })
    .where('receiver_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
