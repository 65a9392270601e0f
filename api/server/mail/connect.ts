import type { ImapFlow } from 'imapflow';
import type { MailAccount } from '../../contract/mail.js';

// The mail clients (imapflow, nodemailer) are loaded at the first mail call, not with the server: most
// processes never make one, and loading them was about half a second of every start.

/** What a connection to an account's servers needs: its settings and the plain password. */
export type MailServers = Pick<
  MailAccount,
  'email' | 'imapHost' | 'imapPort' | 'imapSecurity' | 'smtpHost' | 'smtpPort' | 'smtpSecurity' | 'username'
> & { password: string };

/** Seconds a server has to answer before a call gives up (a dead host must not hang a request). */
const CONNECT_TIMEOUT_MS = 15_000;

/**
 * Certificates are checked unless MAIL_TLS_INSECURE=1 (a test server or an intranet server with its own
 * certificate authority that the machine does not trust).
 */
const tlsOptions = () => ({ rejectUnauthorized: process.env.MAIL_TLS_INSECURE !== '1' });

/** An IMAP client of the account, not yet connected. */
async function imapClient(servers: MailServers): Promise<ImapFlow> {
  const { ImapFlow } = await import('imapflow');
  return new ImapFlow({
    host: servers.imapHost,
    port: servers.imapPort,
    secure: servers.imapSecurity === 'tls',
    doSTARTTLS:
      servers.imapSecurity === 'starttls' ? true : servers.imapSecurity === 'none' ? false : undefined,
    auth: { user: servers.username, pass: servers.password },
    tls: tlsOptions(),
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: 60_000,
  });
}

/** Runs work on a connected IMAP client and logs out (or drops the connection) afterwards. */
export async function withImap<T>(servers: MailServers, work: (client: ImapFlow) => Promise<T>): Promise<T> {
  const client = await imapClient(servers);
  // A socket error after connect would otherwise be an unhandled 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/** An SMTP transport of the account. */
export async function smtpTransport(servers: MailServers) {
  const { createTransport } = await import('nodemailer');
  return createTransport({
    host: servers.smtpHost,
    port: servers.smtpPort,
    secure: servers.smtpSecurity === 'tls',
    requireTLS: servers.smtpSecurity === 'starttls',
    ignoreTLS: servers.smtpSecurity === 'none',
    auth: { user: servers.username, pass: servers.password },
    tls: tlsOptions(),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: 60_000,
  });
}

interface ServerError {
  code?: string;
  message?: string;
  authenticationFailed?: boolean;
  responseCode?: number;
  responseText?: string;
  response?: string;
  /** nodemailer: the recipients the SMTP server refused. */
  rejected?: string[];
  cause?: unknown;
}

const TLS_CODES = /^(ERR_SSL|ERR_TLS|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_VERIFY|CERT_|ECONNRESET_TLS)/;

/**
 * Why talking to a mail server failed, as a user reads it (zh-CN; the route translates it): unknown
 * host, refused, timed out, TLS refused, login refused, or the server's own words.
 */
export function mailServerError(error: unknown, host: string, port: number): string {
  const failure = (error ?? {}) as ServerError;
  const codes = [failure.code, (failure.cause as ServerError | undefined)?.code].filter(Boolean) as string[];
  const text = `${failure.message ?? ''} ${failure.responseText ?? ''} ${failure.response ?? ''}`;
  const address = `${host}:${port}`;
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN') || /ENOTFOUND|EAI_AGAIN/.test(text)) {
    return `找不到邮件服务器：${host}`;
  }
  if (codes.includes('ECONNREFUSED') || /ECONNREFUSED/.test(text)) return `邮件服务器拒绝连接：${address}`;
  if (codes.includes('EENVELOPE') && failure.rejected?.length) {
    return `邮件服务器拒绝了收件人：${failure.rejected.join(', ')}`;
  }
  if (codes.some((code) => /TIMEOUT|ETIMEDOUT/.test(code)) || /timed? ?out/i.test(text)) {
    return `连接邮件服务器超时：${address}`;
  }
  if (
    failure.authenticationFailed ||
    codes.includes('EAUTH') ||
    failure.responseCode === 535 ||
    /authentication|AUTHENTICATIONFAILED|login failed|invalid credentials/i.test(text)
  ) {
    return '用户名或密码错误';
  }
  if (codes.some((code) => TLS_CODES.test(code)) || /certificate|ssl|tls/i.test(text)) {
    return `安全连接失败：${address}`;
  }
  const detail = (failure.responseText || failure.message || String(error)).replace(/\s+/g, ' ').trim();
  return `连接邮件服务器失败：${detail.slice(0, 200)}`;
}
