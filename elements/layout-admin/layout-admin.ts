// The Shoelace components this element renders.
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { LayoutAdmin } from './layout-admin.component.js';

export { LayoutAdmin };

defineElement('layout-admin', LayoutAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'layout-admin': LayoutAdmin;
  }
}
