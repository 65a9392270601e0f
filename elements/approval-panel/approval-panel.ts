// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { ApprovalPanel } from './approval-panel.component.js';

export { ApprovalPanel };

defineElement('approval-panel', ApprovalPanel);

declare global {
  interface HTMLElementTagNameMap {
    'approval-panel': ApprovalPanel;
  }
}
