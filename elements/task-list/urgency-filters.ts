import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { QueryFilter } from '../../api/contract/envelope.js';
import { TASK_PRIORITIES } from '../../api/contract/workflow-lists.js';
import { isPastDue, urgencyLabel } from '../core/todo-urgency.js';

/**
 * The to-do lists' priority and due-date filters (as Camunda's Tasklist offers them): a priority, and a
 * due window (overdue, due today, due within a week) measured from the moment the search was applied,
 * so the query body stays the same until the user searches again.
 */

export const DUE_WINDOWS = ['overdue', 'today', 'week'] as const;
export type DueWindow = (typeof DUE_WINDOWS)[number];

/** What the user chose: '' for any. */
export interface UrgencyFilterValues {
  /** A priority code (TASK_PRIORITIES) as text, or ''. */
  priority: string;
  due: DueWindow | '';
  /** When the search was applied (ISO): where the due window starts. */
  asOf: string;
}

export const EMPTY_URGENCY: UrgencyFilterValues = { priority: '', due: '', asOf: '' };

/** The list's properties of the two filters; a list without them leaves them out. */
export interface UrgencyProperties {
  priority?: string;
  due?: string;
}

const DAY_MS = 24 * 3600 * 1000;

/** The due window's bounds: [from, to] (ISO), from empty for overdue (anything before `asOf`). */
function dueBounds(due: DueWindow, asOf: string): [string, string] {
  const start = new Date(asOf || Date.now());
  if (due === 'overdue') return ['', start.toISOString()];
  if (due === 'week') return [start.toISOString(), new Date(start.getTime() + 7 * DAY_MS).toISOString()];
  const endOfDay = new Date(start);
  endOfDay.setHours(23, 59, 59, 999);
  return [start.toISOString(), endOfDay.toISOString()];
}

/** The query body's filters of the choices, in the list's properties. */
export function urgencyQuerys(properties: UrgencyProperties, values: UrgencyFilterValues): QueryFilter[] {
  const querys: QueryFilter[] = [];
  if (properties.priority && values.priority !== '') {
    querys.push({ property: properties.priority, value: Number(values.priority), operation: 'EQUAL' });
  }
  if (properties.due && values.due) {
    const [from, to] = dueBounds(values.due, values.asOf);
    if (from) querys.push({ property: properties.due, value: from, operation: 'GREAT_EQUAL' });
    querys.push({ property: properties.due, value: to, operation: from ? 'LESS_EQUAL' : 'LESS' });
  }
  return querys;
}

/**
 * The choices of a saved filter's querys (the inverse of urgencyQuerys); its due window starts again now,
 * so a saved "overdue" means overdue when it is applied.
 */
export function urgencyValues(
  properties: UrgencyProperties,
  querys: readonly QueryFilter[],
): UrgencyFilterValues {
  const values: UrgencyFilterValues = { ...EMPTY_URGENCY, asOf: new Date().toISOString() };
  const due = querys.filter((query) => query.property === properties.due);
  for (const query of querys) {
    if (query.property === properties.priority && query.operation === 'EQUAL')
      values.priority = String(query.value);
  }
  const from = due.find((query) => query.operation === 'GREAT_EQUAL');
  const to = due.find((query) => query.operation === 'LESS_EQUAL' || query.operation === 'LESS');
  if (to && !from) values.due = 'overdue';
  else if (to && from) {
    const span = Date.parse(String(to.value)) - Date.parse(String(from.value));
    values.due = span <= DAY_MS ? 'today' : 'week';
  }
  return values;
}

/** Whether a given row (a to-do) matches the choices: the rows set on the element are searched here. */
export function matchesUrgency(raw: Record<string, unknown>, values: UrgencyFilterValues): boolean {
  if (values.priority !== '' && raw.priority !== Number(values.priority)) return false;
  if (!values.due) return true;
  const dueTime = typeof raw.dueTime === 'string' ? raw.dueTime : '';
  if (!dueTime) return false;
  const [from, to] = dueBounds(values.due, values.asOf);
  const due = Date.parse(dueTime);
  return values.due === 'overdue'
    ? isPastDue(dueTime, Date.parse(to))
    : due >= Date.parse(from) && due <= Date.parse(to);
}

function dueLabel(due: DueWindow): string {
  return { overdue: () => msg('已超期'), today: () => msg('今天到期'), week: () => msg('7 天内到期') }[due]();
}

/** The two selects of the search bar, where the list has the properties. */
export function renderUrgencyFilters(
  properties: UrgencyProperties,
  draft: UrgencyFilterValues,
  onChange: (change: Partial<UrgencyFilterValues>) => void,
): TemplateResult | typeof nothing {
  if (!properties.priority && !properties.due) return nothing;
  const select = (
    id: string,
    label: string,
    value: string,
    options: [string, string][],
    name: keyof UrgencyFilterValues,
  ) =>
    html`<label class="filter">
      <span>${label}</span>
      <select
        id=${id}
        .value=${live(value)}
        @change=${(event: Event) => onChange({ [name]: (event.target as HTMLSelectElement).value })}
      >
        ${options.map(([code, text]) => html`<option value=${code} ?selected=${code === value}>${text}</option>`)}
      </select>
    </label>`;
  return html`${
    properties.priority
      ? select(
          'search-priority',
          msg('优先级'),
          draft.priority,
          [
            ['', msg('全部')],
            ...TASK_PRIORITIES.map(({ code, name }): [string, string] => [String(code), urgencyLabel(name)]),
          ],
          'priority',
        )
      : nothing
  }${
    properties.due
      ? select(
          'search-due',
          msg('到期'),
          draft.due,
          [['', msg('全部')], ...DUE_WINDOWS.map((due): [string, string] => [due, dueLabel(due)])],
          'due',
        )
      : nothing
  }`;
}
