import { randomUUID } from 'node:crypto';
import type { MailAccount, MailChangeCount, MailServerCheck, MailTestResult } from '../../contract/mail.js';
import { MailAccountBody, MailIdsQuery } from '../../contract/schemas/mail.js';
import { isEmail } from '../../contract/validators.js';
import type { SessionUser } from '../auth/sessions.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { badRequest, ok } from '../http/envelope.js';
import { languageOf, type ServerLanguage, translate } from '../http/translations/index.js';
import { accountsOf, ownAccount, serversOf, toMailAccount } from '../mail/accounts.js';
import { type MailServers, mailServerError, smtpTransport, withImap } from '../mail/connect.js';
import { encryptSecret } from '../mail/secrets.js';
import { deleteMailsOf } from '../mail/store.js';
import { fileStorageFor } from '../storage/index.js';
import { idsOf, mailUser } from './mail.js';

function checkAddress(email: string): string {
  const trimmed = email.trim();
  if (!isEmail(trimmed)) throw badRequest(`邮件地址格式不正确：${trimmed}`);
  return trimmed;
}

/** The servers a body describes; an empty password of a saved account is the stored one. */
async function serversOfBody(
  ctx: ServerContext,
  user: SessionUser,
  body: MailAccountBody,
): Promise<MailServers> {
  let password = body.password ?? '';
  if (!password && body.id)
    password = (await serversOf(ctx.dataDir, await ownAccount(ctx.db, user.id, body.id))).password;
  if (!password) throw badRequest('请填写密码');
  return {
    email: checkAddress(body.email),
    imapHost: body.imapHost.trim(),
    imapPort: body.imapPort,
    imapSecurity: body.imapSecurity,
    smtpHost: body.smtpHost.trim(),
    smtpPort: body.smtpPort,
    smtpSecurity: body.smtpSecurity,
    username: body.username.trim(),
    password,
  };
}

async function check(
  work: () => Promise<unknown>,
  host: string,
  port: number,
  language: ServerLanguage,
): Promise<MailServerCheck> {
  try {
    await work();
    return { ok: true, message: translate('连接成功', language) };
  } catch (failure) {
    return { ok: false, message: translate(mailServerError(failure, host, port), language) };
  }
}

/** Mail accounts (mailSetting/*): each user's own; the password is stored encrypted and never answered. */
export function registerMailSettingRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('mailSetting/listJson', 'GET'),
    handler: async (request) =>
      ok<MailAccount[]>(
        (await accountsOf(ctx.db, mailUser(request).id)).map((row) => {
          const account = toMailAccount(row);
          const language = languageOf(request.headers['accept-language']);
          return {
            ...account,
            lastSyncError: account.lastSyncError && translate(account.lastSyncError, language),
          };
        }),
      ),
  });

  signedIn.route({
    ...ctx.call('mailSetting/save', 'POST'),
    schema: { body: MailAccountBody },
    handler: async (request) => {
      const user = mailUser(request);
      const body = request.body;
      const existing = body.id ? await ownAccount(ctx.db, user.id, body.id) : undefined;
      if (!existing && !body.password) throw badRequest('请填写密码');
      const others = await accountsOf(ctx.db, user.id);
      const isDefault = body.isDefault ?? existing?.is_default ?? others.length === 0;
      const values = {
        email: checkAddress(body.email),
        display_name: body.displayName?.trim() || null,
        imap_host: body.imapHost.trim(),
        imap_port: body.imapPort,
        imap_security: body.imapSecurity,
        smtp_host: body.smtpHost.trim(),
        smtp_port: body.smtpPort,
        smtp_security: body.smtpSecurity,
        username: body.username.trim(),
        is_default: isDefault,
        updated_at: new Date(),
        ...(body.password ? { password_cipher: await encryptSecret(ctx.dataDir, body.password) } : {}),
      };
      const id = existing?.id ?? randomUUID();
      await ctx.db.transaction().execute(async (trx) => {
        if (isDefault) {
          await trx
            .updateTable('mail_accounts')
            .set({ is_default: false })
            .where('user_id', '=', user.id)
            .execute();
        }
        if (existing) {
          await trx.updateTable('mail_accounts').set(values).where('id', '=', id).execute();
        } else {
          await trx
            .insertInto('mail_accounts')
            .values({ id, user_id: user.id, password_cipher: null, ...values })
            .execute();
        }
      });
      return ok(toMailAccount(await ownAccount(ctx.db, user.id, id)), '保存成功');
    },
  });

  signedIn.route({
    ...ctx.call('mailSetting/test', 'POST'),
    schema: { body: MailAccountBody },
    handler: async (request) => {
      const servers = await serversOfBody(ctx, mailUser(request), request.body);
      const language = languageOf(request.headers['accept-language']);
      const [imap, smtp] = await Promise.all([
        check(() => withImap(servers, async () => undefined), servers.imapHost, servers.imapPort, language),
        check(
          async () => {
            const transport = await smtpTransport(servers);
            try {
              await transport.verify();
            } finally {
              transport.close();
            }
          },
          servers.smtpHost,
          servers.smtpPort,
          language,
        ),
      ]);
      return ok<MailTestResult>({ ok: imap.ok && smtp.ok, imap, smtp });
    },
  });

  signedIn.route({
    ...ctx.call('mailSetting/remove', 'POST'),
    schema: { querystring: MailIdsQuery },
    handler: async (request) => {
      const user = mailUser(request);
      const ids = idsOf(request.query.ids);
      const accounts = await Promise.all(ids.map((id) => ownAccount(ctx.db, user.id, id)));
      await deleteMailsOf(ctx.db, fileStorageFor(ctx), 'account_id', ids);
      await ctx.db
        .deleteFrom('mail_accounts')
        .where('id', 'in', ids)
        .where('user_id', '=', user.id)
        .execute();
      // The default went with them: the oldest remaining account takes its place.
      if (accounts.some((account) => account.is_default)) {
        const [next] = await accountsOf(ctx.db, user.id);
        if (next)
          await ctx.db
            .updateTable('mail_accounts')
            .set({ is_default: true })
            .where('id', '=', next.id)
            .execute();
      }
      return ok<MailChangeCount>({ count: accounts.length }, '删除成功');
    },
  });
}
