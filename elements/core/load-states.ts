import { msg } from '@lit/localize';
import { css, html, type TemplateResult } from 'lit';
import type { Envelope, PageList } from '../../api/contract/envelope.js';
import { renderPagination } from './pagination.js';

/**
 * The one pattern every element that loads data shows while loading, after a failure and when
 * there is nothing: a line in the content area with the `status` part, never a layout jump.
 */
export const loadStateStyles = css`
  .load-state {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--sl-spacing-small);
    min-height: 6rem;
    padding: var(--sl-spacing-large);
    color: var(--eip-color-text-secondary);
    font-size: var(--sl-font-size-small);
    text-align: center;
  }
  .load-state sl-icon {
    font-size: 1.5rem;
  }
  .load-state sl-spinner {
    font-size: 1.25rem;
    --indicator-color: var(--sl-color-primary-600);
  }
  .load-state--error {
    color: var(--eip-color-danger);
    flex-wrap: wrap;
  }
`;

export function renderLoading(): TemplateResult {
  return html`<div part="status" class="load-state" role="status" aria-live="polite">
    <sl-spinner></sl-spinner><span>${msg('加载中…')}</span>
  </div>`;
}

/** The server's message (or the client's catalogue text) with a retry button. */
export function renderLoadError(error: unknown, retry: () => void): TemplateResult {
  const message = error instanceof Error && error.message ? error.message : msg('加载失败');
  return html`<div part="status" class="load-state load-state--error" role="alert">
    <sl-icon name="exclamation-triangle" aria-hidden="true"></sl-icon><span>${message}</span>
    <sl-button size="small" @click=${retry}>${msg('重试')}</sl-button>
  </div>`;
}

export function renderEmpty(text: string): TemplateResult {
  return html`<div part="status" class="load-state load-state--empty" role="status">
    <sl-icon name="inbox" aria-hidden="true"></sl-icon><span>${text}</span>
  </div>`;
}

/** The value of an answer; a refusal (state false, such as a missing record) becomes an error with its message. */
export function answerValue<T>(answer: Envelope<T>): T {
  if (!answer.state || answer.value === undefined) throw new Error(answer.message || msg('加载失败'));
  return answer.value;
}

/** A page of rows: the items, or the empty text; dimmed and `aria-busy` while the next page loads over it. */
export function renderRows<T>(
  rows: readonly T[],
  busy: boolean,
  emptyText: string,
  renderItem: (row: T) => TemplateResult,
): TemplateResult {
  if (!rows.length) return renderEmpty(emptyText);
  return html`<ul class=${busy ? 'busy' : ''} aria-busy=${busy ? 'true' : 'false'}>
    ${rows.map(renderItem)}
  </ul>`;
}

/** The loading and error states of a record for `Task.render`: a spinner while it loads, a failure with a retry. */
export function recordLoadStates(retry: () => void) {
  return {
    initial: () => renderLoading(),
    pending: () => renderLoading(),
    error: (error: unknown) => renderLoadError(error, retry),
  };
}

/**
 * The loading and error states of a paged list for `Task.render`: while another page loads, the rows
 * already shown stay (dimmed) instead of a spinner; a failure offers a retry.
 */
export function pagedListStates<T>(
  previous: T | undefined,
  renderPage: (page: T, busy: boolean) => TemplateResult,
  retry: () => void,
) {
  return {
    initial: () => renderLoading(),
    pending: () => (previous ? renderPage(previous, true) : renderLoading()),
    error: (error: unknown) => renderLoadError(error, retry),
  };
}

/**
 * A paged list for `Task.render` (collection-list, project-list, registration-list, award-list,
 * todo-message-list): the rows, or the empty text, with the pagination under them; while another
 * page loads, the rows already shown stay (dimmed); a failure offers a retry. `capped` passes on a
 * count that is only a lower bound.
 */
export function pagedListRender<T>(list: {
  previous: PageList<T> | undefined;
  emptyText: string;
  renderItem: (row: T) => TemplateResult;
  paging: { readonly page: number; readonly pageSize: number };
  go: (page: number, pageSize: number) => void;
  retry: () => void;
  capped?: boolean;
}) {
  const rows = (page: PageList<T>, busy: boolean) =>
    renderRows(page.rows, busy, list.emptyText, list.renderItem);
  return {
    ...pagedListStates(list.previous, rows, list.retry),
    complete: (page: PageList<T>) => html`${rows(page, false)}
      ${renderPagination(
        {
          page: list.paging.page,
          pageSize: list.paging.pageSize,
          total: page.total,
          ...(list.capped ? { totalCapped: page.totalCapped } : {}),
        },
        list.go,
      )}`,
  };
}
