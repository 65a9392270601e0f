// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '../file-upload/file-upload.js';
import '../rich-text-editor/rich-text-editor.js';
import { defineElement } from '../core/define.js';
import { ProjectEditor } from './project-editor.component.js';

export { ProjectEditor };

defineElement('project-editor', ProjectEditor);

declare global {
  interface HTMLElementTagNameMap {
    'project-editor': ProjectEditor;
  }
}
