import { localized, msg, str } from '@lit/localize';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { literal, html as staticHtml } from 'lit/static-html.js';
import type { FileListEntry, UploadedFile } from '../../api/contract/files.js';
import { parseJsonList, parseJsonObject } from '../../api/contract/json.js';
import {
  FORM_FIELD_TYPES,
  type FormField,
  type FormRule,
  type FormValues,
} from '../../api/contract/workflow.js';
import { EipElement } from '../core/eip-element.js';
import { formatMoney } from '../core/format.js';
import { isBlankHtml } from '../core/html-text.js';
import { localText } from '../core/localize.js';
import { type FieldPermission, type PermissionRights, permissionRights } from '../core/permission.js';
import { parseFileList, submittedEntry } from '../file-upload/upload-rules.js';
import { flowFormStyles } from './flow-form.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user changed a field of a flow form; `values` holds every field's value. */
    'eip-form-change': { name: string; values: FormValues };
  }
}

const warnedTypes = new Set<string>();

/** A field's kind; an unknown one warns once and is drawn as a text input. */
function fieldType(field: FormField): FormField['type'] {
  if ((FORM_FIELD_TYPES as readonly string[]).includes(field.type)) return field.type;
  if (!warnedTypes.has(field.type)) {
    warnedTypes.add(field.type);
    console.warn(`<flow-form>: unknown field type "${field.type}"; drawn as text`);
  }
  return 'text';
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A file field's value: a list, or the JSON text of one. */
function fileList(value: unknown): FileListEntry[] {
  if (Array.isArray(value)) return value as FileListEntry[];
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as FileListEntry[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

function jsonList(text: string | null): unknown[] {
  return parseJsonList(text ?? '') ?? [];
}

function jsonObject(text: string | null): Record<string, unknown> {
  return parseJsonObject(text);
}

const NUMERIC_TYPES = new Set<string>(['number', 'money']);
/** Fields whose value is a list of picked { id, name }. */
const PICKED_TYPES = new Set<string>(['user', 'org']);

interface Picked {
  id: string;
  name: string;
}

/** A user or org field's value: the picked entries (an id list from elsewhere shows its ids). */
function pickedList(value: unknown): Picked[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry === 'string') return [{ id: entry, name: entry }];
    if (entry && typeof entry === 'object' && typeof (entry as Picked).id === 'string') {
      const { id, name } = entry as Picked;
      return [{ id, name: typeof name === 'string' ? name : id }];
    }
    return [];
  });
}

function unitOf(field: FormField): string {
  return localText(field.unit, field.unitI18n) || (field.type === 'money' ? msg('元') : '');
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A process definition's form: its fields drawn by type (text, textarea, number, money, date, select,
 * radio, attachments, people with `<user-picker>`, organisations with `<org-picker>`, rich text with `<rich-text-editor>`) in
 * `columns` per row, with the node's field permissions — `b` required and editable, `w` editable, `r` read-only,
 * `n` hidden — and checked by the field's rules. The start page and the approval form both use it.
 *
 * Setting `values` from code fills the form and fires nothing; each change by the user fires
 * `eip-form-change`. `validate()` shows every problem (in the user's language), moves focus to the
 * first one and answers whether the form passes; what the user typed stays either way.
 *
 * @tag flow-form
 * @summary A process form with per-node field permissions (b, w, r, n) and validation.
 *
 * @event eip-form-change - The user changed a field. `detail: { name, values }`.
 *
 * @csspart base - The grid of fields.
 * @csspart field - One field: label, control and message.
 * @csspart field-label - A field's label.
 * @csspart field-input - A field's control.
 * @csspart field-error - The message under a field.
 *
 * @cssproperty --columns - Fields per row on a wide form. Defaults to 2.
 */
@localized()
export class FlowForm extends EipElement {
  static override styles = flowFormStyles;

  /** Names of fields whose problem shows (left once with something typed, or after validate()). */
  @state() private shown = new Set<string>();
  @state() private current: FormValues = {};

  /** The form's fields, in order (the definition's form); also a JSON attribute. */
  @property({ converter: { fromAttribute: (text: string | null) => jsonList(text) as FormField[] } })
  fields: FormField[] = [];

  /** The node's permission per field name (`*` for the others); empty: every field writable. */
  @property({
    converter: {
      fromAttribute: (text: string | null) => jsonObject(text) as Record<string, FieldPermission>,
    },
  })
  permissions: Record<string, FieldPermission> = {};

  /** The values to show, by field name (also a JSON attribute). Setting them fills the form and clears shown problems. */
  @property({ converter: { fromAttribute: (text: string | null) => jsonObject(text) } }) values: FormValues =
    {};

  /** Rules across fields (an end date not before its start date). */
  @property({ converter: { fromAttribute: (text: string | null) => jsonList(text) as FormRule[] } })
  rules: FormRule[] = [];

  /** Fields per row on a wide form (the form definition's `columns`); 0 keeps the `--columns` style. */
  @property({ type: Number }) columns = 0;

  /** Shows every field read-only (a done task, a finished request). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** Accessible name of the form. */
  @property() label = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('values')) {
      this.current = { ...this.values };
      this.shown = new Set();
    }
    if (changed.has('columns')) {
      if (this.columns > 0) this.style.setProperty('--columns', String(this.columns));
      else this.style.removeProperty('--columns');
    }
  }

  /**
   * What each field allows here: the node's permission (a field it does not name: `*`, then `r`; with
   * no permissions at all, every field is writable), a required field at least `b`, read-only overriding.
   */
  rightsOf(field: FormField): PermissionRights {
    const named = Object.keys(this.permissions).length > 0;
    let permission: FieldPermission | string = named
      ? (this.permissions[field.name] ?? this.permissions['*'] ?? 'r')
      : 'w';
    if (permission === 'w' && field.required) permission = 'b';
    const rights = permissionRights(permission, 'flow-form');
    if (this.readonly) return { ...rights, editable: false, required: false };
    return rights;
  }

  private labelOf(field: FormField): string {
    return localText(field.label, field.labelI18n);
  }

  /** The field's problem with the current values, in the user's language; null when it passes. */
  private problem(field: FormField): string | null {
    const rights = this.rightsOf(field);
    if (!rights.visible || !rights.editable) return null;
    const value = this.current[field.name];
    const label = this.labelOf(field);
    const type = fieldType(field);
    const empty =
      type === 'file'
        ? fileList(value).length === 0
        : PICKED_TYPES.has(type)
          ? pickedList(value).length === 0
          : type === 'richtext'
            ? isBlankHtml(text(value))
            : isEmpty(value);
    if (empty) {
      return rights.required
        ? type === 'select' || type === 'radio' || type === 'date' || PICKED_TYPES.has(type)
          ? msg(str`请选择${label}`)
          : msg(str`请填写${label}`)
        : null;
    }
    if (NUMERIC_TYPES.has(type)) {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return msg(str`${label}须为数字`);
      const precision = type === 'money' ? 2 : field.precision;
      if (precision !== undefined) {
        const decimals = String(value).split('.')[1]?.length ?? 0;
        if (decimals > precision) {
          return precision === 0 ? msg(str`${label}须为整数`) : msg(str`${label}最多 ${precision} 位小数`);
        }
      }
      if (field.min !== undefined && number < field.min) return msg(str`${label}不能小于 ${field.min}`);
      if (field.max !== undefined && number > field.max) return msg(str`${label}不能大于 ${field.max}`);
    }
    if (type === 'date' && !/^\d{4}-\d{2}-\d{2}/.test(text(value))) return msg(str`${label}不是有效日期`);
    if (type === 'date') {
      for (const rule of this.rules) {
        if (rule.kind !== 'dateOrder' || rule.end !== field.name) continue;
        const start = text(this.current[rule.start]).slice(0, 10);
        const startField = this.fields.find((candidate) => candidate.name === rule.start);
        if (start && startField && text(value).slice(0, 10) < start) {
          return msg(str`${label}不能早于${this.labelOf(startField)}`);
        }
      }
    }
    if ((type === 'select' || type === 'radio') && field.options?.length) {
      if (!field.options.some((option) => option.value === text(value))) return msg(str`请选择${label}`);
    }
    if (type === 'text' || type === 'textarea') {
      const length = text(value).trim().length;
      if (field.minLength !== undefined && length < field.minLength)
        return msg(str`${label}至少 ${field.minLength} 个字`);
      if (field.maxLength !== undefined && length > field.maxLength)
        return msg(str`${label}最多 ${field.maxLength} 个字`);
      if (field.pattern && !new RegExp(`^(?:${field.pattern})$`).test(text(value))) {
        return localText(field.patternMessage, field.patternMessageI18n) || msg(str`${label}格式不正确`);
      }
    }
    if (type === 'file' && field.maxFiles !== undefined && fileList(value).length > field.maxFiles) {
      return msg(str`${label}最多 ${field.maxFiles} 个文件`);
    }
    return null;
  }

  private error(field: FormField): string | null {
    return this.shown.has(field.name) ? this.problem(field) : null;
  }

  private show(name: string): void {
    if (this.shown.has(name)) return;
    this.shown = new Set(this.shown).add(name);
  }

  private handleInput(field: FormField, raw: unknown): void {
    const type = fieldType(field);
    const value =
      NUMERIC_TYPES.has(type) && typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw))
        ? Number(raw)
        : raw;
    this.current = { ...this.current, [field.name]: value };
    // A change of one date can fix or break a later one: its problem follows at once when shown.
    if (type === 'select' || type === 'radio') this.show(field.name);
    this.emit('eip-form-change', { name: field.name, values: this.value });
  }

  private handleBlur(field: FormField): void {
    if (!isEmpty(this.current[field.name])) this.show(field.name);
  }

  /** The values the user sees, hidden (`n`) fields left out. */
  get value(): FormValues {
    const visible = new Set(this.fields.filter((field) => this.rightsOf(field).visible).map((f) => f.name));
    return Object.fromEntries(Object.entries(this.current).filter(([name]) => visible.has(name)));
  }

  /** The first field's problem, or null when every field passes (shows nothing). */
  checkValidity(): boolean {
    return this.fields.every((field) => this.problem(field) === null);
  }

  /**
   * Shows every problem and focuses the first field that has one. Answers whether the form passes;
   * the values stay as typed.
   */
  async validate(): Promise<boolean> {
    this.shown = new Set(this.fields.map((field) => field.name));
    const invalid = this.fields.find((field) => this.problem(field) !== null);
    if (!invalid) return true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${CSS.escape(`f-${invalid.name}`)}`)?.focus();
    return false;
  }

  private renderControl(
    field: FormField,
    id: string,
    describedBy: string | undefined,
    rights: PermissionRights,
  ) {
    const type = fieldType(field);
    const value = this.current[field.name];
    const invalid = this.error(field) ? 'true' : 'false';
    const onInput = (event: Event) =>
      this.handleInput(
        field,
        (event.target as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement).value,
      );
    if (type === 'file') {
      return html`<file-upload
        id=${id}
        part="field-input"
        label=${this.labelOf(field)}
        permission=${rights.editable ? (rights.required ? 'b' : 'w') : 'r'}
        ?readonly=${!rights.editable}
        max-count=${ifDefined(field.maxFiles)}
        .value=${parseFileList(fileList(value))}
        aria-describedby=${ifDefined(describedBy)}
        @eip-change=${(event: CustomEvent<{ value: unknown }>) => {
          event.stopPropagation();
          const files = (event.detail.value as UploadedFile[]).map(submittedEntry);
          this.handleInput(field, files.length ? files : '');
          this.show(field.name);
        }}
      ></file-upload>`;
    }
    if (type === 'richtext') {
      return rights.editable
        ? html`<rich-text-editor
            id=${id}
            part="field-input"
            label=${this.labelOf(field)}
            .value=${text(value)}
            ?required=${rights.required}
            error=${this.error(field) ?? ''}
            @eip-input=${(event: CustomEvent<{ value: string }>) => {
              event.stopPropagation();
              this.handleInput(field, event.detail.value);
            }}
            @eip-change=${(event: Event) => {
              event.stopPropagation();
              this.show(field.name);
            }}
          ></rich-text-editor>`
        : html`<rich-text id=${id} part="field-input" aria-labelledby=${`${id}-label`} .content=${text(value)}></rich-text>`;
    }
    if (PICKED_TYPES.has(type) && !rights.editable) {
      const names = pickedList(value).map((entry) => entry.name);
      return html`<div id=${id} part="field-input" class="readonly-value" role="textbox" aria-readonly="true"
        aria-labelledby=${`${id}-label`} tabindex="0">${names.join('、') || '—'}</div>`;
    }
    if (type === 'user' || type === 'org') {
      const picked = (event: CustomEvent<{ value: Picked[] }>) => {
        event.stopPropagation();
        this.handleInput(
          field,
          event.detail.value.map(({ id: entryId, name }) => ({ id: entryId, name })),
        );
        this.show(field.name);
      };
      // The same field for people and for organisations: only the picker differs.
      const picker = type === 'user' ? literal`user-picker` : literal`org-picker`;
      return staticHtml`<${picker}
        id=${id}
        part="field-input"
        multiple
        label=${this.labelOf(field)}
        .value=${pickedList(value)}
        error=${this.error(field) ?? ''}
        @eip-change=${picked}
      ></${picker}>`;
    }
    if (!rights.editable) {
      const option = field.options?.find((candidate) => candidate.value === text(value));
      const unit = localText(field.unit, field.unitI18n);
      const shown = option
        ? localText(option.label, option.labelI18n)
        : type === 'money' && text(value)
          ? formatMoney(Number(value))
          : text(value) && unit
            ? `${text(value)} ${unit}`
            : text(value);
      return html`<div
        id=${id}
        part="field-input"
        class=${classMap({ 'readonly-value': true, 'readonly-value--multiline': type === 'textarea' })}
        role="textbox"
        aria-readonly="true"
        aria-labelledby=${`${id}-label`}
        tabindex="0"
      >${shown || '—'}</div>`;
    }
    if (type === 'textarea') {
      return html`<textarea
        id=${id}
        name=${field.name}
        part="field-input"
        rows="4"
        .value=${live(text(value))}
        maxlength=${ifDefined(field.maxLength)}
        placeholder=${ifDefined(localText(field.placeholder, field.placeholderI18n) || undefined)}
        aria-required=${rights.required ? 'true' : 'false'}
        aria-invalid=${invalid}
        aria-describedby=${ifDefined(describedBy)}
        @input=${onInput}
        @blur=${() => this.handleBlur(field)}
      ></textarea>`;
    }
    if (type === 'select') {
      return html`<select
        id=${id}
        name=${field.name}
        part="field-input"
        aria-required=${rights.required ? 'true' : 'false'}
        aria-invalid=${invalid}
        aria-describedby=${ifDefined(describedBy)}
        @change=${onInput}
        @blur=${() => this.handleBlur(field)}
      >
        <option value="" ?selected=${isEmpty(value)}>${msg('请选择')}</option>
        ${(field.options ?? []).map(
          (option) =>
            html`<option value=${option.value} ?selected=${option.value === text(value)}>
              ${localText(option.label, option.labelI18n)}
            </option>`,
        )}
      </select>`;
    }
    if (type === 'radio') {
      return html`<div
        id=${id}
        class="choices__options"
        role="radiogroup"
        aria-labelledby=${`${id}-label`}
        aria-required=${rights.required ? 'true' : 'false'}
        aria-invalid=${invalid}
        aria-describedby=${ifDefined(describedBy)}
        tabindex="-1"
      >
        ${(field.options ?? []).map(
          (option) => html`<label class="choice">
            <input
              type="radio"
              name=${field.name}
              .value=${option.value}
              .checked=${live(option.value === text(value))}
              @change=${onInput}
            /><span>${localText(option.label, option.labelI18n)}</span>
          </label>`,
        )}
      </div>`;
    }
    return html`<input
      id=${id}
      name=${field.name}
      part="field-input"
      type=${NUMERIC_TYPES.has(type) ? 'number' : type === 'date' ? 'date' : 'text'}
      .value=${live(text(value).slice(0, type === 'date' ? 10 : undefined))}
      min=${ifDefined(NUMERIC_TYPES.has(type) ? field.min : undefined)}
      max=${ifDefined(NUMERIC_TYPES.has(type) ? field.max : undefined)}
      step=${ifDefined(NUMERIC_TYPES.has(type) ? (type === 'money' ? '0.01' : field.precision === 0 ? '1' : 'any') : undefined)}
      maxlength=${ifDefined(type === 'text' ? field.maxLength : undefined)}
      placeholder=${ifDefined(localText(field.placeholder, field.placeholderI18n) || undefined)}
      aria-required=${rights.required ? 'true' : 'false'}
      aria-invalid=${invalid}
      aria-describedby=${ifDefined(describedBy)}
      @input=${onInput}
      @change=${type === 'date' ? () => this.show(field.name) : nothing}
      @blur=${() => this.handleBlur(field)}
    />${unitOf(field) ? html`<span class="unit">${unitOf(field)}</span>` : nothing}`;
  }

  private renderField(field: FormField): TemplateResult | typeof nothing {
    const rights = this.rightsOf(field);
    if (!rights.visible) return nothing;
    const id = `f-${field.name}`;
    const error = this.error(field);
    const errorId = `${id}-error`;
    const describedBy = error ? errorId : undefined;
    const type = fieldType(field);
    // The people picker and the rich text editor show their own label while editable.
    const ownLabel = type === 'richtext' || type === 'user';
    const span = field.span ?? (type === 'textarea' || type === 'file' || type === 'richtext' ? 0 : 1);
    return html`<div
      part="field"
      class=${classMap({ field: true, 'field--invalid': Boolean(error), 'field--wide': span === 0 })}
      style=${span > 1 ? `grid-column: span ${span}` : nothing}
      data-field=${field.name}
    >
      <label
        part="field-label"
        id=${`${id}-label`}
        for=${ifDefined(ownLabel ? undefined : id)}
        class=${ifDefined(ownLabel && rights.editable ? 'visually-hidden' : undefined)}
      >
        ${rights.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${this.labelOf(field)}
      </label>
      <div class="field__control">${this.renderControl(field, id, describedBy, rights)}</div>
      ${rights.editable ? html`<div id=${errorId} part="field-error" class="field__error" role="alert">${error ?? ''}</div>` : nothing}
    </div>`;
  }

  override render() {
    const visible = this.fields.filter((field) => this.rightsOf(field).visible);
    return html`<div part="base" role="group" aria-label=${this.label || msg('表单')}>
      ${visible.length ? this.fields.map((field) => this.renderField(field)) : html`<p class="empty">${msg('此表单没有可见的字段')}</p>`}
    </div>`;
  }
}
