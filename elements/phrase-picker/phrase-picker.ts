// The Shoelace components this element renders.
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import { defineElement } from '../core/define.js';
import { PhrasePicker } from './phrase-picker.component.js';

export { PhrasePicker };

defineElement('phrase-picker', PhrasePicker);

declare global {
  interface HTMLElementTagNameMap {
    'phrase-picker': PhrasePicker;
  }
}
