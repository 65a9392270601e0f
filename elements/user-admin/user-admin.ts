// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import { UserAdmin } from './user-admin.component.js';

export { UserAdmin };

defineElement('user-admin', UserAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'user-admin': UserAdmin;
  }
}
