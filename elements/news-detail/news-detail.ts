import { defineElement } from '../core/define.js';
import { NewsDetail } from './news-detail.component.js';

export { NewsDetail };

defineElement('news-detail', NewsDetail);

declare global {
  interface HTMLElementTagNameMap {
    'news-detail': NewsDetail;
  }
}
