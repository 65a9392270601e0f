// The Shoelace components this element renders.
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { MailAddressInput } from './mail-address-input.component.js';

export { MailAddressInput };

defineElement('mail-address-input', MailAddressInput);

declare global {
  interface HTMLElementTagNameMap {
    'mail-address-input': MailAddressInput;
  }
}
