import { localized, msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { ApprovalItem } from '../../api/contract/workflow-settings.js';
import { renderChoices, renderField } from '../core/forms/form-field.js';
import { SettingsList } from '../core/settings-list.js';
import { phraseSettingsStyles } from './phrase-settings.styles.js';

type Scope = 'all' | 'flow' | 'type';

/** The most characters of a phrase (the server's PHRASE_MAX_LENGTH). */
const PHRASE_MAX = 200;

/**
 * Common phrase settings (常用语): the signed-in user's approval phrases, each for every flow, one flow
 * or one category of flows; the opinion boxes offer them (`<phrase-picker>`). With `public`
 * (administrators) the public phrases everyone is offered.
 *
 * @tag phrase-settings
 * @summary The user's common approval phrases (or the public ones): add, change, remove.
 *
 * @event eip-settings-change - A phrase was saved or removed. `detail: { kind, message }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart table - The phrases.
 * @csspart dialog - The add or change dialog.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class PhraseSettings extends SettingsList<ApprovalItem> {
  static override styles = phraseSettingsStyles;

  @state() private editingId = '';
  @state() private expression = '';
  @state() private scope: Scope = 'all';
  @state() private defKey = '';
  @state() private typeId = '';
  @state() private problem = '';

  /** The public phrases (approvalItem/listJson?isPersonal=false): for workflow administrators. */
  @property({ type: Boolean, attribute: 'public' }) publicPhrases = false;

  protected override loadArgs() {
    return [this.publicPhrases];
  }

  protected override async loadRows(signal: AbortSignal) {
    const answer = await this.api.workflowSettings.phraseList(
      { isPersonal: !this.publicPhrases },
      { pageBean: { page: 1, pageSize: 100 } },
      signal,
    );
    return { ...answer, value: answer.value?.rows } as typeof answer & { value: ApprovalItem[] | undefined };
  }

  protected override get dialogLabel() {
    return this.editingId ? msg('修改常用语') : msg('新增常用语');
  }

  private get categories(): { id: string; name: string }[] {
    const seen = new Map<string, string>();
    for (const flow of this.flows)
      if (flow.categoryId) seen.set(flow.categoryId, flow.categoryName ?? flow.categoryId);
    return [...seen].map(([id, name]) => ({ id, name }));
  }

  private edit(row?: ApprovalItem): void {
    this.editingId = row?.id ?? '';
    this.expression = row?.expression ?? '';
    this.scope = row?.defKey ? 'flow' : row?.typeId ? 'type' : 'all';
    this.defKey = row?.defKey ?? '';
    this.typeId = row?.typeId ?? '';
    this.problem = '';
    this.openForm();
    void this.loadFlows();
  }

  protected override async save() {
    if (!this.expression.trim()) {
      this.problem = msg('请填写常用语');
      return undefined;
    }
    if ((this.scope === 'flow' && !this.defKey) || (this.scope === 'type' && !this.typeId)) {
      this.refusal = this.scope === 'flow' ? msg('请选择流程') : msg('请选择分类');
      return undefined;
    }
    return this.api.workflowSettings.phraseSave({
      ...(this.editingId ? { id: this.editingId } : {}),
      expression: this.expression.trim(),
      defKey: this.scope === 'flow' ? this.defKey : null,
      typeId: this.scope === 'type' ? this.typeId : null,
      personal: !this.publicPhrases,
    });
  }

  protected override removeRow(row: ApprovalItem) {
    return this.api.workflowSettings.phraseRemove([row.id]);
  }

  private renderSelect(
    label: string,
    value: string,
    options: { value: string; label: string }[],
    onChange: (value: string) => void,
  ) {
    return html`<sl-select
      label=${label}
      size="small"
      hoist
      .value=${live(value)}
      @sl-change=${(event: Event) => onChange((event.target as HTMLSelectElement).value)}
    >
      ${options.map((option) => html`<sl-option value=${option.value}>${option.label}</sl-option>`)}
    </sl-select>`;
  }

  protected override renderForm() {
    return html`${renderField({
      id: 'expression',
      label: msg('常用语'),
      value: this.expression,
      error: this.problem,
      required: true,
      multiline: true,
      rows: 3,
      maxlength: PHRASE_MAX,
      onInput: (value) => {
        this.expression = value;
        if (value.trim()) this.problem = '';
      },
    })}
      ${renderChoices<Scope>({
        name: 'scope',
        legend: msg('适用范围'),
        value: this.scope,
        choices: [
          { value: 'all', label: msg('全部流程') },
          { value: 'flow', label: msg('指定流程') },
          { value: 'type', label: msg('流程分类') },
        ],
        onChange: (value) => {
          this.scope = value;
        },
      })}
      ${
        this.scope === 'flow'
          ? this.renderSelect(
              msg('流程'),
              this.defKey,
              this.flows.map((flow) => ({ value: flow.defKey, label: flow.name })),
              (value) => {
                this.defKey = value;
              },
            )
          : nothing
      }
      ${
        this.scope === 'type'
          ? this.renderSelect(
              msg('流程分类'),
              this.typeId,
              this.categories.map((category) => ({ value: category.id, label: category.name })),
              (value) => {
                this.typeId = value;
              },
            )
          : nothing
      }`;
  }

  private renderRow(row: ApprovalItem) {
    const scope = row.defName
      ? row.defName
      : row.typeName
        ? `${msg('分类')}：${row.typeName}`
        : msg('全部流程');
    return html`<tr>
      <th scope="row">${row.expression}</th>
      <td>${scope}</td>
      <td class="actions">
        <sl-button size="small" variant="text" @click=${() => this.edit(row)}
          >${msg('修改')}<span class="visually-hidden">${row.expression}</span></sl-button
        >
        ${this.renderRemove(row, row.id, row.expression)}
      </td>
    </tr>`;
  }

  override render() {
    return html`<div part="base">
      <div class="toolbar">
        <p>${msg('审批时可在意见框的“常用语”中选用。')}</p>
        <sl-button variant="primary" size="small" @click=${() => this.edit()}>
          <sl-icon slot="prefix" name="plus-lg" aria-hidden="true"></sl-icon>${msg('新增常用语')}
        </sl-button>
      </div>
      ${this.renderRemoveError()}
      ${this.renderRows(msg('常用语'), [msg('常用语'), msg('适用范围'), msg('操作')], msg('暂无常用语'), (row) => this.renderRow(row))}
      ${this.renderDialog()}
    </div>`;
  }
}
