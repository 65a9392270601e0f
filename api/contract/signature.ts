// The request shapes of the seal calls are TypeBox schemas; their types are re-exported here.
export type { SaveSealBody, SealRequest } from './schemas/seal.js';

/** What the reference backend tells about the signed-in user's seal (getSealByCurrentUserId); never its password. */
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

/** One signature on a form field. A field keeps its entries as a JSON string of this list. */
export interface SignatureEntry {
  index: number;
  userId: string;
  name: string;
  /** File id of the seal image. */
  signature: string;
  createTime: string;
}

/**
 * Permission of a signature field or an opinion component: b required (must sign), w writable,
 * r read-only, n hidden.
 */
export const FIELD_PERMISSIONS = ['b', 'w', 'r', 'n'] as const;
export type FieldPermission = (typeof FIELD_PERMISSIONS)[number];

export const SIGNATURE_STATUSES = ['disable', 'start', 'ing', 'success', 'fail'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
