import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import {
  linkmanCompletion,
  MAIL_COMPLETION_LIMIT,
  type MailChangeCount,
  type MailCompletion,
  type MailLinkman,
} from '../../contract/mail.js';
import { MailCompletionQuery, MailIdsQuery, MailLinkmanBody } from '../../contract/schemas/mail.js';
import { ListBody } from '../../contract/schemas/query-body.js';
import { isEmail } from '../../contract/validators.js';
import { GUEST_USER_ID } from '../auth/guest.js';
import type { MailLinkmanTable } from '../db/schema-mail.js';
import type { RouteScopes, ServerContext } from '../http/context.js';
import { badRequest, HttpError, ok } from '../http/envelope.js';
import { escapeLike, runPagedQuery } from '../http/query-body.js';
import { LINKMAN_LIST } from '../mail/views.js';
import { idsOf, mailUser } from './mail.js';

function toLinkman(row: Selectable<MailLinkmanTable>): MailLinkman {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    remark: row.remark,
    createTime: new Date(row.created_at).toISOString(),
  };
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** Mail contacts (mailLinkman/*): each user's own list, and address completion. */
export function registerMailLinkmanRoutes({ signedIn }: RouteScopes, ctx: ServerContext): void {
  signedIn.route({
    ...ctx.call('mailLinkman/listJson', 'POST'),
    schema: { body: ListBody },
    handler: async (request) => {
      const user = mailUser(request);
      const query = ctx.db.selectFrom('mail_linkmen').selectAll().where('mail_linkmen.user_id', '=', user.id);
      const page = await runPagedQuery(query, request.body, LINKMAN_LIST);
      return ok({ ...page, rows: page.rows.map(toLinkman) });
    },
  });

  signedIn.route({
    ...ctx.call('mailLinkman/save', 'POST'),
    schema: { body: MailLinkmanBody },
    handler: async (request) => {
      const user = mailUser(request);
      const body = request.body;
      const email = body.email.trim();
      if (!isEmail(email)) throw badRequest(`邮件地址格式不正确：${email}`);
      if (body.id) {
        const own = await ctx.db
          .selectFrom('mail_linkmen')
          .select('id')
          .where('id', '=', body.id)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (!own) throw new HttpError(404, '联系人不存在');
      }
      const duplicate = await ctx.db
        .selectFrom('mail_linkmen')
        .select('id')
        .where('user_id', '=', user.id)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('id', '<>', body.id ?? '')
        .executeTakeFirst();
      if (duplicate) throw badRequest('该邮件地址已在联系人中');
      const values = {
        name: body.name.trim(),
        email,
        phone: blankToNull(body.phone),
        company: blankToNull(body.company),
        remark: blankToNull(body.remark),
      };
      const id = body.id ?? randomUUID();
      if (body.id) await ctx.db.updateTable('mail_linkmen').set(values).where('id', '=', id).execute();
      else
        await ctx.db
          .insertInto('mail_linkmen')
          .values({ id, user_id: user.id, ...values })
          .execute();
      const row = await ctx.db
        .selectFrom('mail_linkmen')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return ok(toLinkman(row), '保存成功');
    },
  });

  signedIn.route({
    ...ctx.call('mailLinkman/remove', 'POST'),
    schema: { querystring: MailIdsQuery },
    handler: async (request) => {
      const user = mailUser(request);
      const ids = idsOf(request.query.ids);
      const own = await ctx.db
        .selectFrom('mail_linkmen')
        .select('id')
        .where('id', 'in', ids)
        .where('user_id', '=', user.id)
        .execute();
      if (own.length !== new Set(ids).size) throw new HttpError(404, '联系人不存在');
      await ctx.db.deleteFrom('mail_linkmen').where('id', 'in', ids).where('user_id', '=', user.id).execute();
      return ok<MailChangeCount>({ count: own.length }, '删除成功');
    },
  });

  signedIn.route({
    ...ctx.call('mailLinkman/getMailAndUserData', 'GET'),
    schema: { querystring: MailCompletionQuery },
    handler: async (request) => {
      const user = mailUser(request);
      const text = `%${escapeLike(request.query.query?.trim() ?? '')}%`;
      const linkmen = await ctx.db
        .selectFrom('mail_linkmen')
        .select(['id', 'name', 'email', 'company'])
        .where('user_id', '=', user.id)
        .where((eb) => eb.or([eb('name', 'ilike', text), eb('email', 'ilike', text)]))
        .orderBy('name')
        .limit(MAIL_COMPLETION_LIMIT)
        .execute();
      // Colleagues: staff users of the caller's tenant with an address (suppliers' addresses stay private).
      const users = await ctx.db
        .selectFrom('users')
        .leftJoin('user_orgs', (join) =>
          join.onRef('user_orgs.user_id', '=', 'users.id').on('user_orgs.is_master', '=', true),
        )
        .leftJoin('orgs', 'orgs.id', 'user_orgs.org_id')
        .select(['users.id', 'users.fullname', 'users.account', 'users.email', 'orgs.name as org_name'])
        .where('users.email', 'is not', null)
        .where('users.email', '<>', '')
        .where('users.identity', 'is', null)
        .where('users.status', '=', 1)
        .where('users.tenant_id', '=', user.tenant_id)
        .where('users.id', '<>', GUEST_USER_ID)
        .where((eb) =>
          eb.or([
            eb('users.fullname', 'ilike', text),
            eb('users.account', 'ilike', text),
            eb('users.email', 'ilike', text),
          ]),
        )
        .orderBy('users.account')
        .limit(MAIL_COMPLETION_LIMIT)
        .execute();
      const seen = new Set(linkmen.map((row) => row.email.toLowerCase()));
      const entries: MailCompletion[] = [
        ...linkmen.map(linkmanCompletion),
        ...users
          .filter((row) => row.email && !seen.has(row.email.toLowerCase()))
          .map((row) => ({
            name: row.fullname,
            address: row.email ?? '',
            source: 'user' as const,
            id: row.id,
            account: row.account,
            orgName: row.org_name,
          })),
      ];
      return ok(entries.slice(0, MAIL_COMPLETION_LIMIT));
    },
  });
}
