// The Shoelace components this element renders (its own template and the shared pieces it uses; the
// filter form registers its own: ./notice-filters.ts).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { NoticeList } from './notice-list.component.js';

export { NoticeList };

defineElement('notice-list', NoticeList);

declare global {
  interface HTMLElementTagNameMap {
    'notice-list': NoticeList;
  }
}
