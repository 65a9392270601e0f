import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { FinalQualification, ProjectQualification } from '../../api/contract/procure-project.js';
import { QUALIFICATION_REVIEW_TYPE } from '../../api/contract/tender.js';
import { EipElement } from '../core/eip-element.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { qualificationReviewStyles } from './qualification-review.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The purchaser saved a supplier's qualification review. */
    'eip-qualification-review': { result: FinalQualification };
  }
}

interface Draft {
  passed: boolean | null;
  remark: string;
}

/**
 * The qualification review of a comprehensive project (getAllQualification, getFinalQualificationByPid):
 * every enrolled supplier against every entry, the qualification review (zg) first and the conformity
 * review after, each 通过 or 不通过 with a reason; 保存审查 records one supplier (saveQualification).
 * What was chosen and typed stays when the server refuses.
 *
 * @tag qualification-review
 * @summary Qualification and conformity review of every enrolled supplier of a comprehensive project.
 *
 * @event eip-qualification-review - A supplier's review was saved. `detail: { result }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart supplier - One supplier's review.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class QualificationReview extends EipElement {
  static override styles = qualificationReviewStyles;

  private readonly loader = new Task(this, {
    task: async ([id], { signal }) => {
      if (!id) return { entries: [] as ProjectQualification[], suppliers: [] as FinalQualification[] };
      const [entries, suppliers] = await Promise.all([
        this.api.procureProject.getAllQualification(id, signal),
        this.api.procureProject.getFinalQualificationByPid(id, signal),
      ]);
      return { entries: answerValue(entries), suppliers: answerValue(suppliers) };
    },
    args: () => [this.projectId] as const,
  });

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  /** Shows the results only, without the review controls. */
  @property({ type: Boolean }) readonly = false;

  /** Choices and reasons by supplier, then by entry, as changed since loading. */
  @state() private drafts = new Map<string, Map<string, Draft>>();
  @state() private errors = new Map<string, string>();
  @state() private busyId = '';

  reload(): void {
    this.drafts = new Map();
    void this.loader.run();
  }

  private draftOf(supplier: FinalQualification, entryId: string): Draft {
    const draft = this.drafts.get(supplier.supplierId)?.get(entryId);
    if (draft) return draft;
    const line = supplier.results.find((result) => result.qualificationId === entryId);
    return { passed: line?.passed ?? null, remark: line?.remark ?? '' };
  }

  private change(supplier: FinalQualification, entryId: string, draft: Partial<Draft>): void {
    const drafts = new Map(this.drafts);
    const mine = new Map(drafts.get(supplier.supplierId) ?? []);
    mine.set(entryId, { ...this.draftOf(supplier, entryId), ...draft });
    drafts.set(supplier.supplierId, mine);
    this.drafts = drafts;
    const errors = new Map(this.errors);
    errors.delete(supplier.supplierId);
    this.errors = errors;
  }

  private async save(supplier: FinalQualification, entries: ProjectQualification[]): Promise<void> {
    const results = entries.map((entry) => ({ entry, draft: this.draftOf(supplier, entry.id) }));
    const fail = (text: string) => {
      this.errors = new Map(this.errors).set(supplier.supplierId, text);
    };
    if (results.some(({ draft }) => draft.passed === null)) return fail(msg('请完成全部审查项'));
    if (results.some(({ draft }) => draft.passed === false && !draft.remark.trim())) {
      return fail(msg('不通过时请填写原因'));
    }
    this.busyId = supplier.supplierId;
    try {
      const answer = await this.api.evaluation.saveQualification({
        projectId: this.projectId,
        supplierId: supplier.supplierId,
        results: results.map(({ entry, draft }) => ({
          qualificationId: entry.id,
          passed: draft.passed === true,
          remark: draft.remark.trim(),
        })),
      });
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('保存失败'));
      Object.assign(supplier, answer.value);
      const drafts = new Map(this.drafts);
      drafts.delete(supplier.supplierId);
      this.drafts = drafts;
      this.emit('eip-qualification-review', { result: answer.value });
    } catch (error) {
      fail(failureText(error));
    } finally {
      this.busyId = '';
    }
  }

  private verdict(passed: boolean | null) {
    if (passed === true) return html`<sl-tag size="small" variant="success">${msg('通过')}</sl-tag>`;
    if (passed === false) return html`<sl-tag size="small" variant="danger">${msg('未通过')}</sl-tag>`;
    return html`<sl-tag size="small" variant="warning">${msg('待审查')}</sl-tag>`;
  }

  private renderEntry(supplier: FinalQualification, entry: ProjectQualification) {
    const draft = this.draftOf(supplier, entry.id);
    const label = `${entry.summarize}`;
    return html`<li class="entry">
      <div class="entry-head">
        <span class="entry-name">${label}</span>
        <span class="entry-desc">${entry.describe}</span>
      </div>
      ${
        this.readonly
          ? html`${this.verdict(draft.passed)}${draft.remark ? html`<span class="remark">${draft.remark}</span>` : nothing}`
          : html`<sl-radio-group
                size="small"
                label=${msg(str`${supplier.supplierName}：${label}`)}
                class="verdict"
                .value=${draft.passed === null ? '' : draft.passed ? 'pass' : 'fail'}
                @sl-change=${(event: Event) =>
                  this.change(supplier, entry.id, {
                    passed: (event.target as HTMLInputElement).value === 'pass',
                  })}
              >
                <sl-radio-button value="pass">${msg('通过')}</sl-radio-button>
                <sl-radio-button value="fail">${msg('不通过')}</sl-radio-button>
              </sl-radio-group>
              ${
                draft.passed === false
                  ? html`<sl-input
                      size="small"
                      class="remark-input"
                      maxlength="500"
                      label=${msg('不通过原因')}
                      .value=${draft.remark}
                      @sl-input=${(event: Event) =>
                        this.change(supplier, entry.id, { remark: (event.target as HTMLInputElement).value })}
                    ></sl-input>`
                  : nothing
              }`
      }
    </li>`;
  }

  private renderSupplier(supplier: FinalQualification, entries: ProjectQualification[]) {
    const groups = [
      { title: msg('资格审查'), items: entries.filter((entry) => entry.type === QUALIFICATION_REVIEW_TYPE) },
      {
        title: msg('符合性审查'),
        items: entries.filter((entry) => entry.type !== QUALIFICATION_REVIEW_TYPE),
      },
    ].filter((group) => group.items.length);
    const error = this.errors.get(supplier.supplierId);
    return html`<section part="supplier" class="supplier" aria-label=${supplier.supplierName}>
      <header>
        <strong>${supplier.supplierName}</strong>
        ${this.verdict(supplier.passed)}
      </header>
      ${groups.map(
        (group) => html`<div class="group">
          <span class="group-title">${group.title}</span>
          <ul>${group.items.map((entry) => this.renderEntry(supplier, entry))}</ul>
        </div>`,
      )}
      ${
        this.readonly
          ? nothing
          : html`<div class="actions">
              <sl-button
                size="small"
                variant="primary"
                ?loading=${this.busyId === supplier.supplierId}
                @click=${() => this.save(supplier, entries)}
                >${msg('保存审查')}<span class="visually-hidden">${supplier.supplierName}</span></sl-button
              >
            </div>`
      }
      ${error ? html`<div class="error" role="alert">${error}</div>` : nothing}
    </section>`;
  }

  private renderAll(value: { entries: ProjectQualification[]; suppliers: FinalQualification[] }) {
    if (!value.suppliers.length) return renderEmpty(msg('暂无报名通过的供应商'));
    if (!value.entries.length) return renderEmpty(msg('该项目没有审查项'));
    return html`<div class="suppliers">${value.suppliers.map((supplier) => this.renderSupplier(supplier, value.entries))}</div>`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.loader.value ? this.renderAll(this.loader.value) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (value) => this.renderAll(value),
      })}
    </div>`;
  }
}
