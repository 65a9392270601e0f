// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { RegistrationDetail } from './registration-detail.component.js';

export type { RegistrationDetailData, RegistrationRefreshDetail } from './registration-detail.component.js';
export { RegistrationDetail };

defineElement('registration-detail', RegistrationDetail);

declare global {
  interface HTMLElementTagNameMap {
    'registration-detail': RegistrationDetail;
  }
}
