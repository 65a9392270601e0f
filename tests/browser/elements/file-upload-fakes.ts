/** A files backend for the file-upload tests: uploads with progress, downloads and inline files. */
import type { UploadedFile } from '../../../api/contract/files.js';
import {
  createFakeClient,
  type FakeReply,
  type FakeRoutes,
  ok,
  wait,
} from '../../../docs/fixtures/fake-transport.js';
import type { FileUpload } from '../../../elements/file-upload/file-upload.js';

export interface FilesBackendOptions {
  /** Answers an upload instead of storing it (a refusal or an HTTP error). */
  failUpload?: (file: File) => FakeReply | undefined;
  /** Milliseconds an upload takes after its first progress report. */
  uploadDelay?: number;
  /** Routes of other services the same fake client answers (a page that also uploads). */
  extraRoutes?: FakeRoutes;
}

export function filesBackend(options: FilesBackendOptions = {}) {
  const stored = new Map<string, { blob: Blob; fileName: string }>();
  let sequence = 0;
  const routes: FakeRoutes = {
    'POST /portal/system/file/v1/upload': async (request) => {
      const form = request.data as FormData;
      const file = form.get('file') as File;
      const failure = options.failUpload?.(file);
      if (failure) return failure;
      request.progress(Math.floor(file.size / 2), file.size);
      await wait(options.uploadDelay ?? 10, request.signal);
      request.progress(file.size, file.size);
      sequence += 1;
      const fileId = `f-${sequence}`;
      stored.set(fileId, { blob: file, fileName: file.name });
      const props = Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('prop'))
          .map(([key, value]) => [key, String(value)]),
      );
      const uploaded: UploadedFile = {
        fileId,
        fileName: file.name,
        name: file.name,
        size: file.size,
        username: 'supplier',
        type: file.type || 'application/octet-stream',
        ...props,
      };
      return ok(uploaded);
    },
    'GET /portal/system/file/v1/downloadFile': (request) => {
      const entry = stored.get(String(request.params.fileId));
      if (!entry) return { status: 404, body: { state: false, message: '附件不存在', code: 404 } };
      return {
        bytes: entry.blob,
        headers: {
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`stored-${entry.fileName}`)}`,
        },
      };
    },
    'GET /portal/file/onlinePreviewController/v1/getFileById_*': (request) => {
      const entry = stored.get(request.path.split('getFileById_')[1] ?? '');
      if (!entry) return { status: 404, body: { state: false, message: '附件不存在', code: 404 } };
      return { bytes: entry.blob };
    },
  };
  const fake = createFakeClient({ ...routes, ...options.extraRoutes });
  return {
    ...fake,
    stored,
    /** Puts a file on the fake server and answers its entry, as a saved form would hold it. */
    store(name: string, content: BlobPart, type = ''): UploadedFile {
      sequence += 1;
      const fileId = `f-${sequence}`;
      const blob = new Blob([content], { type });
      stored.set(fileId, { blob, fileName: name });
      return {
        fileId,
        fileName: name,
        name,
        size: blob.size,
        username: 'purchaser',
        type,
        uid: `u-${fileId}`,
      };
    },
  };
}

/** Picks files the way the user does: through the element's file input. */
export function pick(element: FileUpload, files: File[]): void {
  const input = element.shadowRoot!.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change'));
}

/** A PNG of one red pixel. */
export const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const sr = (element: HTMLElement) => element.shadowRoot!;
export const noticeTexts = (element: FileUpload) =>
  [...sr(element).querySelectorAll('.notices sl-alert')].map((alert) => alert.textContent?.trim());
export const rowNames = (element: FileUpload) =>
  [...sr(element).querySelectorAll('[part="item"] [part="name"]')].map((name) => name.textContent?.trim());
