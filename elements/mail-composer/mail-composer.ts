// The Shoelace components this element renders (its own template and the elements it holds).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '../file-upload/file-upload.js';
import '../mail-address-input/mail-address-input.js';
import { defineElement } from '../core/define.js';
import { MailComposer } from './mail-composer.component.js';

export type { MailComposePreset } from './mail-composer.component.js';
export { MailComposer };

defineElement('mail-composer', MailComposer);

declare global {
  interface HTMLElementTagNameMap {
    'mail-composer': MailComposer;
  }
}
