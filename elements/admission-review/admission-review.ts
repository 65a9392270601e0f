import { defineElement } from '../core/define.js';
import { AdmissionReview } from './admission-review.component.js';

export { AdmissionReview };

defineElement('admission-review', AdmissionReview);

declare global {
  interface HTMLElementTagNameMap {
    'admission-review': AdmissionReview;
  }
}
