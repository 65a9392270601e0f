import { localized, msg, str } from '@lit/localize';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.component.js';
import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { SIGNATURE_SUCCESS_DELAY_MS } from '../../api/contract/limits.js';
import {
  SIGNATURE_STATUSES,
  type SignatureEntry,
  type SignatureStatus,
} from '../../api/contract/signature.js';
import { FormControlElement } from '../core/form-control.js';
import { formatDateTime } from '../core/format.js';
import { ObjectUrlController } from '../core/object-urls.js';
import { type FieldPermission, permissionRights } from '../core/permission.js';
import { needsParsing, parseSignatures, withSignature } from './signature-entries.js';
import { signatureFieldStyles } from './signature-field.styles.js';

/** Shown where an entry carries no seal image id (spec: validation rules). */
export const NO_SIGNATURE_TEXT = 'signature not obtained, check signature configuration';

/** Event a page dispatches on `document` to start the signature of the field at `detail.field`. */
export const SIGNATURE_START_EVENT = 'eip-signature-start';

export interface SignatureStatusDetail {
  status: SignatureStatus;
  /** Why signing failed or could not start. */
  message?: string;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-status-change': SignatureStatusDetail;
  }
}

type Problem = { kind: 'no-field' } | { kind: 'server'; message: string } | { kind: 'no-signature' };

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The file id in getElectronicSeal's value: the id itself, or a seal object that carries it. */
function sealFileId(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'fileId' in value) {
    const fileId = (value as { fileId: unknown }).fileId;
    return typeof fileId === 'string' ? fileId : '';
  }
  return '';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The signatures on a form field: each signer's electronic seal, name and time. Signing asks the user
 * centre for the signed-in user's seal, after the seal password unless the field is configured
 * secret-free; the new signature replaces the user's earlier one, or every earlier one when
 * `is-cover` is set. A plain `<form>` submits the list as a JSON string under `name`.
 *
 * The status follows the spec's cycle: `disable` (cannot sign), `start` (ready), `ing` (asking for the
 * seal), `success` (signed, 300 ms after the seal came) and `fail`. Besides the sign button, a page can
 * start it with `start(fieldPath)`, or with `document.dispatchEvent(new CustomEvent('eip-signature-start',
 * { detail: { field } }))`: only the field whose `field` path matches signs.
 *
 * @tag signature-field
 * @summary The electronic signatures of a form field: sign with the user's seal, see who signed when.
 *
 * @event eip-change - The user signed: the list changed. `detail: { value }` (the entries).
 * @event eip-status-change - The status changed by signing. `detail: { status, message? }`.
 *
 * @csspart base - The wrapper of the field.
 * @csspart list - The signatures.
 * @csspart entry - One signature.
 * @csspart seal - A seal image.
 * @csspart signer - A signer's name.
 * @csspart time - When a signature was made.
 * @csspart sign-button - The sign button (an `sl-button`).
 * @csspart message - The warning or error of the last attempt.
 * @csspart empty - The text shown when nobody has signed and the user cannot sign.
 *
 * @cssproperty --seal-size - Width and height of a seal image. Defaults to 96px.
 */
@localized()
export class SignatureField extends FormControlElement {
  static override styles = signatureFieldStyles;

  /** The seal images of the entries, by their file id. */
  private readonly seals = new ObjectUrlController(this, {
    wanted: () => this.value.map((entry) => entry.signature).filter((id): id is string => Boolean(id)),
    fetch: (id) => this.api.files.getFileById(id),
  });

  @query('.password-dialog') private passwordDialog!: SlDialog;
  @query('.password-input') private passwordInput!: SlInput;

  @state() private problem: Problem | undefined;
  private passwordAnswer: ((password: string | undefined) => void) | undefined;

  /** The signatures: a list of `{ index, userId, name, signature, createTime }`, or its JSON string. */
  @property({ converter: { fromAttribute: (text: string | null) => parseSignatures(text ?? '') } })
  value: SignatureEntry[] = [];

  /** Path of the form field this signature belongs to (config `field`). Signing needs it. */
  @property() field = '';

  /** A new signature clears every earlier one instead of only the signer's own (config `isCover`). */
  @property({ type: Boolean, attribute: 'is-cover' }) isCover = false;

  /** Sign without asking for the seal password; the seal's owner must allow it (config `secretFree`). */
  @property({ type: Boolean, attribute: 'secret-free' }) secretFree = false;

  /** A seal password the page already has (config `password`); when set, no prompt is shown. */
  @property({ attribute: false }) password = '';

  /** The form template's permission: `b` must sign, `w` may sign, `r` read-only, `n` hidden. */
  @property({ reflect: true }) permission: FieldPermission = 'w';

  /** Where the signing is: `disable`, `start`, `ing`, `success` or `fail`. */
  @property({ reflect: true }) status: SignatureStatus = 'start';

  /** The signer's user id; defaults to the owner of the seal the server gives. */
  @property({ attribute: 'user-id' }) userId = '';

  /** The signer's name as shown; defaults to the seal owner's name. */
  @property({ attribute: 'user-name' }) userName = '';

  /** Names the field for screen readers, e.g. 审批意见签章. */
  @property() label = '';

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener(SIGNATURE_START_EVENT, this.handleStartRequest);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener(SIGNATURE_START_EVENT, this.handleStartRequest);
    this.passwordAnswer?.(undefined);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value') && needsParsing(this.value)) this.value = parseSignatures(this.value);
    super.willUpdate(changed);
    if (changed.has('permission')) permissionRights(this.permission, 'signature-field');
    if (changed.has('status') && !(SIGNATURE_STATUSES as readonly string[]).includes(this.status)) {
      console.warn(
        `<signature-field>: unknown status "${String(this.status)}"; expected one of ${SIGNATURE_STATUSES.join(', ')}`,
      );
    }
  }

  // ---- form control -------------------------------------------------------------------------

  protected formValue(): string {
    return JSON.stringify(this.value);
  }

  protected restoreFormValue(serialized: string | null): void {
    this.value = parseSignatures(serialized ?? '');
    this.problem = undefined;
  }

  protected isEmptyValue(): boolean {
    return this.value.length === 0;
  }

  protected override isRequired(): boolean {
    return this.required || permissionRights(this.permission).required;
  }

  protected valueMissingMessage(): string {
    return this.label ? msg(str`请完成${this.label}`) : msg('请签章');
  }

  protected override validationAnchor(): HTMLElement | undefined {
    return this.renderRoot.querySelector<HTMLElement>('.sign') ?? undefined;
  }

  // ---- status -------------------------------------------------------------------------------

  private setStatus(status: SignatureStatus, message?: string): void {
    if (this.status === status) return;
    this.status = status;
    this.emit('eip-status-change', message === undefined ? { status } : { status, message });
  }

  // ---- handlers -----------------------------------------------------------------------------

  private handleStartRequest = (event: Event): void => {
    const detail: unknown = (event as CustomEvent).detail;
    const field =
      detail && typeof detail === 'object' && 'field' in detail
        ? (detail as { field: unknown }).field
        : undefined;
    void this.start(typeof field === 'string' ? field : undefined);
  };

  private handleSign(): void {
    void this.start(this.field);
  }

  private handlePasswordSubmit(event?: Event): void {
    event?.preventDefault();
    const password = this.passwordInput.value;
    if (!password) {
      this.passwordInput.setCustomValidity(msg('请输入签章密码'));
      this.passwordInput.reportValidity();
      return;
    }
    this.answerPassword(password);
  }

  private handlePasswordCancel(): void {
    this.answerPassword(undefined);
  }

  private handlePasswordInput(): void {
    this.passwordInput.setCustomValidity('');
  }

  private answerPassword(password: string | undefined): void {
    const answer = this.passwordAnswer;
    this.passwordAnswer = undefined;
    void this.passwordDialog.hide();
    answer?.(password);
  }

  // ---- work ---------------------------------------------------------------------------------

  /** Asks for the seal password; answers undefined when the user cancels. */
  private async askPassword(): Promise<string | undefined> {
    await this.updateComplete;
    this.passwordInput.value = '';
    this.passwordInput.setCustomValidity('');
    const answered = new Promise<string | undefined>((resolve) => {
      this.passwordAnswer = resolve;
    });
    // The input's autofocus has the dialog itself focus it, a frame after it shows. Focused from here
    // after show(), the dialog first focused its panel in that frame: the focus of whoever had already
    // started typing moved away under their keys.
    await this.passwordDialog.show();
    return answered;
  }

  // ---- public -------------------------------------------------------------------------------

  /** Whether the user may sign now. */
  get editable(): boolean {
    return !this.isDisabled && permissionRights(this.permission).editable && this.status !== 'disable';
  }

  /** The status as shown: `disable` whenever the user may not sign. */
  get effectiveStatus(): SignatureStatus {
    return this.editable ? this.status : 'disable';
  }

  /**
   * Signs the field when `fieldPath` is its own (any other field's start is ignored). Answers whether
   * a signature was added.
   */
  async start(fieldPath: string | undefined = this.field): Promise<boolean> {
    if (!this.editable || this.status === 'ing') return false;
    if (!this.field) {
      this.problem = { kind: 'no-field' };
      return false;
    }
    if (fieldPath !== this.field) return false;
    this.problem = undefined;
    this.setStatus('ing');
    const seals = this.api.electronicSeal;
    try {
      const mine = await seals.getSealByCurrentUserId();
      if (!mine.state || !mine.value) throw new Error(mine.message || msg('未设置电子签章'));
      let password = this.password;
      if (!this.secretFree && !password && mine.value.hasPassword !== false) {
        const typed = await this.askPassword();
        if (typed === undefined) {
          this.setStatus('start');
          return false;
        }
        password = typed;
      }
      const answer = await seals.getElectronicSeal(
        this.secretFree ? { secretFree: true } : { password, secretFree: false },
      );
      if (!answer.state) throw new Error(answer.message || msg('签章失败'));
      const signature = sealFileId(answer.value);
      if (!signature) {
        this.problem = { kind: 'no-signature' };
        this.setStatus('fail', NO_SIGNATURE_TEXT);
        return false;
      }
      const signed = {
        userId: this.userId || mine.value.userId || mine.value.id,
        name: this.userName || mine.value.name,
        signature,
        createTime: formatDateTime(new Date()),
      };
      this.changeByUser(() => {
        this.value = withSignature(this.value, signed, this.isCover);
      });
      this.emitChange(this.value);
      await delay(SIGNATURE_SUCCESS_DELAY_MS);
      this.setStatus('success');
      return true;
    } catch (error) {
      const message = errorMessage(error);
      this.problem = { kind: 'server', message };
      this.setStatus('fail', message);
      return false;
    }
  }

  // ---- render -------------------------------------------------------------------------------

  private problemText(problem: Problem): string {
    if (problem.kind === 'no-field') return msg('未获取到签章字段路径，请重新初始化表单模板并保存');
    if (problem.kind === 'no-signature') return NO_SIGNATURE_TEXT;
    return problem.message;
  }

  private renderEntry(entry: SignatureEntry): TemplateResult {
    const url = entry.signature ? this.seals.get(entry.signature) : undefined;
    return html`<li part="entry" class="entry">
      ${
        entry.signature
          ? html`<span class="seal-frame">
              ${url ? html`<img part="seal" class="seal" src=${url} alt=${msg(str`${entry.name}的签章`)} />` : nothing}
            </span>`
          : html`<span class="no-signature" role="note">${NO_SIGNATURE_TEXT}</span>`
      }
      <span part="signer" class="signer">${entry.name}</span>
      <time part="time" class="time">${entry.createTime}</time>
    </li>`;
  }

  private renderButton(status: SignatureStatus): TemplateResult | typeof nothing {
    if (status === 'disable') return nothing;
    const signedBefore = status === 'success' || status === 'fail';
    return html`<sl-button
      part="sign-button"
      class="sign"
      size="small"
      variant=${signedBefore ? 'default' : 'primary'}
      ?loading=${status === 'ing'}
      ?disabled=${status === 'ing'}
      @click=${this.handleSign}
    >
      <sl-icon slot="prefix" name="pen"></sl-icon>
      ${signedBefore ? msg('重新签章') : msg('签章')}
    </sl-button>`;
  }

  private renderStatus(status: SignatureStatus): TemplateResult | typeof nothing {
    if (status === 'ing') return html`<span class="status">${msg('签章中…')}</span>`;
    if (status === 'success') return html`<span class="status success">${msg('签章成功')}</span>`;
    if (status === 'fail') return html`<span class="status fail">${msg('签章失败')}</span>`;
    return nothing;
  }

  override render() {
    if (!permissionRights(this.permission).visible) return nothing;
    const status = this.effectiveStatus;
    const problem = this.problem;
    return html`
      <div part="base" class="base" role="group" aria-label=${this.label || msg('签章')} data-status=${status}>
        ${
          this.value.length
            ? html`<ul part="list" class="list">${repeat(
                this.value,
                (entry) => `${entry.index}-${entry.userId}`,
                (entry) => this.renderEntry(entry),
              )}</ul>`
            : status === 'disable'
              ? html`<p part="empty" class="empty">${msg('暂无签章')}</p>`
              : nothing
        }
        <div class="actions">
          ${this.renderButton(status)}
          <span role="status" class="live">${this.renderStatus(status)}</span>
        </div>
        ${
          problem
            ? html`<sl-alert part="message" class="message" open variant=${problem.kind === 'no-field' ? 'warning' : 'danger'}>
                <sl-icon slot="icon" name=${problem.kind === 'no-field' ? 'exclamation-triangle' : 'exclamation-octagon'}></sl-icon>
                ${this.problemText(problem)}
              </sl-alert>`
            : nothing
        }
      </div>
      <sl-dialog
        class="password-dialog"
        label=${msg('请输入签章密码')}
        @sl-request-close=${this.handlePasswordCancel}
      >
        <form class="password-form" @submit=${this.handlePasswordSubmit}>
          <sl-input
            class="password-input"
            type="password"
            label=${msg('签章密码')}
            autocomplete="off"
            autofocus
            password-toggle
            @sl-input=${this.handlePasswordInput}
          ></sl-input>
        </form>
        <sl-button slot="footer" class="cancel" @click=${this.handlePasswordCancel}>${msg('取消')}</sl-button>
        <sl-button slot="footer" class="confirm" variant="primary" @click=${() => this.handlePasswordSubmit()}
          >${msg('确定')}</sl-button
        >
      </sl-dialog>
    `;
  }
}
