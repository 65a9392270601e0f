// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import { AdmissionReview } from './admission-review.component.js';

export { AdmissionReview };

defineElement('admission-review', AdmissionReview);

declare global {
  interface HTMLElementTagNameMap {
    'admission-review': AdmissionReview;
  }
}
