// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../file-upload/file-upload.js';
import { defineElement } from '../core/define.js';
import { SignUpForm } from './sign-up-form.component.js';

export { SignUpForm };

defineElement('sign-up-form', SignUpForm);

declare global {
  interface HTMLElementTagNameMap {
    'sign-up-form': SignUpForm;
  }
}
