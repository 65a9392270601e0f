// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { BatchHandleDialog } from './batch-handle-dialog.component.js';

export { BatchHandleDialog };

defineElement('batch-handle-dialog', BatchHandleDialog);

declare global {
  interface HTMLElementTagNameMap {
    'batch-handle-dialog': BatchHandleDialog;
  }
}
