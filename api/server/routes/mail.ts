import type { FastifyRequest } from 'fastify';
import type { MailChangeCount } from '../../contract/mail.js';
import { IdQuery } from '../../contract/schemas/common.js';
import {
  MAIL_MAX_IDS,
  MailAccountQuery,
  MailReadQuery,
  MailRemoveQuery,
  MailSendBody,
} from '../../contract/schemas/mail.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import type { SessionUser } from '../auth/sessions.js';
import { currentUser, type RouteScopes, type ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';
import { languageOf, translate } from '../http/translations/index.js';
import { accountOrDefault, accountsOf, ownAccount, requireMailUser } from '../mail/accounts.js';
import { markRead, removeMails, sendMail } from '../mail/actions.js';
import { syncAccount } from '../mail/sync.js';
import { mailDetail, mailList, mailTree } from '../mail/views.js';
import { fileStorageFor } from '../storage/index.js';

/** The signed-in user of a mail call: staff only. */
export function mailUser(request: FastifyRequest): SessionUser {
  const user = currentUser(request);
  requireMailUser(user);
  return user;
}

/** `?ids=a,b` or `?ids=a&ids=b` → the ids, at least one. */
export function idsOf(raw: string | string[]): string[] {
  const ids = [raw]
    .flat()
    .flatMap((part) => part.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw badRequest('请选择要操作的记录');
  if (ids.length > MAIL_MAX_IDS) throw badRequest(`请求参数不正确：一次最多操作${MAIL_MAX_IDS}条`);
  return ids;
}

/** Mail (mail/*): the synced copy of the caller's mailboxes, sending and syncing. */
export function registerMailRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('mail/getMailTreeData', 'GET'),
    schema: { querystring: MailAccountQuery },
    handler: async (request) => ok(await mailTree(ctx.db, mailUser(request).id, request.query.accountId)),
  });

  signedIn.route({
    ...ctx.call('mail/listJson', 'POST'),
    schema: { body: ListBody },
    handler: async (request) => ok(await mailList(ctx.db, mailUser(request).id, request.body)),
  });

  signedIn.route({
    ...ctx.call('mail/getJson', 'GET'),
    schema: { querystring: IdQuery },
    handler: async (request) =>
      ok(await mailDetail(ctx.db, fileStorageFor(ctx), mailUser(request).id, request.query.id)),
  });

  signedIn.route({
    ...ctx.call('mail/send', 'POST'),
    schema: { body: MailSendBody },
    handler: async (request) => {
      const user = mailUser(request);
      const account = await accountOrDefault(ctx.db, user.id, request.body.accountId);
      return ok(await sendMail(ctx, user, account, request.body), '邮件已发送');
    },
  });

  signedIn.route({
    ...ctx.call('mail/sync', 'POST'),
    schema: { querystring: MailAccountQuery },
    handler: async (request) => {
      const user = mailUser(request);
      const { accountId } = request.query;
      const accounts = accountId
        ? [await ownAccount(ctx.db, user.id, accountId)]
        : await accountsOf(ctx.db, user.id);
      const language = languageOf(request.headers['accept-language']);
      const results = [];
      for (const account of accounts) {
        const result = await syncAccount(ctx, account);
        results.push({ ...result, error: result.error === null ? null : translate(result.error, language) });
      }
      return ok(results);
    },
  });

  signedIn.route({
    ...ctx.call('mail/remove', 'POST'),
    schema: { querystring: MailRemoveQuery },
    handler: async (request) => {
      const count = await removeMails(ctx, mailUser(request), idsOf(request.query.ids), request.query.type);
      return ok<MailChangeCount>({ count }, '删除成功');
    },
  });

  signedIn.route({
    ...ctx.call('mail/isRead', 'POST'),
    schema: { querystring: MailReadQuery },
    handler: async (request) => {
      const count = await markRead(ctx, mailUser(request), idsOf(request.query.ids), request.query.isRead);
      return ok<MailChangeCount>({ count });
    },
  });
}
