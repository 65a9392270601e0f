import { defineElement } from '../core/define.js';
import { AdminChangeLog } from './admin-change-log.component.js';

export { AdminChangeLog };

defineElement('admin-change-log', AdminChangeLog);

declare global {
  interface HTMLElementTagNameMap {
    'admin-change-log': AdminChangeLog;
  }
}
