import { msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { query, state } from 'lit/decorators.js';
import type { Envelope } from '../../../api/contract/envelope.js';
import { isContactPhone, isEmail } from '../../../api/contract/validators.js';
import { EipElement } from '../eip-element.js';
import { formatDateTime } from '../format.js';
import { answerValue, recordLoadStates } from '../load-states.js';
import { renderField, renderFormMessage } from './form-field.js';
import { FormSubmission } from './form-submission.js';
import { FormValidation } from './form-validation.js';
import { acceptedValue, submitOnEnter } from './server-calls.js';

/** One field of a profile record: its key on the wire, label, rules. */
export interface ProfileFieldSpec<Key extends string> {
  key: Key;
  label: () => string;
  required?: boolean;
  maxlength: number;
  type?: 'text' | 'tel' | 'email';
  multiline?: boolean;
  /** Spans the whole row. */
  wide?: boolean;
  /** A check beyond required; answers the message or null. */
  check?: (value: string) => string | null;
}

/** A company's phone: a mobile or a landline (isContactPhone, as the server checks it). */
export function phoneProblem(value: string): string | null {
  return isContactPhone(value) ? null : msg('联系电话格式不正确');
}

export function emailProblem(value: string): string | null {
  return isEmail(value) ? null : msg('邮箱格式错误');
}

/**
 * What the personal centre's one-record forms share (purchaser information, contract information):
 * the record of the signed-in user loaded through `load` (none yet: empty fields), every field
 * checked as the user goes, `save` with the trimmed values, the server's message on success and its
 * refusal on failure — with everything typed kept.
 */
export abstract class ProfileForm<
  Key extends string,
  Record extends { updateTime?: string },
> extends EipElement {
  protected abstract readonly fields: readonly ProfileFieldSpec<Key>[];
  protected abstract load(signal: AbortSignal): Promise<Envelope<Record | null>>;
  protected abstract save(values: { [K in Key]: string }): Promise<Envelope<Record>>;
  protected abstract formLabel(): string;
  /** The event the element emits after a save. */
  protected abstract saved(record: Record): void;

  private readonly loader = new Task(this, {
    task: async (_args, { signal }) => {
      // No record yet is an answer too (value null): the form starts empty.
      const answer = await this.load(signal);
      const record = answerValue({ ...answer, value: answer.value ?? null });
      this.values = this.valuesOf(record);
      this.validation.reset();
      return record;
    },
    args: () => [],
  });

  private validationOfFields?: FormValidation<Key>;
  private readonly submission = new FormSubmission(this, () => this.validation);

  @query('form') private form!: HTMLFormElement;

  @state() protected values = {} as { [K in Key]: string };
  @state() private savedText = '';
  @state() private updateTime = '';

  /** Made on first use: the field list is the subclass's, known only once it is constructed. */
  private get validation(): FormValidation<Key> {
    this.validationOfFields ??= new FormValidation<Key>(
      this,
      this.fields.map((field) => field.key),
      (key) => this.check(key),
    );
    return this.validationOfFields;
  }

  private valuesOf(record: Record | null): { [K in Key]: string } {
    this.updateTime = record?.updateTime ?? '';
    return Object.fromEntries(
      this.fields.map((field) => [
        field.key,
        String((record as { [k: string]: unknown } | null)?.[field.key] ?? ''),
      ]),
    ) as { [K in Key]: string };
  }

  private check(key: Key): string | null {
    const spec = this.fields.find((field) => field.key === key);
    const value = (this.values[key] ?? '').trim();
    if (!spec) return null;
    if (spec.required && !value) return msg('必填项不可为空');
    return value && spec.check ? spec.check(value) : null;
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.submission.busy) return;
    this.savedText = '';
    await this.submission.submit(async () => {
      const trimmed = Object.fromEntries(
        this.fields.map((field) => [field.key, (this.values[field.key] ?? '').trim()]),
      ) as { [K in Key]: string };
      const answer = await this.save(trimmed);
      const record = acceptedValue(answer);
      this.savedText = answer.message || msg('保存成功');
      if (record) {
        this.updateTime = record.updateTime ?? '';
        this.saved(record);
      }
    });
  }

  /** Loads the record again (what was typed and not saved is dropped). */
  reload(): void {
    void this.loader.run();
  }

  private renderSpec(spec: ProfileFieldSpec<Key>): TemplateResult {
    const field = renderField({
      id: spec.key,
      label: spec.label(),
      value: this.values[spec.key] ?? '',
      error: this.validation.error(spec.key),
      required: spec.required,
      type: spec.type,
      multiline: spec.multiline,
      rows: 3,
      maxlength: spec.maxlength,
      onInput: (value) => {
        this.values = { ...this.values, [spec.key]: value };
        this.savedText = '';
      },
      onBlur: () => {
        if (this.values[spec.key]) this.validation.show(spec.key);
      },
    });
    return spec.wide ? html`<div class="wide">${field}</div>` : field;
  }

  private renderForm() {
    const message = this.submission.message;
    return html`<form
      part="form"
      novalidate
      aria-label=${this.formLabel()}
      aria-busy=${this.submission.busy ? 'true' : 'false'}
      @submit=${this.handleSubmit}
      @keydown=${submitOnEnter}
    >
      <div class="grid">${this.fields.map((spec) => this.renderSpec(spec))}</div>
      ${renderFormMessage(message)}
      <div class="actions">
        <sl-button part="submit" variant="primary" ?loading=${this.submission.busy} @click=${() => this.form.requestSubmit()}
          >${msg('保存')}</sl-button
        >
        ${this.savedText ? html`<span class="saved" role="status">${this.savedText}</span>` : nothing}
        ${
          this.updateTime
            ? html`<span class="updated"
                >${msg('最近更新')}：<time datetime=${this.updateTime}>${formatDateTime(this.updateTime, 'YYYY-MM-DD HH:mm')}</time></span
              >`
            : nothing
        }
      </div>
    </form>`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        ...recordLoadStates(() => this.reload()),
        complete: () => this.renderForm(),
      })}
    </div>`;
  }
}
