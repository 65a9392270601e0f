import { defineElement } from '../core/define.js';
import { type RegisterDetail, RegisterForm } from './register-form.component.js';

export type { RegisterDetail };
export { RegisterForm };

defineElement('register-form', RegisterForm);

declare global {
  interface HTMLElementTagNameMap {
    'register-form': RegisterForm;
  }
  interface GlobalEventHandlersEventMap {
    'eip-register': CustomEvent<RegisterDetail>;
  }
}
