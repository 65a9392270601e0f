// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { defineElement } from '../core/define.js';
import { type TenderSearch, TenderSearchBar } from './tender-search-bar.component.js';

export type { TenderSearch };
export { TenderSearchBar };

defineElement('tender-search-bar', TenderSearchBar);

declare global {
  interface HTMLElementTagNameMap {
    'tender-search-bar': TenderSearchBar;
  }
}
