import type { Envelope } from '../contract/envelope.js';
import type { HttpClient } from './http.js';

/** procureMessage: the current user's to-do messages (tender-portal section 7.3). */
export function procureMessageCalls(http: HttpClient) {
  return {
    /** The badge's number: unread to-do messages of the current user. */
    getMyUnReadCount: (signal?: AbortSignal) =>
      http.call<Envelope<number>>('procureMessage/getMyUnReadCount', { data: {}, signal }),
  };
}
