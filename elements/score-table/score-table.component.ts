import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import {
  type EvaluationConfirmation,
  evaluate,
  type RuleNode,
  type ScoreDetail,
  type SupplierEvaluation,
  scoredLeaves,
  scoreError,
} from '../../api/contract/evaluation.js';
import { EipElement } from '../core/eip-element.js';
import { formatMoney } from '../core/format.js';
import { failureText } from '../core/forms/server-calls.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { noticeHref } from '../core/notice-href.js';
import { colon } from '../core/procure-labels.js';
import { scoreTableStyles } from './score-table.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A supplier's scores were saved. */
    'eip-score-save': { supplier: SupplierEvaluation };
    /** The purchaser confirmed the evaluation: the winner, the award notice. */
    'eip-evaluation-confirm': EvaluationConfirmation;
  }
}

const points = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(value);

/**
 * The comprehensive evaluation of one project as its purchaser reads it (getRuleScoreDetail): the
 * scoring rule tree beside a table of every enrolled supplier with the quotation, the qualification
 * result, the points per rule, the weighted total and the rank, best first. While the review is open a
 * row's 评分 opens the hand-scored rules (saveScore), the total previewed as typed; 确认评审结果
 * confirms the first ranked (confirmQuotation), which publishes the award notice.
 *
 * @tag score-table
 * @summary Score table of a comprehensive evaluation with its rule tree, scoring and confirmation.
 *
 * @event eip-score-save - A supplier's scores were saved. `detail: { supplier }`.
 * @event eip-evaluation-confirm - The evaluation was confirmed. `detail: EvaluationConfirmation`.
 * @event eip-navigate - The award notice's link was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart rules - The scoring rule tree.
 * @csspart table - The score table.
 * @csspart editor - The scoring form of one supplier.
 * @csspart footer - The confirmation line.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class ScoreTable extends EipElement {
  static override styles = scoreTableStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([id], { signal }): Promise<ScoreDetail | undefined> => {
      if (!id) return undefined;
      return answerValue(await this.api.evaluation.getRuleScoreDetail(id, signal));
    },
    args: () => [this.projectId] as const,
  });

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  /** Link of the award notice: `{base}`, `{route}` (/bargainNotice) and `{id}` are filled in. */
  @property({ attribute: 'notice-href-template' }) noticeHrefTemplate = '{base}{route}?id={id}';

  /** The supplier whose scores are open, and what was typed (by rule key). */
  @state() private editing: { supplierId: string; values: Record<string, string> } | undefined;
  @state() private error = '';
  @state() private busy = false;

  /** Loads the evaluation again (after a qualification review, for instance). */
  reload(): void {
    void this.loader.run();
  }

  private open(row: SupplierEvaluation, rules: RuleNode[]): void {
    if (this.editing?.supplierId === row.supplierId) {
      this.editing = undefined;
      return;
    }
    const values = Object.fromEntries(
      scoredLeaves(rules).map((leaf) => [
        leaf.key,
        row.points[leaf.key] === null ? '' : String(row.points[leaf.key]),
      ]),
    );
    this.editing = { supplierId: row.supplierId, values };
    this.error = '';
  }

  /** The scores typed so far as numbers (blank ones left out), or the first invalid one's message. */
  private typed(rules: RuleNode[]): { scores: Record<string, number>; invalid?: string } {
    const scores: Record<string, number> = {};
    for (const leaf of scoredLeaves(rules)) {
      const text = this.editing?.values[leaf.key]?.trim() ?? '';
      if (!text) continue;
      const value = Number(text);
      if (scoreError(value, leaf)) {
        return { scores, invalid: msg(str`${leaf.optionName}：评分须在0到${leaf.score}之间，最多两位小数`) };
      }
      scores[leaf.key] = value;
    }
    return { scores };
  }

  private async save(detail: ScoreDetail): Promise<void> {
    const editing = this.editing;
    if (!editing) return;
    const { scores, invalid } = this.typed(detail.rules);
    if (invalid) {
      this.error = invalid;
      return;
    }
    const entries = Object.entries(scores).map(([optionName, score]) => ({ optionName, score }));
    if (!entries.length) {
      this.error = msg('请至少填写一项评分');
      return;
    }
    this.busy = true;
    this.error = '';
    try {
      const answer = await this.api.evaluation.saveScore({
        projectId: detail.projectId,
        supplierId: editing.supplierId,
        scores: entries,
      });
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('保存失败'));
      this.emit('eip-score-save', { supplier: answer.value });
      this.editing = undefined;
      this.reload();
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private async confirm(detail: ScoreDetail): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      const answer = await this.api.evaluation.confirmQuotation(detail.projectId);
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('操作失败'));
      this.emit('eip-evaluation-confirm', answer.value);
      this.reload();
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private renderRule(rule: RuleNode): unknown {
    return html`<li>
      <div class="rule">
        <span class="rule-name">${rule.optionName}</span>
        <span class="rule-marks">${msg(str`${rule.score} 分`)}</span>
        ${rule.price ? html`<sl-tag size="small" variant="primary">${msg('按报价计算')}</sl-tag>` : nothing}
      </div>
      ${rule.desc ? html`<div class="rule-desc">${rule.desc}</div>` : nothing}
      ${rule.children.length ? html`<ul>${rule.children.map((child) => this.renderRule(child))}</ul>` : nothing}
    </li>`;
  }

  private renderRules(detail: ScoreDetail) {
    return html`<aside part="rules" class="rules" aria-labelledby="score-rules-title">
      <h3 id="score-rules-title">${msg('评分规则')}</h3>
      <ul class="tree">${detail.rules.map((rule) => this.renderRule(rule))}</ul>
      <p class="weights">
        ${msg('权重')}${colon()}${detail.rules.map((rule) => `${rule.optionName} ${rule.percent}%`).join(' · ')}
      </p>
      ${
        detail.lowestQuotation === null
          ? nothing
          : html`<p class="weights">${msg('价格分基准价')}${colon()}${formatMoney(detail.lowestQuotation)}</p>`
      }
    </aside>`;
  }

  private qualificationTag(row: SupplierEvaluation) {
    if (row.qualified === true) return html`<sl-tag size="small" variant="success">${msg('通过')}</sl-tag>`;
    if (row.qualified === false) return html`<sl-tag size="small" variant="danger">${msg('未通过')}</sl-tag>`;
    return html`<sl-tag size="small" variant="warning">${msg('待审查')}</sl-tag>`;
  }

  private renderEditor(detail: ScoreDetail, row: SupplierEvaluation, columns: number) {
    const editing = this.editing;
    if (editing?.supplierId !== row.supplierId) return nothing;
    const { scores } = this.typed(detail.rules);
    const preview = evaluate(
      detail.rules,
      detail.suppliers.map((line) => ({
        supplierId: line.supplierId,
        supplierName: line.supplierName,
        quotationAmount: line.quotationAmount,
        quotationTime: null,
        qualified: line.qualified,
        scores:
          line.supplierId === row.supplierId
            ? scores
            : Object.fromEntries(
                scoredLeaves(detail.rules)
                  .filter((leaf) => line.points[leaf.key] !== null)
                  .map((leaf) => [leaf.key, line.points[leaf.key] as number]),
              ),
      })),
    ).find((line) => line.supplierId === row.supplierId);
    return html`<tr class="editor-row">
      <td colspan=${columns}>
        <form
          part="editor"
          class="editor"
          novalidate
          aria-label=${msg(str`${row.supplierName} 的评分`)}
          @submit=${(event: Event) => {
            event.preventDefault();
            void this.save(detail);
          }}
        >
          <div class="fields">
            ${scoredLeaves(detail.rules).map(
              (leaf) => html`<sl-input
                type="number"
                size="small"
                min="0"
                max=${leaf.score}
                step="0.01"
                label=${leaf.key.replaceAll('/', ' · ')}
                help-text=${msg(str`满分 ${leaf.score}`)}
                .value=${editing.values[leaf.key] ?? ''}
                @sl-input=${(event: Event) => {
                  const value = (event.target as HTMLInputElement).value;
                  this.editing = {
                    supplierId: row.supplierId,
                    values: { ...(this.editing?.values ?? {}), [leaf.key]: value },
                  };
                  this.error = '';
                }}
              ></sl-input>`,
            )}
          </div>
          <div class="editor-actions">
            <span class="preview" aria-live="polite"
              >${msg('预计综合得分')}${colon()}<strong>${points(preview?.total)}</strong></span
            >
            <sl-button size="small" @click=${() => {
              this.editing = undefined;
            }}>${msg('取消')}</sl-button>
            <sl-button size="small" variant="primary" type="submit" ?loading=${this.busy}>${msg('保存评分')}</sl-button>
          </div>
          ${this.error ? html`<div class="error" role="alert">${this.error}</div>` : nothing}
        </form>
      </td>
    </tr>`;
  }

  private renderTable(detail: ScoreDetail) {
    const rows = [...detail.suppliers].sort(
      (a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER),
    );
    const columns = 6 + detail.rules.length;
    return html`<div part="table" class="table-wrap">
      <table>
        <caption class="visually-hidden">${msg(str`${detail.fProjectName} 评审得分`)}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('排名')}</th>
            <th scope="col">${msg('供应商')}</th>
            <th scope="col" class="num">${msg('报价（元）')}</th>
            <th scope="col">${msg('资格审查')}</th>
            ${detail.rules.map(
              (rule) =>
                html`<th scope="col" class="num">${rule.optionName}<small>${rule.percent}%</small></th>`,
            )}
            <th scope="col" class="num">${msg('综合得分')}</th>
            <th scope="col"><span class="visually-hidden">${msg('操作')}</span></th>
          </tr>
        </thead>
        <tbody>
          ${rows.map(
            (row) => html`<tr class=${row.rank === 1 ? 'first' : ''}>
                <td>${row.rank === null ? '—' : html`<span class="rank">${row.rank}</span>`}</td>
                <th scope="row">
                  ${row.supplierName}
                  ${
                    detail.winnerId === row.supplierId
                      ? html`<sl-tag size="small" variant="success" pill>${msg('成交')}</sl-tag>`
                      : nothing
                  }
                </th>
                <td class="num">${row.quotationAmount === null ? msg('未报价') : formatMoney(row.quotationAmount)}</td>
                <td>${this.qualificationTag(row)}</td>
                ${detail.rules.map((rule) => html`<td class="num">${points(row.points[rule.key])}</td>`)}
                <td class="num total">${points(row.total)}</td>
                <td>
                  ${
                    detail.editable && row.qualified === true
                      ? html`<sl-button size="small" @click=${() => this.open(row, detail.rules)}
                          >${this.editing?.supplierId === row.supplierId ? msg('收起') : msg('评分')}<span
                            class="visually-hidden"
                            >${row.supplierName}</span
                          ></sl-button
                        >`
                      : nothing
                  }
                </td>
              </tr>
              ${this.renderEditor(detail, row, columns)}`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private renderNoticeLink(id: string) {
    const href = noticeHref(this.noticeHrefTemplate, { id, type: 'bargain' }, this.hostInfo.value.linkBase);
    return html`<a href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
      >${msg('查看成交公告')}</a
    >`;
  }

  private renderFooter(detail: ScoreDetail) {
    const winner = detail.suppliers.find((row) => row.supplierId === detail.winnerId);
    if (winner) {
      return html`<div part="footer" class="footer done" role="status">
        <sl-icon name="trophy" aria-hidden="true"></sl-icon>
        <span>${msg(str`评审结果已确认，成交供应商：${winner.supplierName}（${points(winner.total)} 分）`)}</span>
        ${detail.noticeId ? this.renderNoticeLink(detail.noticeId) : nothing}
      </div>`;
    }
    if (!detail.editable) return nothing;
    return html`<div part="footer" class="footer">
      ${detail.pending ? html`<span class="pending">${detail.pending}</span>` : html`<span>${msg('评审已完成，可以确认结果')}</span>`}
      <sl-button
        variant="primary"
        ?disabled=${Boolean(detail.pending)}
        ?loading=${this.busy && !this.editing}
        @click=${() => this.confirm(detail)}
        >${msg('确认评审结果')}</sl-button
      >
      ${this.error && !this.editing ? html`<div class="error" role="alert">${this.error}</div>` : nothing}
    </div>`;
  }

  private renderDetail(detail: ScoreDetail | undefined) {
    if (!detail) return nothing;
    if (!detail.suppliers.length) return renderEmpty(msg('暂无报名通过的供应商'));
    return html`<div class="layout">
        ${this.renderRules(detail)}
        <div class="main">${this.renderTable(detail)}</div>
      </div>
      ${this.renderFooter(detail)}`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.loader.value ? this.renderDetail(this.loader.value) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (detail) => this.renderDetail(detail),
      })}
    </div>`;
  }
}
