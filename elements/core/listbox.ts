import { html, type TemplateResult } from 'lit';

/** A text box's list of suggestions, as the keys move through it. */
export interface ListboxState {
  /** How many options are shown. */
  count: number;
  active: number;
  shown: boolean;
  setActive(index: number): void;
  setShown(shown: boolean): void;
  /** Takes the option at this index. */
  pick(index: number): void;
}

/**
 * The keys of a combobox over its suggestions (user-picker, mail-address-input): up and down move
 * (and open the list), Enter takes the active option, Escape closes the list. Answers whether the key
 * was handled.
 */
export function handleListboxKey(event: KeyboardEvent, list: ListboxState): boolean {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    list.setShown(true);
    if (list.count) {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list.setActive((list.active + step + list.count) % list.count);
    }
    return true;
  }
  if (event.key === 'Enter' && list.shown && list.active < list.count) {
    event.preventDefault();
    list.pick(list.active);
    return true;
  }
  if (event.key === 'Escape' && list.shown) {
    event.stopPropagation();
    list.setShown(false);
    return true;
  }
  return false;
}

/** The suggestions as a listbox whose options the combobox points at (`<uid>-match-<index>`). */
export function renderListbox<T>(options: {
  uid: string;
  label: string;
  entries: readonly T[];
  active: number;
  pick: (entry: T) => void;
  renderEntry: (entry: T) => TemplateResult;
}): TemplateResult {
  return html`<ul part="matches" id=${`${options.uid}-matches`} role="listbox" aria-label=${options.label}>
    ${options.entries.map(
      (entry, index) => html`<li
        id=${`${options.uid}-match-${index}`}
        role="option"
        aria-selected=${index === options.active ? 'true' : 'false'}
        class=${index === options.active ? 'match match--active' : 'match'}
        @mousedown=${(event: Event) => event.preventDefault()}
        @click=${() => options.pick(entry)}
      >
        ${options.renderEntry(entry)}
      </li>`,
    )}
  </ul>`;
}
