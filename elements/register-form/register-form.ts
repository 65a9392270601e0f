// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { defineElement } from '../core/define.js';
import { type RegisterDetail, RegisterForm } from './register-form.component.js';

export type { RegisterDetail };
export { RegisterForm };

defineElement('register-form', RegisterForm);

declare global {
  interface HTMLElementTagNameMap {
    'register-form': RegisterForm;
  }
}
