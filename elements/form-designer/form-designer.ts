import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '../flow-form/flow-form.js';
import { defineElement } from '../core/define.js';
import { FormDesigner } from './form-designer.component.js';

export { FormDesigner };

defineElement('form-designer', FormDesigner);

declare global {
  interface HTMLElementTagNameMap {
    'form-designer': FormDesigner;
  }
}
