import '../company-info/company-info.js';
import '../file-upload/file-upload.js';
import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Admission, AdmissionQuery, AdmissionState } from '../../api/contract/admin.js';
import { ADMISSION_REASON_MAX } from '../../api/contract/admin.js';
import { renderDataTable, renderRowAction } from '../core/data-table.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { answerValue, renderEmpty } from '../core/load-states.js';
import { onOwnHide } from '../core/own-hide.js';
import { PeopleAdminElement } from '../core/people-admin.js';
import { parseFileList } from '../file-upload/upload-rules.js';
import { admissionReviewStyles } from './admission-review.styles.js';

const stateText = (value: AdmissionState) =>
  ({ pending: msg('待审核'), rejected: msg('已驳回'), activated: msg('已激活') })[value];

/**
 * The registrations of suppliers and purchasers waiting for the site administrator: each one's company
 * and business licence, activated (the account signs in from then on) or rejected with a reason the
 * registrant reads at sign-in and in their messages; they correct it and register again.
 *
 * @tag admission-review
 * @summary Registrations to review: company and licence, activate or reject with a reason.
 *
 * @event eip-admin-change - A registration was activated or rejected. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper.
 * @csspart filters - The search form.
 * @csspart table - The registrations.
 * @csspart detail - The registration being reviewed (its licence to preview or download in company-info).
 * @csspart no-license - Said when the registrant attached no business licence.
 */
@localized()
export class AdmissionReview extends PeopleAdminElement {
  static override styles = admissionReviewStyles;

  @state() private filters: AdmissionQuery = { state: 'pending' };
  @state() private page = 1;
  @state() private open: Admission | undefined;
  @state() private rejecting = false;
  @state() private reason = '';

  /** Rows per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 20;

  private readonly list = new Task(this, {
    task: async ([filters, page, pageSize], { signal }) =>
      answerValue(await this.api.peopleAdmin.admissions({ ...filters, page, pageSize }, signal)),
    args: () => [this.filters, this.page, this.pageSize] as const,
  });

  /** Reads the list again. */
  reload(): void {
    void this.list.run();
  }

  private handleSearch(event: Event): void {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    this.page = 1;
    this.filters = {
      state: (String(data.get('state') ?? '') || undefined) as AdmissionState | undefined,
      keyword: String(data.get('keyword') ?? '') || undefined,
    };
  }

  private review(admission: Admission): void {
    this.refusal = '';
    this.tried = false;
    this.rejecting = false;
    this.reason = '';
    this.open = admission;
  }

  private async decide(decision: 'activate' | 'reject'): Promise<void> {
    const admission = this.open;
    if (!admission) return;
    if (decision === 'reject') {
      this.tried = true;
      if (!this.reason.trim()) return;
    }
    const done = await this.act(
      () =>
        this.api.peopleAdmin.decide({
          userId: admission.userId,
          decision,
          ...(decision === 'reject' ? { reason: this.reason.trim() } : {}),
        }),
      decision,
    );
    if (!done) return;
    this.open = undefined;
    this.reload();
  }

  private renderFilters() {
    return html`<form part="filters" class="filters" role="search" @submit=${this.handleSearch}>
      ${this.renderKeywordField(msg('关键字'), 64, msg('账号、名称或统一社会信用代码'))}
      ${this.renderStateField(msg('审核状态'), ['pending', 'rejected', 'activated'], this.filters.state, stateText)}
      <div class="buttons"><sl-button type="submit" variant="primary" size="small">${msg('查询')}</sl-button></div>
    </form>`;
  }

  private renderTable(rows: readonly Admission[], total: number) {
    if (!rows.length) return renderEmpty(msg('没有待审核的注册'));
    return html`${renderDataTable({
      caption: msg('注册审核'),
      headers: [msg('企业名称'), msg('账号'), msg('类型'), msg('提交时间'), msg('审核状态'), msg('操作')],
      rows,
      renderRow: (row) => html`<tr>
        <th scope="row">${row.company?.name ?? row.fullname}</th>
        <td>${row.account}</td>
        <td>${row.identity === 'purchaser' ? msg('采购人') : msg('供应商')}</td>
        <td>${this.formatTime(row.submitTime)}</td>
        <td>
          ${stateText(row.state)}
          ${row.reason ? html`<div class="muted">${row.reason}</div>` : nothing}
        </td>
        <td class="actions">
          ${renderRowAction(
            row.state === 'pending' ? msg('审核') : msg('查看'),
            row.company?.name ?? row.fullname,
            () => this.review(row),
          )}
        </td>
      </tr>`,
    })}
    ${this.renderPager(this.page, this.pageSize, total, (page) => (this.page = page))}`;
  }

  private renderDetail(admission: Admission) {
    const fact = (label: string, value: string | null) =>
      html`<div><dt>${label}</dt><dd>${value || '—'}</dd></div>`;
    return html`<div part="detail">
      <dl class="contact">
        ${fact(msg('账号'), admission.account)} ${fact(msg('注册人'), admission.fullname)}
        ${fact(msg('手机号'), admission.mobile)} ${fact(msg('邮箱'), admission.email)}
      </dl>
      ${admission.company ? html`<company-info .company=${admission.company}></company-info>` : html`<p>${msg('未填写企业信息')}</p>`}
      ${
        admission.company && !parseFileList(admission.company.businessLicense ?? '[]').length
          ? html`<p part="no-license" class="no-license">${msg('注册人未上传营业执照')}</p>`
          : nothing
      }
      ${
        admission.state === 'pending' && this.rejecting
          ? renderField({
              id: 'reject-reason',
              label: msg('驳回原因'),
              value: this.reason,
              required: true,
              multiline: true,
              autofocus: true,
              maxlength: ADMISSION_REASON_MAX,
              hint: msg('注册人登录时和消息中会看到此原因'),
              error: this.tried && !this.reason.trim() ? msg('请填写驳回原因') : null,
              onInput: (reason) => (this.reason = reason),
            })
          : nothing
      }
      ${renderRefusalMessage(this.refusal)}
    </div>`;
  }

  private renderFooter(admission: Admission) {
    if (admission.state !== 'pending') {
      return html`<sl-button slot="footer" @click=${() => (this.open = undefined)}>${msg('关闭')}</sl-button>`;
    }
    if (this.rejecting) {
      return html`<sl-button slot="footer" @click=${() => (this.rejecting = false)}>${msg('取消')}</sl-button>
        <sl-button slot="footer" variant="danger" ?loading=${this.busy} @click=${() => this.decide('reject')}
          >${msg('确认驳回')}</sl-button
        >`;
    }
    return html`<sl-button slot="footer" @click=${() => (this.rejecting = true)}>${msg('驳回注册')}</sl-button>
      <sl-button slot="footer" variant="primary" ?loading=${this.busy} @click=${() => this.decide('activate')}
        >${msg('审核通过并激活')}</sl-button
      >`;
  }

  override render() {
    const admission = this.open;
    return html`<section part="base">
      ${this.renderFilters()} ${admission ? nothing : this.renderRefusal()}
      ${this.renderList(
        this.list,
        (rows, total) => this.renderTable(rows, total),
        () => this.reload(),
      )}
      <sl-dialog
        class="review"
        label=${admission ? msg(str`审核注册：${admission.company?.name ?? admission.fullname}`) : ''}
        ?open=${Boolean(admission)}
        @sl-after-hide=${onOwnHide(() => (this.open = undefined))}
      >
        ${admission ? this.renderDetail(admission) : nothing} ${admission ? this.renderFooter(admission) : nothing}
      </sl-dialog>
    </section>`;
  }
}
