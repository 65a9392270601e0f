/**
 * The editing engine (Tiptap on ProseMirror), kept out of the element's own module: the element
 * imports this file with `import()` when it is first connected, so a page that only shows rich text
 * never downloads an editor. The script-tag bundle, which cannot split, loads the loader's copy of
 * this module from beside itself instead (vite.config.ts), the same way as the flow chart's bpmn-js.
 */
import { Editor, Extension } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeRichTextToString } from '../rich-text/sanitize.js';
import { isAllowedLink } from './link-url.js';

export type { Editor };

/** Marks a transaction that code made (the value set from outside), which no user limit refuses. */
const FROM_CODE = 'eipFromCode';

export interface EngineOptions {
  /** The element the editable area is created in (inside the element's shadow root). */
  mount: HTMLElement;
  /** The starting html, already sanitized. */
  html: string;
  editable: boolean;
  /** The most characters of text the user may reach; 0 or undefined for no limit. */
  maxLength: () => number | undefined;
  /** A user's change was refused because the text would pass maxLength. */
  onLimit: () => void;
}

/** Characters of text in the document: what maxlength counts (UTF-16 units, as a native input does). */
export function textLength(editor: Editor): number {
  return editor.state.doc.textContent.length;
}

/**
 * Only headings of levels 2 and 3 exist in the editor (a page's title is level 1): headings of other
 * levels pasted from Word or a web page keep their place as the nearest level instead of becoming
 * plain paragraphs.
 */
function nearestHeadings(html: string): string {
  if (!/<h[1456]/i.test(html)) return html;
  const holder = document.createElement('template');
  holder.innerHTML = html;
  for (const heading of holder.content.querySelectorAll('h1, h4, h5, h6')) {
    const replacement = document.createElement(heading.tagName === 'H1' ? 'h2' : 'h3');
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
  return holder.innerHTML;
}

/**
 * Html that reaches the editor from outside (pasted, dropped, set as the value): first the portal's
 * one sanitizer, the same allowlist the rich-text element shows with; then the editor's schema keeps
 * only what it can edit (paragraphs, headings 2–3, lists, quotes, links, bold, italic, underline,
 * strike, line breaks).
 */
export function editorHtml(dirty: string): string {
  return nearestHeadings(sanitizeRichTextToString(dirty));
}

/**
 * Refuses a user's change that would make the text longer than the limit (shortening is always
 * allowed, so a value set from code above the limit can still be edited down).
 */
function maxLengthExtension(options: EngineOptions) {
  return Extension.create({
    name: 'eipMaxLength',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          filterTransaction: (tr, state) => {
            const max = options.maxLength();
            if (!max || !tr.docChanged || tr.getMeta(FROM_CODE)) return true;
            const after = tr.doc.textContent.length;
            if (after <= max || after <= state.doc.textContent.length) return true;
            options.onLimit();
            return false;
          },
        }),
      ];
    },
  });
}

export function createEditor(options: EngineOptions): Editor {
  return new Editor({
    element: options.mount,
    content: editorHtml(options.html),
    editable: options.editable,
    // Tiptap's stylesheet would go to the document's head, outside our shadow root (and past a
    // strict style-src); the element's styles carry the few rules it needs.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // The toolbar's set and nothing else: no code, code blocks or rules that a user could make
        // with a typed shortcut and not undo from the toolbar.
        code: false,
        codeBlock: false,
        horizontalRule: false,
        // An empty paragraph after a final list or heading would end up in every value.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
          shouldAutoLink: (url) => isAllowedLink(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
      maxLengthExtension(options),
    ],
    editorProps: {
      transformPastedHTML: editorHtml,
    },
  });
}

/** Replaces the document with html set from code: not a user's change, not undoable, never limited. */
export function setEditorHtml(editor: Editor, html: string): void {
  editor
    .chain()
    .setMeta(FROM_CODE, true)
    .setMeta('addToHistory', false)
    .setContent(editorHtml(html), { emitUpdate: false })
    .run();
}

/** The document as html through the same sanitizer; an empty document is the empty string. */
export function editorValue(editor: Editor): string {
  return editor.isEmpty ? '' : sanitizeRichTextToString(editor.getHTML());
}

/** What the element uses of the engine. */
export interface EditorEngine {
  createEditor: typeof createEditor;
  setEditorHtml: typeof setEditorHtml;
  editorValue: typeof editorValue;
}

/** The engine, by the one name the script-tag bundle's stand-in for this module also answers. */
export function loadEditorEngine(): Promise<EditorEngine> {
  return Promise.resolve({ createEditor, setEditorHtml, editorValue });
}
