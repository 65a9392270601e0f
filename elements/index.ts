/**
 * Registers every element and applies the stored language. Importing a `*.component.js` file gives
 * the class alone; importing this (or `<name>/<name>.js`) defines the tags.
 */
import './todo-badge/todo-badge.js';
import { initLanguage } from './core/localize.js';

export * from './core/api-context.js';
export * from './core/localize.js';
export * from './core/theme.js';
export { TodoBadge } from './todo-badge/todo-badge.js';

void initLanguage();
