import assert from 'node:assert/strict';
import type { ImapFlow } from 'imapflow';
import type { Envelope, PageList } from '../../../api/contract/envelope.js';
import type { UploadedFile } from '../../../api/contract/files.js';
import type {
  MailAccount,
  MailDetail,
  MailRow,
  MailSyncResult,
  MailTreeNode,
} from '../../../api/contract/mail.js';
import { withImap } from '../../../api/server/mail/connect.js';
import type { TestServer } from './harness.js';

export const MAIL = '/mail/mail/v1';
export const MAIL_SETTING = '/mail/mailSetting/v1';
export const MAIL_LINKMAN = '/mail/mailLinkman/v1';
const UPLOAD = '/portal/system/file/v1/upload';
const DOWNLOAD = '/portal/system/file/v1/downloadFile';

/** A 1×1 PNG, for an inline image of a mail's HTML. */
export const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The mail calls over real HTTP, as one signed-in user. */
export function mailSession(server: TestServer, token: string, language?: string) {
  const headers = language ? { 'accept-language': language } : undefined;
  const call = <T>(method: string, path: string, body?: unknown) =>
    server.request<Envelope<T>>(method, path, { token, body, headers });
  /** The value of a call that must succeed. */
  const value = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const { status, body: answer } = await call<T>(method, path, body);
    assert.equal(status, 200, `${path}: ${answer.message}`);
    assert.equal(answer.state, true, `${path}: ${answer.message}`);
    return answer.value as T;
  };
  return {
    call,
    value,
    accounts: () => value<MailAccount[]>('GET', `${MAIL_SETTING}/listJson`),
    tree: () => value<MailTreeNode[]>('GET', `${MAIL}/getMailTreeData`),
    sync: (accountId?: string) =>
      value<MailSyncResult[]>('POST', `${MAIL}/sync${accountId ? `?accountId=${accountId}` : ''}`),
    list: (folderId: string, keyword?: string) =>
      value<PageList<MailRow>>('POST', `${MAIL}/listJson`, {
        querys: [
          { property: 'folderId', value: folderId, operation: 'EQUAL' },
          ...(keyword ? [{ property: 'keyword', value: keyword, operation: 'LIKE' }] : []),
        ],
      }),
    detail: (id: string) => value<MailDetail>('GET', `${MAIL}/getJson?id=${encodeURIComponent(id)}`),
    /** The folder of the tree with this special use (of the first account). */
    folder: async (use: string) => {
      const node = (await value<MailTreeNode[]>('GET', `${MAIL}/getMailTreeData`)).find(
        (entry) => entry.specialUse === use,
      );
      assert.ok(node, `no ${use} folder`);
      return node;
    },
    upload: async (name: string, content: string) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'text/plain' }), name);
      const response = await fetch(`${server.url}${UPLOAD}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const answer = (await response.json()) as Envelope<UploadedFile>;
      assert.equal(answer.state, true, answer.message);
      return (answer.value as UploadedFile).fileId;
    },
    download: (fileId: string) =>
      fetch(`${server.url}${DOWNLOAD}?fileId=${fileId}`, { headers: { authorization: `Bearer ${token}` } }),
  };
}

export type MailSession = ReturnType<typeof mailSession>;

/** How many messages a folder of the IMAP server holds. */
export async function messagesOnServer(client: ImapFlow, path: string): Promise<number | undefined> {
  const status = await client.status(path, { messages: true });
  return status ? status.messages : undefined;
}

/** The flags of the newest message of a folder on the IMAP server. */
export async function newestFlags(client: ImapFlow, path: string): Promise<Set<string> | undefined> {
  await client.mailboxOpen(path);
  const message = await client.fetchOne('*', { flags: true });
  return message ? message.flags : undefined;
}

/** A plain-text IMAP session on a local test server, to see and change what the server holds. */
export function onImapServer<T>(
  port: number,
  user: string,
  password: string,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const local = { host: '127.0.0.1', port, security: 'none' } as const;
  return withImap(
    {
      email: '',
      imapHost: local.host,
      imapPort: local.port,
      imapSecurity: local.security,
      smtpHost: local.host,
      smtpPort: local.port,
      smtpSecurity: local.security,
      username: user,
      password,
    },
    work,
  );
}
