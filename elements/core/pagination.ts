import { msg, str } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';

export const PAGE_SIZES = [10, 20, 50] as const;

declare module './eip-element.js' {
  interface EipEventDetailMap {
    /** The user chose another page (or page size) of a paged list. */
    'eip-page-change': { page: number; pageSize: number };
  }
}

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
  /** The server stopped counting at `total`: there are more rows than that. */
  totalCapped?: boolean;
  /** Whether a page follows, when the total is unknown or capped. */
  hasNext?: boolean;
}

/** 共 N 条, or 超过 N 条 when the count was capped. */
function renderTotal(state: PaginationState): TemplateResult {
  const { total } = state;
  return html`<span class="total">${state.totalCapped ? msg(str`超过 ${total} 条`) : msg(str`共 ${total} 条`)}</span>`;
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
  const { page, pageSize, total, totalCapped = false } = state;
  // A capped count is a lower bound: the pages it gives are there, and more may follow them.
  const counted = total >= 0 ? Math.max(1, Math.ceil(total / pageSize)) : undefined;
  const pages = counted !== undefined && totalCapped ? Math.max(counted, page) : counted;
  const hasNext =
    pages !== undefined ? page < pages || (totalCapped && Boolean(state.hasNext)) : Boolean(state.hasNext);
  if (pages === 1 && !totalCapped && total <= PAGE_SIZES[0] && page === 1) {
    return total > 0
      ? html`<nav class="pagination" part="pagination" aria-label=${msg('分页')}>${renderTotal(state)}</nav>`
      : nothing;
  }
  const numbers = pages === undefined ? [] : pageNumbers(page, pages);
  if (totalCapped) numbers.push('gap');
  return html`<nav class="pagination" part="pagination" aria-label=${msg('分页')}>
    ${total >= 0 ? renderTotal(state) : nothing}
    <sl-button size="small" ?disabled=${page <= 1} @click=${() => go(page - 1, pageSize)}>${msg('上一页')}</sl-button>
    ${
      pages === undefined
        ? html`<span>${msg(str`第 ${page} 页`)}</span>`
        : numbers.map((number) =>
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
