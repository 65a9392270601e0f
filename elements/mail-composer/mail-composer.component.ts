import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, query, queryAll, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { formatMailAddress, type MailSendResult } from '../../api/contract/mail.js';
import { clearDraft, draftKey, readDraft, writeDraft } from '../core/draft-storage.js';
import { EipElement } from '../core/eip-element.js';
import { renderField, renderFormMessage } from '../core/forms/form-field.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue } from '../core/load-states.js';
import { isMailAddress } from '../mail-address-input/mail-address.js';
import type { MailAddressInput } from '../mail-address-input/mail-address-input.component.js';
import { sanitizeRichTextToString } from '../rich-text/sanitize.js';
import { EDITOR_COMMANDS, type EditorCommand } from './editor-commands.js';
import { mailComposerStyles } from './mail-composer.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-mail-sent': { result: MailSendResult };
    'eip-mail-discard': Record<string, never>;
  }
}

/** What a new mail starts with: a reply's or forward's recipients, subject, quoted body, files. */
export interface MailComposePreset {
  accountId?: string;
  to?: string[];
  cc?: string[];
  subject?: string;
  /** The body's html (a quoted mail); sanitized before it enters the editor. */
  html?: string;
  attachments?: UploadedFile[];
  /** The mail this one answers or forwards. */
  inReplyTo?: string;
}

/** The composer's whole state as kept across reloads. */
interface ComposeDraft {
  accountId: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  attachments: UploadedFile[];
  inReplyTo: string;
}

type Field = 'to' | 'cc' | 'bcc' | 'subject';
const ADDRESS_FIELDS = ['to', 'cc', 'bcc'] as const;

/**
 * Writes and sends a mail: the account to send from, recipients (to, cc, bcc) with address completion,
 * subject, a rich body (bold, italic, underline, lists, quote) and attachments. Everything typed is kept
 * in the tab's storage as it is typed, so a reload or a refused send loses nothing; a sent or discarded
 * mail forgets it. With `preset` (reply, forward, a contact's address) it starts from that instead.
 *
 * @tag mail-composer
 * @summary Write and send a mail, with completion, rich body, attachments and a kept draft.
 *
 * @event eip-mail-sent - The server sent the mail. `detail: { result }` (MailSendResult).
 * @event eip-mail-discard - The user discarded the mail (its draft is forgotten).
 *
 * @csspart base - The form.
 * @csspart toolbar - The formatting buttons.
 * @csspart editor - The body (contenteditable).
 * @csspart actions - The send and discard buttons.
 * @csspart message - The form's message (a refusal or the failed checks).
 */
@localized()
export class MailComposer extends EipElement {
  static override styles = mailComposerStyles;

  private readonly accountsLoader = new Task(this, {
    task: async (_args, { signal }) => answerValue(await this.api.mail.listAccounts(signal)),
    args: () => [] as const,
  });

  @query('[part="editor"]') private editor!: HTMLElement | null;
  @queryAll('mail-address-input') private addressInputs!: NodeListOf<MailAddressInput>;
  @query('file-upload') private upload!:
    | (HTMLElement & { checkValidity(): boolean; validationMessage: string })
    | null;

  @state() private draft: ComposeDraft = emptyDraft();
  @state() private showCc = false;
  @state() private showBcc = false;
  @state() private problems: Partial<Record<Field, string>> = {};
  @state() private refusal = '';
  @state() private busy = false;

  /** How the mail starts (reply, forward, a contact); without it the kept draft, if any, comes back. */
  @property({ attribute: false }) preset: MailComposePreset | undefined;

  /** The account to send from when neither the preset nor the draft names one; else the default account. */
  @property({ attribute: 'account-id' }) accountId = '';

  /** The storage key of the kept draft (one per place that writes mail). */
  @property({ attribute: 'draft-key' }) draftKey = 'mail-compose';

  private get storageKey(): string {
    return draftKey(this.draftKey);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('preset') || changed.has('draftKey')) this.start();
  }

  override updated(changed: PropertyValues<this>): void {
    if ((changed.has('preset') || changed.has('draftKey')) && this.editor) {
      this.editor.innerHTML = sanitizeRichTextToString(this.draft.html);
    }
  }

  override firstUpdated(): void {
    if (this.editor) this.editor.innerHTML = sanitizeRichTextToString(this.draft.html);
  }

  /** Starts from the preset (replacing a kept draft) or from the kept draft. */
  private start(): void {
    const kept = readDraft<Partial<ComposeDraft>>(this.storageKey);
    if (this.preset) {
      const preset = this.preset;
      this.draft = {
        ...emptyDraft(),
        accountId: preset.accountId ?? '',
        to: [...(preset.to ?? [])],
        cc: [...(preset.cc ?? [])],
        subject: preset.subject ?? '',
        html: preset.html ?? '',
        attachments: [...(preset.attachments ?? [])],
        inReplyTo: preset.inReplyTo ?? '',
      };
      this.keep();
    } else {
      this.draft = { ...emptyDraft(), ...kept };
    }
    this.showCc = this.draft.cc.length > 0;
    this.showBcc = this.draft.bcc.length > 0;
    this.problems = {};
    this.refusal = '';
  }

  private keep(): void {
    writeDraft(this.storageKey, this.draft);
  }

  private change(patch: Partial<ComposeDraft>, field?: Field): void {
    this.draft = { ...this.draft, ...patch };
    if (field && this.problems[field]) this.problems = { ...this.problems, [field]: undefined };
    this.refusal = '';
    this.keep();
  }

  private handleEditorInput(): void {
    this.change({ html: this.editor?.innerHTML ?? '' });
  }

  private handleCommand(command: EditorCommand): void {
    this.editor?.focus();
    // execCommand is deprecated but remains the one editing primitive every browser ships for contenteditable.
    document.execCommand(command.command, false, command.value);
    this.handleEditorInput();
  }

  private check(): boolean {
    for (const input of this.addressInputs) input.commitTyped();
    const problems: Partial<Record<Field, string>> = {};
    const { to, cc, bcc, subject } = this.draft;
    if (!to.length && !cc.length && !bcc.length) problems.to = msg('请填写收件人');
    for (const field of ADDRESS_FIELDS) {
      const bad = this.draft[field].find((entry) => !isMailAddress(entry));
      if (bad) problems[field] = msg(str`邮件地址格式不正确：${bad}`);
    }
    if (!subject.trim()) problems.subject = msg('请填写主题');
    this.problems = problems;
    if (this.upload && !this.upload.checkValidity()) {
      this.refusal = this.upload.validationMessage;
      return false;
    }
    return Object.keys(problems).length === 0;
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.refusal = '';
    if (!this.check()) return;
    this.busy = true;
    try {
      // Sent as soon as the composer opens, the accounts may still be on their way: it waits for them.
      const accounts = (await this.accountsLoader.taskComplete) ?? [];
      const accountId = this.senderId(accounts);
      if (!accountId) {
        this.refusal = msg('请先在邮箱设置中添加邮箱账户');
        return;
      }
      const { to, cc, bcc, subject, attachments, inReplyTo } = this.draft;
      const result = acceptedValue(
        await this.api.mail.send({
          accountId,
          to,
          cc,
          bcc,
          subject: subject.trim(),
          html: this.editor?.innerHTML ?? this.draft.html,
          attachments: attachments.map((file) => file.fileId),
          ...(inReplyTo ? { inReplyTo } : {}),
        }),
      );
      if (!result) throw new Error(msg('发送失败'));
      clearDraft(this.storageKey);
      this.emit('eip-mail-sent', { result });
    } catch (error) {
      // Nothing typed is lost: the form and its kept draft stay as they were.
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private handleDiscard(): void {
    clearDraft(this.storageKey);
    this.emit('eip-mail-discard', {});
  }

  private senderId(accounts: ReadonlyArray<{ id: string; isDefault: boolean }>): string {
    const wanted = this.draft.accountId || this.accountId;
    if (accounts.some((account) => account.id === wanted)) return wanted;
    return (accounts.find((account) => account.isDefault) ?? accounts[0])?.id ?? '';
  }

  private renderFrom() {
    const accounts = this.accountsLoader.value ?? [];
    if (accounts.length < 2) return nothing;
    return html`<div class="field">
      <label for="from">${msg('发件人')}</label>
      <select
        id="from"
        .value=${live(this.senderId(accounts))}
        @change=${(event: Event) => this.change({ accountId: (event.target as HTMLSelectElement).value })}
      >
        ${accounts.map(
          (account) =>
            html`<option value=${account.id}>
              ${formatMailAddress({ name: account.displayName ?? '', address: account.email })}
            </option>`,
        )}
      </select>
    </div>`;
  }

  private renderAddresses(field: (typeof ADDRESS_FIELDS)[number], label: string) {
    return html`<mail-address-input
      class="address"
      name=${field}
      label=${label}
      .value=${this.draft[field]}
      .error=${this.problems[field] ?? ''}
      @eip-change=${(event: CustomEvent<{ value: unknown }>) => this.change({ [field]: event.detail.value as string[] }, field)}
    ></mail-address-input>`;
  }

  private renderEditor() {
    return html`<div class="field">
      <span class="label" id="body-label">${msg('正文')}</span>
      <div class="editor-frame">
        <div part="toolbar" class="toolbar" role="toolbar" aria-label=${msg('格式')}>
          ${EDITOR_COMMANDS.map(
            (command) => html`<button
              type="button"
              class="tool"
              title=${command.label()}
              aria-label=${command.label()}
              @mousedown=${(event: Event) => event.preventDefault()}
              @click=${() => this.handleCommand(command)}
            >
              <sl-icon name=${command.icon} aria-hidden="true"></sl-icon>
            </button>`,
          )}
        </div>
        <div
          part="editor"
          class="editor"
          contenteditable="true"
          role="textbox"
          aria-multiline="true"
          aria-labelledby="body-label"
          @input=${this.handleEditorInput}
        ></div>
      </div>
    </div>`;
  }

  override render() {
    const hasProblems = Object.values(this.problems).some(Boolean);
    return html`<form part="base" novalidate aria-busy=${this.busy ? 'true' : 'false'} @submit=${this.handleSubmit}>
      ${this.renderFrom()} ${this.renderAddresses('to', msg('收件人'))}
      <div class="copy-toggles">
        ${this.showCc ? nothing : html`<button type="button" class="link" @click=${() => (this.showCc = true)}>${msg('添加抄送')}</button>`}
        ${this.showBcc ? nothing : html`<button type="button" class="link" @click=${() => (this.showBcc = true)}>${msg('添加密送')}</button>`}
      </div>
      ${this.showCc ? this.renderAddresses('cc', msg('抄送')) : nothing}
      ${this.showBcc ? this.renderAddresses('bcc', msg('密送')) : nothing}
      ${renderField({
        id: 'subject',
        label: msg('主题'),
        value: this.draft.subject,
        required: true,
        maxlength: 500,
        error: this.problems.subject ?? null,
        onInput: (value) => this.change({ subject: value }, 'subject'),
      })}
      ${this.renderEditor()}
      <file-upload
        label=${msg('附件')}
        list-type="list"
        .value=${this.draft.attachments}
        @eip-change=${(event: CustomEvent<{ value: unknown }>) => this.change({ attachments: event.detail.value as UploadedFile[] })}
        >${msg('添加附件')}</file-upload
      >
      ${renderFormMessage(
        this.refusal
          ? { variant: 'danger', text: this.refusal }
          : hasProblems
            ? { variant: 'warning', text: msg('请按提示填写后再发送') }
            : null,
      )}
      <div part="actions" class="actions">
        <sl-button type="submit" variant="primary" ?loading=${this.busy}>
          <sl-icon slot="prefix" name="send"></sl-icon>${msg('发送')}
        </sl-button>
        <sl-button ?disabled=${this.busy} @click=${this.handleDiscard}>${msg('放弃')}</sl-button>
      </div>
    </form>`;
  }
}

function emptyDraft(): ComposeDraft {
  return { accountId: '', to: [], cc: [], bcc: [], subject: '', html: '', attachments: [], inReplyTo: '' };
}
