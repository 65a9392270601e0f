import { defineElement } from '../core/define.js';
import { PortalColumn } from './portal-column.component.js';

export { PortalColumn };

defineElement('portal-column', PortalColumn);

declare global {
  interface HTMLElementTagNameMap {
    'portal-column': PortalColumn;
  }
  interface GlobalEventHandlersEventMap {}
}
