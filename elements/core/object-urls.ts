import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface ObjectUrlOptions {
  /** The ids whose pictures the host shows now (asked after every update). */
  wanted: () => Iterable<string>;
  /** Fetches one picture; a failure leaves that id without a URL (the host shows something else). */
  fetch: (id: string) => Promise<Blob>;
}

/**
 * Pictures of stored files as object URLs, by id (thumbnails, seal images): each fetched once while
 * its host is on the page and revoked when the host leaves it or the id is forgotten; fetched again
 * when the host comes back. The host re-renders when a picture arrives.
 */
export class ObjectUrlController implements ReactiveController {
  private urls: ReadonlyMap<string, string> = new Map();
  private readonly asked = new Set<string>();
  /** Bumped on disconnect, so a picture that arrives after its host left is let go. */
  private generation = 0;
  private connected = false;
  private wasConnected = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ObjectUrlOptions,
  ) {
    host.addController(this);
  }

  /** The object URL of an id's picture, once it arrived. */
  get(id: string): string | undefined {
    return this.urls.get(id);
  }

  /** Lets one picture go (its file was removed). */
  forget(id: string): void {
    this.asked.delete(id);
    const url = this.urls.get(id);
    if (url === undefined) return;
    URL.revokeObjectURL(url);
    const next = new Map(this.urls);
    next.delete(id);
    this.urls = next;
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.connected = true;
    // Moved in the page: the pictures were let go on the way out.
    if (this.wasConnected) this.load();
    this.wasConnected = true;
  }

  hostUpdated(): void {
    this.load();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.generation += 1;
    for (const url of this.urls.values()) URL.revokeObjectURL(url);
    this.urls = new Map();
    this.asked.clear();
  }

  private load(): void {
    if (!this.connected) return;
    const generation = this.generation;
    for (const id of this.options.wanted()) {
      if (this.asked.has(id)) continue;
      this.asked.add(id);
      this.options
        .fetch(id)
        .then((blob) => {
          if (generation !== this.generation) return;
          this.urls = new Map(this.urls).set(id, URL.createObjectURL(blob));
          this.host.requestUpdate();
        })
        .catch(() => {
          // No picture for this id: the host shows its fallback.
        });
    }
  }
}

/** Saves bytes as a file under a name, through a short-lived object URL (the browser's download). */
export function saveAs(bytes: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Long enough for the browser to start the download, whatever the file's size.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
