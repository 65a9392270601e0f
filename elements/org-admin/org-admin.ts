// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../user-picker/user-picker.js';
import '../post-admin/post-admin.js';
import { defineElement } from '../core/define.js';
import { OrgAdmin } from './org-admin.component.js';

export { OrgAdmin };

defineElement('org-admin', OrgAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'org-admin': OrgAdmin;
  }
}
