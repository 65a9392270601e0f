// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { PrintTemplateAdmin } from './print-template-admin.component.js';

export { PrintTemplateAdmin };

defineElement('print-template-admin', PrintTemplateAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'print-template-admin': PrintTemplateAdmin;
  }
}
