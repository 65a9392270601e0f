import { defineElement } from '../core/define.js';
import { TodoBadge } from './todo-badge.component.js';

export { TodoBadge };

defineElement('todo-badge', TodoBadge);

declare global {
  interface HTMLElementTagNameMap {
    'todo-badge': TodoBadge;
  }
  interface GlobalEventHandlersEventMap {
    'eip-count-change': CustomEvent<{ count: number }>;
    'eip-load-error': CustomEvent<{ error: unknown }>;
  }
}
