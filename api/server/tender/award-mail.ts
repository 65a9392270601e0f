/**
 * The award by e-mail (issue 36): besides the to-do message, every supplier told of an award gets an
 * e-mail when the portal has an address for them (the default mail account they keep in the portal,
 * else the address of their user account). The mails are rows of procure_mail_outbox written in the
 * transaction that publishes the award (so a confirmed award always has them, and none go for one that
 * rolled back), sent afterwards by the poller of any process: a row is claimed under `for update skip
 * locked`, so two processes never send one twice; a failed send is tried again later (1, 2, 4 … minutes,
 * at most MAX_ATTEMPTS times) with its error kept.
 *
 * The portal sends through its notification mailbox: NOTICE_SMTP_URL (smtp://user:password@host:port,
 * smtps:// for TLS) and NOTICE_MAIL_FROM (the sender's address, `"电子招投标平台" <noreply@…>`). Without
 * them the rows wait (their last_error says why) and go once the mailbox is configured.
 */
import { randomUUID } from 'node:crypto';
import { noticeLanguageOf } from '../../contract/notice-language.js';
import type { Db } from '../db/database.js';
import { startPoller } from '../db/poller.js';
import { escapeHtml } from '../http/sanitize-html.js';
import { translate } from '../http/translations/index.js';
import type { ProjectRow } from './access.js';

export const AWARD_MAIL_POLL_MS = 2_000;
export const MAX_ATTEMPTS = 10;
const BATCH = 20;
export const NOT_CONFIGURED =
  'NOTICE_SMTP_URL and NOTICE_MAIL_FROM are not set: the portal has no mailbox to send from';

/** The addresses of the receivers that have one: their default portal mail account's, else their own. */
export async function addressesOf(trx: Db, receivers: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!receivers.length) return found;
  const accounts = await trx
    .selectFrom('mail_accounts')
    .select(['user_id', 'email'])
    .where('user_id', 'in', receivers)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .execute();
  for (const account of accounts)
    if (account.email && !found.has(account.user_id)) found.set(account.user_id, account.email);
  const users = await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', receivers).execute();
  for (const user of users)
    if (user.email?.trim() && !found.has(user.id)) found.set(user.id, user.email.trim());
  return found;
}

/**
 * Queues the award's e-mails: to each receiver with an address, the line they are told in their to-do
 * message (in the notice's language) and the award notice's text, with where to read it on the site.
 */
export async function queueAwardMails(
  trx: Db,
  project: ProjectRow,
  notice: { id: string; title: string; content: string },
  receivers: { id: string; subject: string }[],
): Promise<number> {
  const addresses = await addressesOf(
    trx,
    receivers.map((receiver) => receiver.id),
  );
  const language = noticeLanguageOf(project.notice_language);
  const rows = receivers.flatMap((receiver) => {
    const address = addresses.get(receiver.id);
    if (!address) return [];
    const subject = translate(receiver.subject, language);
    const html = `<p>${escapeHtml(subject)}</p><h2>${escapeHtml(notice.title)}</h2>${notice.content}<p>${escapeHtml(
      translate('公告地址：{0}', language).replace('{0}', `/front/bargainNotice?id=${notice.id}`),
    )}</p>`;
    return [
      {
        id: `mail-${randomUUID()}`,
        project_id: project.id,
        notice_id: notice.id,
        receiver_id: receiver.id,
        address,
        subject,
        html,
      },
    ];
  });
  if (rows.length) await trx.insertInto('procure_mail_outbox').values(rows).execute();
  return rows.length;
}

/** Sends one mail; throws when the server refuses it. */
export type MailSend = (mail: { to: string; subject: string; html: string }) => Promise<void>;

/** The notification mailbox from the environment (NOTICE_SMTP_URL, NOTICE_MAIL_FROM), or undefined. */
export async function noticeMailerFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Promise<MailSend | undefined> {
  const url = env.NOTICE_SMTP_URL?.trim();
  const from = env.NOTICE_MAIL_FROM?.trim();
  if (!url || !from) return undefined;
  const parsed = new URL(url);
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 587),
    secure: parsed.protocol === 'smtps:',
    ignoreTLS: parsed.searchParams.get('tls') === 'none',
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}

/** Sends the mails due now (a batch), each claimed in its own transaction; answers how many went. */
export async function sendDueAwardMails(
  db: Db,
  send: MailSend | undefined,
  now = new Date(),
): Promise<number> {
  let sent = 0;
  // Most rounds find nothing due: asked without a transaction first.
  const due = await db
    .selectFrom('procure_mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .where('next_attempt_at', '<=', now)
    .limit(1)
    .executeTakeFirst();
  if (!due) return 0;
  for (let index = 0; index < BATCH; index++) {
    const went = await db.transaction().execute(async (trx) => {
      const mail = await trx
        .selectFrom('procure_mail_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!mail) return undefined;
      try {
        if (!send) throw new Error(NOT_CONFIGURED);
        await send({ to: mail.address, subject: mail.subject, html: mail.html });
        await trx
          .updateTable('procure_mail_outbox')
          .set({ sent_at: new Date(), last_error: null, attempts: mail.attempts + 1 })
          .where('id', '=', mail.id)
          .execute();
        return true;
      } catch (error) {
        const attempts = mail.attempts + (send ? 1 : 0);
        await trx
          .updateTable('procure_mail_outbox')
          .set({
            attempts,
            last_error: error instanceof Error ? error.message : String(error),
            next_attempt_at: new Date(now.getTime() + 60_000 * 2 ** Math.min(attempts, 10)),
          })
          .where('id', '=', mail.id)
          .execute();
        return false;
      }
    });
    if (went === undefined) break;
    if (went) sent += 1;
  }
  return sent;
}

/** The poller every process runs: the mailbox is read from the environment at each round. */
export function startAwardMailPoller(
  db: Db,
  intervalMs = AWARD_MAIL_POLL_MS,
  onError?: (error: unknown) => void,
): () => void {
  return startPoller(async () => sendDueAwardMails(db, await noticeMailerFromEnv()), intervalMs, onError);
}
