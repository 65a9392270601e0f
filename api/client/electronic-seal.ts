import * as UC from '../contract/calls/uc.js';
import type { Envelope } from '../contract/envelope.js';
import type { SaveSealBody, SealRequest, SealSummary } from '../contract/signature.js';
import type { HttpClient } from './http.js';

/**
 * The electronic seal of the signed-in user (tender-portal 7.1): what a signature field asks for.
 * A refusal (未设置电子签章, 签章密码错误) answers state false with the message to show.
 */
export function electronicSealCalls(http: HttpClient) {
  return {
    /** The seal image's file id, after checking the password (or the owner's secret-free consent). */
    getElectronicSeal: ({ password, secretFree }: SealRequest = {}, signal?: AbortSignal) =>
      http.call<Envelope<string>>(UC.electronicSeal_getElectronicSeal, {
        params: { password, secretFree },
        signal,
      }),
    getSealByCurrentUserId: (signal?: AbortSignal) =>
      http.call<Envelope<SealSummary>>(UC.electronicSeal_getSealByCurrentUserId, { signal }),
    /** Sets the seal image and password (the personal centre); not one of the spec's calls. */
    save: (body: SaveSealBody) => http.call<Envelope<SealSummary>>(UC.electronicSeal_save, { data: body }),
  };
}
