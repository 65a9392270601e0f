// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../rich-text/rich-text.js';
import { defineElement } from '../core/define.js';
import { InnerMessageList } from './inner-message-list.component.js';

export { InnerMessageList };

defineElement('inner-message-list', InnerMessageList);

declare global {
  interface HTMLElementTagNameMap {
    'inner-message-list': InnerMessageList;
  }
}
