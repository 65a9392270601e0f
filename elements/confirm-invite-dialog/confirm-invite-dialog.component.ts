import '../file-upload/file-upload.js';
import { localized, msg, str } from '@lit/localize';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { UploadedFile } from '../../api/contract/files.js';
import {
  BUSINESS_LICENSE_MAX,
  type ConfirmInviteBody,
  INVITE_PAYMENT_PROOF_MAX,
  type ProjectRegistration,
} from '../../api/contract/procure-registration.js';
import { INVITATION_STATUSES, type InvitationStatus } from '../../api/contract/tender.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { formatMoney } from '../core/format.js';
import { successNotice } from '../core/forms/form-events.js';
import { renderChoices, renderField, renderFormMessage } from '../core/forms/form-field.js';
import { FormSubmission } from '../core/forms/form-submission.js';
import { FormValidation } from '../core/forms/form-validation.js';
import { acceptedValue, submitOnEnter } from '../core/forms/server-calls.js';
import {
  type ContactInputOptions,
  renderContactInput,
  renderUploadField,
  type UploadFieldOptions,
} from '../registration-detail/registration-fields.js';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  contactError,
  EMPTY_CONTACT,
  EMPTY_FILES,
  type FileField,
  type FileValues,
  fileListJson,
  PHONE_MAX,
  PROOF_ACCEPT,
  trimmedContact,
} from '../registration-detail/registration-rules.js';
import { confirmInviteDialogStyles } from './confirm-invite-dialog.styles.js';

/** The invitation being answered: its id and project, and what the dialog shows of the project. */
export type InvitationData = Partial<
  Pick<ProjectRegistration, 'id' | 'projectId' | 'fProjectName' | 'fProjectNo' | 'fSignUpMoney'>
>;

type InviteField = ContactField | 'fFkpz' | 'reason';
const FIELDS: readonly InviteField[] = [...CONTACT_FIELDS, 'fFkpz', 'reason'];

/**
 * The confirm-invitation dialog (tender-portal 2.4, 4, 5): the invited supplier answers with 邀请状态
 * 参加 (pass) or 拒绝 (reject). To take part they give the contact name (请输入联系人姓名), phone
 * (请输入联系方式, at most 11), email (邮箱不能为空, 邮箱格式错误), the payment proof (请上传支付凭证,
 * up to 5 jpg, jpeg or png images; required when the project has a registration fee or the fee is not
 * known, optional for a project known to be free), the business licence (1 image) and optional
 * attachments; to decline, the reason (请填写拒绝原因). A failed check shows 必填项不可为空. Switching
 * to reject clears the contact fields and files; switching to pass clears the reason. On success
 * (confirmInvite answers state true) the server's message goes to the page as a success, the page is
 * asked to refresh and the dialog closes; otherwise the message shows as an error in the dialog,
 * which stays open with what was typed.
 *
 * @tag confirm-invite-dialog
 * @summary The supplier's answer to an invitation: take part with contact and proofs, or decline with a reason.
 *
 * @event eip-notify - The server's message after the answer was saved, shown by the page as a success. `detail: { variant, message, duration }`.
 * @event eip-refresh - The invitation was answered: load the lists showing it again. `detail: { projectId, registrationId }`.
 * @event eip-close - The dialog closed (answered, cancelled or dismissed). `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart base - The form inside the dialog.
 * @csspart choices - The 邀请状态 choice.
 * @csspart field - Each field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart message - The failed-check warning or the server's refusal.
 * @csspart cancel - The cancel button.
 * @csspart submit - The confirm button.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 640px.
 * @cssproperty --form-gap - Space between the fields.
 */
@localized()
export class ConfirmInviteDialog extends EipDialogElement {
  static override styles = confirmInviteDialogStyles;

  private readonly validation = new FormValidation<InviteField>(this, FIELDS, (field) => this.check(field));
  private readonly submission = new FormSubmission(this, () => this.validation);

  @query('form') private form!: HTMLFormElement;

  @state() private answer: InvitationStatus = 'pass';
  @state() private contact: ContactValues = { ...EMPTY_CONTACT };
  @state() private files: FileValues = { ...EMPTY_FILES };
  @state() private reason = '';

  /** The invitation: `{ id, projectId, fProjectName, fProjectNo, fSignUpMoney }`. */
  @property({ attribute: false }) invitation: InvitationData | undefined;

  /** The invitation's id (when not given through `invitation`). */
  @property({ attribute: 'invitation-id' }) invitationId = '';

  /** The invited project's id (when not given through `invitation`). */
  @property({ attribute: 'project-id' }) projectId = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) this.startAfresh();
  }

  private startAfresh(): void {
    this.answer = 'pass';
    this.contact = { ...EMPTY_CONTACT };
    this.files = { ...EMPTY_FILES };
    this.reason = '';
    this.submission.reset();
    this.validation.reset();
  }

  private get ids(): { id: string; projectId: string } {
    return {
      id: this.invitation?.id || this.invitationId,
      projectId: this.invitation?.projectId || this.projectId,
    };
  }

  /** A payment proof is needed unless the project is known to charge no registration fee. */
  private get proofRequired(): boolean {
    const fee = this.invitation?.fSignUpMoney;
    return fee === undefined || fee === null || Number(fee) > 0;
  }

  private check(field: InviteField): string | null {
    if (this.answer === 'reject') {
      return field === 'reason' && !this.reason.trim() ? msg('请填写拒绝原因') : null;
    }
    switch (field) {
      case 'reason':
        return null;
      case 'fFkpz':
        return this.proofRequired && this.files.fFkpz.length === 0 ? msg('请上传支付凭证') : null;
      default:
        return contactError(field, this.contact, msg('请输入联系人姓名'));
    }
  }

  private handleAnswerChange(answer: InvitationStatus): void {
    if (answer === this.answer) return;
    this.answer = answer;
    // Each answer starts clean: declining drops the contact and files, taking part drops the reason.
    if (answer === 'reject') {
      this.contact = { ...EMPTY_CONTACT };
      this.files = { ...EMPTY_FILES };
    } else {
      this.reason = '';
    }
    this.submission.clear();
    this.validation.reset();
  }

  private handleFiles(field: FileField, event: Event): void {
    event.stopPropagation();
    const value = (event as CustomEvent<{ value: UploadedFile[] }>).detail.value;
    this.files = { ...this.files, [field]: [...value] };
    if (field === 'fFkpz') this.validation.show('fFkpz');
  }

  private body(): ConfirmInviteBody {
    const { id, projectId } = this.ids;
    const target = { ...(id ? { id } : {}), ...(projectId ? { projectId } : {}) };
    if (this.answer === 'reject') return { ...target, status: 'reject', reason: this.reason.trim() };
    return {
      ...target,
      status: 'pass',
      ...trimmedContact(this.contact),
      fFkpz: fileListJson(this.files.fFkpz),
      fBusinessLicense: fileListJson(this.files.fBusinessLicense),
      fSczl: fileListJson(this.files.fSczl),
    };
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    await this.submission.submit(async () => {
      const body = this.body();
      const answer = await this.api.procureProject.confirmInvite(body);
      const saved = acceptedValue(answer);
      this.emit('eip-notify', successNotice(answer.message, msg('操作成功')));
      this.emit('eip-refresh', {
        projectId: saved?.projectId ?? body.projectId ?? '',
        registrationId: saved?.id ?? body.id ?? '',
      });
      this.closed();
    });
  }

  private handleConfirm(): void {
    this.form.requestSubmit();
  }

  private contactInput(field: ContactField, label: string, options: ContactInputOptions) {
    return renderContactInput(
      field,
      label,
      { autofocus: field === 'fRegistratorName', ...options },
      {
        contact: () => this.contact,
        error: this.validation.error(field),
        change: (contact) => {
          this.contact = contact;
        },
        show: () => this.validation.show(field),
      },
    );
  }

  private uploadField(field: FileField, label: string, options: UploadFieldOptions): TemplateResult {
    return renderUploadField(field, label, options, {
      files: this.files[field],
      error: field === 'fFkpz' ? this.validation.error('fFkpz') : null,
      editable: true,
      change: (event) => this.handleFiles(field, event),
    });
  }

  private renderPass() {
    const fee = this.invitation?.fSignUpMoney;
    return html`<div class="contact">
        ${this.contactInput('fRegistratorName', msg('联系人姓名'), { maxlength: 50 })}
        ${this.contactInput('fRegistratorPhone', msg('联系电话'), { type: 'tel', maxlength: PHONE_MAX })}
        ${this.contactInput('fRegistratorEmail', msg('邮箱'), { type: 'email', maxlength: 100 })}
      </div>
      <div class="uploads">
        ${this.uploadField('fFkpz', msg('支付凭证'), {
          max: INVITE_PAYMENT_PROOF_MAX,
          accept: PROOF_ACCEPT,
          required: this.proofRequired,
          hint:
            fee !== undefined && fee !== null && Number(fee) > 0
              ? msg(str`报名费 ${formatMoney(fee)}；最多 5 张 jpg、jpeg、png 图片`)
              : msg('最多 5 张 jpg、jpeg、png 图片'),
        })}
        ${this.uploadField('fBusinessLicense', msg('营业执照'), {
          max: BUSINESS_LICENSE_MAX,
          accept: PROOF_ACCEPT,
          hint: msg('1 张 jpg、jpeg、png 图片'),
        })}
        ${this.uploadField('fSczl', msg('附件'), {})}
      </div>`;
  }

  private renderReject() {
    return renderField({
      id: 'reason',
      label: msg('拒绝原因'),
      value: this.reason,
      error: this.validation.error('reason'),
      required: true,
      multiline: true,
      rows: 4,
      maxlength: 500,
      autofocus: true,
      onInput: (value) => {
        this.reason = value;
      },
      onBlur: () => {
        if (this.reason !== '') this.validation.show('reason');
      },
    });
  }

  override render() {
    const message = this.submission.message;
    const project = this.invitation?.fProjectName;
    return html`
      <sl-dialog
        part="dialog"
        exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
        label=${msg('确认邀请')}
        ?open=${this.open}
        @sl-hide=${this.handleHide}
      >
        <form
          part="base"
          novalidate
          aria-busy=${this.submission.busy ? 'true' : 'false'}
          @submit=${this.handleSubmit}
          @keydown=${submitOnEnter}
        >
          ${
            project
              ? html`<p class="project">
                  ${msg('项目：')}${project}${this.invitation?.fProjectNo ? html`<span class="no">${this.invitation.fProjectNo}</span>` : nothing}
                </p>`
              : nothing
          }
          ${renderChoices<InvitationStatus>({
            name: 'status',
            legend: msg('邀请状态'),
            value: this.answer,
            choices: INVITATION_STATUSES.map((status) => ({
              value: status,
              label: status === 'pass' ? msg('参加') : msg('拒绝'),
            })),
            onChange: (answer) => this.handleAnswerChange(answer),
          })}
          ${this.answer === 'pass' ? this.renderPass() : this.renderReject()} ${renderFormMessage(message)}
        </form>
        <sl-button slot="footer" part="cancel" @click=${this.handleCancel}>${msg('取消')}</sl-button>
        <sl-button
          slot="footer"
          part="submit"
          variant="primary"
          ?loading=${this.submission.busy}
          ?disabled=${this.submission.busy}
          @click=${this.handleConfirm}
          >${msg('确定')}</sl-button
        >
      </sl-dialog>
    `;
  }
}
