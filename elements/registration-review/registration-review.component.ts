import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ProjectRegistration, RegistrationStatus } from '../../api/contract/procure-registration.js';
import { parseFileList } from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import {
  colon,
  inviteStatusLabel,
  registrationStatusLabel,
  registrationStatusVariant,
} from '../core/procure-labels.js';
import { registrationReviewStyles } from './registration-review.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The purchaser passed or rejected a registration. */
    'eip-registration-review': { registration: ProjectRegistration };
  }
}

/**
 * The registrations of one project as its purchaser reviews them (queryRegistration, all at once):
 * each supplier with contact, time, status and reason, the payment proof, business licence and
 * materials to preview or download, and 通过 or 不通过 with a reason (wBiddingProjectRegistration
 * save). A refusal from the server shows beside the registration and keeps the reason typed.
 *
 * @tag registration-review
 * @summary A project's registrations: contacts, proofs and licences, passed or rejected with a reason.
 *
 * @event eip-registration-review - A registration was passed or rejected. `detail: { registration }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The status filter and counts.
 * @csspart item - One registration.
 * @csspart files - A registration's payment proof, licence and materials.
 * @csspart actions - The pass and reject buttons.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class RegistrationReview extends EipElement {
  static override styles = registrationReviewStyles;

  private readonly loader = new Task(this, {
    task: async ([id], { signal }): Promise<ProjectRegistration[]> => {
      if (!id) return [];
      const answer = await this.api.procureProject.queryRegistration(
        {
          pageBean: { page: 1, pageSize: -1 },
          querys: [{ property: 'projectId', value: id, operation: 'EQUAL' }],
        },
        signal,
      );
      return answerValue(answer).rows;
    },
    args: () => [this.projectId] as const,
  });

  @state() private filter: RegistrationStatus | 'invited' | '' = '';
  /** The registration whose reject reason is being typed, and the reason. */
  @state() private rejecting: { id: string; reason: string; error: string } | undefined;
  @state() private busyId = '';
  @state() private errors = new Map<string, string>();

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  /** Shows the registrations only, without pass and reject. */
  @property({ type: Boolean }) readonly = false;

  private async review(registration: ProjectRegistration, decision: 'pass' | 'reject'): Promise<void> {
    const reason = this.rejecting?.id === registration.id ? this.rejecting.reason.trim() : '';
    if (decision === 'reject' && !reason) {
      this.rejecting = { id: registration.id, reason: '', error: msg('请填写拒绝原因') };
      return;
    }
    this.busyId = registration.id;
    const errors = new Map(this.errors);
    errors.delete(registration.id);
    this.errors = errors;
    try {
      const answer = await this.api.procureProject.reviewRegistration(
        decision === 'pass'
          ? { id: registration.id, fStatus: 'pass' }
          : { id: registration.id, fStatus: 'reject', fReason: reason },
      );
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('操作失败'));
      Object.assign(registration, answer.value);
      this.rejecting = undefined;
      this.emit('eip-registration-review', { registration: answer.value });
    } catch (error) {
      this.errors = new Map(this.errors).set(registration.id, failureText(error));
    } finally {
      this.busyId = '';
    }
  }

  /** Loads the registrations again. */
  reload(): void {
    void this.loader.run();
  }

  private renderFiles(label: string, json: string | null) {
    const files = parseFileList(json);
    return html`<div class="file-group">
      <span class="file-label">${label}</span>
      ${
        files.length
          ? html`<file-upload readonly list-type="list" label=${label} .value=${files}></file-upload>`
          : html`<span class="none">${msg('未上传')}</span>`
      }
    </div>`;
  }

  private renderRejectForm(registration: ProjectRegistration) {
    const rejecting = this.rejecting;
    if (rejecting?.id !== registration.id) return nothing;
    return html`<div class="reject">
      <sl-textarea
        label=${msg('不通过原因')}
        rows="2"
        maxlength="500"
        required
        .value=${rejecting.reason}
        help-text=${rejecting.error}
        class=${rejecting.error ? 'invalid' : ''}
        @sl-input=${(event: Event) => {
          this.rejecting = {
            id: registration.id,
            reason: (event.target as HTMLTextAreaElement).value,
            error: '',
          };
        }}
      ></sl-textarea>
      <div class="reject-actions">
        <sl-button size="small" @click=${() => {
          this.rejecting = undefined;
        }}>${msg('取消')}</sl-button>
        <sl-button
          size="small"
          variant="danger"
          ?loading=${this.busyId === registration.id}
          @click=${() => this.review(registration, 'reject')}
          >${msg('确认不通过')}</sl-button
        >
      </div>
    </div>`;
  }

  private renderItem(registration: ProjectRegistration) {
    const name = registration.supplierName || registration.fSupplierName;
    const invited = registration.inviteStatus === 'invited';
    const error = this.errors.get(registration.id);
    const canReview = !this.readonly && !invited && registration.fStatus === 'pending';
    return html`<li part="item">
      <div class="head">
        <strong class="name">${name}</strong>
        ${
          invited
            ? html`<sl-tag size="small" pill variant="primary">${inviteStatusLabel('invited')}</sl-tag>`
            : html`<sl-tag size="small" pill variant=${registrationStatusVariant(registration.fStatus)}
                >${registrationStatusLabel(registration.fStatus)}</sl-tag
              >`
        }
        ${
          registration.inviteStatus && !invited
            ? html`<sl-tag size="small" variant="neutral">${inviteStatusLabel(registration.inviteStatus)}</sl-tag>`
            : nothing
        }
        <time datetime=${registration.fCreateTime}>${formatDateTime(registration.fCreateTime, 'YYYY-MM-DD HH:mm')}</time>
      </div>
      ${
        invited
          ? nothing
          : html`<dl class="contact">
              <div><dt>${msg('联系人')}</dt><dd>${registration.fRegistratorName || '—'}</dd></div>
              <div><dt>${msg('联系方式')}</dt><dd>${registration.fRegistratorPhone || '—'}</dd></div>
              <div><dt>${msg('邮箱')}</dt><dd>${registration.fRegistratorEmail || '—'}</dd></div>
            </dl>`
      }
      ${registration.fReason ? html`<div class="reason">${msg('不通过原因')}${colon()}${registration.fReason}</div>` : nothing}
      ${registration.reason ? html`<div class="reason">${msg('拒绝邀请原因')}${colon()}${registration.reason}</div>` : nothing}
      ${
        invited
          ? nothing
          : html`<sl-details part="files" summary=${msg(str`${name} 的支付凭证、营业执照与资料`)}>
              ${this.renderFiles(msg('支付凭证'), registration.fFkpz)}
              ${this.renderFiles(msg('营业执照'), registration.fBusinessLicense)}
              ${this.renderFiles(msg('上传资料'), registration.fSczl)}
            </sl-details>`
      }
      ${
        canReview && this.rejecting?.id !== registration.id
          ? html`<div part="actions" class="actions">
              <sl-button
                size="small"
                variant="success"
                ?loading=${this.busyId === registration.id}
                @click=${() => this.review(registration, 'pass')}
                >${msg('通过')}<span class="visually-hidden">${name}</span></sl-button
              >
              <sl-button
                size="small"
                variant="danger"
                outline
                @click=${() => {
                  this.rejecting = { id: registration.id, reason: '', error: '' };
                }}
                >${msg('不通过')}<span class="visually-hidden">${name}</span></sl-button
              >
            </div>`
          : nothing
      }
      ${canReview ? this.renderRejectForm(registration) : nothing}
      ${error ? html`<div class="error" role="alert">${error}</div>` : nothing}
    </li>`;
  }

  private renderRows(rows: ProjectRegistration[]) {
    const total = rows.length;
    const invited = rows.filter((row) => row.inviteStatus === 'invited').length;
    const count = (status: RegistrationStatus) =>
      rows.filter((row) => row.fStatus === status && row.inviteStatus !== 'invited').length;
    const [pending, passed, rejected] = [count('pending'), count('pass'), count('reject')];
    const shown = rows.filter((row) =>
      this.filter === 'invited'
        ? row.inviteStatus === 'invited'
        : this.filter
          ? row.fStatus === this.filter && row.inviteStatus !== 'invited'
          : true,
    );
    return html`<div part="toolbar" class="toolbar">
        <sl-radio-group
          size="small"
          label=${msg('筛选')}
          .value=${this.filter || 'all'}
          @sl-change=${(event: Event) => {
            const value = (event.target as HTMLInputElement).value;
            this.filter = value === 'all' ? '' : (value as RegistrationStatus | 'invited');
          }}
        >
          <sl-radio-button value="all">${msg(str`全部 ${total}`)}</sl-radio-button>
          <sl-radio-button value="pending">${msg(str`待审核 ${pending}`)}</sl-radio-button>
          <sl-radio-button value="pass">${msg(str`已通过 ${passed}`)}</sl-radio-button>
          <sl-radio-button value="reject">${msg(str`未通过 ${rejected}`)}</sl-radio-button>
          <sl-radio-button value="invited"
            >${msg(str`待确认邀请 ${invited}`)}</sl-radio-button
          >
        </sl-radio-group>
      </div>
      ${shown.length ? html`<ul>${shown.map((row) => this.renderItem(row))}</ul>` : renderEmpty(msg('暂无报名'))}`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.loader.value ? this.renderRows(this.loader.value) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (rows) => this.renderRows(rows),
      })}
    </div>`;
  }
}
