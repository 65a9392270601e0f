// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { MailAccountSettings } from './mail-account-settings.component.js';

export { MailAccountSettings };

defineElement('mail-account-settings', MailAccountSettings);

declare global {
  interface HTMLElementTagNameMap {
    'mail-account-settings': MailAccountSettings;
  }
}
