import '../file-upload/file-upload.js';
import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { allOfProject } from '../../api/client/procure-project.js';
import type { QueryBody } from '../../api/contract/envelope.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { SUCCESS_STATES } from '../../api/contract/procure-project.js';
import {
  BUSINESS_LICENSE_MAX,
  type EditRegistrationBody,
  type ProjectRegistration,
  REGISTRATION_PAYMENT_PROOF_MAX,
} from '../../api/contract/procure-registration.js';
import { EipElement } from '../core/eip-element.js';
import { renderFact } from '../core/facts.js';
import { formatDateTime, formatMoney } from '../core/format.js';
import { successNotice } from '../core/forms/form-events.js';
import { renderFormMessage } from '../core/forms/form-field.js';
import { FormSubmission } from '../core/forms/form-submission.js';
import { FormValidation } from '../core/forms/form-validation.js';
import { acceptedValue, failureText, submitOnEnter } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { colon, standingLabel, standingReason, standingVariant } from '../core/procure-labels.js';
import { registrationDetailStyles } from './registration-detail.styles.js';
import {
  type ContactInputOptions,
  renderContactInput,
  renderUploadField,
  type UploadFieldOptions,
} from './registration-fields.js';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  contactError,
  DEAL_FILES_MAX,
  type DealField,
  type DealValues,
  EMPTY_CONTACT,
  EMPTY_DEAL,
  EMPTY_FILES,
  type FileField,
  type FileValues,
  fileListJson,
  filesOf,
  PHONE_MAX,
  PROOF_ACCEPT,
  trimmedContact,
} from './registration-rules.js';

/** The registration as the page shows it: a registration of the wire (a page may give fewer fields). */
export type RegistrationDetailData = Pick<
  ProjectRegistration,
  'id' | 'fRegistratorName' | 'fRegistratorPhone' | 'fRegistratorEmail'
> &
  Partial<ProjectRegistration>;

export interface RegistrationRefreshDetail {
  projectId: string;
  registrationId: string;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A registration or invitation changed on the server: the page loads its lists again. */
    'eip-refresh': RegistrationRefreshDetail;
  }
}

type CheckedField = ContactField | 'fFkpz';

/** One registration by its id (a page that knows only the registration). */
function oneRegistration(registrationId: string): QueryBody {
  return {
    pageBean: { page: 1, pageSize: -1 },
    querys: [{ property: 'id', value: registrationId, operation: 'EQUAL' }],
  };
}
const CHECKED_FIELDS: readonly CheckedField[] = [...CONTACT_FIELDS, 'fFkpz'];

/** Where 重新报名 leads from the read-only detail: the same registration, editable. */
export const DEFAULT_RE_REGISTER_HREF = '{base}/enroll?id={id}&edit=1';

/**
 * The registration detail page, titled 报名详情 (tender-portal 2.4, 4, 5): a supplier's registration
 * for a project, with its status and the purchaser's reason when it was not passed. It shows the
 * contact (name, phone, email), the payment proof, the business licence and the uploaded materials.
 * Only when `editable` is set (and the server says the registration may still change) can the
 * supplier edit them and re-register (保存 through wBiddingProjectRegistration/save). Read-only, the
 * detail still offers 取消 and, when the server says the registration may change, 重新报名: a link to
 * the editable detail (`re-register-href-template`), so wherever a page opens the detail (the
 * registration list, the project page) the supplier can re-register from it (spec 2.4). The contact
 * rules of spec 5 apply (请输入联系人, 请输入联系方式, 邮箱不能为空, 邮箱格式错误), a payment proof
 * of 1 image is needed when the project has a registration fee, and a failed check shows
 * 必填项不可为空. On success the server's message goes to the page as a success, the element asks
 * the page to refresh and closes; a refusal shows the server's message and keeps what was typed.
 * When the registration won the project (isWinner, in a success state) a section 成交资料 lets the
 * supplier upload 服务费支付凭证 (images, up to 5) and 合同 (up to 5), each saved on its own
 * (saveServicePayment, saveContract); the purchaser sees what was uploaded there, read-only.
 *
 * @tag registration-detail
 * @summary A supplier's registration, read-only or editable for re-registering.
 *
 * @event eip-notify - The server's message after a successful re-register or 成交资料 save, for the page to show as a success. `detail: { variant, message, duration }`.
 * @event eip-refresh - The registration (or its 成交资料) was saved: load the lists showing it again. `detail: { projectId, registrationId }`.
 * @event eip-close - The page is done (after a successful re-register). `detail: {}`.
 * @event eip-cancel - The user pressed 取消. `detail: {}`.
 * @event eip-navigate - 重新报名 was clicked on the read-only detail; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The form.
 * @csspart header - The title, the status and the project.
 * @csspart title - The title 报名详情.
 * @csspart reason - The purchaser's reason for not passing.
 * @csspart facts - The read-only facts (supplier, time, fee; the contact when read-only).
 * @csspart field - Each field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart message - The failed-check warning or the server's refusal.
 * @csspart actions - The buttons.
 * @csspart cancel - The cancel button.
 * @csspart submit - The re-register button (only when editable).
 * @csspart re-register - The 重新报名 link of the read-only detail (only when the registration may still change).
 * @csspart status - The loading, error or empty line.
 * @csspart deal - The 成交资料 section (the winner's service-fee proof and contract).
 * @csspart deal-message - The server's refusal of one of the 成交资料 saves.
 * @csspart deal-save - The save button of each 成交资料 upload (only for the winner).
 *
 * @cssproperty --form-gap - Space between the fields.
 */
@localized()
export class RegistrationDetail extends EipElement {
  static override styles = registrationDetailStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([projectId, registrationId, given], { signal }) => {
      if (given) return given;
      if (!projectId && !registrationId) return undefined;
      const query = projectId ? allOfProject(projectId) : oneRegistration(registrationId);
      const page = answerValue(await this.api.procureProject.queryRegistration(query, signal));
      return (registrationId ? page.rows.find((row) => row.id === registrationId) : page.rows[0]) ?? null;
    },
    args: () => [this.projectId, this.registrationId, this.registration] as const,
  });

  private readonly validation = new FormValidation<CheckedField>(this, CHECKED_FIELDS, (field) =>
    this.check(field),
  );
  private readonly submission = new FormSubmission(this, () => this.validation);

  @query('form') private form!: HTMLFormElement;

  @state() private contact: ContactValues = { ...EMPTY_CONTACT };
  @state() private files: FileValues = { ...EMPTY_FILES };
  /** The winner's 成交资料 as shown and picked, each saved on its own. */
  @state() private deal: DealValues = { ...EMPTY_DEAL };
  @state() private dealBusy: DealField | null = null;
  @state() private dealRefusal: Partial<Record<DealField, string>> = {};
  /** The registration the inputs were filled from, so a reload of the same one keeps what was typed. */
  private filledFrom: string | undefined;

  /** The project whose registration to load: the signed-in supplier's own registration of it. */
  @property({ attribute: 'project-id' }) projectId = '';

  /** Which registration of the project (a purchaser sees them all); the first one when empty. */
  @property({ attribute: 'registration-id' }) registrationId = '';

  /** The registration as the page has it; when set, nothing is loaded. */
  @property({ attribute: false }) registration: RegistrationDetailData | undefined;

  /** Lets the supplier edit and re-register; without it the page is read-only. */
  @property({ type: Boolean, reflect: true }) editable = false;

  /** The editable detail's address, for 重新报名 on the read-only one: `{id}` and `{base}` are filled in. */
  @property({ attribute: 're-register-href-template' }) reRegisterHrefTemplate = DEFAULT_RE_REGISTER_HREF;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('projectId') || changed.has('registrationId') || changed.has('registration')) {
      this.submission.clear();
      this.dealRefusal = {};
    }
    const shown = this.loader.value;
    if (shown && shown.id !== this.filledFrom) this.fill(shown);
  }

  /** Starts the inputs from a registration. */
  private fill(registration: RegistrationDetailData): void {
    this.filledFrom = registration.id;
    this.contact = {
      fRegistratorName: registration.fRegistratorName ?? '',
      fRegistratorPhone: registration.fRegistratorPhone ?? '',
      fRegistratorEmail: registration.fRegistratorEmail ?? '',
    };
    this.files = {
      fFkpz: filesOf(registration.fFkpz),
      fBusinessLicense: filesOf(registration.fBusinessLicense),
      fSczl: filesOf(registration.fSczl),
    };
    this.deal = {
      fServicePayment: filesOf(registration.fServicePayment),
      fContract: filesOf(registration.fContract),
    };
    this.validation.reset();
  }

  /** Editable by the flag and by the server (a registration of someone else, or a closed one, is not). */
  private get canEdit(): boolean {
    return this.editable && this.loader.value?.editable !== false;
  }

  /** The caller won the project and it is in a success state: they upload the 成交资料 (the server checks it too). */
  private get canUploadDeal(): boolean {
    const registration = this.loader.value;
    return (
      registration?.isWinner === true &&
      (SUCCESS_STATES as readonly string[]).includes(registration.fState ?? '')
    );
  }

  private get feeRequired(): boolean {
    return Number(this.loader.value?.fSignUpMoney ?? 0) > 0;
  }

  private check(field: CheckedField): string | null {
    if (field === 'fFkpz') {
      return this.feeRequired && this.files.fFkpz.length === 0 ? msg('请上传支付凭证') : null;
    }
    return contactError(field, this.contact, msg('请输入联系人'));
  }

  private handleFiles(field: FileField, event: Event): void {
    // The upload's own change stays inside: the page hears the save, not every file.
    event.stopPropagation();
    const value = (event as CustomEvent<{ value: UploadedFile[] }>).detail.value;
    this.files = { ...this.files, [field]: [...value] };
    if (field === 'fFkpz') this.validation.show('fFkpz');
  }

  private handleDealFiles(field: DealField, event: Event): void {
    event.stopPropagation();
    const value = (event as CustomEvent<{ value: UploadedFile[] }>).detail.value;
    this.deal = { ...this.deal, [field]: [...value] };
    this.dealRefusal = { ...this.dealRefusal, [field]: '' };
  }

  /** Saves one of the winner's file lists (saveServicePayment or saveContract); a refusal keeps the files. */
  private async saveDeal(field: DealField): Promise<void> {
    const registration = this.loader.value;
    if (this.dealBusy || !registration || !this.canUploadDeal) return;
    this.dealRefusal = { ...this.dealRefusal, [field]: '' };
    this.dealBusy = field;
    try {
      const files = fileListJson(this.deal[field]);
      const answer =
        field === 'fServicePayment'
          ? await this.api.procureProject.saveServicePayment({ id: registration.id, fServicePayment: files })
          : await this.api.procureProject.saveContract({ id: registration.id, fContract: files });
      acceptedValue(answer);
      this.announceSaved(answer.message, registration);
      // Loaded here: load it again (the files just saved stay as they are).
      if (!this.registration) this.reload();
    } catch (error) {
      this.dealRefusal = { ...this.dealRefusal, [field]: failureText(error) };
    } finally {
      this.dealBusy = null;
    }
  }

  /** After a save: the server's message to the page, and the page refreshes the registration. */
  private announceSaved(message: string | undefined, registration: RegistrationDetailData): void {
    this.emit('eip-notify', successNotice(message, msg('操作成功')));
    this.emit('eip-refresh', {
      projectId: registration.projectId ?? registration.f_project_id ?? this.projectId,
      registrationId: registration.id,
    });
  }

  /** The editable detail of the registration, where 重新报名 leads from the read-only one. */
  private reRegisterHref(registration: RegistrationDetailData): string {
    return this.reRegisterHrefTemplate
      .replaceAll('{base}', this.hostInfo.value.linkBase)
      .replaceAll('{id}', encodeURIComponent(registration.id));
  }

  /** 重新报名: the submit button of the editable detail, else a link to it when the server allows a change. */
  private renderReRegister(registration: RegistrationDetailData) {
    if (this.canEdit) {
      return html`<sl-button
        part="submit"
        variant="primary"
        ?loading=${this.submission.busy}
        ?disabled=${this.submission.busy}
        @click=${this.requestSubmit}
        >${msg('重新报名')}</sl-button
      >`;
    }
    if (registration.editable !== true) return nothing;
    const href = this.reRegisterHref(registration);
    return html`<sl-button
      part="re-register"
      variant="primary"
      href=${href}
      @click=${(event: MouseEvent) => this.handleLink(event, href)}
      >${msg('重新报名')}</sl-button
    >`;
  }

  private handleCancel(): void {
    this.emit('eip-cancel', {});
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const registration = this.loader.value;
    if (!registration || !this.canEdit) return;
    await this.submission.submit(async () => {
      const body: EditRegistrationBody = {
        id: registration.id,
        ...trimmedContact(this.contact),
        fFkpz: fileListJson(this.files.fFkpz),
        fBusinessLicense: fileListJson(this.files.fBusinessLicense),
        fSczl: fileListJson(this.files.fSczl),
      };
      const answer = await this.api.procureProject.saveRegistration(body);
      acceptedValue(answer);
      this.announceSaved(answer.message, registration);
      this.emit('eip-close', {});
    });
  }

  private requestSubmit(): void {
    this.form.requestSubmit();
  }

  /** Loads the registration again (what was typed into the same registration stays). */
  reload(): void {
    void this.loader.run();
  }

  private contactInput(field: ContactField, label: string, options: ContactInputOptions) {
    return renderContactInput(field, label, options, {
      contact: () => this.contact,
      error: this.validation.error(field),
      change: (contact) => {
        this.contact = contact;
      },
      show: () => this.validation.show(field),
    });
  }

  private uploadField(field: FileField, label: string, options: UploadFieldOptions): TemplateResult {
    return renderUploadField(field, label, options, {
      files: this.files[field],
      error: field === 'fFkpz' ? this.validation.error('fFkpz') : null,
      editable: this.canEdit,
      change: (event) => this.handleFiles(field, event),
    });
  }

  private dealField(field: DealField, label: string, saveLabel: string, accept?: string): TemplateResult {
    const editable = this.canUploadDeal;
    const refusal = this.dealRefusal[field];
    return html`<div part="field" class="field upload" data-field=${field}>
      <span part="field-label" class="label" id=${`${field}-label`}>${label}</span>
      <file-upload
        id=${field}
        list-type=${accept ? 'card' : 'list'}
        label=${label}
        ?readonly=${!editable}
        max-count=${DEAL_FILES_MAX}
        accept=${accept ?? ''}
        .value=${this.deal[field]}
        @eip-change=${(event: Event) => this.handleDealFiles(field, event)}
      ></file-upload>
      ${
        editable
          ? html`<div class="field__hint">
                ${accept ? msg('只能上传 jpg、jpeg、png 格式的图片，最多 5 张') : msg('最多上传 5 个文件')}
              </div>
              <div part="deal-message" class="form-message ${refusal ? 'form-message--danger' : ''}" role="alert">${refusal || nothing}</div>
              <div class="deal-save">
                <sl-button
                  part="deal-save"
                  data-field=${field}
                  variant="primary"
                  size="small"
                  ?loading=${this.dealBusy === field}
                  ?disabled=${this.dealBusy !== null}
                  @click=${() => this.saveDeal(field)}
                  >${saveLabel}</sl-button
                >
              </div>`
          : nothing
      }
    </div>`;
  }

  /**
   * 成交资料: the winner uploads the service-fee payment proof and the contract; whoever else may read
   * the registration (the purchaser) sees what was uploaded, read-only. Nothing for anyone else.
   */
  private renderDeal(registration: RegistrationDetailData) {
    const uploaded = this.deal.fServicePayment.length > 0 || this.deal.fContract.length > 0;
    if (!this.canUploadDeal && !(registration.isWinner || uploaded)) return nothing;
    return html`<section part="deal" class="deal" aria-labelledby="deal-title">
      <h3 id="deal-title">${msg('成交资料')}</h3>
      <div class="uploads">
        ${this.dealField('fServicePayment', msg('服务费支付凭证'), msg('保存支付凭证'), PROOF_ACCEPT)}
        ${this.dealField('fContract', msg('合同'), msg('保存合同'))}
      </div>
    </section>`;
  }

  /** The status as a tag: the invitation's answer when it was declined or waits, else 已通过, 未通过 or 待审核. */
  private renderStatus(registration: RegistrationDetailData): TemplateResult {
    return html`<sl-tag size="small" variant=${standingVariant(registration)}>${standingLabel(registration)}</sl-tag>`;
  }

  /** Why it did not go ahead: the purchaser's reason, or the supplier's for declining the invitation. */
  private renderReason(registration: RegistrationDetailData) {
    const reason = standingReason(registration);
    return reason
      ? html`<p part="reason" class="reason">${reason.label}${colon()}${reason.text}</p>`
      : nothing;
  }

  private renderFacts(registration: RegistrationDetailData) {
    const readOnlyContact = !this.canEdit;
    return html`<dl part="facts">
      ${renderFact(msg('供应商'), registration.fSupplierName || registration.supplierName || '')}
      ${renderFact(msg('报名时间', { id: 'registered-at' }), formatDateTime(registration.fCreateTime, 'YYYY-MM-DD HH:mm'))}
      ${renderFact(msg('报名费'), formatMoney(registration.fSignUpMoney))}
      ${readOnlyContact ? renderFact(msg('联系人'), registration.fRegistratorName) : nothing}
      ${readOnlyContact ? renderFact(msg('联系电话'), registration.fRegistratorPhone) : nothing}
      ${readOnlyContact ? renderFact(msg('邮箱'), registration.fRegistratorEmail) : nothing}
    </dl>`;
  }

  private renderRegistration(registration: RegistrationDetailData) {
    const editable = this.canEdit;
    const message = this.submission.message;
    const imageHint = msg('只能上传 jpg、jpeg、png 格式的图片，最多 1 张');
    return html`<form
      part="base"
      novalidate
      aria-labelledby="registration-title"
      aria-busy=${this.submission.busy ? 'true' : 'false'}
      @submit=${this.handleSubmit}
      @keydown=${submitOnEnter}
    >
      <div part="header">
        <div class="title-line">
          <h2 part="title" id="registration-title">${msg('报名详情')}</h2>
          ${this.renderStatus(registration)}
        </div>
        ${
          registration.fProjectName
            ? html`<p class="project">
                ${registration.fProjectName}${registration.fProjectNo ? html`<span class="no">${registration.fProjectNo}</span>` : nothing}
              </p>`
            : nothing
        }
      </div>
      ${this.renderReason(registration)}
      ${this.renderFacts(registration)}
      ${
        editable
          ? html`<div class="contact">
              ${this.contactInput('fRegistratorName', msg('联系人'), { maxlength: 50 })}
              ${this.contactInput('fRegistratorPhone', msg('联系电话'), { type: 'tel', maxlength: PHONE_MAX })}
              ${this.contactInput('fRegistratorEmail', msg('邮箱'), { type: 'email', maxlength: 100 })}
            </div>`
          : nothing
      }
      <div class="uploads">
        ${this.uploadField('fFkpz', msg('支付凭证'), {
          max: REGISTRATION_PAYMENT_PROOF_MAX,
          accept: PROOF_ACCEPT,
          required: this.feeRequired,
          hint: imageHint,
        })}
        ${this.uploadField('fBusinessLicense', msg('营业执照'), {
          max: BUSINESS_LICENSE_MAX,
          accept: PROOF_ACCEPT,
          hint: imageHint,
        })}
        ${this.uploadField('fSczl', msg('上传资料'), {})}
      </div>
      ${this.renderDeal(registration)}
      ${editable ? renderFormMessage(message) : nothing}
      <div part="actions">
        <sl-button part="cancel" @click=${this.handleCancel}>${msg('取消')}</sl-button>
        ${this.renderReRegister(registration)}
      </div>
    </form>`;
  }

  override render() {
    if (!this.registration && !this.projectId && !this.registrationId) return nothing;
    return this.loader.render({
      initial: () => renderLoading(),
      pending: () => (this.loader.value ? this.renderRegistration(this.loader.value) : renderLoading()),
      error: (error) => renderLoadError(error, () => this.reload()),
      complete: (registration) =>
        registration ? this.renderRegistration(registration) : renderEmpty(msg('暂无报名信息')),
    });
  }
}
