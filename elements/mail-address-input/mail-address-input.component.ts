import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { formatMailAddress, type MailCompletion } from '../../api/contract/mail.js';
import { type ControlValidity, FormControlElement } from '../core/form-control.js';
import { handleListboxKey, renderListbox } from '../core/listbox.js';
import { answerValue } from '../core/load-states.js';
import { formatAddress, isMailAddress, parseAddressList } from './mail-address.js';
import { mailAddressInputStyles } from './mail-address-input.styles.js';

/** Typing settles for this long before the completion asks the server. */
const SEARCH_DELAY_MS = 200;
/** Keys that end the address being typed. */
const SEPARATORS = new Set([',', ';', '，', '；']);

let inputs = 0;

/**
 * The addresses of one line of a mail (to, cc, bcc): each address a removable tag. Typing part of a
 * name or address offers the mail contacts and portal users that match (getMailAndUserData); Enter,
 * a comma, a semicolon or leaving the box turns what was typed into a tag, and pasting a list splits
 * it. A tag that is not a mail address stays, marked, so the user can see and remove it. A form
 * control: the form submits the addresses joined by commas.
 *
 * @tag mail-address-input
 * @summary Mail addresses as tags, with completion from mail contacts and portal users.
 *
 * @event eip-change - The user added or removed an address. `detail: { value }` (string[]).
 *
 * @csspart base - The wrapper.
 * @csspart chosen - The addresses (tags).
 * @csspart search - The text box.
 * @csspart matches - The list of suggestions.
 * @csspart message - Why the value is refused.
 */
@localized()
export class MailAddressInput extends FormControlElement {
  static override styles = mailAddressInputStyles;

  private readonly uid = `mail-address-${++inputs}`;

  private readonly matchesLoader = new Task(this, {
    task: async ([keyword], { signal }) => {
      if (!keyword) return [] as MailCompletion[];
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
      signal.throwIfAborted();
      return answerValue(await this.api.mail.getMailAndUserData(keyword, signal));
    },
    args: () => [this.keyword.trim()] as const,
  });

  @query('input') private input!: HTMLInputElement | null;

  @state() private keyword = '';
  @state() private activeIndex = 0;
  @state() private shown = false;

  /** The addresses, each `name <address>` or a bare address; set from code it is the default a reset returns to. */
  @property({ attribute: false }) value: string[] = [];

  /** The field's label (收件人, 抄送, 密送). */
  @property() label = '';

  /** A problem to show under the field (the form's own check); it marks the field invalid. */
  @property() error = '';

  /** Moves the focus to the text box. */
  override focus(): void {
    this.input?.focus();
  }

  /** Turns what is typed but not yet a tag into tags (the composer calls it before it checks the form). */
  commitTyped(): void {
    if (this.keyword.trim()) this.addAddresses(parseAddressList(this.keyword));
  }

  protected formValue(): string | null {
    return this.value.length ? this.value.join(', ') : null;
  }

  protected restoreFormValue(serialized: string | null): void {
    this.value = serialized ? parseAddressList(serialized) : [];
  }

  protected isEmptyValue(): boolean {
    return this.value.length === 0;
  }

  protected valueMissingMessage(): string {
    return msg('请填写收件人');
  }

  protected override customValidity(): ControlValidity | undefined {
    const bad = this.value.find((entry) => !isMailAddress(entry));
    return bad ? { flags: { typeMismatch: true }, message: msg(str`邮件地址格式不正确：${bad}`) } : undefined;
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.input ?? undefined;
  }

  private get candidates(): MailCompletion[] {
    const chosen = new Set(this.value.map((entry) => formatAddress(entry).address.toLowerCase()));
    return (this.matchesLoader.value ?? []).filter((entry) => !chosen.has(entry.address.toLowerCase()));
  }

  private addAddresses(entries: string[]): void {
    const known = new Set(this.value.map((entry) => formatAddress(entry).address.toLowerCase()));
    const fresh = entries.filter((entry) => {
      const key = formatAddress(entry).address.toLowerCase();
      if (!key || known.has(key)) return false;
      known.add(key);
      return true;
    });
    this.keyword = '';
    this.activeIndex = 0;
    if (!fresh.length) return;
    this.changeByUser(() => {
      this.value = [...this.value, ...fresh];
    });
    this.emitChange(this.value);
  }

  private removeAddress(entry: string): void {
    this.changeByUser(() => {
      this.value = this.value.filter((existing) => existing !== entry);
    });
    this.emitChange(this.value);
    this.input?.focus();
  }

  private pick(suggestion: MailCompletion): void {
    this.addAddresses([formatMailAddress(suggestion)]);
    this.updateComplete.then(() => this.input?.focus());
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    const matches = this.candidates;
    const handled = handleListboxKey(event, {
      count: matches.length,
      active: this.activeIndex,
      shown: this.shown,
      setActive: (index) => (this.activeIndex = index),
      setShown: (shown) => (this.shown = shown),
      pick: (index) => this.pick(matches[index]!),
    });
    if (handled) return;
    if ((event.key === 'Enter' && this.keyword.trim()) || SEPARATORS.has(event.key)) {
      event.preventDefault();
      this.commitTyped();
    } else if (event.key === 'Backspace' && !this.keyword && this.value.length) {
      this.removeAddress(this.value[this.value.length - 1]!);
    }
  }

  private handleInput(event: Event): void {
    const text = (event.target as HTMLInputElement).value;
    // A pasted list (several separators) becomes tags at once; the last piece stays typed.
    const pieces = text.split(/[,;，；\n]/);
    if (pieces.length > 1) {
      const last = pieces.pop() ?? '';
      this.addAddresses(parseAddressList(pieces.join(',')));
      this.keyword = last;
    } else {
      this.keyword = text;
    }
    this.activeIndex = 0;
    this.shown = true;
  }

  private renderMatches() {
    if (!this.shown || !this.keyword.trim()) return nothing;
    return this.matchesLoader.render({
      pending: () => nothing,
      error: () => nothing,
      complete: () => {
        const matches = this.candidates;
        if (!matches.length) return nothing;
        return renderListbox({
          uid: this.uid,
          label: msg('地址建议'),
          entries: matches,
          active: this.activeIndex,
          pick: (entry) => this.pick(entry),
          renderEntry: (entry) =>
            html`<span>${entry.name || entry.address}</span><span class="match__account">${entry.address}</span>`,
        });
      },
    });
  }

  override render() {
    const inputId = `${this.uid}-input`;
    const matches = this.shown && this.keyword.trim() ? this.candidates : [];
    const active = matches[this.activeIndex] ? `${this.uid}-match-${this.activeIndex}` : '';
    const problem = this.error;
    return html`<div part="base" class="field ${problem ? 'field--invalid' : ''}">
      <label for=${inputId}>
        ${this.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${this.label || msg('收件人')}
      </label>
      <div class="box">
        ${
          this.value.length
            ? html`<ul part="chosen" class="chosen" aria-label=${msg(str`${this.value.length} 个地址`)}>
                ${this.value.map(
                  (entry) => html`<li>
                    <sl-tag
                      size="small"
                      removable
                      variant=${isMailAddress(entry) ? 'neutral' : 'danger'}
                      title=${formatAddress(entry).address}
                      @sl-remove=${() => !this.isDisabled && this.removeAddress(entry)}
                      >${formatAddress(entry).name || formatAddress(entry).address}</sl-tag
                    >
                  </li>`,
                )}
              </ul>`
            : nothing
        }
        <input
          part="search"
          id=${inputId}
          type="text"
          role="combobox"
          autocomplete="off"
          aria-autocomplete="list"
          aria-expanded=${matches.length ? 'true' : 'false'}
          aria-controls=${`${this.uid}-matches`}
          aria-activedescendant=${active}
          aria-invalid=${problem ? 'true' : 'false'}
          aria-describedby=${`${this.uid}-message`}
          ?disabled=${this.isDisabled}
          .value=${live(this.keyword)}
          @input=${this.handleInput}
          @focus=${() => {
            this.shown = true;
          }}
          @blur=${() => {
            this.shown = false;
            this.commitTyped();
          }}
          @keydown=${this.handleKeydown}
        />
      </div>
      ${this.renderMatches()}
      <div part="message" id=${`${this.uid}-message`} class="field__error">${problem}</div>
    </div>`;
  }
}
