import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html } from 'lit';
import { property } from 'lit/decorators.js';
import type { FileListEntry } from '../../api/contract/files.js';
import type { FormField } from '../../api/contract/workflow.js';
import type { FieldChange, ModifyRecord } from '../../api/contract/workflow-instance.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { localText } from '../core/localize.js';
import { modifyRecordListStyles } from './modify-record-list.styles.js';

/** The most records one list shows (the server's page limit). */
const PAGE_SIZE = 100;

function parseRecords(text: string | null): ModifyRecord[] | undefined {
  if (!text) return undefined;
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as ModifyRecord[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The history of changes to an instance's form data, node by node (boDataModifyRecord listJsonQuery):
 * for each completed task that changed values, the node, who and when, and each field's value before and
 * after. Oldest first.
 *
 * @tag modify-record-list
 * @summary The form's changes across the approval nodes, field by field.
 *
 * @csspart list - The list of records.
 * @csspart record - One node's changes.
 * @csspart table - The fields, before and after, of one record.
 */
@localized()
export class ModifyRecordList extends EipElement {
  static override styles = modifyRecordListStyles;

  private readonly loader = new Task(this, {
    task: async ([instId, given], { signal }) => {
      if (given || !instId) return undefined;
      const page = answerValue(
        await this.api.runtimeInstance.modifyRecords(
          { instId, pageBean: { page: 1, pageSize: PAGE_SIZE } },
          signal,
        ),
      );
      return page.rows;
    },
    args: () => [this.instId, this.records !== undefined] as const,
  });

  /** The instance whose records to load (ignored while `records` is set). */
  @property({ attribute: 'inst-id' }) instId = '';

  /** The records to show instead of loading them (a property, or JSON in the attribute). */
  @property({ converter: { fromAttribute: parseRecords } }) records?: readonly ModifyRecord[];

  /** The form's fields: option values show as their labels. */
  @property({ attribute: false }) fields: readonly FormField[] = [];

  /** Loads the records again (after a step). */
  reload(): void {
    void this.loader.run();
  }

  private label(change: FieldChange): string {
    return localText(change.label, change.labelI18n) || change.field;
  }

  private value(change: FieldChange, value: unknown, old = false) {
    if (
      value === null ||
      value === undefined ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    ) {
      return html`<span class="none">${msg('（空）')}</span>`;
    }
    const text = this.text(change, value);
    return old ? html`<span class="old">${text}</span>` : text;
  }

  private text(change: FieldChange, value: unknown): string {
    if (Array.isArray(value)) {
      return value
        .map((entry) => (entry as FileListEntry | null)?.name ?? String(entry))
        .filter(Boolean)
        .join('、');
    }
    const field = this.fields.find((entry) => entry.name === change.field);
    const option = field?.options?.find((entry) => entry.value === value);
    if (option) {
      return localText(option.label, option.labelI18n);
    }
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }

  private renderRecords(records: readonly ModifyRecord[]) {
    if (records.length === 0) return html`<p class="empty">${msg('暂无修改记录')}</p>`;
    return html`<ol part="list">
      ${records.map(
        (record) => html`<li part="record">
          <p class="head">
            <strong>${record.nodeName}</strong> · ${record.userName} ·
            <time datetime=${record.createTime}>${formatDateTime(record.createTime, 'YYYY-MM-DD HH:mm')}</time>
          </p>
          <table part="table">
            <caption>${msg(str`${record.nodeName}修改的字段`)}</caption>
            <thead>
              <tr>
                <th scope="col">${msg('字段')}</th>
                <th scope="col">${msg('修改前')}</th>
                <th scope="col">${msg('修改后')}</th>
              </tr>
            </thead>
            <tbody>
              ${record.changes.map(
                (change) => html`<tr>
                  <th scope="row">${this.label(change)}</th>
                  <td class="before">${this.value(change, change.before, true)}</td>
                  <td class="after">${this.value(change, change.after)}</td>
                </tr>`,
              )}
            </tbody>
          </table>
        </li>`,
      )}
    </ol>`;
  }

  override render() {
    if (this.records) return this.renderRecords(this.records);
    return this.loader.render({
      initial: () => (this.instId ? renderLoading() : this.renderRecords([])),
      pending: () => renderLoading(),
      complete: (records) => this.renderRecords(records ?? []),
      error: (error) => renderLoadError(error, () => this.reload()),
    });
  }
}
