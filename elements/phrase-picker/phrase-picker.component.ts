import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { EipElement } from '../core/eip-element.js';
import { phrasePickerStyles } from './phrase-picker.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A common phrase was picked to go into the opinion. */
    'eip-phrase-pick': { phrase: string };
  }
}

/** Common phrases offered while the user has none of their own (and no public ones exist). */
export function defaultPhrases(): string[] {
  return [
    msg('同意'),
    msg('同意，请按规定办理'),
    msg('情况属实，同意'),
    msg('不同意'),
    msg('请补充材料后再提交'),
  ];
}

/**
 * The common-phrase (常用语) button of an opinion box: a menu of the signed-in user's phrases that fit
 * the flow, then the public ones (approvalItem getApprovalByDefKeyAndTypeId), loaded when the menu first
 * opens; while there are none, a built-in list. Picking one emits `eip-phrase-pick`: the opinion box
 * inserts it.
 *
 * @tag phrase-picker
 * @summary Menu of common approval phrases for an opinion box.
 *
 * @event eip-phrase-pick - A phrase was picked. `detail: { phrase }`.
 *
 * @csspart base - The dropdown.
 * @csspart trigger - The 常用语 button.
 * @csspart menu - The list of phrases.
 */
@localized()
export class PhrasePicker extends EipElement {
  static override styles = phrasePickerStyles;

  private readonly loader = new Task(this, {
    task: async ([defKey, typeId, wanted], { signal }) => {
      if (!wanted || this.phrases.length) return [];
      const answer = await this.api.workflowSettings.phrasesFor(
        { ...(defKey ? { defKey } : {}), ...(typeId ? { typeId } : {}) },
        signal,
      );
      if (!answer.state) throw new Error(answer.message);
      return (answer.value ?? []).map((item) => item.expression);
    },
    args: () => [this.defKey, this.typeId, this.wanted] as const,
  });

  /** Set when the menu first opens: a page with many opinion boxes loads nothing until one is used. */
  private wanted = false;

  /** The phrases to offer instead of loading them (also a JSON attribute). */
  @property({ type: Array }) phrases: string[] = [];

  /** The flow's definition key: its own phrases join the general ones. */
  @property({ attribute: 'def-key' }) defKey = '';

  /** The flow's category: its phrases join too (found from def-key when left out). */
  @property({ attribute: 'type-id' }) typeId = '';

  @property({ type: Boolean, reflect: true }) disabled = false;

  private handleShow(): void {
    if (this.wanted) return;
    this.wanted = true;
    void this.loader.run();
  }

  private renderPhrases(phrases: readonly string[]) {
    return html`${phrases.map((phrase) => html`<sl-menu-item value=${phrase}>${phrase}</sl-menu-item>`)}`;
  }

  private renderItems() {
    if (this.phrases.length) return this.renderPhrases(this.phrases);
    return this.loader.render({
      initial: () => html`<sl-menu-item disabled>${msg('加载中…')}</sl-menu-item>`,
      pending: () => html`<sl-menu-item disabled>${msg('加载中…')}</sl-menu-item>`,
      error: () => this.renderPhrases(defaultPhrases()),
      complete: (phrases) => this.renderPhrases(phrases.length ? phrases : defaultPhrases()),
    });
  }

  override render() {
    return html`<sl-dropdown part="base" hoist ?disabled=${this.disabled} @sl-show=${this.handleShow}>
      <sl-button part="trigger" slot="trigger" size="small" caret ?disabled=${this.disabled}>
        <sl-icon slot="prefix" name="chat-left-quote" aria-hidden="true"></sl-icon>${msg('常用语')}
      </sl-button>
      <sl-menu
        part="menu"
        aria-label=${msg('常用语')}
        @sl-select=${(event: CustomEvent<{ item: { value: string } }>) => {
          const phrase = event.detail.item.value;
          if (phrase) this.emit('eip-phrase-pick', { phrase });
        }}
      >
        ${this.wanted || this.phrases.length ? this.renderItems() : nothing}
      </sl-menu>
    </sl-dropdown>`;
  }
}
