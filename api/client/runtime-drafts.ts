import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope, PageList, QueryBody } from '../contract/envelope.js';
import type { DraftRow } from '../contract/workflow-drafts.js';
import type { HttpClient } from './http.js';

/** The signed-in user's drafts (the saving and removing calls are in runtime.ts). */
export function runtimeDraftCalls(http: HttpClient) {
  return {
    /** A page of the caller's drafts, newest first unless the body sorts otherwise. */
    myDraft: (body?: QueryBody | null, signal?: AbortSignal) =>
      http.call<Envelope<PageList<DraftRow>>>(RUNTIME.instance_myDraft, {
        data: body ?? {},
        signal,
      }),
  };
}
