import { defineElement } from '../core/define.js';
import { UserAdmin } from './user-admin.component.js';

export { UserAdmin };

defineElement('user-admin', UserAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'user-admin': UserAdmin;
  }
}
