import { msg, str } from '@lit/localize';
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { ApiClient } from '../../api/client/index.js';
import type { FileListEntry } from '../../api/contract/files.js';
import { formatFileSize } from './format.js';
import { saveAs } from './object-urls.js';

/**
 * The attachments of a public record (a notice, a news article): a titled list of files, each with its
 * size and a download button that names it to screen readers; a failed download says so under the
 * list. The host draws `render(files)` in a `[part='attachments']` section and adds attachmentListStyles.
 */
export class AttachmentDownloads implements ReactiveController {
  /** The file being downloaded. */
  downloading = '';
  /** What went wrong with the last download. */
  error = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly api: () => ApiClient,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Downloads an attachment under its own name. */
  async download(file: FileListEntry): Promise<void> {
    const fileId = file.response?.fileId;
    if (!fileId) return;
    this.error = '';
    this.downloading = fileId;
    this.host.requestUpdate();
    try {
      const raw = await this.api().files.downloadFile(fileId);
      saveAs(raw.data, raw.contentType, file.name || raw.fileName || file.response.fileName);
    } catch (error) {
      this.error = msg(str`${file.name} 下载失败：${error instanceof Error ? error.message : ''}`);
    } finally {
      this.downloading = '';
      this.host.requestUpdate();
    }
  }

  /** The list, headed 附件; nothing when there are no files. */
  render(files: readonly FileListEntry[]) {
    if (!files.length) return nothing;
    return html`<section part="attachments" aria-labelledby="attachments-heading">
      <h3 id="attachments-heading">${msg('附件')}</h3>
      <ul>
        ${files.map(
          (file) => html`<li>
            <sl-icon name="file-earmark-text" aria-hidden="true"></sl-icon>
            <span class="name">${file.name}</span>
            <span class="size">${formatFileSize(file.size)}</span>
            <sl-button
              size="small"
              ?loading=${this.downloading === file.response?.fileId}
              @click=${() => this.download(file)}
              ><sl-icon slot="prefix" name="download" aria-hidden="true"></sl-icon>${msg('下载')}<span
                class="visually-hidden"
                >${file.name}</span
              ></sl-button
            >
          </li>`,
        )}
      </ul>
      ${this.error ? html`<p class="download-error" role="alert">${this.error}</p>` : nothing}
    </section>`;
  }
}

/** The attachment list's look: bordered rows, the name taking the room, the size quieter. */
export const attachmentListStyles = css`
  [part='attachments'] ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [part='attachments'] li {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border: 1px solid var(--eip-color-border);
    border-radius: var(--eip-radius);
    margin-bottom: var(--sl-spacing-x-small);
  }
  [part='attachments'] li > sl-icon {
    color: var(--eip-color-primary-text);
    font-size: 1.25rem;
  }
  [part='attachments'] .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  [part='attachments'] .size {
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
  }
  .download-error {
    color: var(--eip-color-danger);
    font-size: var(--sl-font-size-small);
  }
`;
