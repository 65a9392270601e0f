import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { FormControlElement } from './form-control.js';
import { handleListboxKey, renderListbox } from './listbox.js';

/** A chosen entry of a picker: its id and the name its tag shows. */
export interface Picked {
  id: string;
  name: string;
}

/** What a picker says, in the current language (each picker its own words). */
export interface PickerTexts {
  /** The label when the page gives none. */
  label: string;
  /** The list of chosen tags, named with how many there are. */
  chosen(count: number): string;
  placeholder: string;
  /** The placeholder once `max` are chosen. */
  full(max: number): string;
  searching: string;
  failed: string;
  noMatch: string;
  /** The list of matches. */
  matches: string;
  /** `required` and nothing chosen. */
  missing: string;
}

let pickers = 0;

/**
 * The base of the search-and-choose fields (user-picker, org-picker): chosen entries as removable tags,
 * a search box whose matches are a listbox (arrow keys and Enter, or the mouse), one entry or with
 * `multiple` up to `max`. A form control: the form submits the ids joined by commas; `required` asks for
 * at least one. A subclass says how it searches (`search`, with `searchArgs` that start a new search when
 * they change), what an entry is called (`pickedOf`), how a match is drawn, its words, and any filter it
 * offers beside the search box (`renderFilters`).
 *
 * @event eip-change - The user added or removed an entry. `detail: { value }` (Picked[]).
 */
export abstract class PickerElement<T> extends FormControlElement {
  protected readonly uid = `${this.localName}-${++pickers}`;

  protected readonly matchesLoader = new Task(this, {
    task: async ([keyword, ...args], { signal }) => {
      if (!this.searches(keyword as string, args)) return [] as T[];
      return this.search(keyword as string, args, signal);
    },
    args: () => [this.keyword.trim(), ...this.searchArgs()] as const,
  });

  @query('input[type="search"]') protected searchInput!: HTMLInputElement | null;

  @state() protected keyword = '';
  @state() protected activeIndex = 0;
  @state() protected shown = false;

  /** The chosen entries (`{ id, name }`); setting it from code is the default a form reset returns to. */
  @property({ attribute: false }) value: Picked[] = [];

  /** The field's label. */
  @property() label = '';

  /** Several entries may be chosen (up to `max`); otherwise a pick replaces the one chosen. */
  @property({ type: Boolean }) multiple = false;

  /** At most this many entries with `multiple`. */
  @property({ type: Number }) max = 20;

  /** Entries that may not be chosen: their ids. */
  @property({ attribute: false }) exclude: string[] = [];

  /** A problem to show under the field (the form's own check); it marks the field invalid. */
  @property() error = '';

  /** The picker's words in the current language. */
  protected abstract texts(): PickerTexts;
  /** The matches of a keyword (and the subclass's searchArgs). */
  protected abstract search(keyword: string, args: readonly unknown[], signal: AbortSignal): Promise<T[]>;
  /** The chosen entry a match becomes. */
  protected abstract pickedOf(match: T): Picked;
  /** One match in the list. */
  protected abstract renderMatch(match: T): TemplateResult;

  /** More than the keyword that a search depends on (a filter's value). */
  protected searchArgs(): readonly unknown[] {
    return [];
  }

  /** Whether to search at all (by default only once something is typed). */
  protected searches(keyword: string, _args: readonly unknown[]): boolean {
    return keyword !== '';
  }

  /** Controls shown before the search box (a filter). */
  protected renderFilters(): TemplateResult | typeof nothing {
    return nothing;
  }

  /** Moves the focus to the search box. */
  override focus(): void {
    this.searchInput?.focus();
  }

  protected formValue(): string | null {
    return this.value.length ? this.value.map((entry) => entry.id).join(',') : null;
  }

  protected restoreFormValue(serialized: string | null): void {
    const ids = serialized ? serialized.split(',').filter(Boolean) : [];
    this.value = ids.map((id) => this.value.find((entry) => entry.id === id) ?? { id, name: id });
  }

  protected isEmptyValue(): boolean {
    return this.value.length === 0;
  }

  protected valueMissingMessage(): string {
    return this.texts().missing;
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.searchInput ?? undefined;
  }

  /** Opens the matches again from the start (a filter changed). */
  protected showFromStart(): void {
    this.activeIndex = 0;
    this.shown = true;
  }

  private get candidates(): T[] {
    const chosen = new Set(this.value.map((entry) => entry.id));
    const excluded = new Set(this.exclude);
    return (this.matchesLoader.value ?? []).filter((match) => {
      const { id } = this.pickedOf(match);
      return !chosen.has(id) && !excluded.has(id);
    });
  }

  private pick(match: T): void {
    if (this.multiple && this.value.length >= this.max) return;
    const picked = this.pickedOf(match);
    this.changeByUser(() => {
      this.value = this.multiple ? [...this.value, picked] : [picked];
    });
    this.keyword = '';
    this.activeIndex = 0;
    this.emitChange(this.value);
    this.updateComplete.then(() => this.searchInput?.focus());
  }

  private unpick(entry: Picked): void {
    this.changeByUser(() => {
      this.value = this.value.filter((chosen) => chosen.id !== entry.id);
    });
    this.emitChange(this.value);
    this.searchInput?.focus();
  }

  private handleKeydown(event: KeyboardEvent): void {
    const matches = this.candidates;
    const handled = handleListboxKey(event, {
      count: matches.length,
      active: this.activeIndex,
      shown: this.shown,
      setActive: (index) => (this.activeIndex = index),
      setShown: (shown) => (this.shown = shown),
      pick: (index) => this.pick(matches[index]!),
    });
    if (!handled && event.key === 'Backspace' && !this.keyword && this.value.length) {
      this.unpick(this.value[this.value.length - 1]!);
    }
  }

  private renderMatches(texts: PickerTexts) {
    if (!this.shown || !this.searches(this.keyword.trim(), this.searchArgs())) return nothing;
    return this.matchesLoader.render({
      pending: () => html`<p class="hint" role="status">${texts.searching}</p>`,
      error: () => html`<p class="hint hint--error" role="status">${texts.failed}</p>`,
      complete: () => {
        const matches = this.candidates;
        if (!matches.length) return html`<p class="hint" role="status">${texts.noMatch}</p>`;
        return renderListbox({
          uid: this.uid,
          label: texts.matches,
          entries: matches,
          active: this.activeIndex,
          pick: (match) => this.pick(match),
          renderEntry: (match) => this.renderMatch(match),
        });
      },
    });
  }

  override render() {
    const texts = this.texts();
    const inputId = `${this.uid}-search`;
    const full = this.multiple ? this.value.length >= this.max : false;
    const matches = this.shown ? this.candidates : [];
    const active = matches[this.activeIndex] ? `${this.uid}-match-${this.activeIndex}` : '';
    const problem = this.error;
    return html`<div part="base" class="field ${problem ? 'field--invalid' : ''}">
      <label for=${inputId}>
        ${this.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${this.label || texts.label}
      </label>
      ${
        this.value.length
          ? html`<ul part="chosen" class="chosen" aria-label=${texts.chosen(this.value.length)}>
              ${this.value.map(
                (entry) => html`<li>
                  <sl-tag size="small" removable ?data-disabled=${this.isDisabled}
                    @sl-remove=${() => !this.isDisabled && this.unpick(entry)}
                    >${entry.name}</sl-tag
                  >
                </li>`,
              )}
            </ul>`
          : nothing
      }
      <div class="controls">
        ${this.renderFilters()}
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
          placeholder=${full ? texts.full(this.max) : texts.placeholder}
          ?disabled=${this.isDisabled || full}
          .value=${live(this.keyword)}
          @input=${(event: Event) => {
            this.keyword = (event.target as HTMLInputElement).value;
            this.showFromStart();
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
      ${this.renderMatches(texts)}
      <div part="message" id=${`${this.uid}-message`} class="field__error">${problem}</div>
    </div>`;
  }
}
