import type { NoticeFilters } from '../../api/contract/tender-site.js';
import { defineElement } from '../core/define.js';
import { NoticeList } from './notice-list.component.js';

export { NoticeList };

defineElement('notice-list', NoticeList);

declare global {
  interface HTMLElementTagNameMap {
    'notice-list': NoticeList;
  }
  interface GlobalEventHandlersEventMap {
    'eip-filter-change': CustomEvent<{ filters: NoticeFilters }>;
    'eip-page-change': CustomEvent<{ page: number; pageSize: number }>;
  }
}
