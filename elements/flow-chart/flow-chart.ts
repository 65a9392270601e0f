// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { FlowChart } from './flow-chart.component.js';

export type { FlowChartData } from './flow-chart.component.js';
export { FlowChart };

defineElement('flow-chart', FlowChart);

declare global {
  interface HTMLElementTagNameMap {
    'flow-chart': FlowChart;
  }
}
