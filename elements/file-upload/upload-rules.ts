import { parseJsonList } from '../../api/contract/json.js';

export { humanSize } from '../../api/contract/files.js';

import type { UploadedFile, UploadStatus } from '../../api/contract/files.js';
import { extensionOf } from '../core/preview/preview-kind.js';

/** How the files are laid out: a table with columns, a compact list, or cards with thumbnails. */
export const UPLOAD_LIST_TYPES = ['table', 'list', 'card'] as const;
export type UploadListType = (typeof UPLOAD_LIST_TYPES)[number];

export const PROP_NAMES = ['prop1', 'prop2', 'prop3', 'prop4', 'prop5', 'prop6'] as const;
export type UploadProps = Partial<Record<(typeof PROP_NAMES)[number], string>>;

/** A file on its way: picked, uploading or failed. It joins the value once the server stored it. */
export interface UploadItem {
  uid: string;
  name: string;
  size: number;
  type: string;
  status: UploadStatus;
  percentage: number;
}

/** The extensions an `accept` list allows, lower case without dots: ".PDF, docx" gives pdf and docx. */
export function acceptedExtensions(accept: string): string[] {
  return accept
    .split(/[,，\s]+/)
    .map((entry) =>
      entry
        .trim()
        .replace(/^\*?\./, '')
        .toLowerCase(),
    )
    .filter((entry) => entry !== '' && !entry.includes('/'));
}

/**
 * Whether a file may be uploaded: its real last extension must be in the list, so `report.pdf.exe`
 * is an exe whatever the picker was told. An empty list allows everything.
 */
export function isAccepted(fileName: string, extensions: readonly string[]): boolean {
  return extensions.length === 0 || extensions.includes(extensionOf(fileName));
}

/** The `accept` attribute for the native picker: every extension with its dot. */
export function pickerAccept(extensions: readonly string[]): string {
  return extensions.map((extension) => `.${extension}`).join(',');
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/**
 * One stored entry from what a page or the server gives: the flat form this element writes, or the
 * older `{ name, response: { fileId, fileName } }` form of saved file lists (fDocument and others).
 * Answers undefined for anything without a file id.
 */
export function normaliseEntry(raw: unknown, index: number): UploadedFile | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const entry = raw as Record<string, unknown>;
  const response =
    entry.response && typeof entry.response === 'object' ? (entry.response as Record<string, unknown>) : {};
  const fileId = text(entry.fileId) ?? text(response.fileId);
  if (!fileId) return undefined;
  const fileName = text(entry.fileName) ?? text(response.fileName) ?? text(entry.name) ?? '';
  const file: UploadedFile = {
    fileId,
    fileName,
    name: text(entry.name) ?? fileName,
    size: Number(entry.size ?? response.size ?? 0) || 0,
    status: 'success',
    percentage: 100,
    uid: text(entry.uid) ?? `stored-${index}-${fileId}`,
  };
  const type = text(entry.type);
  if (type) file.type = type;
  const username = text(entry.username) ?? text(response.username);
  if (username) file.username = username;
  for (const prop of PROP_NAMES) {
    const value = text(entry[prop]) ?? text(response[prop]);
    if (value !== undefined) file[prop] = value;
  }
  return file;
}

/** A value given as an array or as its JSON text (an attribute, a saved field). */
export function parseFileList(value: unknown): UploadedFile[] {
  const list = parseJsonList(value);
  if (!list) {
    console.warn('<file-upload>: value is not a JSON list of files');
    return [];
  }
  return list.flatMap((entry, index) => normaliseEntry(entry, index) ?? []);
}

/**
 * The entry as the form submits it, in one order of keys: the flat fields, and `response` as saved
 * file lists (fDocument) carry them, so what this element submits reads back anywhere those lists are read.
 */
export function submittedEntry(
  file: UploadedFile,
): UploadedFile & { response: { fileId: string; fileName: string } } {
  const props: UploadProps = {};
  for (const prop of PROP_NAMES) if (file[prop] !== undefined) props[prop] = file[prop];
  return {
    uid: file.uid,
    name: file.name,
    size: file.size,
    type: file.type,
    status: 'success',
    percentage: 100,
    username: file.username,
    fileId: file.fileId,
    fileName: file.fileName,
    ...props,
    response: { fileId: file.fileId, fileName: file.fileName },
  };
}
