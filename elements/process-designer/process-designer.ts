// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { ProcessDesigner } from './process-designer.component.js';

export { ProcessDesigner };

defineElement('process-designer', ProcessDesigner);

declare global {
  interface HTMLElementTagNameMap {
    'process-designer': ProcessDesigner;
  }
}
