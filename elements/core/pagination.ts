import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { msg, str } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';

export const PAGE_SIZES = [10, 20, 50] as const;

export const paginationStyles = css`
  .pagination {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: var(--sl-spacing-x-small);
    padding: var(--sl-spacing-medium) 0 0;
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
  }
  .pagination .total {
    margin-right: auto;
  }
  .pagination sl-button[aria-current='page']::part(base) {
    font-weight: var(--sl-font-weight-semibold);
  }
  .pagination .gap {
    padding: 0 var(--sl-spacing-2x-small);
  }
  .pagination sl-select {
    width: 12rem;
  }
  .pagination sl-select::part(form-control) {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }
  .pagination sl-select::part(form-control-label) {
    margin: 0;
    font-size: var(--sl-font-size-small);
    white-space: nowrap;
  }
  .pagination sl-select::part(form-control-input) {
    flex: 1;
  }
`;

export interface PaginationState {
  page: number;
  pageSize: number;
  /** -1 when unknown: only previous and next are offered. */
  total: number;
  /** Whether a page follows, when the total is unknown. */
  hasNext?: boolean;
}

/** Page numbers to offer: the first, the last and two either side of the current one. */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const numbers: (number | 'gap')[] = [];
  for (let number = 1; number <= pages; number += 1) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 2) numbers.push(number);
    else if (numbers[numbers.length - 1] !== 'gap') numbers.push('gap');
  }
  return numbers;
}

/**
 * The pager under a list: the total, previous, page numbers, next and the page size. `go` is called
 * with the page (and page size) the user chose.
 */
export function renderPagination(
  state: PaginationState,
  go: (page: number, pageSize: number) => void,
  options: { sizes?: boolean } = {},
): TemplateResult | typeof nothing {
  const { page, pageSize, total } = state;
  const pages = total >= 0 ? Math.max(1, Math.ceil(total / pageSize)) : undefined;
  const hasNext = pages !== undefined ? page < pages : Boolean(state.hasNext);
  if (pages === 1 && total <= PAGE_SIZES[0] && page === 1) {
    return total > 0
      ? html`<nav class="pagination" part="pagination" aria-label=${msg('分页')}>
          <span class="total">${msg(str`共 ${total} 条`)}</span>
        </nav>`
      : nothing;
  }
  return html`<nav class="pagination" part="pagination" aria-label=${msg('分页')}>
    ${total >= 0 ? html`<span class="total">${msg(str`共 ${total} 条`)}</span>` : nothing}
    <sl-button size="small" ?disabled=${page <= 1} @click=${() => go(page - 1, pageSize)}>${msg('上一页')}</sl-button>
    ${
      pages === undefined
        ? html`<span>${msg(str`第 ${page} 页`)}</span>`
        : pageNumbers(page, pages).map((number) =>
            number === 'gap'
              ? html`<span class="gap" aria-hidden="true">…</span>`
              : html`<sl-button
                  size="small"
                  variant=${number === page ? 'primary' : 'default'}
                  aria-current=${number === page ? 'page' : 'false'}
                  aria-label=${msg(str`第 ${number} 页`)}
                  @click=${() => number !== page && go(number, pageSize)}
                  >${number}</sl-button
                >`,
          )
    }
    <sl-button size="small" ?disabled=${!hasNext} @click=${() => go(page + 1, pageSize)}>${msg('下一页')}</sl-button>
    ${
      options.sizes === false
        ? nothing
        : html`<sl-select
            size="small"
            label=${msg('每页')}
            value=${String(pageSize)}
            @sl-change=${(event: Event) => go(1, Number((event.target as HTMLSelectElement).value))}
          >
            ${PAGE_SIZES.map((size) => html`<sl-option value=${String(size)}>${msg(str`${size} 条/页`)}</sl-option>`)}
          </sl-select>`
    }
  </nav>`;
}
