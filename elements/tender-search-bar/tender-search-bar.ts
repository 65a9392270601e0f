import { defineElement } from '../core/define.js';
import { type TenderSearch, TenderSearchBar } from './tender-search-bar.component.js';

export type { TenderSearch };
export { TenderSearchBar };

defineElement('tender-search-bar', TenderSearchBar);

declare global {
  interface HTMLElementTagNameMap {
    'tender-search-bar': TenderSearchBar;
  }
  interface GlobalEventHandlersEventMap {
    'eip-search': CustomEvent<TenderSearch>;
    'eip-history-remove': CustomEvent<{ name: string }>;
    'eip-history-clear': CustomEvent<Record<string, never>>;
  }
}
