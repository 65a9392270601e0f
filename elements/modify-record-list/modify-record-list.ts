// The Shoelace components this element renders (the retry button of the shared load states).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { ModifyRecordList } from './modify-record-list.component.js';

export { ModifyRecordList };

defineElement('modify-record-list', ModifyRecordList);

declare global {
  interface HTMLElementTagNameMap {
    'modify-record-list': ModifyRecordList;
  }
}
