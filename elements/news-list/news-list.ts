import { defineElement } from '../core/define.js';
import { NewsList } from './news-list.component.js';

export { NewsList };

defineElement('news-list', NewsList);

declare global {
  interface HTMLElementTagNameMap {
    'news-list': NewsList;
  }
  interface GlobalEventHandlersEventMap {
    'eip-navigate': CustomEvent<{ href: string }>;
    'eip-page-change': CustomEvent<{ page: number; pageSize: number }>;
  }
}
