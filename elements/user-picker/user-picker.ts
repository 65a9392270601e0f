// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { UserPicker } from './user-picker.component.js';

export type { PickedUser } from './user-picker.component.js';
export { UserPicker };

defineElement('user-picker', UserPicker);

declare global {
  interface HTMLElementTagNameMap {
    'user-picker': UserPicker;
  }
}
