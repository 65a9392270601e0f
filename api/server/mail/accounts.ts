import type { Selectable } from 'kysely';
import type { MailAccount } from '../../contract/mail.js';
import type { MailSecurity } from '../../contract/schemas/mail.js';
import { isGuest } from '../auth/guest.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Db } from '../db/database.js';
import type { MailAccountTable } from '../db/schema-mail.js';
import { forbidden, HttpError } from '../http/envelope.js';
import type { MailServers } from './connect.js';
import { decryptSecret } from './secrets.js';

export type MailAccountRow = Selectable<MailAccountTable>;

export const MAIL_ACCOUNT_NOT_FOUND = '邮件账户不存在';
export const MAIL_NOT_FOUND = '邮件不存在';

/** Mail is the staff side's: users with a tender-site identity and the guest of a short link are refused. */
export function requireMailUser(user: SessionUser): void {
  if (user.identity || isGuest(user)) throw forbidden('没有权限使用邮件');
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The account as answered: never the password, only whether one is stored. */
export function toMailAccount(row: MailAccountRow): MailAccount {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    imapHost: row.imap_host,
    imapPort: row.imap_port,
    imapSecurity: row.imap_security as MailSecurity,
    smtpHost: row.smtp_host,
    smtpPort: row.smtp_port,
    smtpSecurity: row.smtp_security as MailSecurity,
    username: row.username,
    hasPassword: row.password_cipher !== null,
    isDefault: row.is_default,
    lastSyncTime: iso(row.last_sync_at),
    lastSyncError: row.last_sync_error,
    createTime: iso(row.created_at) ?? '',
  };
}

/** The caller's accounts, default first. */
export function accountsOf(db: Db, userId: string): Promise<MailAccountRow[]> {
  return db
    .selectFrom('mail_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One of the caller's accounts; another's reads as missing, so ids cannot be probed. */
export async function ownAccount(db: Db, userId: string, id: string): Promise<MailAccountRow> {
  const row = await db
    .selectFrom('mail_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, MAIL_ACCOUNT_NOT_FOUND);
  return row;
}

/** The account a call names, or the caller's default (their first) when it names none. */
export async function accountOrDefault(
  db: Db,
  userId: string,
  id: string | undefined,
): Promise<MailAccountRow> {
  if (id) return ownAccount(db, userId, id);
  const [first] = await accountsOf(db, userId);
  if (!first) throw new HttpError(400, '请先设置邮件账户');
  return first;
}

/** The settings and the plain password a connection needs. */
export async function serversOf(dataDir: string, row: MailAccountRow): Promise<MailServers> {
  const password = row.password_cipher ? await decryptSecret(dataDir, row.password_cipher) : undefined;
  if (password === undefined) throw new HttpError(400, '邮件账户的密码无法读取，请重新填写密码');
  return { ...toMailAccount(row), password };
}
