import { html, nothing, type TemplateResult } from 'lit';
import type { UploadedFile } from '../../api/contract/files.js';
import { renderField } from '../core/forms/form-field.js';
import type { ContactField, ContactValues, FileField } from './registration-rules.js';

/**
 * The fields the registration forms share (registration-detail's re-register and
 * confirm-invite-dialog): a contact input and a file upload with its label, hint and problem.
 */

export interface ContactInputOptions {
  type?: 'tel' | 'email';
  maxlength: number;
  autofocus?: boolean;
}

/**
 * A contact input: `contact` reads the element's contact when needed (several fields may be typed
 * between two renders), `change` gets it with the field typed, `show` shows its problem on blur.
 */
export function renderContactInput(
  field: ContactField,
  label: string,
  options: ContactInputOptions,
  state: {
    contact: () => ContactValues;
    error: string | null;
    change: (contact: ContactValues) => void;
    show: () => void;
  },
): TemplateResult {
  return renderField({
    id: field,
    label,
    value: state.contact()[field],
    error: state.error,
    required: true,
    type: options.type,
    maxlength: options.maxlength,
    inputmode: options.type === 'tel' ? 'numeric' : undefined,
    autofocus: options.autofocus,
    onInput: (value) => state.change({ ...state.contact(), [field]: value }),
    onBlur: () => {
      if (state.contact()[field] !== '') state.show();
    },
  });
}

export interface UploadFieldOptions {
  max?: number;
  /** Image types: the upload shows cards; without, a list of any files. */
  accept?: string;
  required?: boolean;
  hint?: string;
}

/** A file upload field; read-only (no star, no hint) unless `editable`. */
export function renderUploadField(
  field: FileField,
  label: string,
  options: UploadFieldOptions,
  state: { files: UploadedFile[]; error: string | null; editable: boolean; change: (event: Event) => void },
): TemplateResult {
  const { error, editable } = state;
  return html`<div part="field" class="field upload ${error ? 'field--invalid' : ''}" data-field=${field}>
    <span part="field-label" class="label" id=${`${field}-label`}>
      ${options.required && editable ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${label}
    </span>
    <file-upload
      id=${field}
      list-type=${options.accept ? 'card' : 'list'}
      label=${label}
      ?readonly=${!editable}
      max-count=${options.max ?? 5}
      accept=${options.accept ?? ''}
      aria-describedby=${error ? `${field}-error` : nothing}
      .value=${state.files}
      @eip-change=${state.change}
    ></file-upload>
    ${options.hint && editable ? html`<div class="field__hint">${options.hint}</div>` : nothing}
    <div id=${`${field}-error`} part="field-error" class="field__error">${error ?? ''}</div>
  </div>`;
}
