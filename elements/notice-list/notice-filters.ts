// The Shoelace components the form renders (the list registers the others it shows).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { PROCURE_TYPES, SEARCH_STATUSES, TRANSACTION_MODES } from '../../api/contract/tender.js';
import { NOTICE_TYPES, type NoticeFilters } from '../../api/contract/tender-site.js';
import { later, laterPartsDrawn } from '../core/later.js';
import {
  noticeTypeLabel,
  procureTypeLabel,
  searchStatusLabel,
  transactionModeLabel,
} from '../core/project-status.js';
import { noticeFilterStyles } from './notice-filters.styles.js';
import { type NoticeFilterField, provideNoticeFilterForm } from './notice-list.component.js';

/**
 * The filter form of the full `<notice-list>`, a module of its own: the home page's compact columns,
 * part of every page's first load, never show it. A page that shows it imports this module beside the
 * element, so the form is there for the list's first render; anywhere else the list loads it itself.
 */

function fieldValue(form: HTMLFormElement, name: string): string {
  const control = form.querySelector<HTMLElement & { value: string | string[] }>(`[name="${name}"]`);
  const value = control?.value ?? '';
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

function oneOf<T extends string>(allowed: readonly T[], value: string): T | '' {
  return (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

/** The filters the form holds; those it does not show keep their current value. */
function readFilters(
  form: HTMLFormElement,
  fields: ReadonlySet<NoticeFilterField>,
  current: NoticeFilters,
): NoticeFilters {
  const read = (field: NoticeFilterField, name: keyof NoticeFilters) =>
    fields.has(field) ? fieldValue(form, name) : current[name];
  return {
    type: oneOf(NOTICE_TYPES, read('type', 'type')),
    status: oneOf(SEARCH_STATUSES, read('status', 'status')),
    procureType: oneOf(PROCURE_TYPES, read('procureType', 'procureType')),
    transactionMode: oneOf(TRANSACTION_MODES, read('transactionMode', 'transactionMode')),
    keyword: read('keyword', 'keyword').trim(),
    dateFrom: read('date', 'dateFrom'),
    dateTo: read('date', 'dateTo'),
  };
}

/** Reset: the filters the form shows emptied, the others kept. */
function clearedFilters(fields: ReadonlySet<NoticeFilterField>, current: NoticeFilters): NoticeFilters {
  const clear = <K extends keyof NoticeFilters>(field: NoticeFilterField, name: K) =>
    fields.has(field) ? '' : current[name];
  return {
    type: clear('type', 'type'),
    status: clear('status', 'status'),
    procureType: clear('procureType', 'procureType'),
    transactionMode: clear('transactionMode', 'transactionMode'),
    keyword: clear('keyword', 'keyword'),
    dateFrom: clear('date', 'dateFrom'),
    dateTo: clear('date', 'dateTo'),
  };
}

const select = (name: string, label: string, value: string, options: [string, string][]) =>
  later(html`<sl-select name=${name} label=${label} .value=${live(value)} placeholder=${msg('全部')} clearable size="small">
    ${options.map(([optionValue, text]) => html`<sl-option value=${optionValue}>${text}</sl-option>`)}
  </sl-select>`);

/** Adds the form's styles to those of the list that shows it, once. */
function adoptFilterStyles(list: HTMLElement): void {
  const root = list.shadowRoot;
  const sheet = noticeFilterStyles.styleSheet;
  if (!root || !sheet || root.adoptedStyleSheets.includes(sheet)) return;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

provideNoticeFilterForm({
  // Each control draws in a turn of its own while the page opens (../core/later.ts): together they
  // were one task of 440 ms on a phone (Lighthouse's 4x slowdown).
  render: (list, fields, current, apply) => {
    adoptFilterStyles(list);
    return html`<form
      part="filters"
      role="search"
      aria-label=${msg('筛选公告')}
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        apply(readFilters(event.target as HTMLFormElement, fields, current));
      }}
      @reset=${(event: Event) => {
        event.preventDefault();
        apply(clearedFilters(fields, current));
      }}
    >
      ${
        fields.has('keyword')
          ? later(html`<sl-input
              class="keyword"
              name="keyword"
              size="small"
              label=${msg('关键字')}
              placeholder=${msg('项目名称、项目编号或公告标题')}
              .value=${live(current.keyword)}
              clearable
              maxlength="100"
            ></sl-input>`)
          : nothing
      }
      ${
        fields.has('type')
          ? select(
              'type',
              msg('公告类型'),
              current.type,
              NOTICE_TYPES.map((type) => [type, noticeTypeLabel(type)]),
            )
          : nothing
      }
      ${
        fields.has('status')
          ? select(
              'status',
              msg('项目状态'),
              current.status,
              SEARCH_STATUSES.map((status) => [status, searchStatusLabel(status)]),
            )
          : nothing
      }
      ${
        fields.has('procureType')
          ? select(
              'procureType',
              msg('采购方式'),
              current.procureType,
              PROCURE_TYPES.map((type) => [type, procureTypeLabel(type)]),
            )
          : nothing
      }
      ${
        fields.has('transactionMode')
          ? select(
              'transactionMode',
              msg('竞价类型'),
              current.transactionMode,
              TRANSACTION_MODES.map((mode) => [mode, transactionModeLabel(mode)]),
            )
          : nothing
      }
      ${
        fields.has('date')
          ? later(html`<div class="dates">
              <sl-input name="dateFrom" type="date" size="small" label=${msg('发布日期')} .value=${live(current.dateFrom)}></sl-input>
              <span aria-hidden="true">—</span>
              <sl-input name="dateTo" type="date" size="small" label=${msg('至')} .value=${live(current.dateTo)}></sl-input>
            </div>`)
          : nothing
      }
      ${later(html`<div class="actions">
        <sl-button type="submit" variant="primary" size="small">${msg('搜索')}</sl-button>
        <sl-button type="reset" size="small">${msg('重置')}</sl-button>
      </div>`)}
    </form>`;
  },
  drawn: laterPartsDrawn,
});
