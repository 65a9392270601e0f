import { defineElement } from '../core/define.js';
import { SignatureField, type SignatureStatusDetail } from './signature-field.component.js';

export type { SignatureStatusDetail };
export { SignatureField };

defineElement('signature-field', SignatureField);

declare global {
  interface HTMLElementTagNameMap {
    'signature-field': SignatureField;
  }
  interface GlobalEventHandlersEventMap {
    'eip-status-change': CustomEvent<SignatureStatusDetail>;
  }
}
