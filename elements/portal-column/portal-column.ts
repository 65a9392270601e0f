// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { PortalColumn } from './portal-column.component.js';

export { PortalColumn };

defineElement('portal-column', PortalColumn);

declare global {
  interface HTMLElementTagNameMap {
    'portal-column': PortalColumn;
  }
}
