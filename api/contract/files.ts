// The request shapes of the file calls are TypeBox schemas; their types are re-exported here.
export type { FileIdQuery, PreviewQuery, WordPrintBody } from './schemas/files.js';

/** Status of a file in the upload component. */
export const UPLOAD_STATUSES = ['ready', 'uploading', 'success', 'fail'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** A file as the upload component and the upload call describe it. */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  /** Account of the uploader. */
  username?: string;
  /** Name shown in the list (the original file name). */
  name: string;
  /** Bytes. */
  size: number;
  /** Upload progress 0-100. */
  percentage?: number;
  status?: UploadStatus;
  /** MIME type or extension. */
  type?: string;
  /** Client-side id of the entry. */
  uid?: string | number;
  prop1?: string;
  prop2?: string;
  prop3?: string;
  prop4?: string;
  prop5?: string;
  prop6?: string;
}

/** An entry of a JSON file list field (fDocument, fFkpz...), as the upload component saves it. */
export interface FileListEntry {
  name: string;
  size?: number;
  response: { fileId: string; fileName: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** What GET /system/file/v1/{id} tells about a stored file. */
export interface FileInfo {
  id: string;
  fileId?: string;
  fileName: string;
  name?: string;
  /** Extension without the dot. */
  extensionName?: string;
  size: number;
  contentType?: string;
  creatorAccount?: string;
  createTime?: string;
  [key: string]: unknown;
}

/** Fields the upload call accepts before the file itself (multipart form fields). */
export interface UploadFields {
  /** Files uploaded under one batch id count together against maxCount. */
  batchId?: string;
  /** Default UPLOAD_MAX_FILES. */
  maxCount?: string;
  prop1?: string;
  prop2?: string;
  prop3?: string;
  prop4?: string;
  prop5?: string;
  prop6?: string;
  [key: string]: string | undefined;
}

/** How the online preview shows a file. */
export const PREVIEW_KINDS = ['picture', 'pdf', 'text', 'unsupported'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** What onlinePreview answers: how to show the file and the url of its bytes (getFileById_{id}). */
export interface FilePreview {
  kind: PreviewKind;
  fileId: string;
  fileName: string;
  mime: string;
  size: number;
  url: string;
}

/** A size as the upload messages write it, on both ends: 51.2MB, 800KB. */
export function humanSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded}${units[unit]}`;
}
