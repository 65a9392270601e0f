import type { Envelope } from '../contract/envelope.js';
import type { HttpClient } from './http.js';

/** What the reference backend tells about the signed-in user's seal; never its password. */
export interface SealSummary {
  id: string;
  userId: string;
  /** The owner's name. */
  name: string;
  /** File id of the seal image. */
  fileId: string;
  /** The owner allows signing without the seal password. */
  secretFree: boolean;
  hasPassword: boolean;
  updateTime: string;
}

export interface SealRequest {
  /** The seal password; not needed when `secretFree` is true and the seal allows it. */
  password?: string;
  secretFree?: boolean;
}

export interface SaveSealBody {
  /** An image (PNG or JPG) the user uploaded. */
  fileId: string;
  password: string;
  /** Required when the current seal has a password. */
  oldPassword?: string;
  secretFree?: boolean;
}

/**
 * The electronic seal of the signed-in user (tender-portal 7.1): what a signature field asks for.
 * A refusal (未设置电子签章, 签章密码错误) answers state false with the message to show.
 */
export function electronicSealCalls(http: HttpClient) {
  return {
    /** The seal image's file id, after checking the password (or the owner's secret-free consent). */
    getElectronicSeal: ({ password, secretFree }: SealRequest = {}, signal?: AbortSignal) =>
      http.call<Envelope<string>>('electronicSeal/getElectronicSeal', {
        params: { password, secretFree },
        signal,
      }),
    getSealByCurrentUserId: (signal?: AbortSignal) =>
      http.call<Envelope<SealSummary>>('electronicSeal/getSealByCurrentUserId', { signal }),
    /** Sets the seal image and password (the personal centre); not one of the spec's calls. */
    save: (body: SaveSealBody) =>
      http.request<Envelope<SealSummary>>('uc', 'POST', '/uc/electronicSeal/v1/save', { data: body }),
  };
}

export type ElectronicSealCalls = ReturnType<typeof electronicSealCalls>;
