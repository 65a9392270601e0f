// The Shoelace components the preview dialog renders.
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../define.js';
import { PreviewDialog } from './preview-dialog.js';

export type { PreviewRequest } from './preview-dialog.js';
export { extensionOf, type PreviewKind, previewKindOf } from './preview-kind.js';
export { watermarkText } from './watermark.js';
export { PreviewDialog };

/** Registers the preview dialog; elements that preview files call this from their registration file. */
export function definePreviewDialog(): void {
  defineElement('eip-preview-dialog', PreviewDialog);
}
