import type { PageList } from '../../contract/envelope.js';
import { IdQuery } from '../../contract/schemas/common.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { ProcureMessage } from '../../contract/tender.js';
import { changeAwareCache } from '../db/change-feed.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';
import { type ListSpec, runPagedQuery } from '../http/query-body.js';

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
}

function toMessage(row: MessageRow): ProcureMessage {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    type: row.type,
    projectId: row.project_id,
    isRead: row.is_read,
    createTime: new Date(row.created_at).toISOString(),
    readTime: row.read_at ? new Date(row.read_at).toISOString() : null,
  };
}

/** procureMessage: the to-do messages of the tender site (tender-portal section 7.3). */
export function registerProcureMessageRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('procureMessage/getMyUnReadCount'),
    handler: async (request) => {
      const user = currentUser(request);
      // Every open page polls this: answered from a cache that any change to the messages clears.
      const unread = changeAwareCache<number>(ctx.db, 'unread-count', ['procure_messages']);
      const count = await unread.get(user.id, async () => {
        const row = await ctx.db
          .selectFrom('procure_messages')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('receiver_id', '=', user.id)
          .where('is_read', '=', false)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      });
      return ok(count);
    },
  });

  signedIn.route({
    ...ctx.call('procureMessage/getMyMessage'),
    schema: { body: ListBody },
    handler: async (request) => {
      const user = currentUser(request);
      const query = ctx.db
        .selectFrom('procure_messages')
        .select([...MESSAGE_COLUMNS])
        .where('receiver_id', '=', user.id);
      const page = await runPagedQuery(query, request.body, MESSAGE_LIST);
      const list: PageList<ProcureMessage> = { ...page, rows: page.rows.map(toMessage) };
      return ok(list);
    },
  });

  signedIn.route({
    ...ctx.call('procureMessage/getDetail'),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      const user = currentUser(request);
      const { id } = request.query;
      // Reading marks it read; the receiver condition keeps another user's message out of reach.
      const read = await ctx.db
        .updateTable('procure_messages')
        .set((eb) => ({ is_read: true, read_at: eb.fn.coalesce('read_at', eb.fn<Date>('now', [])) }))
        .where('id', '=', id)
        .where('receiver_id', '=', user.id)
        .returning([...MESSAGE_COLUMNS])
        .executeTakeFirst();
      return read ? ok(toMessage(read)) : refuse('消息不存在');
    },
  });

  signedIn.route({
    ...ctx.call('procureMessage/readAll'),
    handler: async (request) => {
      const user = currentUser(request);
      const result = await ctx.db
        .updateTable('procure_messages')
        .set({ is_read: true, read_at: new Date() })
        .where('receiver_id', '=', user.id)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return ok(Number(result.numUpdatedRows));
    },
  });
}
