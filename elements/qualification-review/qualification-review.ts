// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/radio-button/radio-button.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { defineElement } from '../core/define.js';
import { QualificationReview } from './qualification-review.component.js';

export { QualificationReview };

defineElement('qualification-review', QualificationReview);

declare global {
  interface HTMLElementTagNameMap {
    'qualification-review': QualificationReview;
  }
}
