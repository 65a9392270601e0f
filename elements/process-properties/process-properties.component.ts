import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type {
  ProcessSettings,
  SettingsTask,
  StartRightSettingKind,
} from '../../api/contract/process-settings.js';
import type { SelectorOrg, SelectorPost, SelectorRole } from '../../api/contract/selectors.js';
import type { FieldPermission } from '../../api/contract/signature.js';
import {
  type AssigneeKind,
  type AssigneeRule,
  type FormField,
  START_NODE_KEY,
} from '../../api/contract/workflow.js';
import { EipElement } from '../core/eip-element.js';
import { answerValue } from '../core/load-states.js';
import { localText } from '../core/localize.js';
import { processPropertiesStyles } from './process-properties.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The administrator changed the settings in the properties panel: all of them, as they are now. */
    'eip-process-settings-change': { value: ProcessSettings };
  }
}

/** What is selected in the Modeler: the process (nothing selected) or one element. */
export interface SelectedElement {
  id: string;
  /** The BPMN type (bpmn:UserTask, bpmn:Process…). */
  type: string;
  name?: string;
}

interface Lookups {
  roles: SelectorRole[];
  posts: SelectorPost[];
  orgs: SelectorOrg[];
}

const PERMISSIONS: FieldPermission[] = ['b', 'w', 'r', 'n'];

function permissionLabel(permission: FieldPermission): string {
  switch (permission) {
    case 'b':
      return msg('必填');
    case 'w':
      return msg('可编辑');
    case 'r':
      return msg('只读');
    default:
      return msg('隐藏');
  }
}

const idsOf = (rules: { kind: string; ids?: string[] }[], kind: string) =>
  rules.find((rule) => rule.kind === kind)?.ids ?? [];

/**
 * The properties panel beside `<process-designer>`'s Modeler: what the selected element's settings are.
 * For the process: who may start it (users, roles, posts, organisations; nobody named, every staff member)
 * and the start form's field rights. For a user task: its assignees (users, roles, posts, an organisation's
 * leader, the initiator's leader, the initiator, a user field of the form), what the model itself names,
 * and the form's field rights there (b required, w editable, r read-only, n hidden). A task nobody is
 * named for goes to the initiator. Every change fires `eip-settings-change` with all the settings; the
 * designer saves them (def/saveSettings, or with the deploy).
 *
 * @tag process-properties
 * @summary The Modeler's properties panel: start rights, user task assignees and form field rights.
 *
 * @event eip-process-settings-change - The settings changed. `detail: { value }` (ProcessSettings).
 *
 * @csspart base - The wrapper of everything.
 * @csspart heading - The selected element's name and kind.
 */
@localized()
export class ProcessProperties extends EipElement {
  static override styles = processPropertiesStyles;

  /** The settings being edited. */
  @property({ attribute: false }) settings: ProcessSettings = {
    startRights: [],
    assignees: {},
    permissions: {},
  };

  /** The model's user tasks (def/settings' `tasks`, or the Modeler's own for a drawing not deployed yet). */
  @property({ attribute: false }) tasks: SettingsTask[] = [];

  /** The form's fields (field rights are per field; a user field may name assignees). */
  @property({ attribute: false }) fields: FormField[] = [];

  /** `kind:id` → name of the people the settings name (def/settings' `names`). */
  @property({ attribute: false }) names: Record<string, string> = {};

  /** The Modeler's selection; none: the process. */
  @property({ attribute: false }) selected?: SelectedElement;

  private readonly lookups = new Task(this, {
    task: async (_args, { signal }): Promise<Lookups> => {
      const all = { pageBean: { page: 1, pageSize: -1 } };
      const [roles, posts, orgs] = await Promise.all([
        this.api.ucSelectors.getRolePage(all, signal),
        this.api.ucSelectors.getOrgPostPage(all, signal),
        this.api.ucSelectors.getOrgPage(all, signal),
      ]);
      return {
        roles: answerValue(roles).rows.filter((role) => role.enabled),
        posts: answerValue(posts).rows,
        orgs: answerValue(orgs).rows,
      };
    },
    args: () => [] as const,
  });

  private change(next: Partial<ProcessSettings>): void {
    this.settings = { ...this.settings, ...next };
    this.emit('eip-process-settings-change', { value: this.settings });
  }

  private setStartRight(kind: StartRightSettingKind, ids: string[]): void {
    const others = this.settings.startRights.filter((right) => right.kind !== kind);
    this.change({ startRights: ids.length ? [...others, { kind, ids }] : others });
  }

  private setRule(nodeId: string, kind: AssigneeKind, ids: string[] | boolean): void {
    const rules = (this.settings.assignees[nodeId] ?? []).filter((rule) => rule.kind !== kind);
    const keep = Array.isArray(ids) ? ids.length > 0 : ids;
    const rule: AssigneeRule = Array.isArray(ids) ? { kind, ids } : { kind };
    this.change({ assignees: { ...this.settings.assignees, [nodeId]: keep ? [...rules, rule] : rules } });
  }

  private setPermission(nodeId: string, field: string, permission: FieldPermission): void {
    const rights = { ...(this.settings.permissions[nodeId] ?? {}), [field]: permission };
    this.change({ permissions: { ...this.settings.permissions, [nodeId]: rights } });
  }

  private nameOf(kind: string, id: string): string {
    return this.names[`${kind}:${id}`] ?? id;
  }

  private renderSelect(
    id: string,
    label: string,
    options: { id: string; name: string }[],
    chosen: string[],
    onChange: (ids: string[]) => void,
  ): TemplateResult {
    return html`<sl-select
      id=${id}
      label=${label}
      multiple
      clearable
      max-options-visible="0"
      size="small"
      .value=${chosen}
      @sl-change=${(event: Event) => onChange([...((event.target as HTMLSelectElement & { value: string[] }).value ?? [])])}
    >
      ${options.map((option) => html`<sl-option value=${option.id}>${option.name}</sl-option>`)}
    </sl-select>`;
  }

  private renderUsers(id: string, label: string, ids: string[], onChange: (ids: string[]) => void) {
    return html`<user-picker
      id=${id}
      label=${label}
      multiple
      .value=${ids.map((userId) => ({ id: userId, name: this.nameOf('user', userId) }))}
      @eip-change=${(event: CustomEvent<{ value: { id: string; name: string }[] }>) => {
        event.stopPropagation();
        for (const user of event.detail.value) this.names = { ...this.names, [`user:${user.id}`]: user.name };
        onChange(event.detail.value.map((user) => user.id));
      }}
    ></user-picker>`;
  }

  private renderStartRights(lookups: Lookups): TemplateResult {
    const rights = this.settings.startRights;
    const everyone = rights.every((right) => right.ids.length === 0);
    return html`<fieldset>
      <legend>${msg('发起权限')}</legend>
      <p class="hint" role="status">
        ${everyone ? msg('未设置发起权限：所有员工都可以发起') : msg('只有以下人员可以发起')}
      </p>
      ${this.renderUsers('start-users', msg('人员'), idsOf(rights, 'user'), (ids) => this.setStartRight('user', ids))}
      ${this.renderSelect('start-roles', msg('角色'), lookups.roles, idsOf(rights, 'role'), (ids) =>
        this.setStartRight('role', ids),
      )}
      ${this.renderSelect('start-posts', msg('岗位'), lookups.posts, idsOf(rights, 'post'), (ids) =>
        this.setStartRight('post', ids),
      )}
      ${this.renderSelect('start-orgs', msg('组织'), lookups.orgs, idsOf(rights, 'org'), (ids) =>
        this.setStartRight('org', ids),
      )}
    </fieldset>`;
  }

  private renderAssignees(task: SettingsTask, lookups: Lookups): TemplateResult {
    const rules = this.settings.assignees[task.nodeId] ?? [];
    const has = (kind: AssigneeKind) => rules.some((rule) => rule.kind === kind);
    const userFields = this.fields.filter((field) => field.type === 'user');
    const set = (kind: AssigneeKind) => (ids: string[]) => this.setRule(task.nodeId, kind, ids);
    return html`<fieldset>
      <legend>${msg('处理人')}</legend>
      <p class="hint" role="status">
        ${
          rules.length
            ? msg('以下规则找到的人员都可以处理')
            : task.modelPeople.length
              ? msg(str`未设置：按模型指定的 ${task.modelPeople.join('、')} 处理`)
              : msg('未设置处理人：任务将交给发起人')
        }
      </p>
      ${this.renderUsers('rule-users', msg('人员'), idsOf(rules, 'user'), set('user'))}
      ${this.renderSelect('rule-roles', msg('角色'), lookups.roles, idsOf(rules, 'role'), set('role'))}
      ${this.renderSelect('rule-posts', msg('岗位'), lookups.posts, idsOf(rules, 'post'), set('post'))}
      ${this.renderSelect('rule-leaders', msg('组织负责人'), lookups.orgs, idsOf(rules, 'orgLeader'), set('orgLeader'))}
      ${
        userFields.length
          ? this.renderSelect(
              'rule-fields',
              msg('表单中的人员字段'),
              userFields.map((field) => ({ id: field.name, name: localText(field.label, field.labelI18n) })),
              idsOf(rules, 'formField'),
              set('formField'),
            )
          : nothing
      }
      <sl-checkbox
        ?checked=${has('initiatorLeader')}
        @sl-change=${(event: Event) =>
          this.setRule(task.nodeId, 'initiatorLeader', (event.target as HTMLInputElement).checked)}
        >${msg('发起人的上级领导')}</sl-checkbox
      >
      <sl-checkbox
        ?checked=${has('initiator')}
        @sl-change=${(event: Event) =>
          this.setRule(task.nodeId, 'initiator', (event.target as HTMLInputElement).checked)}
        >${msg('发起人')}</sl-checkbox
      >
    </fieldset>`;
  }

  private renderPermissions(nodeId: string, fallback: FieldPermission): TemplateResult {
    if (this.fields.length === 0) {
      return html`<fieldset><legend>${msg('表单字段权限')}</legend><p class="hint">${msg('表单还没有字段')}</p></fieldset>`;
    }
    const rights = this.settings.permissions[nodeId] ?? {};
    const fallbackRights = this.settings.permissions['*'] ?? {};
    return html`<fieldset>
      <legend>${msg('表单字段权限')}</legend>
      <table class="rights">
        <caption class="visually-hidden">${msg('表单字段权限')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('字段')}</th>
            ${PERMISSIONS.map((permission) => html`<th scope="col">${permissionLabel(permission)}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${this.fields.map((field) => {
            const current = rights[field.name] ?? fallbackRights[field.name] ?? fallback;
            const label = localText(field.label, field.labelI18n);
            return html`<tr>
              <th scope="row">${label}</th>
              ${PERMISSIONS.map(
                (permission) => html`<td>
                  <input
                    type="radio"
                    name=${`right-${field.name}`}
                    aria-label=${`${label}：${permissionLabel(permission)}`}
                    .checked=${current === permission}
                    @change=${() => this.setPermission(nodeId, field.name, permission)}
                  />
                </td>`,
              )}
            </tr>`;
          })}
        </tbody>
      </table>
    </fieldset>`;
  }

  private renderBody(lookups: Lookups): TemplateResult {
    const selected = this.selected;
    const task = selected ? this.tasks.find((candidate) => candidate.nodeId === selected.id) : undefined;
    if (task) {
      return html`<h2 part="heading">${task.name || task.nodeId} <small>${msg('用户任务')}</small></h2>
        ${this.renderAssignees(task, lookups)} ${this.renderPermissions(task.nodeId, 'r')}`;
    }
    if (selected && selected.type !== 'bpmn:Process' && selected.type !== 'bpmn:Collaboration') {
      return html`<h2 part="heading">${selected.name || selected.id}</h2>
        <p class="hint">${msg('此元素没有可设置的属性；选择用户任务设置处理人，点击空白处设置流程。')}</p>`;
    }
    return html`<h2 part="heading">${msg('流程')}</h2>
      ${this.renderStartRights(lookups)} ${this.renderPermissions(START_NODE_KEY, 'r')}`;
  }

  override render() {
    return html`<section part="base" aria-label=${msg('属性')}>
      ${this.lookups.render({
        initial: () => html`<sl-spinner aria-label=${msg('加载中')}></sl-spinner>`,
        pending: () => html`<sl-spinner aria-label=${msg('加载中')}></sl-spinner>`,
        error: () => html`<p class="hint" role="alert">${msg('组织、角色和岗位加载失败')}</p>`,
        complete: (lookups) => this.renderBody(lookups),
      })}
    </section>`;
  }
}
