// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { FlowCards } from './flow-cards.component.js';

export type { FlowCardKind } from './flow-cards.component.js';
export { FlowCards };

defineElement('flow-cards', FlowCards);

declare global {
  interface HTMLElementTagNameMap {
    'flow-cards': FlowCards;
  }
}
