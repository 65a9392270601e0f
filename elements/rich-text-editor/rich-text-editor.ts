// The Shoelace components this element renders (the toolbar and the link dialog).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js';
import { defineElement } from '../core/define.js';
import { RichTextEditor } from './rich-text-editor.component.js';

export type { RichTextInputDetail } from './rich-text-editor.component.js';
export { RichTextEditor };

defineElement('rich-text-editor', RichTextEditor);

declare global {
  interface HTMLElementTagNameMap {
    'rich-text-editor': RichTextEditor;
  }
}
