// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { TenderDetail } from './tender-detail.component.js';

export type {
  TenderDetailData,
  TenderDetailGoods,
  TenderDetailRegistration,
} from './tender-detail.component.js';
export { TenderDetail };

defineElement('tender-detail', TenderDetail);

declare global {
  interface HTMLElementTagNameMap {
    'tender-detail': TenderDetail;
  }
}
