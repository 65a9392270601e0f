import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '../user-picker/user-picker.js';
import { defineElement } from '../core/define.js';
import { ProcessProperties } from './process-properties.component.js';

export { ProcessProperties };

defineElement('process-properties', ProcessProperties);

declare global {
  interface HTMLElementTagNameMap {
    'process-properties': ProcessProperties;
  }
}
