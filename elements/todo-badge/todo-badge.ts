// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/badge/badge.js';
import { defineElement } from '../core/define.js';
import { TodoBadge } from './todo-badge.component.js';

export { TodoBadge };

defineElement('todo-badge', TodoBadge);

declare global {
  interface HTMLElementTagNameMap {
    'todo-badge': TodoBadge;
  }
}
