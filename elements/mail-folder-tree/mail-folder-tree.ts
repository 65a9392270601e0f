// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { MailFolderTree } from './mail-folder-tree.component.js';

export type { MailFolderChoice } from './mail-folder-tree.component.js';
export { MailFolderTree };

defineElement('mail-folder-tree', MailFolderTree);

declare global {
  interface HTMLElementTagNameMap {
    'mail-folder-tree': MailFolderTree;
  }
}
