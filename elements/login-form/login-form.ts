// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import { defineElement } from '../core/define.js';
import { type LoginDetail, LoginForm } from './login-form.component.js';

export type { LoginDetail };
export { LoginForm };

defineElement('login-form', LoginForm);

declare global {
  interface HTMLElementTagNameMap {
    'login-form': LoginForm;
  }
}
