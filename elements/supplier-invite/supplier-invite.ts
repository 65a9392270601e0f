// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { SupplierInvite } from './supplier-invite.component.js';

export { SupplierInvite };

defineElement('supplier-invite', SupplierInvite);

declare global {
  interface HTMLElementTagNameMap {
    'supplier-invite': SupplierInvite;
  }
}
