import { defineElement } from '../core/define.js';
import { IncidentList } from './incident-list.component.js';

export { IncidentList };

defineElement('incident-list', IncidentList);

declare global {
  interface HTMLElementTagNameMap {
    'incident-list': IncidentList;
  }
}
