// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '../quote-form/quote-form.js';
import { defineElement } from '../core/define.js';
import { BiddingHall } from './bidding-hall.component.js';

export { BiddingHall };

defineElement('bidding-hall', BiddingHall);

declare global {
  interface HTMLElementTagNameMap {
    'bidding-hall': BiddingHall;
  }
}
