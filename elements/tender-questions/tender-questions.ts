// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import { defineElement } from '../core/define.js';
import { TenderQuestions } from './tender-questions.component.js';

export { TenderQuestions };

defineElement('tender-questions', TenderQuestions);

declare global {
  interface HTMLElementTagNameMap {
    'tender-questions': TenderQuestions;
  }
}
