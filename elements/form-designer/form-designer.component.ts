import { localized, msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  FORM_FIELD_TYPES,
  type FormDefinition,
  type FormField,
  type FormFieldOption,
  type FormFieldType,
  type FormRule,
} from '../../api/contract/workflow.js';
import { EipElement } from '../core/eip-element.js';
import { renderField } from '../core/forms/form-field.js';
import { localText } from '../core/localize.js';
import { formDesignerStyles } from './form-designer.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The administrator changed the form in the form editor: the whole form as it is now. */
    'eip-form-definition-change': { value: FormDefinition };
  }
}

export function fieldTypeLabel(type: FormFieldType): string {
  const labels: Record<FormFieldType, string> = {
    text: msg('单行文本'),
    textarea: msg('多行文本'),
    number: msg('数字'),
    money: msg('金额'),
    date: msg('日期'),
    select: msg('下拉选择'),
    radio: msg('单选'),
    file: msg('附件'),
    user: msg('人员选择'),
    org: msg('组织选择'),
    richtext: msg('富文本'),
  };
  return labels[type];
}

const OPTION_TYPES = new Set<FormFieldType>(['select', 'radio']);
const TEXT_TYPES = new Set<FormFieldType>(['text', 'textarea']);
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Options as the editor's text shows them: one a line, `value=label`. */
function optionsText(options: FormFieldOption[] = []): string {
  return options
    .map((option) => (option.value === option.label ? option.value : `${option.value}=${option.label}`))
    .join('\n');
}

function optionsOf(text: string): FormFieldOption[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('=');
      const value = (at < 0 ? line : line.slice(0, at)).trim();
      const label = (at < 0 ? line : line.slice(at + 1)).trim() || value;
      return { value, label };
    });
}

/**
 * The form editor of a process definition (流程表单): its fields in order — text, number, money, date,
 * select and radio with options, user and organisation pickers, attachments, rich text — each with its
 * name, its label in zh-CN, zh-TW and en-US, required and pattern rules and how many columns it spans;
 * the form's columns; and a preview drawn by `<flow-form>`, the element that renders it for users. Every
 * change fires `eip-form-definition-change` with the whole form; the designer saves it (def/saveForm,
 * or with the deploy). The field rights per node are the properties panel's.
 *
 * @tag form-designer
 * @summary The form editor: fields, rules, three-language labels, columns, with a live preview.
 *
 * @event eip-form-definition-change - The form changed. `detail: { value }` (FormDefinition).
 *
 * @csspart base - The wrapper of everything.
 * @csspart fields - The list of fields.
 * @csspart editor - The selected field's properties.
 * @csspart preview - The preview.
 */
@localized()
export class FormDesigner extends EipElement {
  static override styles = formDesignerStyles;

  /** The form being edited. */
  @property({ attribute: false }) value: FormDefinition = { key: '', name: '', fields: [], permissions: {} };

  @state() private selectedIndex = 0;

  private change(next: Partial<FormDefinition>): void {
    this.value = { ...this.value, ...next };
    this.emit('eip-form-definition-change', { value: this.value });
  }

  private updateField(index: number, patch: Partial<FormField>): void {
    const before = this.value.fields[index];
    const fields = this.value.fields.map((field, at) => {
      if (at !== index) return field;
      const next = { ...field, ...patch } as FormField;
      for (const key of Object.keys(patch) as (keyof FormField)[])
        if (patch[key] === undefined || patch[key] === '') delete next[key];
      return next;
    });
    const after = fields[index];
    // The date rules follow a renamed field, and go with one that is no longer a date.
    let rules = this.value.rules;
    if (before && after && rules?.length) {
      const renamed = (name: string) => (name === before.name ? after.name : name);
      rules = rules
        .map((rule) => ({ ...rule, start: renamed(rule.start), end: renamed(rule.end) }))
        .filter((rule) => after.type === 'date' || (rule.start !== after.name && rule.end !== after.name));
    }
    this.change({ fields, rules: rules?.length ? rules : undefined });
  }

  /** The date field `end` may not be before `start` (none: no such rule for it). */
  private setDateOrder(end: string, start: string): void {
    const others = (this.value.rules ?? []).filter(
      (rule) => !(rule.kind === 'dateOrder' && rule.end === end),
    );
    const rules: FormRule[] = start ? [...others, { kind: 'dateOrder', start, end }] : others;
    this.change({ rules: rules.length ? rules : undefined });
  }

  /** A new field, named so that no other has its name. */
  private addField(): void {
    const taken = new Set(this.value.fields.map((field) => field.name));
    let n = this.value.fields.length + 1;
    while (taken.has(`field${n}`)) n += 1;
    const field: FormField = { name: `field${n}`, label: msg(str`字段 ${n}`), type: 'text' };
    this.change({ fields: [...this.value.fields, field] });
    this.selectedIndex = this.value.fields.length - 1;
  }

  private removeField(index: number): void {
    const removed = this.value.fields[index]?.name;
    const rules = (this.value.rules ?? []).filter((rule) => rule.start !== removed && rule.end !== removed);
    this.change({
      fields: this.value.fields.filter((_field, at) => at !== index),
      rules: rules.length ? rules : undefined,
    });
    this.selectedIndex = Math.max(0, Math.min(this.selectedIndex, this.value.fields.length - 1));
  }

  private moveField(index: number, by: -1 | 1): void {
    const fields = [...this.value.fields];
    const target = index + by;
    if (target < 0 || target >= fields.length) return;
    [fields[index], fields[target]] = [fields[target] as FormField, fields[index] as FormField];
    this.change({ fields });
    this.selectedIndex = target;
  }

  /** The selected field's problem the server would refuse (a name twice, a select without options). */
  private problemOf(field: FormField, index: number): string {
    if (!NAME.test(field.name)) return msg('字段名须以字母开头，只含字母、数字和 _');
    if (this.value.fields.some((other, at) => at !== index && other.name === field.name))
      return msg('字段名重复');
    return '';
  }

  /** A date field's rule: not before another date field of the form. */
  private renderDateOrder(field: FormField): TemplateResult {
    const others = this.value.fields.filter((other) => other.type === 'date' && other.name !== field.name);
    const start =
      this.value.rules?.find((rule) => rule.kind === 'dateOrder' && rule.end === field.name)?.start ?? '';
    return html`<div class="row">
      <div class="select">
        <label for="field-not-before">${msg('不早于')}</label>
        <select
          id="field-not-before"
          aria-describedby="field-not-before-hint"
          ?disabled=${others.length === 0}
          @change=${(event: Event) => this.setDateOrder(field.name, (event.target as HTMLSelectElement).value)}
        >
          <option value="" ?selected=${!start}>${msg('不限')}</option>
          ${others.map(
            (other) =>
              html`<option value=${other.name} ?selected=${other.name === start}>${localText(other.label, other.labelI18n)}</option>`,
          )}
        </select>
        <p id="field-not-before-hint" class="hint">
          ${others.length ? msg('填写的日期不能早于所选日期字段') : msg('表单中再有一个日期字段时可设置')}
        </p>
      </div>
    </div>`;
  }

  private renderList(): TemplateResult {
    return html`<div class="list" part="fields">
      <ol aria-label=${msg('字段')}>
        ${this.value.fields.map(
          (field, index) => html`<li>
            <button
              type="button"
              class="pick"
              aria-current=${index === this.selectedIndex ? 'true' : 'false'}
              @click=${() => {
                this.selectedIndex = index;
              }}
            >
              ${localText(field.label, field.labelI18n) || field.name}
              <small>${fieldTypeLabel(field.type)}</small>
            </button>
          </li>`,
        )}
      </ol>
      <sl-button size="small" @click=${this.addField}>
        <sl-icon slot="prefix" name="plus-lg" aria-hidden="true"></sl-icon>${msg('添加字段')}
      </sl-button>
    </div>`;
  }

  private renderEditor(field: FormField, index: number): TemplateResult {
    const columns = this.value.columns ?? 2;
    const problem = this.problemOf(field, index);
    const i18n = (key: 'zh-TW' | 'en-US', text: string) => {
      // The field as it is now: two edits may come before the next render.
      const labelI18n = { ...(this.value.fields[index]?.labelI18n ?? {}), [key]: text || undefined };
      this.updateField(index, {
        labelI18n: labelI18n['zh-TW'] || labelI18n['en-US'] ? labelI18n : undefined,
      });
    };
    return html`<div class="editor" part="editor">
      <div class="row">
        ${renderField({
          id: 'field-name',
          label: msg('字段名'),
          value: field.name,
          required: true,
          maxlength: 64,
          error: problem,
          hint: msg('表单数据和流程条件中使用的名称'),
          onInput: (value) => this.updateField(index, { name: value.trim() }),
        })}
        <div class="select">
          <label for="field-type">${msg('类型')}</label>
          <select
            id="field-type"
            @change=${(event: Event) => {
              const type = (event.target as HTMLSelectElement).value as FormFieldType;
              this.updateField(index, {
                type,
                options: OPTION_TYPES.has(type)
                  ? (field.options ?? [{ value: '1', label: msg('选项一') }])
                  : undefined,
              });
            }}
          >
            ${FORM_FIELD_TYPES.map(
              (type) =>
                html`<option value=${type} ?selected=${type === field.type}>${fieldTypeLabel(type)}</option>`,
            )}
          </select>
        </div>
      </div>
      <div class="row row--3">
        ${renderField({
          id: 'label-zh-CN',
          label: msg('标签（简体中文）'),
          value: field.label,
          required: true,
          maxlength: 100,
          onInput: (value) => this.updateField(index, { label: value }),
        })}
        ${renderField({
          id: 'label-zh-TW',
          label: msg('标签（繁体中文）'),
          value: field.labelI18n?.['zh-TW'] ?? '',
          maxlength: 100,
          onInput: (value) => i18n('zh-TW', value),
        })}
        ${renderField({
          id: 'label-en-US',
          label: msg('标签（英文）'),
          value: field.labelI18n?.['en-US'] ?? '',
          maxlength: 100,
          onInput: (value) => i18n('en-US', value),
        })}
      </div>
      <div class="row">
        <sl-checkbox
          ?checked=${Boolean(field.required)}
          @sl-change=${(event: Event) =>
            this.updateField(index, { required: (event.target as HTMLInputElement).checked || undefined })}
          >${msg('必填')}</sl-checkbox
        >
        <div class="select">
          <label for="field-span">${msg('占列数')}</label>
          <select
            id="field-span"
            @change=${(event: Event) =>
              this.updateField(index, {
                span: Number((event.target as HTMLSelectElement).value) as 1 | 2 | 3,
              })}
          >
            ${[1, 2, 3]
              .filter((span) => span <= columns)
              .map(
                (span) =>
                  html`<option value=${span} ?selected=${(field.span ?? 1) === span}>${span}</option>`,
              )}
          </select>
        </div>
      </div>
      ${
        TEXT_TYPES.has(field.type)
          ? html`<div class="row">
              ${renderField({
                id: 'field-pattern',
                label: msg('格式（正则表达式）'),
                value: field.pattern ?? '',
                maxlength: 500,
                placeholder: '^HT-\\d+$',
                onInput: (value) => this.updateField(index, { pattern: value || undefined }),
              })}
              ${renderField({
                id: 'field-pattern-message',
                label: msg('格式不符时的提示'),
                value: field.patternMessage ?? '',
                maxlength: 200,
                onInput: (value) => this.updateField(index, { patternMessage: value || undefined }),
              })}
            </div>`
          : nothing
      }
      ${field.type === 'date' ? this.renderDateOrder(field) : nothing}
      ${
        OPTION_TYPES.has(field.type)
          ? renderField({
              id: 'field-options',
              label: msg('选项'),
              value: optionsText(field.options),
              multiline: true,
              rows: 4,
              hint: msg('每行一个选项，写作 值=显示文字'),
              onInput: (value) => this.updateField(index, { options: optionsOf(value) }),
            })
          : nothing
      }
      <div class="buttons">
        <sl-button size="small" ?disabled=${index === 0} @click=${() => this.moveField(index, -1)}
          >${msg('上移')}</sl-button
        >
        <sl-button size="small" ?disabled=${index === this.value.fields.length - 1} @click=${() => this.moveField(index, 1)}
          >${msg('下移')}</sl-button
        >
        <sl-button size="small" variant="danger" outline @click=${() => this.removeField(index)}
          >${msg('删除字段')}</sl-button
        >
      </div>
    </div>`;
  }

  override render() {
    const fields = this.value.fields;
    const index = Math.min(this.selectedIndex, fields.length - 1);
    const field = fields[index];
    return html`<div part="base">
      <div class="row">
        ${renderField({
          id: 'form-name',
          label: msg('表单名称'),
          value: this.value.name,
          required: true,
          maxlength: 100,
          onInput: (value) => this.change({ name: value }),
        })}
        <div class="select">
          <label for="form-columns">${msg('每行列数')}</label>
          <select
            id="form-columns"
            @change=${(event: Event) =>
              this.change({ columns: Number((event.target as HTMLSelectElement).value) as 1 | 2 | 3 })}
          >
            ${[1, 2, 3].map(
              (columns) =>
                html`<option value=${columns} ?selected=${(this.value.columns ?? 2) === columns}>${columns}</option>`,
            )}
          </select>
        </div>
      </div>
      <div class="layout">
        ${this.renderList()}
        ${field ? this.renderEditor(field, index) : html`<p class="hint">${msg('还没有字段，点击“添加字段”开始。')}</p>`}
      </div>
      <section class="preview" part="preview" aria-label=${msg('预览')}>
        <h2>${msg('预览')}</h2>
        <flow-form
          label=${msg('表单预览')}
          .fields=${fields}
          .rules=${this.value.rules ?? []}
          .permissions=${{}}
          columns=${this.value.columns ?? 2}
        ></flow-form>
      </section>
    </div>`;
  }
}
