import { defineElement } from '../core/define.js';
import { NewsList } from './news-list.component.js';

export { NewsList };

defineElement('news-list', NewsList);

declare global {
  interface HTMLElementTagNameMap {
    'news-list': NewsList;
  }
  interface GlobalEventHandlersEventMap {
    'eip-page-change': CustomEvent<{ page: number; pageSize: number }>;
  }
}
