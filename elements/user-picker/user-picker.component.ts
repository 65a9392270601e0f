import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import type { SelectorOrg, SelectorUser } from '../../api/contract/selectors.js';
import { FormControlElement } from '../core/form-control.js';
import { handleListboxKey, renderListbox } from '../core/listbox.js';
import { answerValue } from '../core/load-states.js';
import { userPickerStyles } from './user-picker.styles.js';

/** A chosen person: the user's id and name. */
export interface PickedUser {
  id: string;
  name: string;
}

/** How many matches a search shows. */
const MATCHES = 8;
/** Typing settles for this long before the search runs. */
const SEARCH_DELAY_MS = 250;

let pickers = 0;

/**
 * Picks people from the user selector (users/queryByType): type part of a name or account, or choose a
 * department (the organisation selector, getOrgPage) to list its members; pick with the mouse or the
 * arrow keys and Enter. The chosen people show as removable tags. One person, or with `multiple` up to
 * `max`. A form control: the form submits the ids joined by commas; `required` asks for at least one.
 *
 * @tag user-picker
 * @summary Search and choose people (by name, account or department), one or several.
 *
 * @event eip-change - The user added or removed a person. `detail: { value }` (PickedUser[]).
 *
 * @csspart base - The wrapper.
 * @csspart chosen - The chosen people (tags).
 * @csspart org - The department filter.
 * @csspart search - The search box.
 * @csspart matches - The list of matches.
 * @csspart message - Why the value is refused, or that nothing matched.
 */
@localized()
export class UserPicker extends FormControlElement {
  static override styles = userPickerStyles;

  private readonly uid = `user-picker-${++pickers}`;

  private readonly orgsLoader = new Task(this, {
    task: async ([wanted], { signal }) => {
      if (!wanted) return [] as SelectorOrg[];
      const page = answerValue(
        await this.api.ucSelectors.getOrgPage({ pageBean: { page: 1, pageSize: -1 } }, signal),
      );
      return page.rows;
    },
    args: () => [this.orgFilter] as const,
  });

  private readonly matchesLoader = new Task(this, {
    task: async ([keyword, orgId], { signal }) => {
      if (!keyword && !orgId) return [] as SelectorUser[];
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
      signal.throwIfAborted();
      const querys: QueryFilter[] = [{ property: 'status', value: 1, operation: 'EQUAL', relation: 'AND' }];
      if (orgId) querys.push({ property: 'orgId', value: orgId, operation: 'EQUAL', relation: 'AND' });
      if (keyword) {
        querys.push(
          { property: 'fullname', value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' },
          { property: 'account', value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' },
        );
      }
      const body: QueryBody = { pageBean: { page: 1, pageSize: MATCHES }, querys };
      return answerValue(await this.api.ucSelectors.queryUsersByType(body, signal)).rows;
    },
    args: () => [this.keyword.trim(), this.orgId] as const,
  });

  @query('input[type="search"]') private searchInput!: HTMLInputElement | null;

  @state() private keyword = '';
  @state() private orgId = '';
  @state() private activeIndex = 0;
  @state() private shown = false;

  /** The chosen people (`{ id, name }`); setting it from code is the default a form reset returns to. */
  @property({ attribute: false }) value: PickedUser[] = [];

  /** The field's label. */
  @property() label = '';

  /** Several people may be chosen (up to `max`); otherwise a pick replaces the one chosen. */
  @property({ type: Boolean }) multiple = false;

  /** At most this many people with `multiple`. */
  @property({ type: Number }) max = 20;

  /** Offers the department filter. */
  @property({ type: Boolean, attribute: 'org-filter' }) orgFilter = false;

  /** People who may not be chosen (e.g. the caller): their ids. */
  @property({ attribute: false }) exclude: string[] = [];

  /** A problem to show under the field (the dialog's own check); it marks the field invalid. */
  @property() error = '';

  /** Moves the focus to the search box. */
  override focus(): void {
    this.searchInput?.focus();
  }

  protected formValue(): string | null {
    return this.value.length ? this.value.map((user) => user.id).join(',') : null;
  }

  protected restoreFormValue(serialized: string | null): void {
    const ids = serialized ? serialized.split(',').filter(Boolean) : [];
    this.value = ids.map((id) => this.value.find((user) => user.id === id) ?? { id, name: id });
  }

  protected isEmptyValue(): boolean {
    return this.value.length === 0;
  }

  protected valueMissingMessage(): string {
    return msg('请选择人员');
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.searchInput ?? undefined;
  }

  private get candidates(): SelectorUser[] {
    const chosen = new Set(this.value.map((user) => user.id));
    const excluded = new Set(this.exclude);
    return (this.matchesLoader.value ?? []).filter((user) => !chosen.has(user.id) && !excluded.has(user.id));
  }

  private pick(user: SelectorUser): void {
    if (this.multiple && this.value.length >= this.max) return;
    const picked = { id: user.id, name: user.fullname || user.name };
    this.changeByUser(() => {
      this.value = this.multiple ? [...this.value, picked] : [picked];
    });
    this.keyword = '';
    this.activeIndex = 0;
    this.emitChange(this.value);
    this.updateComplete.then(() => this.searchInput?.focus());
  }

  private unpick(user: PickedUser): void {
    this.changeByUser(() => {
      this.value = this.value.filter((entry) => entry.id !== user.id);
    });
    this.emitChange(this.value);
    this.searchInput?.focus();
  }

  private handleKeydown(event: KeyboardEvent): void {
    const matches = this.candidates;
    if (this.listKeys(event, matches)) return;
    if (event.key === 'Backspace' && !this.keyword && this.value.length) {
      this.unpick(this.value[this.value.length - 1]!);
    }
  }

  private listKeys(event: KeyboardEvent, matches: SelectorUser[]): boolean {
    return handleListboxKey(event, {
      count: matches.length,
      active: this.activeIndex,
      shown: this.shown,
      setActive: (index) => (this.activeIndex = index),
      setShown: (shown) => (this.shown = shown),
      pick: (index) => this.pick(matches[index]!),
    });
  }

  private renderMatches() {
    if (!this.shown || (!this.keyword.trim() && !this.orgId)) return nothing;
    return this.matchesLoader.render({
      pending: () => html`<p class="hint" role="status">${msg('搜索中…')}</p>`,
      error: () => html`<p class="hint hint--error" role="status">${msg('人员加载失败')}</p>`,
      complete: () => {
        const matches = this.candidates;
        if (!matches.length) return html`<p class="hint" role="status">${msg('没有匹配的人员')}</p>`;
        return renderListbox({
          uid: this.uid,
          label: msg('匹配的人员'),
          entries: matches,
          active: this.activeIndex,
          pick: (user) => this.pick(user),
          renderEntry: (user) =>
            html`<span>${user.fullname || user.name}</span><span class="match__account">${user.account}</span>`,
        });
      },
    });
  }

  override render() {
    const inputId = `${this.uid}-search`;
    const full = this.multiple ? this.value.length >= this.max : false;
    const matches = this.shown ? this.candidates : [];
    const active = matches[this.activeIndex] ? `${this.uid}-match-${this.activeIndex}` : '';
    const problem = this.error;
    return html`<div part="base" class="field ${problem ? 'field--invalid' : ''}">
      <label for=${inputId}>
        ${this.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${this.label || msg('人员')}
      </label>
      ${
        this.value.length
          ? html`<ul part="chosen" class="chosen" aria-label=${msg(str`已选择 ${this.value.length} 人`)}>
              ${this.value.map(
                (user) => html`<li>
                  <sl-tag size="small" removable ?data-disabled=${this.isDisabled}
                    @sl-remove=${() => !this.isDisabled && this.unpick(user)}
                    >${user.name}</sl-tag
                  >
                </li>`,
              )}
            </ul>`
          : nothing
      }
      <div class="controls">
        ${
          this.orgFilter
            ? html`<select
                part="org"
                aria-label=${msg('部门')}
                .value=${live(this.orgId)}
                ?disabled=${this.isDisabled}
                @change=${(event: Event) => {
                  this.orgId = (event.target as HTMLSelectElement).value;
                  this.activeIndex = 0;
                  this.shown = true;
                }}
              >
                <option value="">${msg('全部部门')}</option>
                ${(this.orgsLoader.value ?? []).map((org) => html`<option value=${org.id}>${org.name}</option>`)}
              </select>`
            : nothing
        }
        <input
          part="search"
          id=${inputId}
          type="search"
          role="combobox"
          autocomplete="off"
          aria-autocomplete="list"
          aria-expanded=${this.shown && matches.length ? 'true' : 'false'}
          aria-controls=${`${this.uid}-matches`}
          aria-activedescendant=${active}
          aria-invalid=${problem ? 'true' : 'false'}
          aria-describedby=${`${this.uid}-message`}
          placeholder=${full ? msg(str`最多选择 ${this.max} 人`) : msg('输入姓名或账号搜索')}
          ?disabled=${this.isDisabled || full}
          .value=${live(this.keyword)}
          @input=${(event: Event) => {
            this.keyword = (event.target as HTMLInputElement).value;
            this.activeIndex = 0;
            this.shown = true;
          }}
          @focus=${() => {
            this.shown = true;
          }}
          @blur=${() => {
            this.shown = false;
          }}
          @keydown=${this.handleKeydown}
        />
      </div>
      ${this.renderMatches()}
      <div part="message" id=${`${this.uid}-message`} class="field__error">${problem}</div>
    </div>`;
  }
}
