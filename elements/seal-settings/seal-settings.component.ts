import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { UploadedFile } from '../../api/contract/files.js';
import type { SealSummary } from '../../api/contract/signature.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { renderField, renderFormMessage } from '../core/forms/form-field.js';
import { FormSubmission } from '../core/forms/form-submission.js';
import { FormValidation } from '../core/forms/form-validation.js';
import { acceptedValue, submitOnEnter } from '../core/forms/server-calls.js';
import { renderLoadError, renderLoading } from '../core/load-states.js';
import { ObjectUrlController } from '../core/object-urls.js';
import { sealSettingsStyles } from './seal-settings.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-seal-saved': { seal: SealSummary };
  }
}

/** The server's answer when the user has no seal yet: a state, not a failure. */
const NO_SEAL = '未设置电子签章';
/** The seal password's length, as the server checks it. */
const PASSWORD_MIN = 6;
const PASSWORD_MAX = 64;

const FIELDS = ['image', 'oldPassword', 'password', 'confirmPassword'] as const;
type SealField = (typeof FIELDS)[number];

/**
 * The signed-in user's electronic seal, as signature fields use it: the current seal image, and a
 * form to upload a new image (PNG or JPG) and set the seal password (and the old one, when the seal
 * has a password), with the option to sign without the password. A refusal (签章密码错误) shows its
 * message and keeps what was typed.
 *
 * @tag seal-settings
 * @summary The user's electronic seal: its image, password and secret-free signing.
 *
 * @event eip-seal-saved - The seal was saved. `detail: { seal }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart current - The current seal: its image and when it was set.
 * @csspart seal - The current seal image.
 * @csspart form - The form.
 * @csspart field - Each password field.
 * @csspart message - The failed-check warning or the server's refusal.
 * @csspart submit - The save button.
 * @csspart status - The loading or error line.
 */
@localized()
export class SealSettings extends EipElement {
  static override styles = sealSettingsStyles;

  private readonly loader = new Task(this, {
    task: async (_args, { signal }): Promise<SealSummary | null> => {
      const answer = await this.api.electronicSeal.getSealByCurrentUserId(signal);
      if (!answer.state && answer.message === NO_SEAL) return null;
      return acceptedValue(answer) ?? null;
    },
    args: () => [],
  });

  private readonly images = new ObjectUrlController(this, {
    wanted: () => (this.loader.value?.fileId ? [this.loader.value.fileId] : []),
    fetch: (id) => this.api.files.getFileById(id),
  });

  private readonly validation = new FormValidation<SealField>(this, FIELDS, (field) => this.check(field));
  private readonly submission = new FormSubmission(this, () => this.validation);

  @query('form') private form!: HTMLFormElement;

  @state() private image: UploadedFile[] = [];
  @state() private values: Record<Exclude<SealField, 'image'>, string> = {
    oldPassword: '',
    password: '',
    confirmPassword: '',
  };
  @state() private secretFree: boolean | undefined;
  @state() private saved = '';

  /** Accepted image formats of the seal. */
  @property() accept = '.png,.jpg,.jpeg';

  private get seal(): SealSummary | null | undefined {
    return this.loader.value;
  }

  private check(field: SealField): string | null {
    switch (field) {
      case 'image':
        return this.image.length ? null : msg('请上传签章图片');
      case 'oldPassword':
        return this.seal?.hasPassword && !this.values.oldPassword ? msg('请输入原签章密码') : null;
      case 'password':
        if (!this.values.password) return msg('请输入签章密码');
        return this.values.password.length < PASSWORD_MIN
          ? msg(str`签章密码长度至少为${PASSWORD_MIN}`)
          : null;
      case 'confirmPassword':
        if (!this.values.confirmPassword) return msg('请再次输入签章密码');
        return this.values.confirmPassword === this.values.password ? null : msg('两次输入的密码不一致');
    }
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.submission.busy) return;
    this.saved = '';
    await this.submission.submit(async () => {
      const answer = await this.api.electronicSeal.save({
        fileId: this.image[0]!.fileId,
        password: this.values.password,
        oldPassword: this.seal?.hasPassword ? this.values.oldPassword : undefined,
        secretFree: this.secretFree ?? this.seal?.secretFree ?? false,
      });
      const seal = acceptedValue(answer);
      if (seal) {
        void this.loader.run();
        this.emit('eip-seal-saved', { seal });
      }
      this.saved = answer.message || msg('电子签章已保存');
      this.values = { oldPassword: '', password: '', confirmPassword: '' };
      this.image = [];
      this.submission.clear();
      this.validation.reset();
    });
  }

  /** Loads the current seal again. */
  reload(): void {
    void this.loader.run();
  }

  private field(field: Exclude<SealField, 'image'>, label: string) {
    return renderField({
      id: field,
      label,
      type: 'password',
      value: this.values[field],
      error: this.validation.error(field),
      required: true,
      maxlength: PASSWORD_MAX,
      autocomplete: field === 'oldPassword' ? 'current-password' : 'new-password',
      onInput: (value) => {
        this.values = { ...this.values, [field]: value };
      },
      onBlur: () => {
        if (this.values[field] !== '') this.validation.show(field);
      },
    });
  }

  private renderCurrent(seal: SealSummary | null) {
    if (!seal) {
      return html`<div part="current" class="current current--none" role="status">
        <sl-icon name="patch-question" aria-hidden="true"></sl-icon><span>${msg('未设置电子签章')}</span>
      </div>`;
    }
    const url = this.images.get(seal.fileId);
    const entry = seal;
    return html`<div part="current" class="current">
      ${
        url
          ? html`<img part="seal" class="seal" src=${url} alt=${msg(str`${entry.name}的签章`)} />`
          : html`<div class="seal seal--loading" role="status">${msg('加载中…')}</div>`
      }
      <dl>
        <dt>${msg('签章人')}</dt>
        <dd>${seal.name}</dd>
        <dt>${msg('更新时间')}</dt>
        <dd><time datetime=${seal.updateTime}>${formatDateTime(seal.updateTime, 'YYYY-MM-DD HH:mm')}</time></dd>
        <dt>${msg('免密签署')}</dt>
        <dd>${seal.secretFree ? msg('已开启') : msg('未开启')}</dd>
      </dl>
    </div>`;
  }

  private renderForm(seal: SealSummary | null) {
    const imageError = this.validation.error('image');
    const message = this.submission.message;
    return html`<form
      part="form"
      novalidate
      aria-label=${seal ? msg('更换电子签章') : msg('设置电子签章')}
      aria-busy=${this.submission.busy ? 'true' : 'false'}
      @submit=${this.handleSubmit}
      @keydown=${submitOnEnter}
    >
      <div class="field ${imageError ? 'field--invalid' : ''}" part="field">
        <span class="field-label"
          ><span class="field__required" aria-hidden="true">*</span>${msg('签章图片')}</span
        >
        <file-upload
          label=${msg('签章图片')}
          list-type="card"
          max-count="1"
          accept=${this.accept}
          .value=${this.image}
          @eip-change=${(event: CustomEvent<{ value: UploadedFile[] }>) => {
            this.image = event.detail.value;
            this.validation.show('image');
          }}
        ></file-upload>
        <div class="field__hint">${msg('PNG 或 JPG 图片，建议透明背景的红色印章')}</div>
        <div class="field__error" role=${imageError ? 'alert' : nothing}>${imageError ?? ''}</div>
      </div>
      ${seal?.hasPassword ? this.field('oldPassword', msg('原签章密码')) : nothing}
      ${this.field('password', msg('签章密码'))} ${this.field('confirmPassword', msg('确认签章密码'))}
      <sl-checkbox
        .checked=${this.secretFree ?? seal?.secretFree ?? false}
        @sl-change=${(event: Event) => {
          this.secretFree = (event.target as HTMLInputElement).checked;
        }}
        >${msg('允许免密签署')}</sl-checkbox
      >
      ${renderFormMessage(message)}
      ${this.saved ? html`<div class="saved" role="status">${this.saved}</div>` : nothing}
      <div class="actions">
        <sl-button part="submit" variant="primary" ?loading=${this.submission.busy} @click=${() => this.form.requestSubmit()}
          >${msg('保存')}</sl-button
        >
      </div>
    </form>`;
  }

  private renderBody(seal: SealSummary | null) {
    return html`${this.renderCurrent(seal)}${this.renderForm(seal)}`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.seal === undefined ? renderLoading() : this.renderBody(this.seal)),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (seal) => this.renderBody(seal),
      })}
    </div>`;
  }
}
