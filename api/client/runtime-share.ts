import * as RUNTIME from '../contract/calls/runtime.js';
import type { Envelope } from '../contract/envelope.js';
import type { SharedInstance, SharedInstanceQuery } from '../contract/workflow-share.js';
import type { HttpClient } from './http.js';

/** The shared instance page's read (/shareInst/{instId}/true?token). */
export function runtimeShareCalls(http: HttpClient) {
  return {
    /** The instance a guest token was issued for: form read-only, opinions and chart in one answer. */
    sharedInstance: (instId: string, signal?: AbortSignal) =>
      http.call<Envelope<SharedInstance>>(RUNTIME.share_instance, {
        params: { instId } satisfies SharedInstanceQuery,
        signal,
      }),
  };
}
