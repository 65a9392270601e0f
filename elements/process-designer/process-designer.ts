// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tab/tab.js';
import '@shoelace-style/shoelace/dist/components/tab-group/tab-group.js';
import '@shoelace-style/shoelace/dist/components/tab-panel/tab-panel.js';
import '../form-designer/form-designer.js';
import '../process-properties/process-properties.js';
import { defineElement } from '../core/define.js';
import { ProcessDesigner } from './process-designer.component.js';

export { ProcessDesigner };

defineElement('process-designer', ProcessDesigner);

declare global {
  interface HTMLElementTagNameMap {
    'process-designer': ProcessDesigner;
  }
}
