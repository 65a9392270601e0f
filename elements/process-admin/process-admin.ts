// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { ProcessAdmin } from './process-admin.component.js';

export { ProcessAdmin };

defineElement('process-admin', ProcessAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'process-admin': ProcessAdmin;
  }
}
