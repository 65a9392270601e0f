// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { PurchaserInfoForm } from './purchaser-info-form.component.js';

export { PurchaserInfoForm };

defineElement('purchaser-info-form', PurchaserInfoForm);

declare global {
  interface HTMLElementTagNameMap {
    'purchaser-info-form': PurchaserInfoForm;
  }
}
