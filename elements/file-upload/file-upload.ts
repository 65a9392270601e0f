// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/progress-bar/progress-bar.js';
import '@shoelace-style/shoelace/dist/components/tooltip/tooltip.js';
import { defineElement } from '../core/define.js';
import { definePreviewDialog } from '../core/preview/index.js';
import { FileUpload } from './file-upload.component.js';

export type { UploadItem, UploadListType, UploadProps } from './file-upload.component.js';
export { FileUpload };

definePreviewDialog();
defineElement('file-upload', FileUpload);

declare global {
  interface HTMLElementTagNameMap {
    'file-upload': FileUpload;
  }
}
