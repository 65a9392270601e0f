import { localized, msg, str } from '@lit/localize';
import { html, nothing, type PropertyValues } from 'lit';
import { property, query, queryAll, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { type ControlValidity, FormControlElement } from '../core/form-control.js';
import { type FieldPermission, permissionRights } from '../core/permission.js';
import { sanitizeRichTextToString } from '../rich-text/sanitize.js';
import type { Editor, EditorEngine } from './editor-engine.js';
import { renderLinkDialog } from './link-dialog.js';
import { checkLinkUrl, type LinkProblem } from './link-url.js';
import { richTextEditorStyles } from './rich-text-editor.styles.js';
import { keyShortcuts, rovingIndex, TOOLBAR_ACTIONS, type ToolbarAction } from './toolbar-actions.js';

/** What the editor reports while the user types: its html, sanitized. */
export interface RichTextInputDetail {
  value: string;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A form control's value changed under the user's hands (each keystroke, each toolbar action). */
    'eip-input': RichTextInputDetail;
  }
}

/** The text of sanitized html, as the editor counts it (no separators between blocks). */
function textOf(cleanHtml: string): string {
  if (!cleanHtml) return '';
  const holder = document.createElement('template');
  holder.innerHTML = cleanHtml;
  return holder.content.textContent ?? '';
}

/**
 * A rich text field for what people write on the portal: a project's basic information, a notice, a
 * news article, a question. A toolbar (bold, italic, underline, strike, headings, lists, quote, link,
 * undo, redo, clear formatting) over an editable area; the value is html, sanitized with the same
 * allowlist that `<rich-text>` shows it with, and pasted html (Word, a web page) keeps only what the
 * editor can edit. The editor itself (Tiptap) loads when the element is first connected, so pages
 * that only show rich text never download it.
 *
 * A form control: a plain `<form>` submits the html under `name`; `required`, `maxlength`, reset,
 * `disabled` and a disabled fieldset work as on a native textarea.
 *
 * @tag rich-text-editor
 * @summary A rich text field (Tiptap) whose html value is sanitized; form-associated.
 *
 * @event eip-input - The user changed the text (each keystroke or toolbar action). `detail: { value }` (html).
 * @event eip-change - The user changed the text and left the field. `detail: { value }` (html).
 *
 * @csspart base - The wrapper of the label, the field and the texts under it.
 * @csspart label - The label.
 * @csspart frame - The border around the toolbar and the text.
 * @csspart toolbar - The formatting buttons.
 * @csspart editor - The editable area (a multi-line textbox).
 * @csspart help-text - The help text under the field.
 * @csspart counter - The count of characters, with a `maxlength`.
 * @csspart error - The message of an invalid value (`error`, or the required message after a submission).
 * @csspart link-dialog - The dialog that asks for a link's address.
 * @csspart link-problem - Why the typed address was refused.
 *
 * @cssproperty --rich-text-editor-min-height - The editable area's least height. Defaults to 10rem.
 * @cssproperty --rich-text-editor-max-height - Beyond this the text scrolls. Defaults to 32rem.
 */
@localized()
export class RichTextEditor extends FormControlElement {
  static override styles = richTextEditorStyles;

  @query('.mount') private mount!: HTMLElement | null;
  @queryAll('.tool') private tools!: NodeListOf<HTMLButtonElement>;

  private engine?: EditorEngine;
  private engineLoad?: Promise<void>;
  /** Settles when the editor of the current mount exists (or cannot be made). */
  private editorReady?: Promise<void>;
  private editor?: Editor;
  /** The html the editor shows, so that a value set from code is told apart from the user's. */
  private editorHolds = '';
  /** The value when the user last left the field (or code set it): eip-change fires when it differs. */
  private committedValue = '';
  private cleanValue = '';
  private cleanText = '';

  @state() private loadFailed = false;
  /** Bumped by every editor transaction, so the toolbar's pressed states redraw. */
  @state() private revision = 0;
  @state() private toolIndex = 0;
  @state() private limitReached = false;
  /** The form was checked (submitted) while the value was invalid: the message shows under the field. */
  @state() private showValidity = false;
  @state() private linkOpen = false;
  @state() private linkText = '';
  @state() private linkProblem?: LinkProblem;
  @state() private linkEditing = false;

  /**
   * The html. Set from code it is sanitized at once and becomes the default a form reset returns
   * to; read back it is always sanitized. Empty text is the empty string.
   */
  @property()
  get value(): string {
    return this.cleanValue;
  }
  set value(next: string) {
    this.holdClean(next ? sanitizeRichTextToString(String(next)) : '');
    this.committedValue = this.cleanValue;
  }

  /** Takes html already sanitized (the editor's, which editorValue sanitized) as the value. */
  private holdClean(clean: string): void {
    const old = this.cleanValue;
    this.cleanValue = clean;
    this.cleanText = textOf(clean);
    this.requestUpdate('value', old);
  }

  /** The field's label; it also names the editable area for assistive technology. */
  @property() label = '';

  /** A sentence under the field that says what to write. */
  @property({ attribute: 'help-text' }) helpText = '';

  /** Shown in the empty field. */
  @property() placeholder = '';

  /** The text can be read and selected but not changed; the toolbar is hidden. It is still submitted. */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** The most characters of text (not markup) the user may write; a counter shows them. */
  @property({ type: Number }) maxlength?: number;

  /**
   * A problem to show under the field, e.g. a server's refusal of this field; it marks the field
   * invalid (aria-invalid, the danger border) until the page clears it. It does not block a submission.
   */
  @property() error = '';

  /** The form template's permission: `b` required, `w` writable, `r` read-only, `n` hidden. */
  @property({ reflect: true }) permission: FieldPermission = 'w';

  constructor() {
    super();
    this.addEventListener('invalid', () => {
      this.showValidity = true;
    });
    this.addEventListener('focusout', (event) => this.handleFocusOut(event));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.engineLoad ??= import('./editor-engine.js').then(
      async ({ loadEditorEngine }) => {
        this.engine = await loadEditorEngine();
      },
      () => {
        this.loadFailed = true;
      },
    );
    this.editorReady = this.attachEditor();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.editor?.destroy();
    this.editor = undefined;
  }

  /** Resolves once the editor is loaded and shows the value: a script types into it after this. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const first = await super.getUpdateComplete();
    if (!this.editorReady || !this.isConnected) return first;
    await this.editorReady;
    return super.getUpdateComplete();
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (changed.has('permission')) permissionRights(this.permission, 'rich-text-editor');
    // Before the render, so the toolbar is drawn for the document and the state it ends up with.
    const editor = this.editor;
    if (!editor) return;
    if (this.value !== this.editorHolds) {
      this.editorHolds = this.value;
      this.engine!.setEditorHtml(editor, this.value);
    }
    if (editor.isEditable !== this.isEditable) editor.setEditable(this.isEditable, false);
  }

  override updated(changed: PropertyValues): void {
    // Hidden (permission n) and shown again, the template has a new mount: the old editor goes with the old one.
    if (this.editor && !this.mount?.contains(this.editor.view.dom)) {
      this.editor.destroy();
      this.editor = undefined;
      if (this.mount) this.editorReady = this.attachEditor();
    }
    if (this.editor) this.syncTextbox(this.editor.view.dom);
    super.updated(changed);
  }

  /** Moves the focus into the text. */
  override focus(options?: FocusOptions): void {
    // The view's own focus is synchronous (Tiptap's focus command waits for a frame): a script may
    // type right after calling this.
    if (this.editor) this.editor.view.focus();
    else super.focus(options);
  }

  private get rights() {
    return permissionRights(this.permission);
  }

  private get isEditable(): boolean {
    return !this.isDisabled && !this.readonly && this.rights.editable;
  }

  private get limit(): number | undefined {
    return this.maxlength && this.maxlength > 0 ? this.maxlength : undefined;
  }

  private get text(): string {
    return this.editor ? this.editor.state.doc.textContent : this.cleanText;
  }

  protected formValue(): string | null {
    return this.value;
  }

  protected restoreFormValue(serialized: string | null): void {
    this.value = serialized ?? '';
    this.showValidity = false;
  }

  protected isEmptyValue(): boolean {
    return this.text.trim() === '';
  }

  protected override isRequired(): boolean {
    return this.required || this.rights.required;
  }

  protected valueMissingMessage(): string {
    return msg('请填写此项');
  }

  protected override customValidity(): ControlValidity | undefined {
    const limit = this.limit;
    const length = this.text.length;
    if (!limit || length <= limit) return undefined;
    return { flags: { tooLong: true }, message: msg(str`最多 ${limit} 个字，现有 ${length} 个字`) };
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.editor?.view.dom ?? undefined;
  }

  /**
   * Makes the editor in the rendered mount once the engine has loaded: after an update, so the next
   * update (the toolbar, now with an editor to act on) is a fresh one.
   */
  private async attachEditor(): Promise<void> {
    await this.engineLoad;
    await super.getUpdateComplete();
    if (this.editor || !this.engine || !this.mount || !this.isConnected) return;
    this.createEditor(this.engine, this.mount);
    this.requestUpdate();
  }

  private createEditor(engine: EditorEngine, mount: HTMLElement): void {
    mount.replaceChildren();
    this.editorHolds = this.value;
    const editor = engine.createEditor({
      mount,
      html: this.value,
      editable: this.isEditable,
      maxLength: () => this.limit,
      onLimit: () => {
        this.limitReached = true;
      },
    });
    editor.on('transaction', () => {
      this.revision += 1;
    });
    editor.on('update', () => this.handleEditorUpdate(editor));
    this.editor = editor;
  }

  /** The editable area as assistive technology reads it: a labelled multi-line textbox. */
  private syncTextbox(textbox: HTMLElement): void {
    const attributes: Record<string, string | undefined> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': this.label ? 'label' : undefined,
      'aria-label': this.label ? undefined : msg('正文'),
      'aria-describedby':
        [this.helpText ? 'help-text' : '', this.limit ? 'counter' : '', this.problemText ? 'error' : '']
          .filter(Boolean)
          .join(' ') || undefined,
      'aria-required': this.isRequired() ? 'true' : undefined,
      'aria-invalid': this.problemText ? 'true' : undefined,
      'aria-readonly': this.readonly || !this.rights.editable ? 'true' : undefined,
      'aria-disabled': this.isDisabled ? 'true' : undefined,
      'aria-placeholder': this.placeholder || undefined,
      id: 'textbox',
    };
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) textbox.removeAttribute(name);
      else if (textbox.getAttribute(name) !== value) textbox.setAttribute(name, value);
    }
  }

  /** What the field says is wrong: the page's error, else the form's message after a refused submission. */
  private get problemText(): string {
    if (this.error) return this.error;
    return this.showValidity && !this.validity.valid ? this.validationMessage : '';
  }

  private handleEditorUpdate(editor: Editor): void {
    const next = this.engine!.editorValue(editor);
    this.limitReached = false;
    this.showValidity = false;
    this.editorHolds = next;
    if (next === this.value) return;
    this.changeByUser(() => this.holdClean(next));
    this.emit('eip-input', { value: this.value });
  }

  /** Like a native field, `change` fires when the user leaves it with a changed value. */
  private handleFocusOut(event: FocusEvent): void {
    const next = event.relatedTarget as Node | null;
    if (next && (this.contains(next) || this.shadowRoot?.contains(next))) return;
    if (this.linkOpen || this.value === this.committedValue) return;
    this.committedValue = this.value;
    this.emitChange(this.value);
  }

  private handleAction(action: ToolbarAction, index: number): void {
    this.toolIndex = index;
    const editor = this.editor;
    if (!editor || !this.isEditable) return;
    if (action.canRun && !action.canRun(editor)) return;
    if (action.id === 'link') {
      this.openLinkDialog(editor);
      return;
    }
    action.run?.(editor);
    // Back to the text at once, so typing goes on where it was (also after a button pressed from the keyboard).
    editor.view.focus();
  }

  private handleToolbarKey(event: KeyboardEvent): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      this.focus();
      return;
    }
    const next = rovingIndex(event.key, this.toolIndex, this.tools.length);
    if (next === undefined) return;
    event.preventDefault();
    this.toolIndex = next;
    this.tools[next]?.focus();
  }

  /** Alt+F10 goes from the text to the toolbar, as in desktop editors. */
  private handleEditorKey(event: KeyboardEvent): void {
    if (event.key === 'F10' && event.altKey && !this.readonly) {
      event.preventDefault();
      this.tools[this.toolIndex]?.focus();
    }
  }

  private openLinkDialog(editor: Editor): void {
    const href = editor.getAttributes('link').href as string | undefined;
    this.linkEditing = Boolean(href);
    this.linkText = href ?? '';
    this.linkProblem = undefined;
    this.linkOpen = true;
  }

  private applyLink(): void {
    const editor = this.editor;
    const checked = checkLinkUrl(this.linkText);
    if (!editor || checked.problem) {
      this.linkProblem = checked.problem;
      return;
    }
    const { href } = checked;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address becomes the link's text, in the formatting at the cursor.
      const { state } = editor;
      const around = (state.storedMarks ?? state.selection.$from.marks()).map((mark) => mark.toJSON());
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [...around, { type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    this.linkOpen = false;
  }

  private removeLink(): void {
    this.editor?.chain().focus().extendMarkRange('link').unsetLink().run();
    this.linkOpen = false;
  }

  private renderTool(action: ToolbarAction, index: number, editor: Editor | undefined) {
    const pressed = action.isActive && editor ? action.isActive(editor) : undefined;
    const runnable = editor && this.isEditable && (!action.canRun || action.canRun(editor));
    return html`${action.group ? html`<span class="separator" aria-hidden="true"></span>` : nothing}
      <sl-tooltip content=${action.label()} placement="top" hoist>
        <button
          type="button"
          class=${classMap({ tool: true, 'tool--on': pressed === true })}
          data-action=${action.id}
          tabindex=${index === this.toolIndex ? '0' : '-1'}
          aria-label=${action.label()}
          aria-pressed=${ifDefined(pressed === undefined ? undefined : String(pressed))}
          aria-disabled=${runnable ? 'false' : 'true'}
          aria-keyshortcuts=${ifDefined(keyShortcuts(action))}
          ?disabled=${!editor || !this.isEditable}
          @mousedown=${(event: Event) => event.preventDefault()}
          @focus=${() => {
            this.toolIndex = index;
          }}
          @click=${() => this.handleAction(action, index)}
        >
          <sl-icon name=${action.icon} aria-hidden="true"></sl-icon>
        </button>
      </sl-tooltip>`;
  }

  private renderToolbar() {
    if (this.readonly || !this.rights.editable) return nothing;
    const editor = this.editor;
    return html`<div
      part="toolbar"
      class="toolbar"
      role="toolbar"
      aria-label=${msg('格式')}
      aria-controls=${
        // The textbox exists once the lazily loaded editor has made it: naming it before would point at nothing.
        editor ? 'textbox' : nothing
      }
      data-revision=${this.revision}
      @keydown=${this.handleToolbarKey}
    >
      ${TOOLBAR_ACTIONS.map((action, index) => this.renderTool(action, index, editor))}
    </div>`;
  }

  private renderFooter() {
    const limit = this.limit;
    if (!limit && !this.helpText) return nothing;
    const length = this.text.length;
    return html`<div class="footer">
      <div part="help-text" id="help-text" class="help-text">${this.helpText}</div>
      ${
        limit
          ? html`<div
              part="counter"
              id="counter"
              class=${classMap({ counter: true, 'counter--over': length > limit })}
              aria-label=${msg(str`已输入 ${length} 个字，最多 ${limit} 个字`)}
            >
              ${length} / ${limit}
            </div>`
          : nothing
      }
    </div>`;
  }

  override render() {
    if (!this.rights.visible) return nothing;
    const problem = this.problemText;
    const limit = this.limit;
    const empty = this.editor ? this.editor.isEmpty : !this.value;
    return html`<div
      part="base"
      class=${classMap({
        field: true,
        'field--invalid': Boolean(problem),
        'field--disabled': this.isDisabled,
        'field--readonly': this.readonly || !this.rights.editable,
      })}
    >
      <span part="label" id="label" class="label" @click=${() => this.focus()}>
        ${this.isRequired() ? html`<span class="required" aria-hidden="true">*</span>` : nothing}${this.label}
      </span>
      <div part="frame" class="frame" aria-busy=${this.editor || this.loadFailed ? 'false' : 'true'}>
        ${this.renderToolbar()}
        <div part="editor" class="editor" @keydown=${this.handleEditorKey}>
          <div class="mount"></div>
          ${
            this.placeholder && empty
              ? html`<div class="placeholder" aria-hidden="true">${this.placeholder}</div>`
              : nothing
          }
          ${this.loadFailed ? html`<div class="load-failed" role="alert">${msg('编辑器加载失败，请刷新页面重试')}</div>` : nothing}
        </div>
      </div>
      ${this.renderFooter()}
      <div part="error" id="error" class="error">${problem}</div>
      <div class="visually-hidden" role="status">
        ${this.limitReached && limit ? msg(str`已达到 ${limit} 个字的上限`) : ''}
      </div>
      ${renderLinkDialog({
        open: this.linkOpen,
        text: this.linkText,
        problem: this.linkProblem,
        editing: this.linkEditing,
        onInput: (text) => {
          this.linkText = text;
          this.linkProblem = undefined;
        },
        onApply: () => this.applyLink(),
        onRemove: () => this.removeLink(),
        onClose: () => {
          this.linkOpen = false;
        },
      })}
    </div>`;
  }
}
