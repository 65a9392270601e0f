// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { OrgPicker } from './org-picker.component.js';

export type { PickedOrg } from './org-picker.component.js';
export { OrgPicker };

defineElement('org-picker', OrgPicker);

declare global {
  interface HTMLElementTagNameMap {
    'org-picker': OrgPicker;
  }
}
