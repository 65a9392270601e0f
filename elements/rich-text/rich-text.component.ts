import { html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { EipElement } from '../core/eip-element.js';
import { richTextStyles } from './rich-text.styles.js';
import { sanitizeRichText } from './sanitize.js';

/**
 * Shows rich text that came from the server (a notice body, a project's basic information, a news
 * article). The markup is sanitized with DOMPurify before it reaches the page: scripts, event
 * handlers, forms, frames, `javascript:` urls and style tricks are removed, links open in a new
 * tab. Every element that shows server html renders it through this one.
 *
 * @tag rich-text
 * @summary Server html, sanitized and set in the portal's typography.
 *
 * @csspart base - The wrapper around the content.
 *
 * @cssproperty --rich-text-font-size - Font size of the body text. Defaults to the medium size.
 * @cssproperty --rich-text-line-height - Line height of the body text. Defaults to 1.8.
 */
export class RichText extends EipElement {
  static override styles = richTextStyles;

  private fragment: DocumentFragment | undefined;

  /** The html to show; sanitized before it is rendered. */
  @property() content = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('content')) this.fragment = this.content ? sanitizeRichText(this.content) : undefined;
  }

  override render() {
    return html`<div part="base">${this.fragment ?? nothing}</div>`;
  }
}
