// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { ComprehensiveQuotationForm } from './comprehensive-quotation.component.js';

export { ComprehensiveQuotationForm };

defineElement('comprehensive-quotation', ComprehensiveQuotationForm);

declare global {
  interface HTMLElementTagNameMap {
    'comprehensive-quotation': ComprehensiveQuotationForm;
  }
}
