import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { property, query } from 'lit/decorators.js';
import { EipElement } from './eip-element.js';

/**
 * The base of the elements that are a dialog: an `open` property the page sets and the element sets
 * back when the user closes it, with one `eip-close` for every way it closes. The subclass renders an
 * `<sl-dialog ?open=${this.open} @sl-hide=${this.handleHide}>`.
 */
export class EipDialogElement extends EipElement {
  @query('sl-dialog') protected dialog!: SlDialog;

  /** Shows the dialog. The element sets it back to false when the user closes it. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Closes the dialog the way its close button does (with its animation). */
  protected handleCancel(): void {
    void this.dialog.hide();
  }

  /**
   * `sl-hide` bubbles out of the dialog's own parts too (tooltips, dropdowns, selects): only the
   * dialog's own counts.
   */
  protected handleHide(event: Event): void {
    if (event.target !== this.dialog || !this.open) return;
    this.closed();
  }

  /** Marks the dialog closed and tells the page: after a cancel, or when its work is done. */
  protected closed(): void {
    this.open = false;
    this.emit('eip-close', {});
  }
}
