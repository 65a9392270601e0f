import type { UploadedFile } from '../../api/contract/files.js';
import { defineElement } from '../core/define.js';
import { definePreviewDialog } from '../core/preview/index.js';
import { FileUpload, type UploadItem } from './file-upload.component.js';

export type { UploadItem, UploadListType, UploadProps } from './file-upload.component.js';
export { FileUpload };

definePreviewDialog();
defineElement('file-upload', FileUpload);

declare global {
  interface HTMLElementTagNameMap {
    'file-upload': FileUpload;
  }
  interface GlobalEventHandlersEventMap {
    'eip-upload-progress': CustomEvent<{ file: UploadItem; percentage: number }>;
    'eip-upload-success': CustomEvent<{ file: UploadedFile }>;
    'eip-upload-error': CustomEvent<{ file: UploadItem; message: string }>;
    'eip-remove': CustomEvent<{ file: UploadedFile }>;
  }
}
