// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { ContractInfoForm } from './contract-info-form.component.js';

export { ContractInfoForm };

defineElement('contract-info-form', ContractInfoForm);

declare global {
  interface HTMLElementTagNameMap {
    'contract-info-form': ContractInfoForm;
  }
}
