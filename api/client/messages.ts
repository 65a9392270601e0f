import * as MESSAGE from '../contract/calls/message.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { InnerMessage, MessageSendBody, SentMessage } from '../contract/messages.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type { MessageIdsBody, MessageMarkBody } from '../contract/schemas/messages.js';
import type { HttpClient } from './http.js';

/** messageReceiver: the signed-in user's inner messages (workflow-portal section 7), and sending one. */
export function messageCalls(http: HttpClient) {
  return {
    /** A page of the caller's messages, unread first then newest; filter on isRead, type, subject, senderName, createTime. */
    list: (body: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<InnerMessage>>>(MESSAGE.messageReceiver_list, {
        method: 'POST',
        data: body,
        signal,
      }),
    /** The header badge's number: the caller's unread messages. */
    getMsgbadge: (signal?: AbortSignal) =>
      http.call<Envelope<number>>(MESSAGE.messageReceiver_getMsgbadge, { method: 'GET', signal }),
    /** One of the caller's messages with its body; opening it marks it read. Refused ('消息不存在') for any other. */
    get: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<InnerMessage>>(MESSAGE.messageReceiver_get, {
        method: 'GET',
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Marks the caller's messages read or unread; the value is how many changed. */
    mark: (ids: string[], isRead: boolean) =>
      http.call<Envelope<number>>(MESSAGE.messageReceiver_mark, {
        method: 'POST',
        data: { ids, isRead } satisfies MessageMarkBody,
      }),
    /** Removes the caller's receipts of these messages (the sender and other receivers keep theirs). */
    remove: (ids: string[]) =>
      http.call<Envelope<number>>(MESSAGE.messageReceiver_remove, {
        method: 'POST',
        data: { ids } satisfies MessageIdsBody,
      }),
    /** Sends a personal message to people and to the members of the caller's contact groups. */
    send: (body: MessageSendBody) =>
      http.call<Envelope<SentMessage>>(MESSAGE.messageSend_send, {
        data: body,
      }),
  };
}
