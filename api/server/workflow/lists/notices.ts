import { type SqlBool, sql } from 'kysely';
import type { PageList } from '../../../contract/envelope.js';
import type { ListBody } from '../../../contract/schemas/query-body.js';
import type { NoticeReadRow } from '../../../contract/workflow-lists.js';
import type { Db } from '../../db/database.js';
import { type ListSpec, runPagedQuery } from '../../http/query-body.js';
import { DEFAULT_PAGE_SIZE, INSTANCE_TEXT_COLUMNS, iso, isoOrNull, newestFirst } from './paging.js';

/** Copy-to notices: those sent to the user, unread and read, and those the user sent. */

export const NOTICE_LIST: ListSpec = {
  columns: {
    ...INSTANCE_TEXT_COLUMNS,
    nodeName: { column: 'bpm_task_reads.node_name' },
    senderName: { column: 'bpm_task_reads.sender_name' },
    receiverName: { column: 'receiver.fullname' },
    isRead: { column: 'bpm_task_reads.is_read', kind: 'boolean' },
    createTime: { column: 'bpm_task_reads.created_at', kind: 'date' },
    readTime: { column: 'bpm_task_reads.read_at', kind: 'date' },
  },
  defaultSort: newestFirst('bpm_task_reads.created_at', 'bpm_task_reads'),
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageKey: 'bpm_task_reads.id',
};

/** Which notices a list holds for a user. */
const NOTICE_SCOPES = {
  unread: (userId: string) =>
    sql<SqlBool>`bpm_task_reads.user_id = ${userId} and bpm_task_reads.is_read = false`,
  read: (userId: string) =>
    sql<SqlBool>`bpm_task_reads.user_id = ${userId} and bpm_task_reads.is_read = true`,
  sent: (userId: string) => sql<SqlBool>`bpm_task_reads.sender_id = ${userId}`,
} as const;
export type NoticeScope = keyof typeof NOTICE_SCOPES;

function noticeQuery(db: Db) {
  return db
    .selectFrom('bpm_task_reads')
    .innerJoin('bpm_instances', 'bpm_instances.id', 'bpm_task_reads.inst_id')
    .innerJoin('users as receiver', 'receiver.id', 'bpm_task_reads.user_id')
    .select([
      'bpm_task_reads.id',
      'bpm_task_reads.kind',
      'bpm_task_reads.inst_id',
      'bpm_task_reads.task_id',
      'bpm_task_reads.node_id',
      'bpm_task_reads.node_name',
      'bpm_task_reads.sender_id',
      'bpm_task_reads.sender_name',
      'bpm_task_reads.user_id',
      'bpm_task_reads.is_read',
      'bpm_task_reads.read_at',
      'bpm_task_reads.created_at',
      'bpm_instances.subject',
      'bpm_instances.def_name',
      'receiver.fullname as receiver_name',
    ]);
}

export async function noticePage(
  db: Db,
  scope: NoticeScope,
  userId: string,
  body: ListBody,
): Promise<PageList<NoticeReadRow>> {
  const page = await runPagedQuery(noticeQuery(db).where(NOTICE_SCOPES[scope](userId)), body, NOTICE_LIST);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      instId: row.inst_id,
      taskId: row.task_id,
      nodeId: row.node_id,
      nodeName: row.node_name,
      subject: row.subject,
      procDefName: row.def_name,
      senderId: row.sender_id,
      senderName: row.sender_name,
      receiverId: row.user_id,
      receiverName: row.receiver_name,
      isRead: row.is_read,
      readTime: isoOrNull(row.read_at),
      createTime: iso(row.created_at),
    })),
  };
}
