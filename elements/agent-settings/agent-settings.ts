// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/checkbox/checkbox.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import '@shoelace-style/shoelace/dist/components/switch/switch.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import '../user-picker/user-picker.js';
import { defineElement } from '../core/define.js';
import { AgentSettings } from './agent-settings.component.js';

export { AgentSettings };

defineElement('agent-settings', AgentSettings);

declare global {
  interface HTMLElementTagNameMap {
    'agent-settings': AgentSettings;
  }
}
