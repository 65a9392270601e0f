import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';

export interface SelectFieldOptions<Value extends string> {
  id: string;
  label: string;
  value: Value | '';
  choices: ReadonlyArray<{ value: Value; label: string }>;
  /** The empty choice's text; without it the select always holds a value. */
  placeholder?: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  onChange: (value: Value | '') => void;
  onBlur?: () => void;
}

/**
 * A labelled native select with its message under it, the same markup and classes as renderField
 * (core/forms/form-field.ts), so a select sits in the grid beside the inputs and reads the same.
 */
export function renderSelectField<Value extends string>(field: SelectFieldOptions<Value>): TemplateResult {
  const errorId = `${field.id}-error`;
  return html`<div part="field" class="field ${field.error ? 'field--invalid' : ''}" data-field=${field.id}>
    <label part="field-label" for=${field.id}>
      ${field.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${field.label}
    </label>
    <div class="field__control">
      <select
        id=${field.id}
        name=${field.id}
        part="field-input"
        aria-required=${field.required ? 'true' : 'false'}
        aria-invalid=${field.error ? 'true' : 'false'}
        aria-describedby=${ifDefined(field.error ? errorId : undefined)}
        ?disabled=${field.disabled}
        @change=${(event: Event) => field.onChange((event.target as HTMLSelectElement).value as Value | '')}
        @blur=${field.onBlur}
      >
        ${field.placeholder !== undefined ? html`<option value="" ?selected=${field.value === ''}>${field.placeholder}</option>` : nothing}
        ${field.choices.map(
          (choice) =>
            html`<option value=${choice.value} .selected=${live(choice.value === field.value)}>${choice.label}</option>`,
        )}
      </select>
    </div>
    <div id=${errorId} part="field-error" class="field__error">${field.error ?? ''}</div>
  </div>`;
}

export interface SwitchFieldOptions {
  id: string;
  label: string;
  checked: boolean;
  hint?: string;
  onChange: (checked: boolean) => void;
}

/** A yes/no setting as a labelled checkbox, with an optional line that says what it does. */
export function renderCheckField(field: SwitchFieldOptions): TemplateResult {
  const hintId = `${field.id}-hint`;
  return html`<div part="field" class="field field--check" data-field=${field.id}>
    <label class="choice" for=${field.id}>
      <input
        type="checkbox"
        id=${field.id}
        name=${field.id}
        .checked=${live(field.checked)}
        aria-describedby=${ifDefined(field.hint ? hintId : undefined)}
        @change=${(event: Event) => field.onChange((event.target as HTMLInputElement).checked)}
      />
      <span>${field.label}</span>
    </label>
    ${field.hint ? html`<div id=${hintId} class="field__hint">${field.hint}</div>` : nothing}
  </div>`;
}

/** A small icon button of a list line (move, remove): the icon for the eye, the label for everyone else. */
export function renderLineButton(options: {
  id?: string;
  icon: string;
  label: string;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
}): TemplateResult {
  return html`<sl-icon-button
    id=${ifDefined(options.id)}
    class=${options.danger ? 'line-button line-button--danger' : 'line-button'}
    name=${options.icon}
    label=${options.label}
    ?disabled=${options.disabled}
    @click=${options.onClick}
  ></sl-icon-button>`;
}
