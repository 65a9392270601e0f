// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js';
import { defineElement } from '../core/define.js';
import { OpinionTable } from './opinion-table.component.js';

export type { OpinionSource } from './opinion-table.component.js';
export { OpinionTable };

defineElement('opinion-table', OpinionTable);

declare global {
  interface HTMLElementTagNameMap {
    'opinion-table': OpinionTable;
  }
}
