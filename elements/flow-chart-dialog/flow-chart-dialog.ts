// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import { FlowChartDialog } from './flow-chart-dialog.component.js';

export { FlowChartDialog };

defineElement('flow-chart-dialog', FlowChartDialog);

declare global {
  interface HTMLElementTagNameMap {
    'flow-chart-dialog': FlowChartDialog;
  }
}
