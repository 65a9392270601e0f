import { msg } from '@lit/localize';
import { html, type TemplateResult } from 'lit';

/** What a key asks of the list. */
export type TaskListCommand =
  | 'next'
  | 'previous'
  | 'pageDown'
  | 'pageUp'
  | 'first'
  | 'last'
  | 'open'
  | 'nextPage'
  | 'previousPage'
  | 'chart'
  | 'reload'
  | 'collect'
  | 'search'
  | 'help';

const KEY_COMMANDS: Record<string, TaskListCommand> = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  PageDown: 'pageDown',
  PageUp: 'pageUp',
  Home: 'first',
  End: 'last',
  Enter: 'open',
  o: 'open',
  n: 'nextPage',
  p: 'previousPage',
  f: 'chart',
  r: 'reload',
  s: 'collect',
  '/': 'search',
  '?': 'help',
};

interface Shortcut {
  keys: string[];
  text: () => string;
}

/** The keys the help dialog lists (PageUp and PageDown work too, unlisted). */
const SHORTCUTS: Shortcut[] = [
  { keys: ['↑', 'k'], text: () => msg('上一条') },
  { keys: ['↓', 'j'], text: () => msg('下一条') },
  { keys: ['Home', 'End'], text: () => msg('第一条 / 最后一条') },
  { keys: ['Enter', 'o'], text: () => msg('打开所选事项') },
  { keys: ['n', 'p'], text: () => msg('下一页 / 上一页') },
  { keys: ['f'], text: () => msg('查看所选事项的流程图') },
  { keys: ['/'], text: () => msg('搜索标题') },
  { keys: ['r'], text: () => msg('刷新列表') },
  { keys: ['s'], text: () => msg('收藏或取消收藏所选流程（发起流程、我的收藏）') },
  { keys: ['?'], text: () => msg('显示快捷键') },
];

/** Keys typed into a field are text, not commands. */
function isTyping(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0];
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
      target.localName.startsWith('sl-'))
  );
}

/** Keys pressed in a dialog (the shortcut list, the saved filters) are the dialog's: they scroll it. */
function inDialog(event: KeyboardEvent): boolean {
  return event.composedPath().some((node) => node instanceof HTMLElement && node.localName === 'sl-dialog');
}

/** The command of a key pressed in the list; none with a modifier, while typing, in a dialog, or for another key. */
export function taskListCommand(event: KeyboardEvent): TaskListCommand | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event) || inDialog(event)) return undefined;
  return Object.hasOwn(KEY_COMMANDS, event.key) ? KEY_COMMANDS[event.key] : undefined;
}

/** The dialog that lists the shortcuts (the `?` key and the keyboard button). */
export function renderShortcutHelp(open: boolean, onHidden: () => void): TemplateResult {
  return html`<sl-dialog
    class="shortcut-dialog"
    label=${msg('键盘快捷键')}
    ?open=${open}
    @sl-after-hide=${(event: Event) => {
      if (event.target === event.currentTarget) onHidden();
    }}
  >
    <!-- The dialog's own body would scroll with a taller font (Noto CJK) and could not be reached by
         keyboard inside Shoelace's shadow root: this region scrolls instead, a tab stop with a name. -->
    <div class="shortcuts-region" tabindex="0" role="region" aria-label=${msg('快捷键列表')}>
    <table class="shortcuts">
      <thead>
        <tr>
          <th scope="col">${msg('按键')}</th>
          <th scope="col">${msg('作用')}</th>
        </tr>
      </thead>
      <tbody>
        ${SHORTCUTS.map(
          (shortcut) => html`<tr>
            <td>${shortcut.keys.map((key, i) => html`${i ? ' / ' : ''}<kbd>${key}</kbd>`)}</td>
            <td>${shortcut.text()}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    <p class="hint">${msg('在列表中按键生效；在输入框中输入时不触发。')}</p>
    </div>
  </sl-dialog>`;
}
