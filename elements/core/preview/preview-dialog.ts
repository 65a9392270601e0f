import { localized, msg } from '@lit/localize';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.component.js';
import { css, html, LitElement, nothing } from 'lit';
import { query, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import { hostThemeStyles } from '../theme.js';
import type { PreviewKind } from './preview-kind.js';
import { watermarkText, watermarkTile } from './watermark.js';

/** Text files longer than this are cut: a preview is for reading, not for megabytes of log. */
const TEXT_PREVIEW_LIMIT = 512 * 1024;

export interface PreviewRequest {
  name: string;
  kind: Exclude<PreviewKind, 'unsupported'>;
  blob: Blob;
  /** Who looks at the file; the watermark shows it with the current time. */
  account: string;
}

/**
 * A dialog that shows a picture, a PDF or a text file in the browser, under a watermark of the
 * viewer's account and the time of viewing. Shared by the elements that preview files; not a public
 * element of its own.
 *
 * @csspart dialog - The `sl-dialog`.
 * @csspart stage - The area holding the file and the watermark.
 * @csspart watermark - The watermark layer over the file.
 */
@localized()
export class PreviewDialog extends LitElement {
  static override styles = [
    hostThemeStyles,
    css`
      :host {
        display: contents;
      }
      sl-dialog {
        --width: min(960px, 92vw);
      }
      sl-dialog::part(body) {
        padding: 0;
      }
      .stage {
        position: relative;
        min-height: 240px;
        max-height: 72vh;
        overflow: auto;
        background: var(--sl-color-neutral-50);
      }
      .paper {
        position: relative;
        min-height: 240px;
      }
      .stage img {
        display: block;
        max-width: 100%;
        margin: 0 auto;
      }
      .stage iframe {
        display: block;
        width: 100%;
        height: 70vh;
        border: 0;
      }
      .stage pre {
        margin: 0;
        padding: var(--sl-spacing-medium);
        white-space: pre-wrap;
        word-break: break-word;
        font-size: var(--sl-font-size-small);
        color: var(--eip-color-text);
      }
      .watermark {
        position: absolute;
        inset: 0;
        pointer-events: none;
        background-repeat: repeat;
        z-index: 1;
      }
      .notice {
        margin: 0;
        padding: var(--sl-spacing-x-small) var(--sl-spacing-medium);
        color: var(--eip-color-text-secondary);
        font-size: var(--sl-font-size-small);
      }
    `,
  ];

  @query('sl-dialog') private dialog!: SlDialog;

  @state() private current: PreviewRequest | undefined;
  @state() private url = '';
  @state() private text = '';
  @state() private truncated = false;
  @state() private watermark = '';

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.release();
  }

  private release(): void {
    if (this.url) URL.revokeObjectURL(this.url);
    this.url = '';
  }

  private handleAfterHide(event: Event): void {
    // Inner Shoelace pieces fire their own sl-after-hide; only the dialog's own ends the preview.
    if (event.target !== this.dialog) return;
    this.release();
    this.current = undefined;
    this.dispatchEvent(new Event('preview-closed', { bubbles: true, composed: true }));
  }

  /** The watermark's text while open. */
  get watermarkText(): string {
    return this.watermark;
  }

  get isOpen(): boolean {
    return this.current !== undefined;
  }

  /** Shows a file; the watermark takes the time at this moment. */
  async open(request: PreviewRequest): Promise<void> {
    this.release();
    this.current = request;
    this.watermark = watermarkText(request.account);
    this.text = '';
    this.truncated = false;
    if (request.kind === 'text') {
      const text = await request.blob.text();
      this.truncated = text.length > TEXT_PREVIEW_LIMIT;
      this.text = this.truncated ? text.slice(0, TEXT_PREVIEW_LIMIT) : text;
    } else {
      this.url = URL.createObjectURL(request.blob);
    }
    await this.updateComplete;
    await this.dialog.show();
  }

  async close(): Promise<void> {
    await this.dialog?.hide();
  }

  private renderFile(request: PreviewRequest) {
    if (request.kind === 'picture') return html`<img src=${this.url} alt=${request.name} />`;
    if (request.kind === 'pdf') return html`<iframe title=${request.name} src=${this.url}></iframe>`;
    return html`<pre tabindex="0" aria-label=${request.name}>${this.text}</pre>`;
  }

  override render() {
    const request = this.current;
    return html`
      <sl-dialog part="dialog" label=${request?.name ?? msg('预览')} @sl-after-hide=${this.handleAfterHide}>
        ${
          request
            ? html`<div part="stage" class="stage">
                <div class="paper">
                  ${this.renderFile(request)}
                  <div
                    part="watermark"
                    class="watermark"
                    aria-hidden="true"
                    data-watermark=${this.watermark}
                    style=${styleMap({ backgroundImage: watermarkTile(this.watermark) })}
                  ></div>
                </div>
              </div>`
            : nothing
        }
        ${this.truncated ? html`<p class="notice">${msg('文件较大，仅显示前 512KB 的内容。')}</p>` : nothing}
        <sl-button slot="footer" @click=${() => this.close()}>${msg('关闭')}</sl-button>
      </sl-dialog>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'eip-preview-dialog': PreviewDialog;
  }
}
