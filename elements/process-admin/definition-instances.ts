import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import type { PageList } from '../../api/contract/envelope.js';
import type { DefinitionInstance } from '../../api/contract/process-settings.js';
import { INSTANCE_STATUSES, type InstanceStatus } from '../../api/contract/workflow.js';
import { renderRowAction } from '../core/data-table.js';
import { formatDateTime } from '../core/format.js';
import { renderEmpty } from '../core/load-states.js';

/**
 * The instances of a definition on `<process-admin>` (issue 37): per version and state, with what the
 * instance administration lets a workflow administrator do to each (suspend, resume, terminate with a
 * reason, remove an ended one) through the instance actions' own calls.
 */

export type InstanceAction = 'hang-up' | 'cancel' | 'terminate' | 'remove';

export function instanceStatusLabel(status: InstanceStatus): string {
  switch (status) {
    case 'running':
      return msg('审批中');
    case 'end':
      return msg('已结束');
    case 'manualEnd':
      return msg('人工终止');
    case 'revoke':
      return msg('已撤销');
    default:
      return msg('草稿');
  }
}

export interface InstanceFilter {
  version?: number;
  status?: InstanceStatus;
}

/** The version and state filters: every version of the key up to its newest. */
export function renderInstanceFilters(
  newest: number,
  filter: InstanceFilter,
  onChange: (filter: InstanceFilter) => void,
): TemplateResult {
  const versions = Array.from({ length: newest }, (_unused, index) => newest - index);
  return html`<div class="filters">
    <label
      >${msg('版本', { id: 'definition-version' })}
      <select
        @change=${(event: Event) => {
          const value = (event.target as HTMLSelectElement).value;
          onChange({ ...filter, version: value ? Number(value) : undefined });
        }}
      >
        <option value="" ?selected=${filter.version === undefined}>${msg('全部')}</option>
        ${versions.map(
          (version) =>
            html`<option value=${version} ?selected=${filter.version === version}>${msg(str`第 ${version} 版`)}</option>`,
        )}
      </select></label
    >
    <label
      >${msg('状态')}
      <select
        @change=${(event: Event) => {
          const value = (event.target as HTMLSelectElement).value as InstanceStatus | '';
          onChange({ ...filter, status: value || undefined });
        }}
      >
        <option value="" ?selected=${filter.status === undefined}>${msg('全部')}</option>
        ${INSTANCE_STATUSES.filter((status) => status !== 'draft').map(
          (status) =>
            html`<option value=${status} ?selected=${filter.status === status}>${instanceStatusLabel(status)}</option>`,
        )}
      </select></label
    >
  </div>`;
}

/** The instances with their actions; `busy` is the instance whose action is under way. */
export function renderInstanceRows(
  list: PageList<DefinitionInstance>,
  busy: string,
  act: (row: DefinitionInstance, action: InstanceAction) => void,
): TemplateResult {
  if (!list.rows.length) return renderEmpty(msg('没有符合条件的实例'));
  const button = (row: DefinitionInstance, action: InstanceAction, label: string) =>
    renderRowAction(label, row.subject, () => act(row, action), { loading: busy === row.id });
  return html`<div class="scroll">
    <table class="data-table">
      <caption class="visually-hidden">${msg('实例')}</caption>
      <thead>
        <tr>
          <th scope="col">${msg('标题')}</th>
          <th scope="col">${msg('版本', { id: 'definition-version' })}</th>
          <th scope="col">${msg('状态')}</th>
          <th scope="col">${msg('当前节点')}</th>
          <th scope="col">${msg('发起人')}</th>
          <th scope="col">${msg('发起时间')}</th>
          <th scope="col">${msg('操作')}</th>
        </tr>
      </thead>
      <tbody>
        ${list.rows.map(
          (row) => html`<tr>
            <th scope="row">${row.subject}</th>
            <td>${msg(str`第 ${row.version} 版`)}</td>
            <td>
              ${instanceStatusLabel(row.status)}
              ${row.suspended ? html`<sl-tag size="small" variant="warning">${msg('已挂起')}</sl-tag>` : nothing}
            </td>
            <td>${row.currentNodes.join('、')}</td>
            <td>${row.creatorName}</td>
            <td>${formatDateTime(row.createTime, 'YYYY-MM-DD HH:mm')}</td>
            <td class="actions">
              ${
                row.status === 'running'
                  ? html`${row.suspended ? button(row, 'cancel', msg('恢复')) : button(row, 'hang-up', msg('挂起', { id: 'action-suspend' }))}
                    ${button(row, 'terminate', msg('终止'))}`
                  : button(row, 'remove', msg('删除'))
              }
            </td>
          </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}
