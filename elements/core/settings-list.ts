import { msg } from '@lit/localize';
import { Task } from '@lit/task';
import type SlDialog from '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { Envelope } from '../../api/contract/envelope.js';
import type { BpmDefinition } from '../../api/contract/workflow.js';
import { checkGroupStyles } from './check-group.styles.js';
import { renderDataTable, renderRowAction } from './data-table.js';
import { dataTableStyles } from './data-table.styles.js';
import { EipElement } from './eip-element.js';
import { renderRefusalMessage } from './forms/form-field.js';
import { formElementSheets } from './forms/form-field.styles.js';
import { failureText } from './forms/server-calls.js';
import { answerValue, pagedListStates, renderEmpty } from './load-states.js';
import { onOwnHide } from './own-hide.js';

declare module './eip-element.js' {
  interface EipEventDetailMap {
    /** A personal setting (agent, secretary, phrase) was saved or removed; `message` is the server's. */
    'eip-settings-change': { kind: 'save' | 'remove'; message: string };
  }
}

/** The look shared by the settings lists (agents, secretaries, common phrases): a toolbar, a table, a dialog form. */
export const settingsListStyles = [
  ...formElementSheets,
  dataTableStyles,
  checkGroupStyles,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
    }
    .toolbar {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      gap: var(--sl-spacing-small);
    }
    .toolbar p {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .data-table td.actions {
      white-space: nowrap;
    }
    .reason {
      color: var(--eip-color-danger);
    }
    form {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    .row {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      gap: var(--sl-spacing-medium);
    }
    .row > *,
    .row .field__control {
      min-width: 0;
    }
    .row input {
      box-sizing: border-box;
      width: 100%;
      min-width: 0;
    }
  `,
];

/**
 * The behaviour shared by the settings lists: rows loaded by `loadRows`, a dialog form for adding or
 * changing one (`renderForm`, `save`), removal with the server's answer, and `eip-settings-change` after
 * each change. A refused save keeps the dialog open with what the user typed and the server's message.
 */
export abstract class SettingsList<Row> extends EipElement {
  static override styles = settingsListStyles;

  protected readonly loader = new Task(this, {
    task: async (_args, { signal }) => answerValue(await this.loadRows(signal)),
    args: () => this.loadArgs(),
  });

  protected get dialog(): SlDialog | null {
    return this.renderRoot.querySelector('sl-dialog');
  }

  @state() protected editing = false;
  @state() protected busy = false;
  @state() protected removing = '';
  /** The server's refusal of the last save (in the dialog) or removal (above the table). */
  @state() protected refusal = '';
  @state() protected removeError = '';

  /** What the loader depends on (the rows load again when it changes). */
  protected loadArgs(): readonly unknown[] {
    return [];
  }

  protected abstract loadRows(signal: AbortSignal): Promise<Envelope<Row[]>>;
  /** Saves the form; answers the server's answer (a refusal keeps the dialog open). */
  protected abstract save(): Promise<Envelope<unknown> | undefined>;
  protected abstract removeRow(row: Row): Promise<Envelope<unknown>>;
  /** The dialog's fields. */
  protected abstract renderForm(): TemplateResult;
  protected abstract get dialogLabel(): string;

  /** The main versions of the flow definitions, for choosing flows in the form (loaded once). */
  @state() protected flows: BpmDefinition[] = [];

  protected async loadFlows(): Promise<void> {
    if (this.flows.length) return;
    const answer = await this.api.bpmModel.query({ pageBean: { page: 1, pageSize: 100 } });
    if (answer.state && answer.value) this.flows = answer.value.rows;
  }

  /** Loads the rows again. */
  reload(): void {
    void this.loader.run();
  }

  protected openForm(): void {
    this.refusal = '';
    this.editing = true;
  }

  protected async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.busy = true;
    this.refusal = '';
    try {
      const answer = await this.save();
      if (!answer) return;
      if (!answer.state) throw new Error(answer.message || msg('操作失败'));
      this.editing = false;
      this.emit('eip-settings-change', { kind: 'save', message: answer.message || msg('保存成功') });
      this.reload();
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  protected async handleRemove(row: Row, key: string): Promise<void> {
    this.removing = key;
    this.removeError = '';
    try {
      const answer = await this.removeRow(row);
      if (!answer.state) throw new Error(answer.message || msg('操作失败'));
      this.emit('eip-settings-change', { kind: 'remove', message: answer.message || msg('删除成功') });
      this.reload();
    } catch (error) {
      this.removeError = failureText(error);
    } finally {
      this.removing = '';
    }
  }

  /** A remove button naming what it removes to a screen reader. */
  protected renderRemove(row: Row, key: string, name: string): TemplateResult {
    return renderRowAction(msg('删除'), name, () => this.handleRemove(row, key), {
      loading: this.removing === key,
    });
  }

  /** The rows as a table with these headers, or the empty text. */
  protected renderRows(
    caption: string,
    headers: string[],
    emptyText: string,
    renderRow: (row: Row) => TemplateResult,
  ): TemplateResult {
    const table = () => {
      const rows = this.loader.value ?? [];
      if (!rows.length) return renderEmpty(emptyText);
      return renderDataTable({ caption, headers, rows, renderRow });
    };
    return this.loader.render({
      ...pagedListStates(this.loader.value, table, () => this.reload()),
      complete: table,
    });
  }

  protected renderDialog(): TemplateResult {
    return html`<sl-dialog
      part="dialog"
      label=${this.dialogLabel}
      ?open=${this.editing}
      @sl-after-hide=${onOwnHide(() => (this.editing = false))}
    >
      <form novalidate @submit=${this.handleSubmit}>
        ${this.editing ? this.renderForm() : nothing}
        ${renderRefusalMessage(this.refusal)}
      </form>
      <sl-button slot="footer" @click=${() => void this.dialog?.hide()}>${msg('取消')}</sl-button>
      <sl-button
        slot="footer"
        variant="primary"
        ?loading=${this.busy}
        @click=${() => this.renderRoot.querySelector('form')?.requestSubmit()}
        >${msg('保存')}</sl-button
      >
    </sl-dialog>`;
  }

  protected renderRemoveError(): TemplateResult | typeof nothing {
    return this.removeError ? html`<div class="reason" role="alert">${this.removeError}</div>` : nothing;
  }
}
