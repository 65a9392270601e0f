import '../file-upload/file-upload.js';
import '../org-picker/org-picker.js';
import '../rich-text/rich-text.js';
import '../rich-text-editor/rich-text-editor.js';
import '../user-picker/user-picker.js';
import { defineElement } from '../core/define.js';
import { FlowForm } from './flow-form.component.js';

export { FlowForm };

defineElement('flow-form', FlowForm);

declare global {
  interface HTMLElementTagNameMap {
    'flow-form': FlowForm;
  }
}
