import { localized, msg, str } from '@lit/localize';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { newIdempotencyKey } from '../../api/client/bidding.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { isDocumentMode, isItemisedMode, quotationValueKind } from '../../api/contract/quote-rules.js';
import { QUOTATION_MODES, type QuotationMode } from '../../api/contract/tender.js';
import { clearDraft, draftKey, readDraft, writeDraft } from '../core/draft-storage.js';
import { EipElement } from '../core/eip-element.js';
import { formatMoney, toChineseCapitals } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { colon } from '../core/procure-labels.js';
import { quotationModeLabel } from '../core/project-status.js';
import { quoteFormStyles } from './quote-form.styles.js';
import {
  checkQuote,
  emptyDraft,
  figureError,
  itemsTotal,
  lineTotal,
  type QuoteCheck,
  type QuoteDraft,
  type QuoteGoods,
} from './quote-model.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The server accepted a quotation: its id, round, quoted figure and the supplier's rank after it. */
    'eip-quotation': { id: string; round: number; quotationAmount: number; rank: number };
  }
}

type Dialog = HTMLElement & { open: boolean; show(): Promise<void>; hide(): Promise<void> };

/** The figure of a mode with its unit, for the labels and the dialog. */
function figureLabel(mode: string): string {
  switch (mode) {
    case 'lower':
      return msg('下浮率（%）');
    case 'discount':
      return msg('折扣率（%）');
    default:
      return msg('报价金额（元）');
  }
}

/** The element holding the focus, looked for through the open shadow roots it lies in. */
function focusedElement(): HTMLElement | undefined {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : undefined;
}

/**
 * A supplier's quote for one project and round, in the project's quotation mode: one total (sum),
 * a price per goods line with the computed total (unitPrice), the line amounts (amount), a markdown
 * or discount rate in percent (lower, discount), or the bid documents with the total (business,
 * technology). Money shows in Chinese capitals beside the figure; 提交报价 opens a confirmation that
 * states both, once the figure passes the server's rules (quote-rules.ts: the form, the budget cap and
 * the round's step limit `must-be-below` / `must-be-above`); the quote goes to the server only from there.
 * With `replacing`, the supplier's quotation of this round gives way to the new one. What the supplier types is kept in the
 * tab (per account, project and round) until the server accepts it, so a reload, a lost connection
 * or a refusal loses nothing.
 *
 * @tag quote-form
 * @summary The quote form of one project and round, in its quotation mode, with a confirmation.
 *
 * @event eip-quotation - The server accepted the quotation. `detail: { id, round, quotationAmount, rank }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart tax - The line saying whether quotes include tax.
 * @csspart items - The goods table of a per-item mode.
 * @csspart figure - The single figure's field.
 * @csspart total - The quoted total with its capitals.
 * @csspart capitals - The amount in Chinese capitals.
 * @csspart documents - The bid documents' upload.
 * @csspart submit - The 提交报价 button (替换本轮报价 when `replacing`).
 * @csspart dialog - The confirmation dialog (an `sl-dialog`).
 * @csspart error - The refusal or the first mistake.
 */
@localized()
export class QuoteForm extends EipElement {
  static override styles = quoteFormStyles;

  private readonly hostInfo = new HostInfoController(this);

  @query('sl-dialog') private dialog!: Dialog;

  @state() private draft: QuoteDraft = emptyDraft();
  @state() private errors: Record<string, string> = {};
  @state() private showErrors = false;
  @state() private pending: Extract<QuoteCheck, { ok: true }> | undefined;
  @state() private busy = false;
  @state() private refusal = '';

  /** The draft's storage key the current draft was loaded from, and its project. */
  private loadedKey = '';
  private loadedProject = '';
  /** The key of the attempt being confirmed; kept after a network failure so a retry is recorded once. */
  private attemptKey = '';
  /** What had the focus when the confirmation opened (the submit button, as a rule): it gets it back. */
  private opener: HTMLElement | undefined;

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  /** The round being quoted in. */
  @property({ type: Number }) round = 0;

  /** The project's quotation mode: sum, unitPrice, lower, discount, amount, business or technology. */
  @property() mode: QuotationMode = 'sum';

  /** The purchasing list's goods lines (unitPrice and amount modes). */
  @property({ attribute: false }) goods: QuoteGoods[] = [];

  /** The project's budget; a money total above it is refused. */
  @property({ type: Number }) budget: number | null = null;

  /**
   * The most this supplier's next quote may be in this round (QuotationCheck's mustBeBelow: their
   * previous quote less the minimum step); a figure above it is refused before the confirmation.
   */
  @property({ type: Number, attribute: 'must-be-below' }) mustBeBelow: number | null = null;

  /** The least it may be where higher is better (a markdown rate: QuotationCheck's mustBeAbove). */
  @property({ type: Number, attribute: 'must-be-above' }) mustBeAbove: number | null = null;

  /** A bid document must be uploaded (fUploadBidDocument = 1). */
  @property({ type: Boolean, attribute: 'documents-required' }) documentsRequired = false;

  /** Quotes exclude tax (fQuotationIncludeTax = 2); otherwise they include it. */
  @property({ type: Boolean, attribute: 'tax-excluded' }) taxExcluded = false;

  /**
   * The supplier has a quotation in this round: the form replaces it (procureProjectQuotation replace)
   * instead of adding one, and says so; give the replacement's limits (QuotationCheck replaceBelow /
   * replaceAbove) as `must-be-below` / `must-be-above`.
   */
  @property({ type: Boolean }) replacing = false;

  /** The round is closed (or not open yet): the form shows but does not submit. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  private get key(): string {
    return draftKey('quote', this.hostInfo.value.user?.account, this.projectId, this.round);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('mode') && !(QUOTATION_MODES as readonly string[]).includes(this.mode)) {
      console.warn(`unknown quotation mode "${this.mode}"`);
    }
    const key = this.key;
    if (key !== this.loadedKey) {
      // Only the round moved on (the next round opened while the supplier was typing): what they typed
      // stays on screen for the new round, unless a draft of that round exists already.
      const sameProject = this.loadedKey !== '' && this.loadedProject === this.projectId;
      const saved = readDraft<QuoteDraft>(key);
      this.loadedKey = key;
      this.loadedProject = this.projectId;
      this.draft = saved || !sameProject ? { ...emptyDraft(), ...saved } : this.draft;
      if (!saved && sameProject) writeDraft(key, this.draft);
      this.showErrors = false;
      this.refusal = '';
      this.attemptKey = '';
    }
  }

  private get documentsNeeded(): boolean {
    return this.documentsRequired || isDocumentMode(this.mode);
  }

  private changeDraft(change: Partial<QuoteDraft>): void {
    this.draft = { ...this.draft, ...change };
    writeDraft(this.key, this.draft);
    // A changed quote is a new attempt.
    this.attemptKey = '';
    if (this.showErrors) {
      const result = this.check();
      this.errors = result.ok ? {} : result.errors;
    }
  }

  private check(): QuoteCheck {
    return checkQuote(this.draft, {
      mode: this.mode,
      goods: this.goods,
      budget: this.budget,
      documentsRequired: this.documentsNeeded,
      mustBeBelow: this.mustBeBelow,
      mustBeAbove: this.mustBeAbove,
    });
  }

  private handleSubmit(event: Event): void {
    event.preventDefault();
    if (this.disabled) return;
    const result = this.check();
    this.showErrors = true;
    this.refusal = '';
    if (!result.ok) {
      this.errors = result.errors;
      const first = Object.keys(result.errors)[0];
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus(),
      );
      return;
    }
    this.errors = {};
    this.pending = result;
    this.opener = focusedElement();
    void this.updateComplete.then(() => this.dialog.show());
  }

  private async handleConfirm(): Promise<void> {
    const pending = this.pending;
    if (!pending || this.busy) return;
    this.busy = true;
    this.refusal = '';
    this.attemptKey ||= newIdempotencyKey();
    try {
      const send = this.replacing ? this.api.bidding.replace : this.api.bidding.quotation;
      const answer = await send({ projectId: this.projectId, ...pending.body }, this.attemptKey);
      if (!answer.state || !answer.value) {
        // Refused (closed round, too small a step …): say why; the draft stays as typed.
        this.refusal = answer.message || msg('报价失败');
        this.attemptKey = '';
        return;
      }
      clearDraft(this.key);
      this.draft = emptyDraft();
      this.showErrors = false;
      this.attemptKey = '';
      await this.dialog.hide();
      this.emit('eip-quotation', {
        id: answer.value.id,
        round: answer.value.round,
        quotationAmount: answer.value.quotationAmount,
        rank: answer.value.rank,
      });
    } catch (error) {
      // Lost connection: the same key goes with the retry, so the server records it once.
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private handleAfterHide(event: Event): void {
    if (event.target !== this.dialog) return;
    this.pending = undefined;
    // The dialog gives focus back to document.activeElement as it was, which is the outermost shadow
    // host (the page's bidding-hall) and takes no focus: it would fall to <body>. After the dialog's
    // own attempt, the submit button (or what opened it) gets it back, else the first field.
    const opener = this.opener;
    this.opener = undefined;
    setTimeout(() => {
      const target =
        opener?.isConnected && !opener.matches(':disabled')
          ? opener
          : this.renderRoot.querySelector<HTMLElement>('[data-field]');
      target?.focus();
    });
  }

  private renderCapitals(amount: string) {
    const capitals = toChineseCapitals(amount);
    return capitals
      ? html`<span part="capitals" class="capitals" lang="zh-CN">${msg('大写')}${colon()}${capitals}</span>`
      : nothing;
  }

  private renderError(field: string) {
    const error = this.showErrors ? this.errors[field] : undefined;
    return html`<div class="field-error" id=${`error-${field}`}>${error ?? ''}</div>`;
  }

  private renderItems() {
    const unitPrice = this.mode === 'unitPrice';
    const total = itemsTotal(this.mode, this.goods, this.draft.items);
    return html`<div class="scroll"><table part="items" class="data-table items">
        <caption class="visually-hidden">${msg('分项报价')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('货物名称')}</th>
            <th scope="col">${msg('规格')}</th>
            <th scope="col">${msg('单位')}</th>
            <th scope="col" class="number">${msg('数量')}</th>
            <th scope="col">${unitPrice ? msg('单价（元）') : msg('分项金额（元）')}</th>
            ${unitPrice ? html`<th scope="col" class="number">${msg('小计（元）')}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${this.goods.map((line) => {
            const text = this.draft.items[line.id] ?? '';
            const invalid = this.showErrors && Boolean(this.errors[line.id]);
            return html`<tr>
              <th scope="row">${line.goodsName}</th>
              <td>${line.spec ?? ''}</td>
              <td>${line.unit ?? ''}</td>
              <td class="number">${line.quantity ?? ''}</td>
              <td>
                <sl-input
                  size="small"
                  inputmode="decimal"
                  autocomplete="off"
                  data-field=${line.id}
                  label=${unitPrice ? msg(str`${line.goodsName} 单价`) : msg(str`${line.goodsName} 金额`)}
                  class="item-input"
                  ?disabled=${this.disabled}
                  aria-invalid=${invalid ? 'true' : 'false'}
                  aria-describedby=${`error-${line.id}`}
                  .value=${text}
                  @sl-input=${(event: Event) =>
                    this.changeDraft({
                      items: { ...this.draft.items, [line.id]: (event.target as HTMLInputElement).value },
                    })}
                ></sl-input>
                ${this.renderError(line.id)}
              </td>
              ${unitPrice ? html`<td class="number">${formatMoney(lineTotal(this.mode, line, text))}</td>` : nothing}
            </tr>`;
          })}
        </tbody>
      </table></div>
      <div part="total" class="total" role="status">
        <span>${msg('报价合计')}${colon()}<strong>${total ? formatMoney(total) : '—'}</strong></span>
        ${total ? this.renderCapitals(total) : nothing}
      </div>
      ${this.renderError('amount')}`;
  }

  private renderFigure() {
    const kind = quotationValueKind(this.mode);
    const text = this.draft.amount;
    const valid = figureError(text, kind, undefined, this.mode) === '';
    const invalid = this.showErrors && Boolean(this.errors.amount);
    return html`<div part="figure" class="figure">
      <sl-input
        inputmode="decimal"
        autocomplete="off"
        data-field="amount"
        label=${figureLabel(this.mode)}
        ?disabled=${this.disabled}
        aria-invalid=${invalid ? 'true' : 'false'}
        aria-describedby="error-amount"
        .value=${text}
        @sl-input=${(event: Event) => this.changeDraft({ amount: (event.target as HTMLInputElement).value })}
      >
        ${kind === 'money' ? html`<span slot="prefix" aria-hidden="true">¥</span>` : html`<span slot="suffix" aria-hidden="true">%</span>`}
      </sl-input>
      ${kind === 'money' && valid ? html`<div part="total" class="total">${this.renderCapitals(text)}</div>` : nothing}
      ${this.renderError('amount')}
    </div>`;
  }

  private renderDocuments() {
    return html`<div part="documents" class="documents">
      <file-upload
        data-field="files"
        label=${msg('投标文件')}
        ?readonly=${this.disabled}
        .value=${this.draft.files}
        @eip-change=${(event: CustomEvent<{ value: UploadedFile[] }>) => this.changeDraft({ files: event.detail.value })}
      ></file-upload>
      <div class="hint">${msg('请上传商务或技术投标文件')}</div>
      ${this.renderError('files')}
    </div>`;
  }

  private renderDialogBody(pending: Extract<QuoteCheck, { ok: true }>): TemplateResult {
    const { figures, body } = pending;
    const money = figures.kind === 'money';
    const figure = money ? formatMoney(figures.amount) : `${figures.amount}%`;
    const goods = new Map(this.goods.map((line) => [line.id, line]));
    return html`<p>
        ${
          this.replacing
            ? msg(str`以下报价将替换您第 ${this.round} 轮的报价，本轮结束前仍可撤回或替换。`)
            : msg(str`请确认第 ${this.round} 轮报价，本轮结束前可撤回或替换。`)
        }
      </p>
      <dl class="confirm">
        <dt>${msg('报价方式')}</dt>
        <dd>${quotationModeLabel(this.mode)}</dd>
        <dt>${money ? msg('报价金额') : figureLabel(this.mode)}</dt>
        <dd><strong class="confirm-figure">${figure}</strong></dd>
        ${
          money
            ? html`<dt>${msg('金额大写')}</dt>
                <dd lang="zh-CN" class="confirm-capitals">${toChineseCapitals(figures.amount)}</dd>`
            : nothing
        }
        <dt>${msg('是否含税')}</dt>
        <dd>${this.taxExcluded ? msg('不含税') : msg('含税')}</dd>
        ${
          body.quotationList
            ? html`<dt>${msg('分项报价')}</dt>
                <dd>
                  <ul class="confirm-items">
                    ${body.quotationList.map(
                      (item) =>
                        html`<li>${goods.get(item.goodsId)?.goodsName ?? item.goodsId}${colon()}${formatMoney(item.quotationAmount)}</li>`,
                    )}
                  </ul>
                </dd>`
            : nothing
        }
        ${
          body.quotationFile
            ? html`<dt>${msg('投标文件')}</dt>
                <dd>${msg(str`${JSON.parse(body.quotationFile).length} 个文件`)}</dd>`
            : nothing
        }
      </dl>`;
  }

  private renderDialog() {
    const label = this.replacing ? msg('确认替换报价') : msg('确认报价');
    return html`<sl-dialog part="dialog" label=${label} @sl-after-hide=${this.handleAfterHide}>
      ${this.pending ? this.renderDialogBody(this.pending) : nothing}
      <div part="error" class="dialog-error" role="alert">${this.refusal}</div>
      <sl-button slot="footer" @click=${() => this.dialog.hide()}>${msg('返回修改')}</sl-button>
      <sl-button slot="footer" variant="primary" ?loading=${this.busy} @click=${this.handleConfirm}
        >${msg('确认提交')}</sl-button
      >
    </sl-dialog>`;
  }

  override render() {
    const perItem = isItemisedMode(this.mode);
    return html`<form part="base" class="base" novalidate @submit=${this.handleSubmit}>
      <div part="tax" class="tax">
        <sl-tag size="small" variant=${this.taxExcluded ? 'neutral' : 'primary'}
          >${this.taxExcluded ? msg('报价不含税') : msg('报价含税')}</sl-tag
        >
        <span>${quotationModeLabel(this.mode)}</span>
      </div>
      ${perItem ? this.renderItems() : this.renderFigure()}
      ${this.documentsNeeded ? this.renderDocuments() : nothing}
      <div class="actions">
        <sl-button part="submit" type="submit" variant="primary" ?disabled=${this.disabled}
          >${this.replacing ? msg('替换本轮报价') : msg('提交报价')}</sl-button
        >
        ${this.disabled ? html`<span class="hint">${msg('当前不在报价时间内')}</span>` : nothing}
      </div>
      ${!this.pending && this.refusal ? html`<div class="dialog-error" role="alert">${this.refusal}</div>` : nothing}
      ${this.renderDialog()}
    </form>`;
  }
}
