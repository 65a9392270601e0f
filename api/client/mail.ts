import * as MAIL from '../contract/calls/mail.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type {
  MailAccount,
  MailAccountBody,
  MailAccountQuery,
  MailChangeCount,
  MailCompletion,
  MailCompletionQuery,
  MailDetail,
  MailIdsQuery,
  MailLinkman,
  MailLinkmanBody,
  MailReadQuery,
  MailRemoveQuery,
  MailRemoveType,
  MailRow,
  MailSendBody,
  MailSendResult,
  MailSyncResult,
  MailTestResult,
  MailTreeNode,
} from '../contract/mail.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type { HttpClient } from './http.js';

/** Talking to mail servers (test, send, sync) may take longer than an ordinary call. */
const MAIL_SERVER_TIMEOUT = 120_000;

const idList = (ids: readonly string[]) => ids.join(',');

/** Mail: accounts (mailSetting), the synced mailboxes (mail) and mail contacts (mailLinkman). */
export function mailCalls(http: HttpClient) {
  return {
    /** The caller's accounts with their folders and unread counts (one account with accountId). */
    getMailTreeData: (query: MailAccountQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<MailTreeNode[]>>(MAIL.mail_getMailTreeData, {
        method: 'GET',
        params: query,
        signal,
      }),
    /** A page of mails: filter `folderId` EQUAL, `keyword` LIKE… (MAIL_LIST_PROPERTIES); newest first. */
    listJson: (body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<MailRow>>>(MAIL.mail_listJson, {
        method: 'POST',
        data: body ?? {},
        signal,
      }),
    /** One mail with its bodies and attachments. */
    getJson: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<MailDetail>>(MAIL.mail_getJson, {
        method: 'GET',
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Sends through the account's SMTP server and keeps a copy in its sent folder. */
    send: (body: MailSendBody, signal?: AbortSignal) =>
      http.call<Envelope<MailSendResult>>(MAIL.mail_send, {
        method: 'POST',
        data: body,
        signal,
        timeout: MAIL_SERVER_TIMEOUT,
      }),
    /** Fetches what changed on the IMAP server (one account, or all of the caller's). */
    sync: (query: MailAccountQuery = {}, signal?: AbortSignal) =>
      http.call<Envelope<MailSyncResult[]>>(MAIL.mail_sync, {
        method: 'POST',
        params: query,
        signal,
        timeout: MAIL_SERVER_TIMEOUT,
      }),
    /** Moves the mails to the trash, or deletes them for ever (also on the server). */
    remove: (ids: readonly string[], type: MailRemoveType, signal?: AbortSignal) =>
      http.call<Envelope<MailChangeCount>>(MAIL.mail_remove, {
        method: 'POST',
        params: { ids: idList(ids), type } satisfies MailRemoveQuery,
        signal,
        timeout: MAIL_SERVER_TIMEOUT,
      }),
    /** Marks the mails read or unread (also on the server). */
    isRead: (ids: readonly string[], isRead: boolean, signal?: AbortSignal) =>
      http.call<Envelope<MailChangeCount>>(MAIL.mail_isRead, {
        method: 'POST',
        params: { ids: idList(ids), isRead } satisfies MailReadQuery,
        signal,
        timeout: MAIL_SERVER_TIMEOUT,
      }),

    /** The caller's mail accounts, default first. */
    listAccounts: (signal?: AbortSignal) =>
      http.call<Envelope<MailAccount[]>>(MAIL.mailSetting_listJson, { method: 'GET', signal }),
    /** Creates or updates an account; answers it as listAccounts does. */
    saveAccount: (body: MailAccountBody, signal?: AbortSignal) =>
      http.call<Envelope<MailAccount>>(MAIL.mailSetting_save, { method: 'POST', data: body, signal }),
    /** Connects to both servers with these settings and says what failed. */
    testAccount: (body: MailAccountBody, signal?: AbortSignal) =>
      http.call<Envelope<MailTestResult>>(MAIL.mailSetting_test, {
        method: 'POST',
        data: body,
        signal,
        timeout: MAIL_SERVER_TIMEOUT,
      }),
    /** Removes accounts with their synced mail (nothing is deleted on the mail server). */
    removeAccounts: (ids: readonly string[], signal?: AbortSignal) =>
      http.call<Envelope<MailChangeCount>>(MAIL.mailSetting_remove, {
        method: 'POST',
        params: { ids: idList(ids) } satisfies MailIdsQuery,
        signal,
      }),

    /** A page of the caller's mail contacts (filter `keyword` LIKE), by name. */
    listLinkmen: (body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<MailLinkman>>>(MAIL.mailLinkman_listJson, {
        method: 'POST',
        data: body ?? {},
        signal,
      }),
    /** Creates or updates a contact; an address already in the caller's contacts is refused. */
    saveLinkman: (body: MailLinkmanBody, signal?: AbortSignal) =>
      http.call<Envelope<MailLinkman>>(MAIL.mailLinkman_save, { method: 'POST', data: body, signal }),
    removeLinkmen: (ids: readonly string[], signal?: AbortSignal) =>
      http.call<Envelope<MailChangeCount>>(MAIL.mailLinkman_remove, {
        method: 'POST',
        params: { ids: idList(ids) } satisfies MailIdsQuery,
        signal,
      }),
    /** Address completion: the caller's contacts, then portal users with an address, matching the text. */
    getMailAndUserData: (query: string, signal?: AbortSignal) =>
      http.call<Envelope<MailCompletion[]>>(MAIL.mailLinkman_getMailAndUserData, {
        method: 'GET',
        params: { query } satisfies MailCompletionQuery,
        signal,
      }),
  };
}
