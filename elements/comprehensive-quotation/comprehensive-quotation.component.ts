import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  BID_DOCUMENT_REQUIRED,
  type ComprehensiveQuotation,
  QUOTATION_AMOUNT_DECIMALS,
  QUOTATION_AMOUNT_NOT_NUMBER,
  QUOTATION_AMOUNT_OVER_BUDGET,
  QUOTATION_AMOUNT_POSITIVE,
  QUOTATION_AMOUNT_REQUIRED,
  QUOTATION_AMOUNT_TOO_LARGE,
  QUOTATION_REMARK_MAX,
  quotationAmountError,
} from '../../api/contract/evaluation.js';
import type { UploadedFile } from '../../api/contract/files.js';
import type { ProjectDetail } from '../../api/contract/procure-project.js';
import { parseFileList } from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime, formatMoney, toChineseCapitals } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { colon } from '../core/procure-labels.js';
import { submittedEntry } from '../file-upload/upload-rules.js';
import { comprehensiveQuotationStyles } from './comprehensive-quotation.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The supplier's comprehensive quotation was recorded. */
    'eip-comprehensive-quotation': { quotation: ComprehensiveQuotation };
  }
}

/** The contract's product texts in the reader's language. */
function ruleText(text: string): string {
  switch (text) {
    case QUOTATION_AMOUNT_REQUIRED:
      return msg('请输入报价金额');
    case QUOTATION_AMOUNT_NOT_NUMBER:
      return msg('报价金额必须为数字');
    case QUOTATION_AMOUNT_POSITIVE:
      return msg('报价金额必须大于0');
    case QUOTATION_AMOUNT_DECIMALS:
      return msg('报价金额最多保留两位小数');
    case QUOTATION_AMOUNT_TOO_LARGE:
      return msg('报价金额超出允许的范围');
    case QUOTATION_AMOUNT_OVER_BUDGET:
      return msg('报价金额不能超过项目预算');
    case BID_DOCUMENT_REQUIRED:
      return msg('请上传投标文件');
    default:
      return text;
  }
}

interface Loaded {
  project: ProjectDetail;
  quotation: ComprehensiveQuotation | undefined;
}

/**
 * A supplier's sealed quotation in a comprehensive project (procureComprehensiveQuotation): their
 * current quotation with its amount in Chinese capitals, and while quotation is open the form: the
 * total (tax as the project says), the bid documents (required when the project asks for them) and a
 * remark; 提交报价 shows the figures and the capitals once more before sending. A refusal keeps what
 * was typed. Nobody else's quotation is ever shown.
 *
 * @tag comprehensive-quotation
 * @summary A supplier's sealed comprehensive quotation: amount, bid documents, confirmation.
 *
 * @event eip-comprehensive-quotation - The quotation was recorded. `detail: { quotation }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart current - The supplier's current quotation.
 * @csspart form - The quotation form.
 * @csspart confirm - The confirmation with figures and capitals.
 * @csspart status - The loading or error line.
 */
@localized()
export class ComprehensiveQuotationForm extends EipElement {
  static override styles = comprehensiveQuotationStyles;

  private readonly loader = new Task(this, {
    task: async ([id], { signal }): Promise<Loaded | undefined> => {
      if (!id) return undefined;
      const [project, mine] = await Promise.all([
        this.api.procureProject.getDetailWithDocumentation(id, signal),
        this.api.evaluation.queryQuotation(id, signal),
      ]);
      const quotation = answerValue(mine)[0];
      return { project: answerValue(project), quotation };
    },
    args: () => [this.projectId] as const,
  });

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  @state() private amount = '';
  @state() private remark = '';
  @state() private files: UploadedFile[] = [];
  @state() private error = '';
  @state() private confirming = false;
  @state() private busy = false;

  reload(): void {
    void this.loader.run();
  }

  private check(project: ProjectDetail): string | undefined {
    const budget = project.fBudgetMoney === null ? null : Number(project.fBudgetMoney);
    // Checked as it is sent: trimmed (the server takes decimal text only, no padding).
    const invalid = quotationAmountError(this.amount.trim(), budget);
    if (invalid) return ruleText(invalid);
    if (project.fUploadBidDocument === 1 && !this.files.length) return ruleText(BID_DOCUMENT_REQUIRED);
    return undefined;
  }

  private review(project: ProjectDetail): void {
    const invalid = this.check(project);
    this.error = invalid ?? '';
    this.confirming = !invalid;
  }

  private async submit(project: ProjectDetail): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      const answer = await this.api.evaluation.quotation({
        projectId: project.id,
        quotationAmount: this.amount.trim(),
        quotationFile: this.files.length ? JSON.stringify(this.files.map(submittedEntry)) : null,
        remark: this.remark.trim(),
      });
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('报价失败'));
      this.confirming = false;
      this.amount = '';
      this.remark = '';
      this.files = [];
      this.emit('eip-comprehensive-quotation', { quotation: answer.value });
      this.reload();
    } catch (error) {
      this.confirming = false;
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private renderCurrent(quotation: ComprehensiveQuotation | undefined) {
    if (!quotation || quotation.quotationAmount === null) {
      return html`<p part="current" class="current none">${msg('您尚未报价')}</p>`;
    }
    const files = parseFileList(quotation.quotationFile);
    return html`<div part="current" class="current">
      <div class="figure">
        <span class="label">${msg('我的报价')}</span>
        <strong class="amount">${formatMoney(quotation.quotationAmount)}</strong>
        <span class="capitals">${toChineseCapitals(quotation.quotationAmount)}</span>
      </div>
      <div class="meta">
        ${msg('提交时间')}${colon()}<time datetime=${quotation.updateTime}>${formatDateTime(quotation.updateTime, 'YYYY-MM-DD HH:mm:ss')}</time>
      </div>
      ${quotation.remark ? html`<div class="meta">${msg('备注')}${colon()}${quotation.remark}</div>` : nothing}
      ${
        files.length
          ? html`<file-upload readonly list-type="list" label=${msg('投标文件')} .value=${files}></file-upload>`
          : nothing
      }
    </div>`;
  }

  private renderForm(project: ProjectDetail) {
    const capitals = toChineseCapitals(this.amount.trim());
    const tax = project.fQuotationIncludeTax === 2 ? msg('不含税') : msg('含税');
    const budget = formatMoney(project.fBudgetMoney);
    return html`<form
      part="form"
      class="form"
      novalidate
      @submit=${(event: Event) => {
        event.preventDefault();
        this.review(project);
      }}
    >
      <div class="amount-row">
        <sl-input
          label=${msg('报价金额（元）')}
          inputmode="decimal"
          required
          .value=${this.amount}
          help-text=${budget ? `${tax} · ${msg('项目预算')}${colon()}${budget}` : tax}
          @sl-input=${(event: Event) => {
            this.amount = (event.target as HTMLInputElement).value;
            this.error = '';
            this.confirming = false;
          }}
        ></sl-input>
        <div class="capitals-live" aria-live="polite">
          <span class="label">${msg('大写')}</span><span class="capitals">${capitals || '—'}</span>
        </div>
      </div>
      <div class="field">
        <span class="field-label" aria-hidden="true"
          >${project.fUploadBidDocument === 1 ? msg('投标文件（必传）') : msg('投标文件')}</span
        >
        <file-upload
          label=${project.fUploadBidDocument === 1 ? msg('投标文件（必传）') : msg('投标文件')}
          list-type="table"
          .value=${this.files}
          @eip-change=${(event: CustomEvent<{ value: UploadedFile[] }>) => {
            this.files = event.detail.value;
            this.error = '';
          }}
        ></file-upload>
      </div>
      <sl-textarea
        label=${msg('备注')}
        rows="2"
        maxlength=${QUOTATION_REMARK_MAX}
        .value=${this.remark}
        @sl-input=${(event: Event) => {
          this.remark = (event.target as HTMLTextAreaElement).value;
        }}
      ></sl-textarea>
      ${
        this.confirming
          ? html`<div part="confirm" class="confirm" role="group" aria-label=${msg('确认报价')}>
              <p>${msg('请核对报价金额，提交后在报价截止前仍可修改。')}</p>
              <div class="figure">
                <strong class="amount">${formatMoney(this.amount.trim())}</strong>
                <span class="capitals">${capitals}</span>
              </div>
              <div class="actions">
                <sl-button @click=${() => {
                  this.confirming = false;
                }}>${msg('返回修改')}</sl-button>
                <sl-button variant="primary" ?loading=${this.busy} @click=${() => this.submit(project)}
                  >${msg('确认提交')}</sl-button
                >
              </div>
            </div>`
          : html`<div class="actions"><sl-button variant="primary" type="submit">${msg('提交报价')}</sl-button></div>`
      }
      ${this.error ? html`<div class="error" role="alert">${this.error}</div>` : nothing}
    </form>`;
  }

  private renderLoaded(value: Loaded | undefined) {
    if (!value) return nothing;
    const open = value.project.fState === 'quoting';
    // The server names the winner to the winner only (and to the purchaser).
    const won = Boolean(value.project.winnerName) && value.quotation !== undefined;
    return html`${
      won
        ? html`<p class="won" role="status">
            <sl-icon name="trophy" aria-hidden="true"></sl-icon>${msg('恭喜，您已成为本项目的成交供应商')}
          </p>`
        : nothing
    }
      ${this.renderCurrent(value.quotation)}
      ${
        open
          ? this.renderForm(value.project)
          : html`<p class="closed" role="status">${msg('当前不在报价时间内')}</p>`
      }`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.loader.value ? this.renderLoaded(this.loader.value) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (value) => this.renderLoaded(value),
      })}
    </div>`;
  }
}
