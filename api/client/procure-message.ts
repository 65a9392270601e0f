import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type { ProcureMessage } from '../contract/tender.js';
import type { HttpClient } from './http.js';

/** procureMessage: the current user's to-do messages (tender-portal section 7.3). */
export function procureMessageCalls(http: HttpClient) {
  return {
    /** The badge's number: unread to-do messages of the current user. */
    getMyUnReadCount: (signal?: AbortSignal) =>
      http.call<Envelope<number>>(PORTAL.procureMessage_getMyUnReadCount, { data: {}, signal }),
    /** A page of the current user's messages, newest first; filter on `isRead` or `subject`. */
    getMyMessage: (body: QueryBody, signal?: AbortSignal) =>
      http.call<Envelope<PageList<ProcureMessage>>>(PORTAL.procureMessage_getMyMessage, {
        data: body,
        signal,
      }),
    /** One of the current user's messages; opening it marks it read. Refused ('消息不存在') for any other. */
    getDetail: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<ProcureMessage>>(PORTAL.procureMessage_getDetail, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Marks all the current user's messages read; the value is how many were unread. */
    readAll: () => http.call<Envelope<number>>(PORTAL.procureMessage_readAll, {}),
  };
}
