import { defineElement } from '../core/define.js';
import { TodoMessageList } from './todo-message-list.component.js';

export { TodoMessageList };

defineElement('todo-message-list', TodoMessageList);

declare global {
  interface HTMLElementTagNameMap {
    'todo-message-list': TodoMessageList;
  }
  interface GlobalEventHandlersEventMap {
    'eip-message-read': CustomEvent<{ id: string | null } | null>;
  }
}
