import { defineElement } from '../core/define.js';
import { type LoginDetail, LoginForm } from './login-form.component.js';

export type { LoginDetail };
export { LoginForm };

defineElement('login-form', LoginForm);

declare global {
  interface HTMLElementTagNameMap {
    'login-form': LoginForm;
  }
  interface GlobalEventHandlersEventMap {
    'eip-login': CustomEvent<LoginDetail>;
  }
}
