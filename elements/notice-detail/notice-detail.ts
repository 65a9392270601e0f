// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/details/details.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { NoticeDetail } from './notice-detail.component.js';

export { NoticeDetail };

defineElement('notice-detail', NoticeDetail);

declare global {
  interface HTMLElementTagNameMap {
    'notice-detail': NoticeDetail;
  }
}
