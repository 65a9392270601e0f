// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { SealSettings } from './seal-settings.component.js';

export { SealSettings };

defineElement('seal-settings', SealSettings);

declare global {
  interface HTMLElementTagNameMap {
    'seal-settings': SealSettings;
  }
}
