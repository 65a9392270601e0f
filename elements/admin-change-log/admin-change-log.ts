// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { defineElement } from '../core/define.js';
import { AdminChangeLog } from './admin-change-log.component.js';

export { AdminChangeLog };

defineElement('admin-change-log', AdminChangeLog);

declare global {
  interface HTMLElementTagNameMap {
    'admin-change-log': AdminChangeLog;
  }
}
