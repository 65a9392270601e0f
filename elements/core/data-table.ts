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
