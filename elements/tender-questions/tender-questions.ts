import { defineElement } from '../core/define.js';
import { TenderQuestions } from './tender-questions.component.js';

export { TenderQuestions };

defineElement('tender-questions', TenderQuestions);

declare global {
  interface HTMLElementTagNameMap {
    'tender-questions': TenderQuestions;
  }
}
