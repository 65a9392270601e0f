import * as FORM from '../contract/calls/form.js';
import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { IdQuery } from '../contract/schemas/common.js';
import type { NoticeIdsQuery } from '../contract/schemas/tender-site.js';
import type { NoticeDetail, NoticeHistoryEntry, NoticeSummary, ServerTime } from '../contract/tender-site.js';
import type { HttpClient } from './http.js';

/** procureNotice: the tender site's notices (tender-portal 7.4), and the server's clock. */
export function procureNoticeCalls(http: HttpClient) {
  return {
    /** Published notices for the public site: filters, sorting and paging of the query body. */
    queryFront: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<NoticeSummary>>>(PORTAL.procureNotice_queryFront, { data: query, signal }),
    /** The notices a signed-in user manages (drafts included for their owner), with their state. */
    queryProcureNotice: (query: Partial<QueryBody> = {}, signal?: AbortSignal) =>
      http.call<Envelope<PageList<NoticeSummary>>>(FORM.procureNotice_queryProcureNotice, {
        data: query,
        signal,
      }),
    /** One notice with its rich text, attachments, project facts and the ids of related notices. */
    getDetail: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<NoticeDetail>>(PORTAL.procureNotice_getDetail, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** Notices by id, in the order given; unknown or hidden ones are left out. */
    getByIds: (ids: readonly string[], signal?: AbortSignal) =>
      http.call<Envelope<NoticeSummary[]>>(PORTAL.procureNotice_getByIds, {
        params: { ids: ids.join(',') } satisfies NoticeIdsQuery,
        signal,
      }),
    /** Every published version of a notice, newest first. */
    getHistory: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<NoticeHistoryEntry[]>>(PORTAL.procureNotice_getHistory, {
        params: { id } satisfies IdQuery,
        signal,
      }),
    /** The server's time, which project statuses are judged by. */
    getTime: (signal?: AbortSignal) =>
      http.call<Envelope<ServerTime>>(FORM.wProcureproject_getTime, { signal }),
  };
}
