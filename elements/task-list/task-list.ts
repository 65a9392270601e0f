// The Shoelace components this element renders (its own template and the shared pieces it uses).
import { LitVirtualizer } from '@lit-labs/virtualizer/LitVirtualizer.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/divider/divider.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../core/define.js';
import { TaskList } from './task-list.component.js';

export type { TaskListColumn, TaskListKind, TaskRow } from './task-list.component.js';
export { TaskList };

// The virtualizer's own module defines its tag unguarded; two bundles on a page would then throw.
defineElement('lit-virtualizer', LitVirtualizer);
defineElement('task-list', TaskList);

declare global {
  interface HTMLElementTagNameMap {
    'task-list': TaskList;
  }
}
