import { msg } from '@lit/localize';
import type { Editor } from '@tiptap/core';

/** What a toolbar button does; `link` opens the link dialog instead of running a command. */
export interface ToolbarAction {
  id: string;
  icon: string;
  label: () => string;
  /** The keys a user can press instead, after Control (Command on a Mac), as aria-keyshortcuts names them. */
  shortcut?: string;
  /** Whether the mark or block is on at the cursor (aria-pressed); absent for plain commands. */
  isActive?: (editor: Editor) => boolean;
  /** Whether the command can run now (undo with nothing to undo cannot). */
  canRun?: (editor: Editor) => boolean;
  run?: (editor: Editor) => void;
  /** Starts a group: a separator is drawn before it. */
  group?: boolean;
}

/** Each command returns focus to the text, so typing goes on where it was. */
const chain = (editor: Editor) => editor.chain().focus();

/** The toolbar, in order: marks, blocks, link, history, clearing. */
export const TOOLBAR_ACTIONS: readonly ToolbarAction[] = [
  {
    id: 'bold',
    icon: 'type-bold',
    label: () => msg('加粗'),
    shortcut: 'B',
    isActive: (editor) => editor.isActive('bold'),
    run: (editor) => chain(editor).toggleBold().run(),
  },
  {
    id: 'italic',
    icon: 'type-italic',
    label: () => msg('斜体'),
    shortcut: 'I',
    isActive: (editor) => editor.isActive('italic'),
    run: (editor) => chain(editor).toggleItalic().run(),
  },
  {
    id: 'underline',
    icon: 'type-underline',
    label: () => msg('下划线'),
    shortcut: 'U',
    isActive: (editor) => editor.isActive('underline'),
    run: (editor) => chain(editor).toggleUnderline().run(),
  },
  {
    id: 'strike',
    icon: 'type-strikethrough',
    label: () => msg('删除线'),
    shortcut: 'Shift+S',
    isActive: (editor) => editor.isActive('strike'),
    run: (editor) => chain(editor).toggleStrike().run(),
  },
  {
    id: 'heading-2',
    icon: 'type-h2',
    label: () => msg('二级标题'),
    shortcut: 'Alt+2',
    group: true,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => chain(editor).toggleHeading({ level: 2 }).run(),
  },
  {
    id: 'heading-3',
    icon: 'type-h3',
    label: () => msg('三级标题'),
    shortcut: 'Alt+3',
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => chain(editor).toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'bullet-list',
    icon: 'list-ul',
    label: () => msg('项目符号'),
    shortcut: 'Shift+8',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => chain(editor).toggleBulletList().run(),
  },
  {
    id: 'ordered-list',
    icon: 'list-ol',
    label: () => msg('编号'),
    shortcut: 'Shift+7',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => chain(editor).toggleOrderedList().run(),
  },
  {
    id: 'blockquote',
    icon: 'quote',
    label: () => msg('引用'),
    shortcut: 'Shift+B',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => chain(editor).toggleBlockquote().run(),
  },
  {
    id: 'link',
    icon: 'link-45deg',
    label: () => msg('链接'),
    group: true,
    isActive: (editor) => editor.isActive('link'),
  },
  {
    id: 'undo',
    icon: 'arrow-counterclockwise',
    label: () => msg('撤销'),
    shortcut: 'Z',
    group: true,
    canRun: (editor) => editor.can().undo(),
    run: (editor) => chain(editor).undo().run(),
  },
  {
    id: 'redo',
    icon: 'arrow-clockwise',
    label: () => msg('重做'),
    shortcut: 'Shift+Z',
    canRun: (editor) => editor.can().redo(),
    run: (editor) => chain(editor).redo().run(),
  },
  {
    id: 'clear',
    icon: 'eraser',
    label: () => msg('清除格式'),
    run: (editor) => chain(editor).unsetAllMarks().clearNodes().run(),
  },
];

/**
 * The ARIA toolbar pattern: one button of the toolbar is in the tab order; arrows move between them
 * (wrapping), Home and End go to the ends. Answers the index to focus, or undefined for another key.
 */
export function rovingIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** aria-keyshortcuts of an action: with Control, or Command on a Mac. */
export function keyShortcuts(action: ToolbarAction): string | undefined {
  return action.shortcut ? `Control+${action.shortcut} Meta+${action.shortcut}` : undefined;
}
