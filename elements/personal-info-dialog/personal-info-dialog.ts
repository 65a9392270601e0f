// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js';
import { defineElement } from '../core/define.js';
import '../core/forms/form-events.js';
import { PersonalInfoDialog } from './personal-info-dialog.component.js';

export { PersonalInfoDialog };

defineElement('personal-info-dialog', PersonalInfoDialog);

declare global {
  interface HTMLElementTagNameMap {
    'personal-info-dialog': PersonalInfoDialog;
  }
}
