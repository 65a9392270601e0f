// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { ScoreTable } from './score-table.component.js';

export { ScoreTable };

defineElement('score-table', ScoreTable);

declare global {
  interface HTMLElementTagNameMap {
    'score-table': ScoreTable;
  }
}
