import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { UploadedFile } from '../../api/contract/files.js';
import type { UploadItem } from './upload-rules.js';

export interface UploadQueueOptions {
  /** Sends one file; answers the entry the server stored. Reports progress as a ratio from 0 to 1. */
  send: (
    file: File,
    item: UploadItem,
    signal: AbortSignal,
    onProgress: (ratio: number) => void,
  ) => Promise<UploadedFile>;
  /** A file's upload advanced to a new percentage (never 100: that is the server's answer). */
  onProgress: (item: UploadItem, percentage: number) => void;
  /** The server stored a file: it leaves the queue and joins the host's value. */
  onStored: (file: UploadedFile) => void;
  /** A file's upload failed; it stays in the queue, marked failed, until dismissed. */
  onFailed: (item: UploadItem, message: string) => void;
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

function isCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError');
}

/**
 * The files on their way: each uploads at once with its own progress and abort; a stored file
 * leaves the queue, a failed one stays marked until dismissed. Uploads stop when the host leaves
 * the page.
 */
export class UploadQueueController implements ReactiveController {
  /** Uploading and failed files, in the order they were picked. */
  items: readonly UploadItem[] = [];
  private readonly uploads = new Map<string, AbortController>();

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: UploadQueueOptions,
  ) {
    host.addController(this);
  }

  /** Whether a file is still being sent. */
  get uploading(): boolean {
    return this.items.some((item) => item.status === 'uploading');
  }

  /** Files that will join the value unless they fail: they count against the limit. */
  get active(): number {
    return this.items.filter((item) => item.status !== 'fail').length;
  }

  /** Uploads a file that passed the rules. */
  async add(file: File, item: UploadItem): Promise<void> {
    this.set([...this.items, { ...item, status: 'uploading' }]);
    const abort = new AbortController();
    this.uploads.set(item.uid, abort);
    const onProgress = (ratio: number) => {
      // 100 is kept for the server's answer: the bytes are sent but not yet stored.
      const percentage = Math.min(99, Math.round(ratio * 100));
      const current = this.items.find((entry) => entry.uid === item.uid);
      if (!current || percentage <= current.percentage) return;
      const updated = this.update(item.uid, { percentage });
      if (updated) this.options.onProgress(updated, percentage);
    };
    try {
      const stored = await this.options.send(file, item, abort.signal, onProgress);
      this.dismiss(item.uid);
      this.options.onStored(stored);
    } catch (error) {
      if (abort.signal.aborted || isCancel(error)) {
        this.dismiss(item.uid);
        return;
      }
      const failed = this.update(item.uid, { status: 'fail' });
      this.options.onFailed(failed ?? { ...item, status: 'fail' }, errorMessage(error));
    } finally {
      this.uploads.delete(item.uid);
    }
  }

  /** Takes a file out of the queue (a failed one whose message closed). */
  dismiss(uid: string): void {
    this.set(this.items.filter((item) => item.uid !== uid));
  }

  /** Stops every upload and empties the queue (the form was reset). */
  clear(): void {
    this.abortAll();
    this.set([]);
  }

  hostDisconnected(): void {
    this.abortAll();
  }

  private abortAll(): void {
    for (const upload of this.uploads.values()) upload.abort();
    this.uploads.clear();
  }

  private update(uid: string, change: Partial<UploadItem>): UploadItem | undefined {
    let updated: UploadItem | undefined;
    this.set(
      this.items.map((item) => {
        if (item.uid !== uid) return item;
        updated = { ...item, ...change };
        return updated;
      }),
    );
    return updated;
  }

  private set(items: readonly UploadItem[]): void {
    this.items = items;
    this.host.requestUpdate();
  }
}
