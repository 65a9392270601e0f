import { html, type TemplateResult } from 'lit';

/**
 * A list's rows as the plain data table (`dataTableStyles`): in a `.scroll` wrapper, `part="table"`, a
 * caption for screen readers and a head of column headers. (A list without rows shows its empty text
 * instead: `renderEmpty`.)
 */
export function renderDataTable<T>(table: {
  caption: string;
  headers: readonly string[];
  rows: readonly T[];
  renderRow: (row: T) => TemplateResult;
}): TemplateResult {
  return html`<div class="scroll">
    <table class="data-table" part="table">
      <caption class="visually-hidden">${table.caption}</caption>
      <thead>
        <tr>
          ${table.headers.map((header) => html`<th scope="col">${header}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${table.rows.map((row) => table.renderRow(row))}
      </tbody>
    </table>
  </div>`;
}

/**
 * A text button among a row's actions: `name` (the row's) follows the label for screen readers only, so
 * 删除 says which row it removes. `disabled` while another change runs, `loading` while its own does.
 */
export function renderRowAction(
  label: string,
  name: string,
  onClick: () => void,
  state: { disabled?: boolean; loading?: boolean } = {},
): TemplateResult {
  return html`<sl-button
    size="small"
    variant="text"
    ?disabled=${state.disabled ?? false}
    ?loading=${state.loading ?? false}
    @click=${onClick}
    >${label}<span class="visually-hidden">${name}</span></sl-button
  >`;
}
