import type { Envelope } from '../contract/envelope.js';
import {
  SHARED_INSTANCE_PATH,
  type SharedInstance,
  type SharedInstanceQuery,
} from '../contract/workflow-share.js';
import type { HttpClient } from './http.js';

/** The shared instance page's read (/shareInst/{instId}/true?token). */
export function runtimeShareCalls(http: HttpClient) {
  return {
    /** The instance a guest token was issued for: form read-only, opinions and chart in one answer. */
    sharedInstance: (instId: string, signal?: AbortSignal) =>
      http.request<Envelope<SharedInstance>>(
        'runtime',
        SHARED_INSTANCE_PATH.method,
        SHARED_INSTANCE_PATH.path,
        {
          params: { instId } satisfies SharedInstanceQuery,
          signal,
        },
      ),
  };
}
