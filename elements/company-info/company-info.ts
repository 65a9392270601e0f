// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { CompanyInfo } from './company-info.component.js';

export { CompanyInfo };

defineElement('company-info', CompanyInfo);

declare global {
  interface HTMLElementTagNameMap {
    'company-info': CompanyInfo;
  }
}
