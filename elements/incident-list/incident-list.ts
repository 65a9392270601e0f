// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { defineElement } from '../core/define.js';
import { IncidentList } from './incident-list.component.js';

export { IncidentList };

defineElement('incident-list', IncidentList);

declare global {
  interface HTMLElementTagNameMap {
    'incident-list': IncidentList;
  }
}
