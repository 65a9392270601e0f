// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import '../core/forms/form-events.js';
import { ChangePasswordDialog, type ChangePasswordMode } from './change-password-dialog.component.js';

export type { ChangePasswordMode };
export { ChangePasswordDialog };

defineElement('change-password-dialog', ChangePasswordDialog);

declare global {
  interface HTMLElementTagNameMap {
    'change-password-dialog': ChangePasswordDialog;
  }
}
