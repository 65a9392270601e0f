import { defineElement } from '../core/define.js';
import { NoticeDetail } from './notice-detail.component.js';

export { NoticeDetail };

defineElement('notice-detail', NoticeDetail);

declare global {
  interface HTMLElementTagNameMap {
    'notice-detail': NoticeDetail;
  }
  interface GlobalEventHandlersEventMap {}
}
