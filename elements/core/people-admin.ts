import { msg, str } from '@lit/localize';
import type { Task } from '@lit/task';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Envelope, PageList } from '../../api/contract/envelope.js';
import { ChangeElement } from './change-element.js';
import { dataTableStyles } from './data-table.styles.js';
import { formatDateTime } from './format.js';
import { formElementSheets } from './forms/form-field.styles.js';
import { loadStateStyles, pagedListStates } from './load-states.js';

declare module './eip-element.js' {
  interface EipEventDetailMap {
    /** An administrator changed a user or decided a registration; `message` is the server's. */
    'eip-admin-change': { kind: string; message: string };
  }
}

/** The look of the people administration (users, admissions, the change log): filters, a table, a pager. */
export const peopleAdminStyles = [
  ...formElementSheets,
  dataTableStyles,
  loadStateStyles,
  css`
    [part='base'] {
      display: grid;
      gap: var(--sl-spacing-medium);
      min-width: 0;
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      align-items: end;
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    }
    .field {
      display: grid;
      gap: var(--sl-spacing-3x-small);
    }
    .buttons {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small);
    }
    input[type='search'],
    input[type='datetime-local'],
    select {
      font: inherit;
      color: var(--eip-color-text);
      background: var(--eip-color-surface, var(--sl-color-neutral-0));
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-input-border-radius-medium);
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
      min-height: var(--sl-input-height-small);
    }
    .scroll {
      overflow-x: auto;
    }
    .muted {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
      font-weight: normal;
    }
    .warning,
    .reason {
      color: var(--eip-color-danger);
    }
    td.actions {
      white-space: nowrap;
    }
    .pager {
      display: flex;
      align-items: center;
      justify-content: flex-end;
      gap: var(--sl-spacing-small);
    }
    form[part='form'] {
      display: grid;
      gap: var(--sl-spacing-small);
    }
  `,
];

/**
 * The base of the people administration's elements: `act` runs one change, keeps the server's refusal in
 * `refusal` (shown where the user acted), and after a success tells the page (`eip-admin-change`).
 */
export abstract class PeopleAdminElement extends ChangeElement {
  protected act<T>(
    work: () => Promise<Envelope<T>>,
    kind = 'save',
  ): Promise<{ value: T | undefined } | undefined> {
    return this.runChange(work, (message) =>
      this.emit('eip-admin-change', { kind, message: message || msg('操作成功') }),
    );
  }

  /** A list's states: loading (the last page stays while the next loads), the page, or why it failed. */
  protected renderList<T>(
    list: Task<readonly unknown[], PageList<T>>,
    renderTable: (rows: readonly T[], total: number) => TemplateResult,
    retry: () => void,
  ) {
    return list.render({
      ...pagedListStates(list.value, (page) => renderTable(page.rows, page.total), retry),
      complete: (page) => renderTable(page.rows, page.total),
    });
  }

  /** The search form's keyword field (`keyword` in its data). */
  protected renderKeywordField(label: string, maxlength: number, placeholder?: string): TemplateResult {
    return html`<div class="field">
      <label for="filter-keyword">${label}</label>
      <input id="filter-keyword" name="keyword" type="search" maxlength=${maxlength} placeholder=${placeholder ?? nothing} />
    </div>`;
  }

  /** The search form's choice of a state (`state` in its data), 全部 first. */
  protected renderStateField<S extends string>(
    label: string,
    states: readonly S[],
    selected: S | undefined,
    text: (state: S) => string,
  ): TemplateResult {
    return html`<div class="field">
      <label for="filter-state">${label}</label>
      <select id="filter-state" name="state">
        <option value="">${msg('全部')}</option>
        ${states.map((value) => html`<option value=${value} ?selected=${value === selected}>${text(value)}</option>`)}
      </select>
    </div>`;
  }

  /** 上一页 / 第 n / m 页 / 下一页 under a table. */
  protected renderPager(page: number, pageSize: number, total: number, go: (page: number) => void) {
    const pages = Math.max(1, Math.ceil(total / pageSize));
    return html`<nav class="pager" aria-label=${msg('分页')}>
      <sl-button size="small" ?disabled=${page <= 1} @click=${() => go(page - 1)}>${msg('上一页')}</sl-button>
      <span>${msg(str`第 ${page} / ${pages} 页，共 ${total} 条`)}</span>
      <sl-button size="small" ?disabled=${page >= pages} @click=${() => go(page + 1)}>${msg('下一页')}</sl-button>
    </nav>`;
  }

  protected formatTime(iso: string): string {
    return formatDateTime(iso, 'YYYY-MM-DD HH:mm');
  }
}
