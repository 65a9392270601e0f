import * as PORTAL from '../contract/calls/portal.js';
import type { Envelope } from '../contract/envelope.js';
import type {
  FileIdQuery,
  FileInfo,
  FilePreview,
  PreviewQuery,
  UploadedFile,
  UploadFields,
  WordPrintBody,
} from '../contract/files.js';
import type { HttpClient, RawResponse } from './http.js';
import type { UploadProgress } from './transport.js';

export interface UploadOptions {
  /** The name stored with the file; defaults to the File's own name. */
  fileName?: string;
  fields?: UploadFields;
  onUploadProgress?: (event: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Upload, download, preview and print of stored files (tender-portal 7.2, workflow-portal 7). */
export function fileCalls(http: HttpClient) {
  return {
    /** Multipart upload of one file (form field `file`), with progress. */
    upload: (file: Blob, options: UploadOptions = {}) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) {
        if (value !== undefined) form.append(name, value);
      }
      const name =
        options.fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file');
      form.append('file', file, name);
      return http.call<Envelope<UploadedFile>>(PORTAL.file_upload, {
        data: form,
        onUploadProgress: options.onUploadProgress,
        signal: options.signal,
        // Uploads of up to 50 MB may take longer than an ordinary call.
        timeout: 0,
      });
    },
    /** The file's bytes with its name from Content-Disposition. */
    downloadFile: (fileId: string, signal?: AbortSignal): Promise<RawResponse> =>
      http.callRaw(PORTAL.file_downloadFile, { params: { fileId } satisfies FileIdQuery, signal }),
    /** What is stored about a file. */
    getFileInfo: (id: string, signal?: AbortSignal) =>
      http.call<Envelope<FileInfo>>(PORTAL.file_id, { pathParams: { id }, signal }),
    /** The file as a Blob of its content type, for an image or an inline preview. */
    getFileById: async (id: string, signal?: AbortSignal): Promise<Blob> => {
      const raw = await http.callRaw(PORTAL.onlinePreviewController_getFileById_id, {
        pathParams: { id },
        signal,
      });
      return new Blob([raw.data], { type: raw.contentType });
    },
    /** How to preview a file: its kind and the url of its bytes. */
    onlinePreview: (fileId: string, signal?: AbortSignal) =>
      http.call<Envelope<FilePreview>>(PORTAL.onlinePreviewController_onlinePreview, {
        method: 'GET',
        params: { fileId } satisfies PreviewQuery,
        signal,
      }),
    /** A Word document printed from a title and content; the answer is the document's bytes. */
    wordPrint: (body: WordPrintBody): Promise<RawResponse> =>
      http.callRaw(PORTAL.file_wordPrint, { data: body }),
  };
}
