// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../user-picker/user-picker.js';
import { defineElement } from '../core/define.js';
import { ContactGroupManager } from './contact-group-manager.component.js';

export { ContactGroupManager };

defineElement('contact-group-manager', ContactGroupManager);

declare global {
  interface HTMLElementTagNameMap {
    'contact-group-manager': ContactGroupManager;
  }
}
