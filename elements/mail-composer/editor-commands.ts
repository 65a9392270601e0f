import { msg } from '@lit/localize';

/** A button of the body's toolbar: the editing command it runs and how it is named. */
export interface EditorCommand {
  command: string;
  value?: string;
  icon: string;
  label: () => string;
}

/** The basic formatting a mail body needs; anything richer is pasted in. */
export const EDITOR_COMMANDS: readonly EditorCommand[] = [
  { command: 'bold', icon: 'type-bold', label: () => msg('加粗') },
  { command: 'italic', icon: 'type-italic', label: () => msg('斜体') },
  { command: 'underline', icon: 'type-underline', label: () => msg('下划线') },
  { command: 'insertUnorderedList', icon: 'list-ul', label: () => msg('项目符号') },
  { command: 'insertOrderedList', icon: 'list-ol', label: () => msg('编号') },
  { command: 'formatBlock', value: 'blockquote', icon: 'quote', label: () => msg('引用') },
  { command: 'removeFormat', icon: 'eraser', label: () => msg('清除格式') },
];
