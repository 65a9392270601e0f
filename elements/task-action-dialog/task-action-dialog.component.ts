import '../phrase-picker/phrase-picker.js';
import '../user-picker/user-picker.js';
import { localized, msg, str } from '@lit/localize';
import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  type BackHandMode,
  type BackModel,
  type SignFeedbackAction,
  TASK_ACTION_ALIASES,
  TASK_DELAY_MAX_HOURS,
  type TaskActionAlias,
  type TaskComm,
} from '../../api/contract/workflow-actions.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { renderChoices, renderField, renderFormMessage } from '../core/forms/form-field.js';
import { renderLoadError, renderLoading } from '../core/load-states.js';
import { TaskActionsController } from '../core/task-actions-controller.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import {
  ACTION_FORMS,
  type ActionForm,
  answersComm,
  checkActionForm,
  type Field,
  type Loaded,
  loadForAction,
  opinionLabel,
  type Problems,
  usersLabel,
} from './action-forms.js';
import { taskActionDialogStyles } from './task-action-dialog.styles.js';

/** The task actions performed without a dialog: complete and draft (the page), lock (the panel). */
const UNASKED = ['agree', 'oppose', 'saveDraft', 'resubmit', 'lock', 'unlock'] as const;
type Unasked = (typeof UNASKED)[number];

/** The actions this dialog asks about before it calls the server: the other task actions, then the instance's. */
export const DIALOG_ACTIONS = [
  ...TASK_ACTION_ALIASES.filter(
    (alias): alias is Exclude<TaskActionAlias, Unasked> => !(UNASKED as readonly string[]).includes(alias),
  ),
  'retrieve',
  'revoke',
  'terminate',
  'suspend',
  'resume',
  'follow',
] as const;
export type DialogAction = (typeof DIALOG_ACTIONS)[number];

export function isDialogAction(value: string): value is DialogAction {
  return (DIALOG_ACTIONS as readonly string[]).includes(value);
}

/** The dialog's title per action. */
export function dialogActionLabel(action: DialogAction): string {
  return {
    reject: () => msg('驳回', { id: 'action-reject' }),
    inquiry: () => msg('问询'),
    communicate: () => msg('沟通'),
    transfer: () => msg('转办'),
    delegate: () => msg('委托'),
    addSign: () => msg('加签'),
    circulate: () => msg('传阅'),
    delay: () => msg('延期'),
    urge: () => msg('催办'),
    inquiryReply: () => msg('回复问询'),
    communicateReply: () => msg('回复沟通'),
    signFeedback: () => msg('加签反馈'),
    retrieve: () => msg('收回'),
    revoke: () => msg('撤回', { id: 'action-revoke' }),
    terminate: () => msg('终止'),
    suspend: () => msg('挂起', { id: 'action-suspend' }),
    resume: () => msg('恢复'),
    follow: () => msg('关注节点'),
  }[action]();
}

/**
 * The dialog of one approval action (issue 14): it asks for what the action needs — the people (a
 * `<user-picker>` with the department filter), where a reject goes (上一步, 发起人 or a chosen earlier
 * node, and whether the resubmission comes straight back), the reply to a pending inquiry, the vote
 * of an added signer, the hours of a delay, the nodes to follow, the opinion or reason — checks it,
 * and calls the server. A refusal shows the server's message in the dialog, which stays open with
 * everything typed; an accepted action emits `eip-task-action-done` and closes.
 *
 * @tag task-action-dialog
 * @summary Asks for and performs one task or instance action (reject, transfer, inquiry, revoke…).
 *
 * @event eip-task-action-done - The server accepted the action. `detail: { action, message, value }`.
 * @event eip-close - The dialog closed (done, cancelled or dismissed). `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart base - The form inside the dialog.
 * @csspart field - Each field: label, input and message.
 * @csspart phrases - The common-phrase menu under the opinion.
 * @csspart message - The failed check or the server's refusal.
 * @csspart cancel - The cancel button.
 * @csspart submit - The confirm button.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 560px.
 */
@localized()
export class TaskActionDialog extends EipDialogElement {
  static override styles = taskActionDialogStyles;

  private readonly loader = new Task(this, {
    task: async ([open, action, taskId, instId, leaderId], { signal }): Promise<Loaded> =>
      open ? loadForAction(this.api, action, { taskId, instId, leaderId }, signal) : { kind: 'none' },
    args: () => [this.open, this.action, this.taskId, this.instId, this.leaderId || undefined] as const,
  });

  private readonly actions = new TaskActionsController(this, () => this.api);

  @query('form') private form!: HTMLFormElement;

  @state() private users: PickedUser[] = [];
  @state() private text = '';
  @state() private backModel: BackModel = 'previous';
  @state() private destination = '';
  @state() private backHandMode: BackHandMode = 'normal';
  @state() private vote: SignFeedbackAction = 'agree';
  @state() private hours = '24';
  @state() private commId = '';
  @state() private followed: string[] | undefined;
  @state() private problems: Problems = {};

  /** The action to ask about and perform. */
  @property() action: DialogAction = 'reject';

  /** The task acted on (task actions, take back). */
  @property({ attribute: 'task-id' }) taskId = '';

  /** The instance acted on (circulate, urge, revoke, terminate, suspend, resume, follow). */
  @property({ attribute: 'inst-id' }) instId = '';

  /** The leader a secretary acts for. */
  @property({ attribute: 'leader-id' }) leaderId = '';

  /** The flow's definition key: the common-phrase menu offers the user's phrases for it. */
  @property({ attribute: 'def-key' }) defKey = '';

  /** The opinion to start with (what the approval box holds). */
  @property() opinion = '';

  /** The inquiries or communications waiting for the caller's reply (taskDetailBo `actions.myPendingComms`). */
  @property({ attribute: false }) comms: TaskComm[] = [];

  /** The caller's added-signer request being answered (signFeedback). */
  @property({ attribute: 'sign-id' }) signId = '';

  /** People who may not be picked (the caller). */
  @property({ attribute: false }) excludeUserIds: string[] = [];

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) this.startAfresh();
  }

  private handlePhrase(phrase: string): void {
    this.text = this.text.trim() ? `${this.text.trimEnd()}\n${phrase}` : phrase;
    this.clearProblem('opinion');
    this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#opinion')?.focus());
  }

  private startAfresh(): void {
    this.users = [];
    this.text = this.opinion;
    this.backModel = 'previous';
    this.destination = '';
    this.backHandMode = 'normal';
    this.vote = 'agree';
    this.hours = '24';
    this.commId = this.comms.find((comm) => this.replyKind(comm))?.id ?? '';
    this.followed = undefined;
    this.problems = {};
    this.actions.reset();
  }

  private replyKind(comm: TaskComm): boolean {
    return answersComm(this.action, comm);
  }

  private get spec(): ActionForm {
    return ACTION_FORMS[this.action];
  }

  private followedNodes(): string[] {
    if (this.followed) return this.followed;
    const loaded = this.loader.value;
    return loaded?.kind === 'follow'
      ? loaded.nodes.filter((node) => node.followed).map((node) => node.nodeId)
      : [];
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.actions.busy) return;
    this.actions.reset();
    this.problems = checkActionForm(this.action, {
      userCount: this.users.length,
      text: this.text,
      backModel: this.backModel,
      destination: this.destination,
      hours: this.hours,
      commId: this.commId,
    });
    const first = Object.keys(this.problems)[0];
    if (first) {
      await this.updateComplete;
      this.renderRoot
        .querySelector<HTMLElement>(`[data-field="${first}"] :is(input, textarea, select, user-picker)`)
        ?.focus();
      return;
    }
    await this.actions.run(
      this.action,
      {
        taskId: this.taskId,
        instId: this.instId,
        leaderId: this.leaderId || undefined,
        opinion: this.text.trim(),
        userIds: this.users.map((user) => user.id),
        backModel: this.backModel,
        destination: this.destination,
        backHandMode: this.backHandMode,
        hours: Number(this.hours),
        commId: this.commId,
        signId: this.signId,
        vote: this.vote,
        nodeIds: this.followedNodes(),
      },
      () => this.closed(),
    );
  }

  private clearProblem(field: Field): void {
    if (this.problems[field]) this.problems = { ...this.problems, [field]: undefined };
  }

  private renderUsers(): TemplateResult | typeof nothing {
    const { users } = this.spec;
    if (!users) return nothing;
    return html`<div part="field" data-field="users">
      <user-picker
        label=${usersLabel(this.action)}
        required
        org-filter
        ?multiple=${users === 'many'}
        .value=${this.users}
        .exclude=${this.excludeUserIds}
        error=${this.problems.users ?? ''}
        @eip-change=${(event: CustomEvent<{ value: unknown }>) => {
          event.stopPropagation();
          this.users = event.detail.value as PickedUser[];
          this.clearProblem('users');
        }}
      ></user-picker>
    </div>`;
  }

  private renderReject(loaded: Loaded): TemplateResult | typeof nothing {
    if (loaded.kind !== 'jump') return nothing;
    const handlers = (names: string[]) => (names.length ? `（${names.join('、')}）` : '');
    const earlier = loaded.nodes.filter((node) => node.nodeType !== 'START');
    return html`${renderChoices<BackModel>({
      name: 'backModel',
      legend: msg('驳回方式'),
      value: this.backModel,
      choices: [
        {
          value: 'previous',
          label: msg(str`驳回上一步：${loaded.previous.name}${handlers(loaded.previous.handlerNames)}`),
        },
        { value: 'initiator', label: msg('驳回到发起人') },
        { value: 'node', label: msg('驳回到指定节点'), disabled: earlier.length === 0 },
      ],
      onChange: (value) => {
        this.backModel = value;
        this.clearProblem('node');
      },
    })}
      ${
        this.backModel === 'node'
          ? html`<div part="field" class="field ${this.problems.node ? 'field--invalid' : ''}" data-field="node">
              <label for="destination"><span class="field__required" aria-hidden="true">*</span>${msg('驳回到的节点')}</label>
              <select
                id="destination"
                aria-required="true"
                aria-invalid=${this.problems.node ? 'true' : 'false'}
                aria-describedby="destination-error"
                .value=${live(this.destination)}
                @change=${(event: Event) => {
                  this.destination = (event.target as HTMLSelectElement).value;
                  this.clearProblem('node');
                }}
              >
                <option value="">${msg('请选择')}</option>
                ${earlier.map(
                  (node) =>
                    html`<option value=${node.nodeId}>${node.name}${handlers(node.handlerNames)}</option>`,
                )}
              </select>
              <div id="destination-error" class="field__error">${this.problems.node ?? ''}</div>
            </div>`
          : nothing
      }
      <label class="check">
        <input
          type="checkbox"
          .checked=${live(this.backHandMode === 'direct')}
          @change=${(event: Event) => {
            this.backHandMode = (event.target as HTMLInputElement).checked ? 'direct' : 'normal';
          }}
        />
        <span>${msg('重新提交后直接回到我')}</span>
      </label>`;
  }

  private renderUrge(loaded: Loaded): TemplateResult | typeof nothing {
    if (loaded.kind !== 'urge') return nothing;
    return html`${
      loaded.canUrge
        ? nothing
        : html`<p class="form-message form-message--warning" role="status">${loaded.message || msg('暂时不能催办')}</p>`
    }
      <div class="reached">
        <span class="reached__label">${msg('催办对象')}</span>
        <ul>
          ${loaded.tasks.map((task) => html`<li>${task.name}：${task.handlerNames.join('、') || '—'}</li>`)}
        </ul>
      </div>`;
  }

  private renderFollow(loaded: Loaded): TemplateResult | typeof nothing {
    if (loaded.kind !== 'follow') return nothing;
    const chosen = new Set(this.followedNodes());
    return html`<fieldset part="field" class="choices">
      <legend>${msg('关注的节点（节点处理后通知我）')}</legend>
      <div class="checks">
        ${loaded.nodes.map(
          (node) => html`<label class="check">
            <input
              type="checkbox"
              .checked=${live(chosen.has(node.nodeId))}
              @change=${(event: Event) => {
                const on = (event.target as HTMLInputElement).checked;
                const next = new Set(this.followedNodes());
                if (on) next.add(node.nodeId);
                else next.delete(node.nodeId);
                this.followed = [...next];
              }}
            />
            <span>${node.name}</span>
          </label>`,
        )}
      </div>
    </fieldset>`;
  }

  private renderReply(): TemplateResult | typeof nothing {
    if (this.action !== 'inquiryReply' && this.action !== 'communicateReply') return nothing;
    const pending = this.comms.filter((comm) => this.replyKind(comm));
    return html`<div part="field" class="field ${this.problems.comm ? 'field--invalid' : ''}" data-field="comm">
      <label for="comm"><span class="field__required" aria-hidden="true">*</span>${msg('回复的事项')}</label>
      <select
        id="comm"
        aria-required="true"
        aria-invalid=${this.problems.comm ? 'true' : 'false'}
        aria-describedby="comm-error"
        .value=${live(this.commId)}
        @change=${(event: Event) => {
          this.commId = (event.target as HTMLSelectElement).value;
          this.clearProblem('comm');
        }}
      >
        <option value="">${msg('请选择')}</option>
        ${pending.map(
          (comm) => html`<option value=${comm.id}>${comm.senderName}：${comm.opinion ?? ''}</option>`,
        )}
      </select>
      <div id="comm-error" class="field__error">${this.problems.comm ?? ''}</div>
    </div>`;
  }

  private renderInputs(loaded: Loaded): TemplateResult {
    const { spec } = this;
    return html`${this.renderUsers()} ${this.renderReject(loaded)} ${this.renderUrge(loaded)}
      ${this.renderFollow(loaded)} ${this.renderReply()}
      ${
        this.action === 'signFeedback'
          ? renderChoices<SignFeedbackAction>({
              name: 'vote',
              legend: msg('反馈'),
              value: this.vote,
              choices: [
                { value: 'agree', label: msg('同意') },
                { value: 'oppose', label: msg('反对') },
              ],
              onChange: (value) => {
                this.vote = value;
              },
            })
          : nothing
      }
      ${
        this.action === 'delay'
          ? renderField({
              id: 'hours',
              label: msg('延期小时数'),
              value: this.hours,
              error: this.problems.hours,
              required: true,
              inputmode: 'numeric',
              hint: msg(str`从当前到期时间起顺延，最多 ${TASK_DELAY_MAX_HOURS} 小时`),
              onInput: (value) => {
                this.hours = value;
                this.clearProblem('hours');
              },
            })
          : nothing
      }
      ${
        spec.opinion === 'none'
          ? nothing
          : renderField({
              id: 'opinion',
              label: opinionLabel(this.action),
              value: this.text,
              error: this.problems.opinion,
              required: spec.opinion === 'required',
              multiline: true,
              rows: 3,
              maxlength: 2000,
              onInput: (value) => {
                this.text = value;
                this.clearProblem('opinion');
              },
            })
      }
      ${
        spec.opinion === 'none'
          ? nothing
          : html`<phrase-picker
              part="phrases"
              def-key=${this.defKey}
              @eip-phrase-pick=${(event: CustomEvent<{ phrase: string }>) => this.handlePhrase(event.detail.phrase)}
            ></phrase-picker>`
      }`;
  }

  override render() {
    const loaded = this.loader.value ?? { kind: 'none' };
    const blocked = loaded.kind === 'urge' && !loaded.canUrge;
    const hasProblems = Object.values(this.problems).some(Boolean);
    const busy = Boolean(this.actions.busy);
    return html`<sl-dialog
      part="dialog"
      exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
      label=${dialogActionLabel(this.action)}
      ?open=${this.open}
      @sl-hide=${this.handleHide}
    >
      <form part="base" novalidate aria-busy=${busy ? 'true' : 'false'} @submit=${this.handleSubmit}>
        ${
          this.open
            ? this.loader.render({
                initial: () => renderLoading(),
                pending: () => renderLoading(),
                error: (error) => renderLoadError(error, () => void this.loader.run()),
                complete: (value) => this.renderInputs(value),
              })
            : nothing
        }
        ${renderFormMessage(
          this.actions.error
            ? { variant: 'danger', text: this.actions.error }
            : hasProblems
              ? { variant: 'warning', text: msg('请按提示填写后再提交') }
              : null,
        )}
      </form>
      <sl-button slot="footer" part="cancel" @click=${this.handleCancel}>${msg('取消')}</sl-button>
      <sl-button
        slot="footer"
        part="submit"
        variant=${this.action === 'terminate' || this.action === 'reject' ? 'danger' : 'primary'}
        ?loading=${busy}
        ?disabled=${busy || blocked || this.loader.status !== TaskStatus.COMPLETE}
        @click=${() => this.form.requestSubmit()}
        >${msg('确定')}</sl-button
      >
    </sl-dialog>`;
  }
}
