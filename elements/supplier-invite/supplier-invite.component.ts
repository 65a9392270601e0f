import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { QueryFilter } from '../../api/contract/envelope.js';
import {
  INVITE_MAX_SUPPLIERS,
  type InviteResult,
  type SupplierCandidate,
} from '../../api/contract/procure-registration.js';
import { EipElement } from '../core/eip-element.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderEmpty, renderLoadError, renderLoading } from '../core/load-states.js';
import { supplierInviteStyles } from './supplier-invite.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** Suppliers were invited to the project. */
    'eip-invite': { result: InviteResult };
  }
}

const PAGE_SIZE = 20;

/**
 * Invites suppliers to an invite-mode project: the purchaser searches the registered suppliers by
 * company or account (querySupplier), ticks the ones to invite — those already invited or registered
 * are marked and cannot be ticked — and sends the invitations (invite). The invited suppliers then
 * answer with 确认邀请.
 *
 * @tag supplier-invite
 * @summary Picks suppliers and invites them to an invite-mode project.
 *
 * @event eip-invite - Invitations were sent. `detail: { result: { invited, skipped } }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart search - The search form.
 * @csspart list - The suppliers to choose from.
 * @csspart submit - The invite button.
 * @csspart result - The outcome of the last invitation.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class SupplierInvite extends EipElement {
  static override styles = supplierInviteStyles;

  private readonly loader = new Task(this, {
    task: async ([projectId, keyword], { signal }): Promise<SupplierCandidate[]> => {
      const querys: QueryFilter[] = [];
      if (projectId) querys.push({ property: 'projectId', value: projectId, operation: 'EQUAL' });
      if (keyword) querys.push({ property: 'keyword', value: keyword, operation: 'LIKE' });
      const answer = await this.api.procureProject.querySupplier(
        { pageBean: { page: 1, pageSize: PAGE_SIZE }, querys },
        signal,
      );
      return answerValue(answer).rows;
    },
    args: () => [this.projectId, this.keyword] as const,
  });

  @state() private keyword = '';
  @state() private draft = '';
  @state() private chosen = new Set<string>();
  @state() private busy = false;
  @state() private result: { variant: 'success' | 'danger'; text: string } | undefined;

  /** The invite-mode project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  private toggle(id: string, on: boolean): void {
    const chosen = new Set(this.chosen);
    if (on) chosen.add(id);
    else chosen.delete(id);
    this.chosen = chosen;
  }

  private async handleInvite(): Promise<void> {
    if (!this.chosen.size || this.busy) return;
    this.busy = true;
    this.result = undefined;
    try {
      const answer = await this.api.procureProject.inviteSuppliers({
        projectId: this.projectId,
        supplierIds: [...this.chosen],
      });
      if (!answer.state || !answer.value) throw new Error(answer.message || msg('操作失败'));
      const { invited, skipped } = answer.value;
      const there = skipped.length;
      this.result = {
        variant: 'success',
        text: skipped.length
          ? msg(str`已邀请 ${invited} 家供应商，${there} 家已在项目中`)
          : msg(str`已邀请 ${invited} 家供应商`),
      };
      this.chosen = new Set();
      this.emit('eip-invite', { result: answer.value });
      void this.loader.run();
    } catch (error) {
      // The choice stays: the purchaser may try again.
      this.result = { variant: 'danger', text: failureText(error) };
    } finally {
      this.busy = false;
    }
  }

  /** Loads the suppliers again. */
  reload(): void {
    void this.loader.run();
  }

  private renderList(rows: SupplierCandidate[]) {
    if (!rows.length) return renderEmpty(this.keyword ? msg('没有符合条件的供应商') : msg('暂无供应商'));
    return html`<ul part="list" aria-label=${msg('供应商')}>
      ${rows.map(
        (supplier) => html`<li>
          <sl-checkbox
            ?checked=${supplier.registered || this.chosen.has(supplier.id)}
            ?disabled=${supplier.registered}
            @sl-change=${(event: Event) => this.toggle(supplier.id, (event.target as HTMLInputElement).checked)}
            >${supplier.companyName || supplier.fullname}
            <span class="account">${supplier.account}</span>
            ${supplier.registered ? html`<span class="there">${msg('已在项目中')}</span>` : nothing}</sl-checkbox
          >
        </li>`,
      )}
    </ul>`;
  }

  override render() {
    const chosen = this.chosen.size;
    return html`<div part="base">
      <form
        part="search"
        class="search"
        role="search"
        aria-label=${msg('搜索供应商')}
        @submit=${(event: SubmitEvent) => {
          event.preventDefault();
          this.keyword = this.draft.trim();
        }}
      >
        <sl-input
          size="small"
          label=${msg('供应商')}
          placeholder=${msg('企业名称或账号')}
          .value=${this.draft}
          @sl-input=${(event: Event) => {
            this.draft = (event.target as HTMLInputElement).value;
          }}
        ></sl-input>
        <sl-button size="small" type="submit">${msg('搜索')}</sl-button>
      </form>
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.loader.value ? this.renderList(this.loader.value) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (rows) => this.renderList(rows),
      })}
      <div class="footer">
        <span class="count">${msg(str`已选 ${chosen} 家（最多 ${INVITE_MAX_SUPPLIERS} 家）`)}</span>
        <sl-button
          part="submit"
          size="small"
          variant="primary"
          ?disabled=${!this.chosen.size}
          ?loading=${this.busy}
          @click=${this.handleInvite}
          >${msg('发送邀请')}</sl-button
        >
      </div>
      ${
        this.result
          ? html`<div part="result" class="result result--${this.result.variant}" role=${this.result.variant === 'danger' ? 'alert' : 'status'}>
              ${this.result.text}
            </div>`
          : nothing
      }
    </div>`;
  }
}
