// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { defineElement } from '../core/define.js';
import { SignatureField, type SignatureStatusDetail } from './signature-field.component.js';

export type { SignatureStatusDetail };
export { SignatureField };

defineElement('signature-field', SignatureField);

declare global {
  interface HTMLElementTagNameMap {
    'signature-field': SignatureField;
  }
}
