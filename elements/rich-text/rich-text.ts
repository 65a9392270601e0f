import { defineElement } from '../core/define.js';
import { RichText } from './rich-text.component.js';

export { sanitizeRichText, sanitizeRichTextToString } from './sanitize.js';
export { RichText };

defineElement('rich-text', RichText);

declare global {
  interface HTMLElementTagNameMap {
    'rich-text': RichText;
  }
}
