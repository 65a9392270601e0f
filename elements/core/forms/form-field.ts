import { html, nothing, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';

export type FieldType = 'text' | 'password' | 'email' | 'tel' | 'datetime-local';

export interface FieldOptions {
  /** Unique in the shadow root; the error text gets `<id>-error`. */
  id: string;
  label: string;
  value: string;
  /** The message shown under the field; the field is marked invalid while there is one. */
  error?: string | null;
  /** Text under the field that explains it (linked with aria-describedby too). */
  hint?: string;
  type?: FieldType;
  /** Draws the required marker and sets aria-required; the check itself is the form's. */
  required?: boolean;
  readonly?: boolean;
  disabled?: boolean;
  /** Focused when a dialog around it opens. */
  autofocus?: boolean;
  multiline?: boolean;
  rows?: number;
  maxlength?: number;
  autocomplete?: string;
  inputmode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  placeholder?: string;
  /** Something beside the input, such as the send-code button. */
  suffix?: TemplateResult;
  onInput: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A labelled input with its message under it: the label names the input, and the message (and
 * hint) describe it through aria-describedby, so a screen reader reads the exact text the eye sees.
 */
export function renderField(field: FieldOptions): TemplateResult {
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  const described = [field.hint ? hintId : '', field.error ? errorId : ''].filter(Boolean).join(' ');
  const handleInput = (event: Event) =>
    field.onInput((event.target as HTMLInputElement | HTMLTextAreaElement).value);
  const common = {
    invalid: field.error ? 'true' : 'false',
    describedBy: described || undefined,
  };
  const control = field.multiline
    ? html`<textarea
        id=${field.id}
        name=${field.id}
        part="field-input"
        rows=${field.rows ?? 3}
        .value=${live(field.value)}
        maxlength=${ifDefined(field.maxlength)}
        placeholder=${ifDefined(field.placeholder)}
        aria-required=${field.required ? 'true' : 'false'}
        aria-invalid=${common.invalid}
        aria-describedby=${ifDefined(common.describedBy)}
        ?readonly=${field.readonly}
        ?disabled=${field.disabled}
        @input=${handleInput}
        @blur=${field.onBlur}
      ></textarea>`
    : html`<input
        id=${field.id}
        name=${field.id}
        part="field-input"
        type=${field.type ?? 'text'}
        .value=${live(field.value)}
        maxlength=${ifDefined(field.maxlength)}
        autocomplete=${ifDefined(field.autocomplete)}
        inputmode=${ifDefined(field.inputmode)}
        placeholder=${ifDefined(field.placeholder)}
        aria-required=${field.required ? 'true' : 'false'}
        aria-invalid=${common.invalid}
        aria-describedby=${ifDefined(common.describedBy)}
        ?readonly=${field.readonly}
        ?disabled=${field.disabled}
        ?autofocus=${field.autofocus}
        @input=${handleInput}
        @blur=${field.onBlur}
      />`;
  return html`
    <div part="field" class="field ${field.error ? 'field--invalid' : ''}" data-field=${field.id}>
      <label part="field-label" for=${field.id}>
        ${field.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${field.label}
      </label>
      <div class="field__control">${control}${field.suffix ?? nothing}</div>
      ${field.hint ? html`<div id=${hintId} class="field__hint">${field.hint}</div>` : nothing}
      <div id=${errorId} part="field-error" class="field__error">${field.error ?? ''}</div>
    </div>
  `;
}

export interface ChoiceOptions<Value extends string> {
  /** Name of the radio group; ids are `<name>-<value>`. */
  name: string;
  legend: string;
  value: Value;
  choices: ReadonlyArray<{ value: Value; label: string; disabled?: boolean }>;
  onChange: (value: Value) => void;
}

/** A set of radio buttons in a fieldset whose legend names the group. */
export function renderChoices<Value extends string>(group: ChoiceOptions<Value>): TemplateResult {
  return html`
    <fieldset part="choices" class="choices">
      <legend part="field-label">${group.legend}</legend>
      <div class="choices__options">
        ${group.choices.map(
          (choice) => html`
            <label class="choice" for=${`${group.name}-${choice.value}`}>
              <input
                type="radio"
                id=${`${group.name}-${choice.value}`}
                name=${group.name}
                .value=${choice.value}
                .checked=${live(choice.value === group.value)}
                ?disabled=${choice.disabled}
                @change=${() => group.onChange(choice.value)}
              />
              <span>${choice.label}</span>
            </label>
          `,
        )}
      </div>
    </fieldset>
  `;
}

/**
 * The form's one message line: a refusal from the server (danger) or the failed-check warning. The
 * live region stays in the page so that a new text is announced.
 */
export function renderFormMessage(
  message: { variant: 'danger' | 'warning'; text: string } | null,
): TemplateResult {
  const variant = message ? `form-message--${message.variant}` : '';
  return html`<div part="message" class="form-message ${variant}" role="alert">${message?.text ?? nothing}</div>`;
}

/** The form's message line holding the server's refusal, when there is one (empty: the line stays, silent). */
export function renderRefusalMessage(refusal: string): TemplateResult {
  return renderFormMessage(refusal ? { variant: 'danger', text: refusal } : null);
}
