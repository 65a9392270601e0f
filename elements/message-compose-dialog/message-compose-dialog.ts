// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '../user-picker/user-picker.js';
import { defineElement } from '../core/define.js';
import { MessageComposeDialog } from './message-compose-dialog.component.js';

export { MessageComposeDialog };

defineElement('message-compose-dialog', MessageComposeDialog);

declare global {
  interface HTMLElementTagNameMap {
    'message-compose-dialog': MessageComposeDialog;
  }
}
