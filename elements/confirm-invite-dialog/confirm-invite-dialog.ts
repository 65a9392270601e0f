// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import { ConfirmInviteDialog } from './confirm-invite-dialog.component.js';

export type { InvitationData } from './confirm-invite-dialog.component.js';
export { ConfirmInviteDialog };

defineElement('confirm-invite-dialog', ConfirmInviteDialog);

declare global {
  interface HTMLElementTagNameMap {
    'confirm-invite-dialog': ConfirmInviteDialog;
  }
}
