import { localized } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { Watermark } from '../../api/contract/workflow-instance.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue } from '../core/load-states.js';
import { watermarkTile } from '../core/preview/watermark.js';
import { watermarkOverlayStyles } from './watermark-overlay.styles.js';

/**
 * A watermark over what it wraps (an approval form, a preview, a print): the viewer's account, name and
 * the time, repeated diagonally and faintly, on screen and on paper. For `inst-id` it comes from the server
 * (bpmWatermark getByInstId: the signed-in account and name, and the server's time shown in the reader's
 * time zone), or it is given as `text`. The content stays readable and usable: the watermark lets every click through.
 *
 * @tag watermark-overlay
 * @summary The viewer's account and the time laid over an approval form, on screen and in prints.
 *
 * @slot - What the watermark covers.
 *
 * @csspart content - The box around the slotted content.
 * @csspart mark - The watermark layer (a repeated picture of the text).
 *
 * @event eip-watermark - The watermark's text is known (detail: `{ text }`).
 */
@localized()
export class WatermarkOverlay extends EipElement {
  static override styles = watermarkOverlayStyles;

  private readonly loader = new Task(this, {
    task: async ([instId, given], { signal }): Promise<Watermark | undefined> => {
      if (given || !instId) return undefined;
      const mark = answerValue(await this.api.runtimeInstance.getWatermark(instId, signal));
      // The server's account and time, shown in the reader's time zone like every other time of the page.
      const text = [mark.account, mark.fullname, formatDateTime(mark.time, 'YYYY-MM-DD HH:mm')]
        .filter(Boolean)
        .join(' ');
      this.emit('eip-watermark', { text });
      return { ...mark, text };
    },
    args: () => [this.instId, this.text !== ''] as const,
  });

  /** The instance whose watermark to load (ignored while `text` is set). */
  @property({ attribute: 'inst-id' }) instId = '';

  /** The text to show instead of loading it. */
  @property() text = '';

  /** The text the watermark shows now ('' while loading or when it could not load). */
  get watermarkText(): string {
    return this.text || this.loader.value?.text || '';
  }

  override render() {
    const text = this.watermarkText;
    return html`<div part="content"><slot></slot></div>
      ${
        text
          ? html`<div
              part="mark"
              aria-hidden="true"
              data-text=${text}
              style="background-image:${watermarkTile(text)}"
            ></div>`
          : nothing
      }`;
  }
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The watermark's text is known. */
    'eip-watermark': { text: string };
  }
}
