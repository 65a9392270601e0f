import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import { type DraftRow, MY_DRAFT_PATH } from '../contract/workflow-drafts.js';
import type { HttpClient } from './http.js';

/** The signed-in user's drafts (the saving and removing calls are in runtime.ts). */
export function runtimeDraftCalls(http: HttpClient) {
  return {
    /** A page of the caller's drafts, newest first unless the body sorts otherwise. */
    myDraft: (body?: QueryBody | null, signal?: AbortSignal) =>
      http.request<Envelope<PageList<DraftRow>>>('runtime', MY_DRAFT_PATH.method, MY_DRAFT_PATH.path, {
        data: body ?? {},
        signal,
      }),
  };
}
