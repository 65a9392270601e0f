import { msg } from '@lit/localize';
import { css, html, svg, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';

/**
 * A date filter of the lists: one text field (YYYY-MM-DD) with the browser's calendar behind it.
 * A native `<input type="date">` takes a tab stop per segment plus one for its calendar button, which
 * shows no focus; typing the date in one field is one stop with the list's focus ring. The calendar
 * still opens: with the mouse from the button at the field's end, from the keyboard with Alt+↓.
 */

/** The typed date as YYYY-MM-DD (2026-11-20, 2026/11/20, 2026.11.20, 20261120); '' when empty; undefined when not a date. */
export function typedDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const parts = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?$/.exec(trimmed);
  if (!parts) return undefined;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return date.toISOString().slice(0, 10);
}

const calendarIcon = svg`<svg viewBox="0 0 16 16" width="1em" height="1em" fill="currentColor" aria-hidden="true">
  <path d="M3.5 0a.5.5 0 0 1 .5.5V1h8V.5a.5.5 0 0 1 1 0V1h1a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1V.5a.5.5 0 0 1 .5-.5M1 4v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4z"/>
</svg>`;

function pickerOf(event: Event): HTMLInputElement | null {
  const field = (event.currentTarget as HTMLElement).closest('.date-field');
  return field?.querySelector<HTMLInputElement>('input[type="date"]') ?? null;
}

function openPicker(event: Event): void {
  const picker = pickerOf(event);
  try {
    picker?.showPicker();
  } catch {
    // A browser without showPicker (or refusing it here) leaves the field to typing.
  }
}

export interface DateFilterField {
  id: string;
  label: string;
  /** What the user typed, or the date the calendar gave (YYYY-MM-DD). */
  value: string;
  onChange: (value: string) => void;
}

export function renderDateFilterField({ id, label, value, onChange }: DateFilterField): TemplateResult {
  const hintId = `${id}-hint`;
  return html`<label class="filter">
    <span>${label}</span>
    <span class="date-field">
      <input
        id=${id}
        type="text"
        inputmode="numeric"
        autocomplete="off"
        placeholder=${msg('年-月-日')}
        aria-describedby=${hintId}
        .value=${live(value)}
        @input=${(event: Event) => onChange((event.target as HTMLInputElement).value)}
        @keydown=${(event: KeyboardEvent) => {
          if (event.altKey && event.key === 'ArrowDown') {
            event.preventDefault();
            openPicker(event);
          }
        }}
      />
      <span id=${hintId} class="visually-hidden">${msg('如 2026-11-20；按 Alt+↓ 打开日历')}</span>
      <input
        class="date-field__picker"
        type="date"
        tabindex="-1"
        aria-hidden="true"
        .value=${live(typedDate(value) ?? '')}
        @change=${(event: Event) => {
          const picked = (event.target as HTMLInputElement).value;
          onChange(picked);
          (event.target as HTMLElement).closest('.date-field')?.querySelector<HTMLElement>(`#${id}`)?.focus();
        }}
      />
      <button class="date-field__button" type="button" tabindex="-1" aria-hidden="true" @click=${openPicker}>
        ${calendarIcon}
      </button>
    </span>
  </label>`;
}

/** The field with its calendar button inside its end; the native date input lies hidden under it. */
export const dateFilterFieldStyles = css`
  .date-field {
    position: relative;
    display: inline-flex;
  }
  .date-field input[type='text'] {
    width: 9.5rem;
    min-width: 0;
    padding-inline-end: 2rem;
    font-variant-numeric: tabular-nums;
  }
  .date-field__picker {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    pointer-events: none;
  }
  .date-field__button {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    width: 2rem;
    display: grid;
    place-items: center;
    padding: 0;
    border: none;
    background: none;
    color: var(--eip-color-text-secondary);
    cursor: pointer;
  }
  .date-field__button:hover {
    color: var(--eip-color-primary-text, var(--sl-color-primary-700));
  }
`;
