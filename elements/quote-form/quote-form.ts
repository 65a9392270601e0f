// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { QuoteForm } from './quote-form.component.js';

export { QuoteForm };

defineElement('quote-form', QuoteForm);

declare global {
  interface HTMLElementTagNameMap {
    'quote-form': QuoteForm;
  }
}
