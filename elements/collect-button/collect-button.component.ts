import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { CollectionType } from '../../api/contract/procure-personal.js';
import { EipElement } from '../core/eip-element.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue } from '../core/load-states.js';
import { collectButtonStyles } from './collect-button.styles.js';

/**
 * 收藏 for a notice or a project: shows whether the signed-in user collected it (queryMyCollection by
 * link id) and toggles it (procureCollection save and removeByLinkId). A refusal shows its message
 * beside the button and leaves the state as it was.
 *
 * @tag collect-button
 * @summary Collects or un-collects a notice or project (收藏).
 *
 * @event eip-collection-change - The user collected or un-collected it. `detail: { linkId, collected }`.
 *
 * @csspart base - The wrapper.
 * @csspart button - The toggle (an `sl-button`).
 * @csspart error - A refusal's message.
 */
@localized()
export class CollectButton extends EipElement {
  static override styles = collectButtonStyles;

  private readonly loader = new Task(this, {
    task: async ([linkId], { signal }): Promise<boolean> => {
      if (!linkId) return false;
      const answer = await this.api.procureProject.queryMyCollection(
        {
          pageBean: { page: 1, pageSize: 1 },
          querys: [{ property: 'linkId', value: linkId, operation: 'EQUAL' }],
        },
        signal,
      );
      return answerValue(answer).rows.length > 0;
    },
    args: () => [this.linkId] as const,
  });

  @state() private collected: boolean | undefined;
  @state() private busy = false;
  @state() private error = '';

  /** Id of the notice or project. */
  @property({ attribute: 'link-id' }) linkId = '';

  /** What it collects: `notice` or `project`. */
  @property() type: CollectionType = 'notice';

  private get isCollected(): boolean {
    return this.collected ?? this.loader.value ?? false;
  }

  private async handleToggle(): Promise<void> {
    if (this.busy || !this.linkId) return;
    const next = !this.isCollected;
    this.busy = true;
    this.error = '';
    try {
      const answer = next
        ? await this.api.procureProject.saveCollection(this.linkId, this.type)
        : await this.api.procureProject.removeCollection(this.linkId);
      if (!answer.state) throw new Error(answer.message || msg('操作失败'));
      this.collected = next;
      this.emit('eip-collection-change', { linkId: this.linkId, collected: next });
    } catch (error) {
      this.error = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const collected = this.isCollected;
    const loading = this.loader.value === undefined && !this.loader.error;
    return html`<span part="base" class="base">
      <sl-button
        part="button"
        size="small"
        variant=${collected ? 'warning' : 'default'}
        aria-pressed=${collected ? 'true' : 'false'}
        ?loading=${this.busy || loading}
        @click=${this.handleToggle}
        ><sl-icon slot="prefix" name=${collected ? 'star-fill' : 'star'} aria-hidden="true"></sl-icon>${
          collected ? msg('已收藏') : msg('收藏')
        }</sl-button
      >
      ${this.error ? html`<span part="error" class="error" role="alert">${this.error}</span>` : nothing}
    </span>`;
  }
}
