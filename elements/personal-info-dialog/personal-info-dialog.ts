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
