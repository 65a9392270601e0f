import type { PageList } from '../../contract/envelope.js';
import { type InnerMessage, isInnerMessageType, type SentMessage } from '../../contract/messages.js';
import { IdQuery } from '../../contract/schemas/common.js';
import { MessageIdsBody, MessageMarkBody, MessageSendBody } from '../../contract/schemas/messages.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { Db } from '../db/database.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok, refuse } from '../http/envelope.js';
import { showsSomething } from '../http/html-text.js';
import { textIn } from '../http/localized-text.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';
import { languageOf, type ServerLanguage } from '../http/translations/index.js';
import { sendInnerMessage } from '../messages/inner-messages.js';
import { staffUsers } from '../workflow/assignees.js';
import { MESSAGE_LISTS, perUserAnswer } from '../workflow/lists/per-user-cache.js';
import { staffOnly } from './selectors.js';

const MESSAGE_LIST: ListSpec = {
  columns: {
    isRead: { column: 'inner_message_receipts.is_read', kind: 'boolean' },
    type: { column: 'inner_messages.type' },
    subject: { column: 'inner_messages.subject' },
    senderName: { column: 'inner_messages.sender_name' },
    createTime: { column: 'inner_messages.created_at', kind: 'date' },
  },
  // Unread first, then the newest.
  defaultSort: [
    { column: 'inner_message_receipts.is_read', direction: 'asc' },
    { column: 'inner_messages.created_at', direction: 'desc' },
    { column: 'inner_messages.id', direction: 'desc' },
  ],
  defaultPageSize: 10,
};

const NOT_FOUND = '消息不存在';

interface MessageRow {
  id: string;
  subject: string;
  subject_i18n: unknown;
  type: string;
  sender_id: string | null;
  sender_name: string;
  link: string | null;
  is_read: boolean;
  created_at: Date;
  read_at: Date | null;
}

const LIST_COLUMNS = [
  'inner_messages.id',
  'inner_messages.subject',
  'inner_messages.subject_i18n',
  'inner_messages.type',
  'inner_messages.sender_id',
  'inner_messages.sender_name',
  'inner_messages.link',
  'inner_messages.created_at',
  'inner_message_receipts.is_read',
  'inner_message_receipts.read_at',
] as const;

/** A message as its receiver reads it: what the system wrote, in the receiver's language (body_i18n too). */
function toMessage(row: MessageRow, language: ServerLanguage): InnerMessage {
  return {
    id: row.id,
    subject: textIn(row.subject, row.subject_i18n, language),
    type: isInnerMessageType(row.type) ? row.type : 'system',
    senderId: row.sender_id,
    senderName: row.sender_name,
    link: row.link,
    isRead: row.is_read,
    createTime: new Date(row.created_at).toISOString(),
    readTime: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/** The caller's receipts that are not removed, with their messages. */
const receiptsOf = (db: Db, userId: string) =>
  db
    .selectFrom('inner_message_receipts')
    .innerJoin('inner_messages', 'inner_messages.id', 'inner_message_receipts.message_id')
    .where('inner_message_receipts.receiver_id', '=', userId)
    .where('inner_message_receipts.removed_at', 'is', null);

/** The people a send reaches: the named staff users and the members of the sender's own groups named. */
async function receiversOf(db: Db, senderId: string, body: MessageSendBody): Promise<string[]> {
  const people = body.receiverIds?.length ? await staffUsers(db, body.receiverIds) : [];
  const groupIds = [...new Set(body.groupIds ?? [])];
  let members: string[] = [];
  if (groupIds.length) {
    const owned = await db
      .selectFrom('contact_groups')
      .select('id')
      .where('id', 'in', groupIds)
      .where('owner_id', '=', senderId)
      .execute();
    if (owned.length !== groupIds.length) throw badRequest('联系人分组不存在');
    const rows = await db
      .selectFrom('contact_group_users')
      .innerJoin('users', 'users.id', 'contact_group_users.user_id')
      .select('users.id')
      .where('contact_group_users.group_id', 'in', groupIds)
      .where('users.status', '=', 1)
      .execute();
    members = rows.map((row) => row.id);
  }
  return [...new Set([...people.map((person) => person.id), ...members])].filter((id) => id !== senderId);
}

/**
 * Inner messages (messageReceiver, workflow-portal section 7): every signed-in user reads, marks and
 * removes their own receipts only; the workflow writes task messages, staff send personal ones
 * (messageSend, the reference backend's own call).
 */
export function registerMessageRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('messageReceiver/list', 'POST'),
    schema: { body: ListBody },
    handler: async (request) => {
      const user = currentUser(request);
      const language = languageOf(request.headers['accept-language']);
      // Per user and language from memory until a message or receipt changes (per-user-cache.ts).
      const list = await perUserAnswer(
        ctx.db,
        'inner-messages',
        user.id,
        [request.body, language],
        async (): Promise<PageList<InnerMessage>> => {
          const query = receiptsOf(ctx.db, user.id).select([...LIST_COLUMNS]);
          const page = await runPagedQuery(query, request.body, MESSAGE_LIST);
          return { ...page, rows: page.rows.map((row) => toMessage(row, language)) };
        },
        MESSAGE_LISTS,
      );
      return ok(list);
    },
  });

  signedIn.route({
    ...ctx.call('messageReceiver/getMsgbadge', 'GET'),
    handler: async (request) => {
      const user = currentUser(request);
      const count = await perUserAnswer(
        ctx.db,
        'inner-unread',
        user.id,
        null,
        async () => {
          const row = await ctx.db
            .selectFrom('inner_message_receipts')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('receiver_id', '=', user.id)
            .where('is_read', '=', false)
            .where('removed_at', 'is', null)
            .executeTakeFirstOrThrow();
          return Number(row.count);
        },
        MESSAGE_LISTS,
      );
      return ok(count);
    },
  });

  signedIn.route({
    ...ctx.call('messageReceiver/get', 'GET'),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.query;
      // Opening a message marks it read; the receiver condition keeps another's message out of reach.
      const read = await ctx.db
        .updateTable('inner_message_receipts')
        .set((eb) => ({ is_read: true, read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) }))
        .where('message_id', '=', id)
        .where('receiver_id', '=', user.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (Number(read.numUpdatedRows) === 0) return refuse(NOT_FOUND);
      const row = await receiptsOf(ctx.db, user.id)
        .select([...LIST_COLUMNS, 'inner_messages.body', 'inner_messages.body_i18n'])
        .where('inner_messages.id', '=', id)
        .executeTakeFirstOrThrow();
      const language = languageOf(request.headers['accept-language']);
      return ok<InnerMessage>({
        ...toMessage(row, language),
        body: textIn(row.body, row.body_i18n, language),
      });
    },
  });

  signedIn.route({
    ...ctx.call('messageReceiver/mark', 'POST'),
    schema: { body: MessageMarkBody },
    handler: async (request) => {
      const user = currentUser(request);
      const { ids, isRead } = request.body;
      const result = await ctx.db
        .updateTable('inner_message_receipts')
        .set((eb) =>
          isRead
            ? { is_read: true, read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) }
            : { is_read: false, read_at: null },
        )
        .where('message_id', 'in', ids)
        .where('receiver_id', '=', user.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      const count = Number(result.numUpdatedRows);
      return count === 0 ? refuse(NOT_FOUND) : ok(count, isRead ? '已标记为已读' : '已标记为未读');
    },
  });

  signedIn.route({
    ...ctx.call('messageReceiver/remove', 'POST'),
    schema: { body: MessageIdsBody },
    handler: async (request) => {
      const user = currentUser(request);
      // Only the caller's receipt goes: the sender and the other receivers keep theirs.
      const result = await ctx.db
        .updateTable('inner_message_receipts')
        .set({ removed_at: new Date() })
        .where('message_id', 'in', request.body.ids)
        .where('receiver_id', '=', user.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      const count = Number(result.numUpdatedRows);
      return count === 0 ? refuse(NOT_FOUND) : ok(count, '删除成功');
    },
  });

  signedIn.route({
    ...ctx.call('messageSend/send'),
    schema: { body: MessageSendBody },
    handler: async (request) => {
      const user = currentUser(request);
      staffOnly(user);
      const body = request.body;
      if (!showsSomething(body.body)) return refuse('请填写消息内容');
      const receivers = await receiversOf(ctx.db, user.id, body);
      if (receivers.length === 0) return refuse('请选择接收人');
      const id = await ctx.db.transaction().execute((trx) =>
        sendInnerMessage(trx, {
          sender: { id: user.id, name: user.fullname },
          receivers,
          subject: body.subject.trim(),
          body: body.body,
          type: 'personal',
          link: body.link ?? null,
        }),
      );
      return ok<SentMessage>({ id: id ?? '', receivers: receivers.length }, '发送成功');
    },
  });
}
