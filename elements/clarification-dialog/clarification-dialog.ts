// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '../rich-text-editor/rich-text-editor.js';
import { defineElement } from '../core/define.js';
import { ClarificationDialog } from './clarification-dialog.component.js';

export { ClarificationDialog };

defineElement('clarification-dialog', ClarificationDialog);

declare global {
  interface HTMLElementTagNameMap {
    'clarification-dialog': ClarificationDialog;
  }
}
