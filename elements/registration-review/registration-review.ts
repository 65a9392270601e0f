// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/details/details.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { RegistrationReview } from './registration-review.component.js';

export { RegistrationReview };

defineElement('registration-review', RegistrationReview);

declare global {
  interface HTMLElementTagNameMap {
    'registration-review': RegistrationReview;
  }
}
