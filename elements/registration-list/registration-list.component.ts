import { localized, msg } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import {
  type ProjectRegistration,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '../../api/contract/procure-registration.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime, formatMoney } from '../core/format.js';
import { HostInfoController } from '../core/host-context.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import {
  colon,
  inviteStatusLabel,
  projectStateLabel,
  projectStateVariant,
  registrationStatusLabel,
  registrationStatusVariant,
} from '../core/procure-labels.js';
import { transactionModeLabel } from '../core/project-status.js';
import { registrationListStyles } from './registration-list.styles.js';

/** What the user asked to do with one of their registrations. */
export const REGISTRATION_ACTIONS = ['view', 'edit', 'confirmInvite'] as const;
export type RegistrationAction = (typeof REGISTRATION_ACTIONS)[number];

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-registration-action': { action: RegistrationAction; registration: ProjectRegistration };
  }
}

export const DEFAULT_REGISTRATION_PROJECT_HREF = '{base}/project?id={id}';

/**
 * The signed-in supplier's registrations and invitations across projects (queryMyRegistration),
 * newest first and paged, filtered by status: each with its project, status (待审核, 已通过, 未通过),
 * the purchaser's reason, and its actions — 报名详情, 重新报名 for one the supplier may still change,
 * and 确认邀请 for an invitation waiting for the answer. The element reports the action; the page
 * opens the registration detail or the invitation dialog.
 *
 * @tag registration-list
 * @summary The supplier's registrations and invitations, with their statuses and actions.
 *
 * @event eip-registration-action - An action was chosen. `detail: { action: 'view' | 'edit' | 'confirmInvite', registration }`.
 * @event eip-navigate - A project link was clicked; call preventDefault() to route it yourself. `detail: { href }`.
 * @event eip-page-change - Another page or page size was chosen. `detail: { page, pageSize }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart toolbar - The status filter.
 * @csspart item - One registration.
 * @csspart title - The project's link.
 * @csspart actions - The buttons of a registration.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class RegistrationList extends EipElement {
  static override styles = registrationListStyles;

  private readonly hostInfo = new HostInfoController(this);

  private readonly loader = new Task(this, {
    task: async ([page, pageSize, status], { signal }) => {
      const querys: QueryFilter[] = [];
      if (status === 'invited')
        querys.push({ property: 'inviteStatus', value: 'invited', operation: 'EQUAL' });
      else if (status) querys.push({ property: 'fStatus', value: status, operation: 'EQUAL' });
      const body: QueryBody = { pageBean: { page, pageSize, showTotal: true }, querys };
      return answerValue(await this.api.procureProject.queryMyRegistration(body, signal));
    },
    args: () => [this.page, this.pageSize, this.status] as const,
  });

  /** Only registrations in this status, or `invited` for invitations waiting for an answer. */
  @property() status: RegistrationStatus | 'invited' | '' = '';

  @property({ type: Number }) page = 1;

  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  /** Link of a registration's project: `{id}` (the project's) and `{base}` are filled in. */
  @property({ attribute: 'project-href-template' }) projectHrefTemplate = DEFAULT_REGISTRATION_PROJECT_HREF;

  private projectHref(registration: ProjectRegistration): string {
    return this.projectHrefTemplate
      .replaceAll('{base}', this.hostInfo.value.linkBase)
      .replaceAll('{id}', encodeURIComponent(registration.projectId));
  }

  private handleStatus(event: Event): void {
    this.status = (event.target as HTMLSelectElement).value as RegistrationStatus | 'invited' | '';
    this.page = 1;
  }

  private handlePage(page: number, pageSize: number): void {
    this.page = page;
    this.pageSize = pageSize;
    this.emit('eip-page-change', { page, pageSize });
  }

  private act(action: RegistrationAction, registration: ProjectRegistration): void {
    this.emit('eip-registration-action', { action, registration });
  }

  /** Loads the current page again (e.g. after the invitation was answered). */
  reload(): void {
    void this.loader.run();
  }

  private renderItem(registration: ProjectRegistration) {
    const href = this.projectHref(registration);
    const invited = registration.inviteStatus === 'invited';
    const fee = formatMoney(registration.fSignUpMoney);
    const name = registration.fProjectName;
    return html`<li part="item">
      <div class="main">
        <div class="head">
          <a part="title" class="title" href=${href} @click=${(event: MouseEvent) => this.handleLink(event, href)}
            >${name}</a
          >
          ${
            invited
              ? html`<sl-tag size="small" pill variant="primary">${inviteStatusLabel('invited')}</sl-tag>`
              : html`<sl-tag size="small" pill variant=${registrationStatusVariant(registration.fStatus)}
                  >${registrationStatusLabel(registration.fStatus)}</sl-tag
                >`
          }
          <sl-tag size="small" variant=${projectStateVariant(registration.fState)}
            >${projectStateLabel(registration.fState)}</sl-tag
          >
        </div>
        <div class="meta">
          <span>${msg('项目编号')}${colon()}${registration.fProjectNo}</span>
          <span>${transactionModeLabel(registration.fTransactionMode)}</span>
          <span>${registration.fRegisterMode === 'invite' ? msg('邀请报名') : msg('公开报名')}</span>
          ${fee ? html`<span>${msg('报名费')}${colon()}<span class="money">${fee}</span></span>` : nothing}
          <span
            >${msg('提交时间')}${colon()}<time datetime=${registration.fCreateTime}
              >${formatDateTime(registration.fCreateTime, 'YYYY-MM-DD HH:mm')}</time
            ></span
          >
        </div>
        ${
          registration.fStatus === 'reject' && registration.fReason
            ? html`<div class="reason">${msg('未通过原因')}${colon()}${registration.fReason}</div>`
            : nothing
        }
      </div>
      <div part="actions" class="side">
        ${
          invited
            ? html`<sl-button size="small" variant="primary" @click=${() => this.act('confirmInvite', registration)}
                >${msg('确认邀请')}<span class="visually-hidden">${name}</span></sl-button
              >`
            : nothing
        }
        ${
          registration.editable && !invited
            ? html`<sl-button size="small" @click=${() => this.act('edit', registration)}
                >${msg('重新报名')}<span class="visually-hidden">${name}</span></sl-button
              >`
            : nothing
        }
        <sl-button size="small" @click=${() => this.act('view', registration)}
          >${msg('报名详情')}<span class="visually-hidden">${name}</span></sl-button
        >
      </div>
    </li>`;
  }

  private renderList() {
    return this.loader.render(
      pagedListRender({
        previous: this.loader.value,
        emptyText: msg('暂无报名记录'),
        renderItem: (registration) => this.renderItem(registration),
        paging: { page: this.page, pageSize: this.pageSize },
        go: (next, size) => this.handlePage(next, size),
        retry: () => this.reload(),
      }),
    );
  }

  override render() {
    const busy = this.loader.status === TaskStatus.PENDING;
    return html`<div part="base" aria-busy=${busy ? 'true' : 'false'}>
      <div part="toolbar" class="toolbar">
        <sl-select size="small" label=${msg('报名状态')} clearable .value=${this.status} @sl-change=${this.handleStatus}>
          <sl-option value="invited">${inviteStatusLabel('invited')}</sl-option>
          ${REGISTRATION_STATUSES.map(
            (status) => html`<sl-option value=${status}>${registrationStatusLabel(status)}</sl-option>`,
          )}
        </sl-select>
        <span class="hint">${msg('报名须在项目的报名时间内完成')}</span>
      </div>
      ${this.renderList()}
    </div>`;
  }
}
