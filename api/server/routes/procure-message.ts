import { IdQuery } from '../../contract/schemas/common.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { ok, refuse } from '../http/envelope.js';
import { languageOf } from '../http/translations/index.js';
import { messagePage, readAllMessages, readMessage, unreadCount } from '../tender/messages.js';
import { MESSAGE_LISTS, perUserAnswer } from '../workflow/lists/per-user-cache.js';

/** procureMessage: the to-do messages of the tender site (tender-portal section 7.3). */
export function registerProcureMessageRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('procureMessage/getMyUnReadCount'),
    handler: async (request) => ok(await unreadCount(ctx.db, currentUser(request).id)),
  });

  signedIn.route({
    ...ctx.call('procureMessage/getMyMessage'),
    schema: { body: ListBody },
    handler: async (request) => {
      const userId = currentUser(request).id;
      const language = languageOf(request.headers['accept-language']);
      // Per user and language from memory until a message changes (per-user-cache.ts).
      return ok(
        await perUserAnswer(
          ctx.db,
          'procure-messages',
          userId,
          [request.body, language],
          () => messagePage(ctx.db, userId, request.body, language),
          MESSAGE_LISTS,
        ),
      );
    },
  });

  signedIn.route({
    ...ctx.call('procureMessage/getDetail'),
    schema: { querystring: IdQuery },
    handler: async (request) => {
      const language = languageOf(request.headers['accept-language']);
      const read = await readMessage(ctx.db, currentUser(request).id, request.query.id, language);
      return read ? ok(read) : refuse('消息不存在');
    },
  });

  signedIn.route({
    ...ctx.call('procureMessage/readAll'),
    handler: async (request) => ok(await readAllMessages(ctx.db, currentUser(request).id)),
  });
}
