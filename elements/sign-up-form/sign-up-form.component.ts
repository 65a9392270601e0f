import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { UploadedFile } from '../../api/contract/files.js';
import type { ProjectDetail, ProjectUserInfo } from '../../api/contract/procure-project.js';
import {
  BUSINESS_LICENSE_MAX,
  CONTACT_PHONE_MAX,
  PROOF_IMAGE_EXTENSIONS,
  type ProjectRegistration,
  REGISTRATION_PAYMENT_PROOF_MAX,
} from '../../api/contract/procure-registration.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime, formatMoney } from '../core/format.js';
import { renderField, renderFormMessage } from '../core/forms/form-field.js';
import { FormSubmission } from '../core/forms/form-submission.js';
import { FormValidation } from '../core/forms/form-validation.js';
import { acceptedValue, submitOnEnter } from '../core/forms/server-calls.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { colon } from '../core/procure-labels.js';
import { submittedEntry } from '../file-upload/upload-rules.js';
import { CONTACT_FIELDS, contactError } from '../registration-detail/registration-rules.js';
import { signUpFormStyles } from './sign-up-form.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The supplier signed up for the project. */
    'eip-sign-up': { registration: ProjectRegistration };
  }
}

const TEXT_FIELDS = CONTACT_FIELDS;
const FILE_FIELDS = ['fFkpz', 'fBusinessLicense', 'fSczl'] as const;
const FIELDS = [...TEXT_FIELDS, 'fFkpz'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type FileField = (typeof FILE_FIELDS)[number];
type SignUpField = (typeof FIELDS)[number];

const IMAGE_ACCEPT = PROOF_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const TIME = 'YYYY-MM-DD HH:mm';

interface SignUpProject {
  detail: ProjectDetail;
  user: ProjectUserInfo;
}

/**
 * A supplier's sign-up for an open-registration project inside its registration window (signUp):
 * contact name, phone and e-mail, the payment proof (one image) when the project has a registration
 * fee, the business licence (one image) and other materials. The project's name, fee and window head
 * the form; when the supplier may not sign up (already signed up, outside the window, an invitation
 * project) the server's reason shows instead. A refusal keeps everything typed and uploaded.
 *
 * @tag sign-up-form
 * @summary A supplier's sign-up for a project: contact, payment proof, licence and materials.
 *
 * @event eip-sign-up - Signed up. `detail: { registration }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart project - The project's name, fee and registration window.
 * @csspart form - The form.
 * @csspart field - Each field: label, input and message.
 * @csspart message - The failed-check warning or the server's refusal.
 * @csspart submit - The sign-up button.
 * @csspart notice - Why the supplier cannot sign up, or that the sign-up succeeded.
 * @csspart status - The loading or error line.
 */
@localized()
export class SignUpForm extends EipElement {
  static override styles = signUpFormStyles;

  private readonly loader = new Task(this, {
    task: async ([id], { signal }): Promise<SignUpProject | undefined> => {
      if (!id) return undefined;
      const [detail, user] = await Promise.all([
        this.api.procureProject.getDetailWithDocumentation(id, signal),
        this.api.procureProject.getUserInfoByProjectId(id, signal),
      ]);
      return { detail: answerValue(detail), user: answerValue(user) };
    },
    args: () => [this.projectId] as const,
  });

  private readonly validation = new FormValidation<SignUpField>(this, FIELDS, (field) => this.check(field));
  private readonly submission = new FormSubmission(this, () => this.validation);

  @query('form') private form!: HTMLFormElement;

  @state() private values: Record<TextField, string> = {
    fRegistratorName: '',
    fRegistratorPhone: '',
    fRegistratorEmail: '',
  };
  @state() private files: Record<FileField, UploadedFile[]> = { fFkpz: [], fBusinessLicense: [], fSczl: [] };
  @state() private done: ProjectRegistration | undefined;

  /** The project to sign up for (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  private get feeRequired(): boolean {
    return Number(this.loader.value?.detail.fSignUpMoney ?? 0) > 0;
  }

  private check(field: SignUpField): string | null {
    switch (field) {
      case 'fRegistratorName':
      case 'fRegistratorPhone':
      case 'fRegistratorEmail':
        // The contact rules of every registration form (the phone a mobile), as the server checks them.
        return contactError(field, this.values, msg('请输入联系人姓名'));
      case 'fFkpz':
        return this.feeRequired && !this.files.fFkpz.length ? msg('请上传支付凭证') : null;
    }
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const json = (field: FileField) =>
      this.files[field].length ? JSON.stringify(this.files[field].map(submittedEntry)) : null;
    // A refusal keeps what was typed and uploaded: the supplier corrects and tries again.
    await this.submission.submit(async () => {
      const registration = acceptedValue(
        await this.api.procureProject.signUp({
          projectId: this.projectId,
          fRegistratorName: this.values.fRegistratorName.trim(),
          fRegistratorPhone: this.values.fRegistratorPhone.trim(),
          fRegistratorEmail: this.values.fRegistratorEmail.trim(),
          fFkpz: json('fFkpz'),
          fBusinessLicense: json('fBusinessLicense'),
          fSczl: json('fSczl'),
        }),
      );
      if (registration) {
        this.done = registration;
        this.emit('eip-sign-up', { registration });
      }
    });
  }

  /** Loads the project and the supplier's standing again. */
  reload(): void {
    this.done = undefined;
    void this.loader.run();
  }

  private field(
    field: TextField,
    label: string,
    options: { type?: 'text' | 'tel' | 'email'; maxlength: number },
  ) {
    return renderField({
      id: field,
      label,
      value: this.values[field],
      error: this.validation.error(field),
      required: true,
      type: options.type ?? 'text',
      maxlength: options.maxlength,
      autocomplete: field === 'fRegistratorName' ? 'name' : field === 'fRegistratorPhone' ? 'tel' : 'email',
      onInput: (value) => {
        this.values = { ...this.values, [field]: value };
      },
      onBlur: () => {
        if (this.values[field] !== '') this.validation.show(field);
      },
    });
  }

  private upload(
    field: FileField,
    label: string,
    options: { max: number; images: boolean; required: boolean; hint: string },
  ) {
    const error = field === 'fFkpz' ? this.validation.error('fFkpz') : null;
    return html`<div part="field" class="field wide ${error ? 'field--invalid' : ''}" data-field=${field}>
      <span class="field-label"
        >${options.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${label}</span
      >
      <file-upload
        id=${field}
        label=${label}
        list-type=${options.images ? 'card' : 'table'}
        max-count=${options.max}
        accept=${options.images ? IMAGE_ACCEPT : ''}
        .value=${this.files[field]}
        @eip-change=${(event: CustomEvent<{ value: UploadedFile[] }>) => {
          this.files = { ...this.files, [field]: event.detail.value };
          if (field === 'fFkpz') this.validation.show('fFkpz');
        }}
      ></file-upload>
      <div class="field__hint">${options.hint}</div>
      <div class="field__error">${error ?? ''}</div>
    </div>`;
  }

  private renderProject({ detail }: SignUpProject) {
    const fee = formatMoney(detail.fSignUpMoney);
    return html`<div part="project" class="project">
      <strong>${detail.fProjectName}</strong>
      <span>${msg('项目编号')}${colon()}${detail.fProjectNo}</span>
      <span
        >${msg('报名时间')}${colon()}${formatDateTime(detail.fRegisterStartTime, TIME) || '—'} ~
        ${formatDateTime(detail.fRegisterEndTime, TIME) || '—'}</span
      >
      <span>${msg('报名费')}${colon()}${fee ? html`<span class="money">${fee}</span>` : msg('免费')}</span>
    </div>`;
  }

  private renderForm() {
    const message = this.submission.message;
    return html`<form
      part="form"
      novalidate
      aria-label=${msg('项目报名')}
      aria-busy=${this.submission.busy ? 'true' : 'false'}
      @submit=${this.handleSubmit}
      @keydown=${submitOnEnter}
    >
      <div class="grid">
        ${this.field('fRegistratorName', msg('联系人姓名'), { maxlength: 50 })}
        ${this.field('fRegistratorPhone', msg('联系方式'), { type: 'tel', maxlength: CONTACT_PHONE_MAX })}
        ${this.field('fRegistratorEmail', msg('邮箱'), { type: 'email', maxlength: 100 })}
      </div>
      ${this.upload('fFkpz', msg('支付凭证'), {
        max: REGISTRATION_PAYMENT_PROOF_MAX,
        images: true,
        required: this.feeRequired,
        hint: this.feeRequired
          ? msg('请上传报名费的支付凭证，1 张 jpg、jpeg 或 png 图片')
          : msg('本项目无报名费，可不上传'),
      })}
      ${this.upload('fBusinessLicense', msg('营业执照'), {
        max: BUSINESS_LICENSE_MAX,
        images: true,
        required: false,
        hint: msg('1 张 jpg、jpeg 或 png 图片'),
      })}
      ${this.upload('fSczl', msg('上传资料'), { max: 5, images: false, required: false, hint: msg('选填，最多 5 个文件') })}
      ${renderFormMessage(message)}
      <div class="actions">
        <sl-button part="submit" variant="primary" ?loading=${this.submission.busy} @click=${() => this.form.requestSubmit()}
          >${msg('提交报名')}</sl-button
        >
      </div>
    </form>`;
  }

  private renderBody(project: SignUpProject | undefined) {
    if (!project) return nothing;
    if (this.done) {
      const time = formatDateTime(this.done.fCreateTime, TIME);
      return html`${this.renderProject(project)}
        <div part="notice" class="notice notice--success" role="status">
          <sl-icon name="check2-circle" aria-hidden="true"></sl-icon>
          ${msg(str`报名已提交，请等待采购人审核（${time}）`)}
        </div>`;
    }
    const { user } = project;
    return html`${this.renderProject(project)}
      ${
        user.canSignUp
          ? this.renderForm()
          : html`<div part="notice" class="notice" role="status">
              <sl-icon name="info-circle" aria-hidden="true"></sl-icon>
              ${user.signUpMessage || msg('当前不能报名该项目')}
            </div>`
      }`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.loader.value ? this.renderBody(this.loader.value) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (project) => this.renderBody(project),
      })}
    </div>`;
  }
}
