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
  interface GlobalEventHandlersEventMap {
    'eip-password-changed': CustomEvent<Record<string, never>>;
  }
}
