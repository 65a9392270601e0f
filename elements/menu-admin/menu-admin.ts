// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { MenuAdmin } from './menu-admin.component.js';

export { MenuAdmin };

defineElement('menu-admin', MenuAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'menu-admin': MenuAdmin;
  }
}
