// The Shoelace components this element renders.
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { PasswordStrategyForm } from './password-strategy-form.component.js';

export { PasswordStrategyForm };

defineElement('password-strategy-form', PasswordStrategyForm);

declare global {
  interface HTMLElementTagNameMap {
    'password-strategy-form': PasswordStrategyForm;
  }
}
