// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../phrase-picker/phrase-picker.js';
import '../user-picker/user-picker.js';
import { defineElement } from '../core/define.js';
import { TaskActionDialog } from './task-action-dialog.component.js';

export type { DialogAction } from './task-action-dialog.component.js';
export { TaskActionDialog };

defineElement('task-action-dialog', TaskActionDialog);

declare global {
  interface HTMLElementTagNameMap {
    'task-action-dialog': TaskActionDialog;
  }
}
