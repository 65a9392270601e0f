import '../phrase-picker/phrase-picker.js';
import '../task-action-dialog/task-action-dialog.js';
import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { UploadedFile } from '../../api/contract/files.js';
import { parseJsonList } from '../../api/contract/json.js';
import {
  TASK_BUTTON_ALIASES,
  TASK_LOCK_NAME_BY_CODE,
  type TaskButton,
  type TaskButtonAlias,
  type TaskLockCode,
} from '../../api/contract/workflow.js';
import type { LockResult, TaskActionAlias, TaskActionsState } from '../../api/contract/workflow-actions.js';
import { EipElement } from '../core/eip-element.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { type FieldPermission, permissionRights } from '../core/permission.js';
import { TaskActionsController } from '../core/task-actions-controller.js';
import { lockedByText } from '../core/task-lock.js';
import {
  type DialogAction,
  dialogActionLabel,
  isDialogAction,
} from '../task-action-dialog/task-action-dialog.component.js';
import { approvalPanelStyles } from './approval-panel.styles.js';

/** The actions the page performs (it completes the task); the panel performs the others itself. */
export const APPROVAL_ACTIONS = [...TASK_BUTTON_ALIASES, 'resubmit'] as const;
export type ApprovalAction = TaskButtonAlias | 'resubmit';

/** The actions a receiver of an inquiry, a communication or an added-signer request answers with. */
export const REPLY_ACTIONS = ['inquiryReply', 'communicateReply', 'signFeedback'] as const;

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user chose an action with this opinion and these attachments. */
    'eip-task-action': { action: ApprovalAction; opinion: string; files: UploadedFile[] };
  }
}

/** A task of a single candidate (NoUnlock): it needs no lock, so the panel shows no lock state. */
const LOCKLESS: TaskLockCode = 2;

/**
 * What each lock status means to the user (TASK_LOCK_STATUSES), naming who holds another's lock where
 * known; none for a single candidate's task.
 */
export function lockStatusText(code: TaskLockCode, holder?: string | null): string {
  return {
    hasHandle: () => msg('已处理'),
    canLock: () => msg('未锁定'),
    NoUnlock: () => '',
    canUnlock: () => msg('已由您锁定'),
    LockedBySomeone: () => lockedByText(holder),
    adminOperate: () => msg('管理员处理中'),
  }[TASK_LOCK_NAME_BY_CODE[code]]();
}

const LOCK_VARIANTS: Record<TaskLockCode, 'success' | 'neutral' | 'warning' | 'primary' | 'danger'> = {
  0: 'success',
  1: 'neutral',
  2: 'warning',
  3: 'primary',
  4: 'danger',
  5: 'warning',
};

function actionLabel(action: TaskActionAlias): string {
  if (isDialogAction(action)) return dialogActionLabel(action);
  return {
    agree: () => msg('同意'),
    oppose: () => msg('反对'),
    saveDraft: () => msg('保存草稿'),
    resubmit: () => msg('重新提交', { id: 'action-resubmit' }),
    lock: () => msg('锁定'),
    unlock: () => msg('解锁'),
  }[action as 'agree']();
}

/** Buttons that wait while the task is handled or someone else holds its lock. */
function waitsForLock(action: TaskActionAlias): boolean {
  return (
    action !== 'saveDraft' && action !== 'unlock' && !(REPLY_ACTIONS as readonly string[]).includes(action)
  );
}

function buttonVariant(action: TaskActionAlias): 'primary' | 'danger' | 'default' {
  if (action === 'agree' || action === 'resubmit') return 'primary';
  if (action === 'oppose' || action === 'reject') return 'danger';
  return 'default';
}

function isApprovalAction(value: string): value is ApprovalAction {
  return (APPROVAL_ACTIONS as readonly string[]).includes(value);
}

/**
 * The approval box of a task: the opinion (typed or picked from the user's common phrases, `<phrase-picker>`) with attachments,
 * the task's lock status, and the action buttons the server allows for the task
 * (getButtonsBytaskId; this panel acts on agree, oppose and save draft). The opinion's permission
 * works as a form field's: `b` an opinion is required, `w` optional, `r` shown only, `n` hidden.
 *
 * 同意, 反对, 重新提交 and 保存草稿 emit `eip-task-action` with the opinion and files: the page completes
 * the task and puts the server's refusal in `error` (the opinion stays). Every other button the server
 * allows (驳回, 问询, 沟通, 转办, 委托, 加签, 传阅, 延期, 催办 and the receivers' replies) opens the
 * `<task-action-dialog>` of that action with the opinion typed so far; 锁定 and 解锁 act at once. What
 * the server accepted is `eip-task-action-done`.
 *
 * @tag approval-panel
 * @summary Opinion box with common phrases and attachments, lock status and the task's action buttons.
 *
 * @event eip-task-action - The user chose an action the page performs. `detail: { action, opinion, files }`.
 * @event eip-task-action-done - The server accepted an action the panel performed (a dialog's, lock, unlock). `detail: { action, message, value }`.
 *
 * @csspart base - The panel.
 * @csspart opinion - The opinion text box.
 * @csspart phrases - The common-phrase picker.
 * @csspart lock - The lock status tag.
 * @csspart actions - The buttons.
 * @csspart message - The problem or the server's refusal.
 */
@localized()
export class ApprovalPanel extends EipElement {
  static override styles = approvalPanelStyles;

  private readonly buttonsLoader = new Task(this, {
    task: async ([taskId, given], { signal }) => {
      if (given) return given;
      if (!taskId) return [] as TaskButton[];
      return answerValue(await this.api.runtime.getButtonsBytaskId({ taskId }, signal));
    },
    args: () => [this.taskId, this.buttons] as const,
  });

  /** Lock and unlock; the page performs complete and draft, the dialog the rest (the same controller). */
  private readonly lockActions = new TaskActionsController(this, () => this.api);

  @state() private opinion = '';
  @state() private files: UploadedFile[] = [];
  @state() private problem = '';
  @state() private dialogAction: DialogAction | '' = '';

  /** The task whose buttons to load. */
  @property({ attribute: 'task-id' }) taskId = '';

  /** The task's instance (circulate and urge name it). */
  @property({ attribute: 'inst-id' }) instId = '';

  /** The leader a secretary acts for. */
  @property({ attribute: 'leader-id' }) leaderId = '';

  /** The task's inquiries, communications and added signers (taskDetailBo `actions`): what a reply answers. */
  @property({ attribute: false }) actions: TaskActionsState | undefined;

  /** The buttons to offer instead of loading them (`{ alias, name }`); also a JSON attribute. */
  @property({
    converter: {
      fromAttribute: (text: string | null) => parseJsonList(text ?? '') as TaskButton[] | undefined,
    },
  })
  buttons: TaskButton[] | undefined;

  /** The opinion's permission: b (required), w, r (read-only) or n (hidden). */
  @property({ attribute: 'opinion-permission' }) opinionPermission: FieldPermission = 'w';

  /** The task's lock status code (0–5); absent when unknown. */
  @property({ type: Number, attribute: 'lock-status' }) lockStatus: TaskLockCode | undefined;

  /** Who holds the lock, by name, when someone else does (lock status 4): the tag names them. */
  @property({ attribute: 'lock-holder' }) lockHolder = '';

  /** The opinion to start with (a saved draft's); setting it replaces what is typed. */
  @property() value = '';

  /** The flow's definition key: the common-phrase menu offers the user's phrases for it. */
  @property({ attribute: 'def-key' }) defKey = '';

  /** Common phrases to pick from instead of the user's (also a JSON attribute); empty to load them. */
  @property({
    converter: { fromAttribute: (text: string | null) => (parseJsonList(text ?? '') ?? []).map(String) },
  })
  phrases: string[] = [];

  /** The action being performed: its button spins and every button waits. */
  @property({ attribute: 'busy-action' }) busyAction = '';

  /** The server's refusal of the last action, shown above the buttons. */
  @property() error = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('value')) this.opinion = this.value;
  }

  /** The opinion the user typed. */
  get currentOpinion(): string {
    return this.opinion;
  }

  private get rights() {
    return permissionRights(this.opinionPermission, 'approval-panel');
  }

  /** Agree and oppose wait while someone else holds the lock, or once the task is handled. */
  private get blocked(): boolean {
    return this.lockStatus === 4 || this.lockStatus === 0 || this.lockStatus === 5;
  }

  private handlePhrase(phrase: string): void {
    this.opinion = this.opinion.trim() ? `${this.opinion.trimEnd()}\n${phrase}` : phrase;
    this.problem = '';
    this.updateComplete.then(() => this.renderRoot.querySelector('textarea')?.focus());
  }

  private handleAction(action: ApprovalAction): void {
    const opinion = this.opinion.trim();
    if (action !== 'saveDraft' && this.rights.visible && this.rights.editable && !opinion) {
      if (this.rights.required) {
        this.problem = msg('请填写审批意见');
        this.renderRoot.querySelector('textarea')?.focus();
        return;
      }
      if (action === 'oppose') {
        this.problem = msg('反对时请填写意见');
        this.renderRoot.querySelector('textarea')?.focus();
        return;
      }
    }
    this.problem = '';
    this.emit('eip-task-action', { action, opinion, files: this.files });
  }

  private handleButton(action: TaskActionAlias): void {
    if (isApprovalAction(action)) this.handleAction(action);
    else if (action === 'lock' || action === 'unlock') void this.handleLock(action);
    else if (isDialogAction(action)) {
      this.problem = '';
      this.dialogAction = action;
    }
  }

  private async handleLock(action: 'lock' | 'unlock'): Promise<void> {
    this.problem = '';
    const done = await this.lockActions.run(
      action,
      { taskId: this.taskId, leaderId: this.leaderId || undefined },
      ({ value }) => {
        if (value) this.lockStatus = (value as LockResult).lockStatus;
      },
    );
    if (!done) this.problem = this.lockActions.error;
  }

  private renderOpinion() {
    const rights = this.rights;
    if (!rights.visible) return nothing;
    if (!rights.editable) {
      return html`<div class="field">
        <span id="opinion-label" class="label">${msg('审批意见')}</span>
        <div part="opinion" class="opinion__readonly" role="textbox" aria-readonly="true" aria-labelledby="opinion-label" tabindex="0">
          ${this.opinion || '—'}
        </div>
        ${this.files.length ? html`<file-upload readonly permission="r" .value=${this.files} label=${msg('附件')}></file-upload>` : nothing}
      </div>`;
    }
    return html`<div class="field ${this.problem ? 'field--invalid' : ''}">
        <label for="opinion">
          ${rights.required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${msg('审批意见')}
        </label>
        <textarea
          id="opinion"
          part="opinion"
          rows="4"
          maxlength="2000"
          placeholder=${msg('请输入审批意见')}
          .value=${live(this.opinion)}
          aria-required=${rights.required ? 'true' : 'false'}
          aria-invalid=${this.problem ? 'true' : 'false'}
          aria-describedby="opinion-error"
          @input=${(event: Event) => {
            this.opinion = (event.target as HTMLTextAreaElement).value;
            if (this.opinion.trim()) this.problem = '';
          }}
        ></textarea>
        <div class="opinion__tools">
          <phrase-picker
            part="phrases"
            def-key=${this.defKey}
            .phrases=${this.phrases}
            @eip-phrase-pick=${(event: CustomEvent<{ phrase: string }>) => this.handlePhrase(event.detail.phrase)}
          ></phrase-picker>
        </div>
      </div>
      <file-upload
        label=${msg('附件')}
        permission=${rights.required ? 'w' : this.opinionPermission}
        .value=${this.files}
        @eip-change=${(event: CustomEvent<{ value: unknown }>) => {
          this.files = event.detail.value as UploadedFile[];
        }}
      ></file-upload>`;
  }

  private renderButtons(buttons: readonly TaskButton[]) {
    const actions = buttons.filter(
      (button) =>
        isApprovalAction(button.alias) ||
        isDialogAction(button.alias) ||
        button.alias === 'lock' ||
        button.alias === 'unlock',
    );
    if (!actions.length) return html`<p class="lock-hint">${msg('当前任务没有可执行的操作')}</p>`;
    const locking = Boolean(this.lockActions.busy);
    const busy = Boolean(this.busyAction) || locking;
    return html`<div part="actions">
      ${actions.map(
        (button) => html`<sl-button
          variant=${buttonVariant(button.alias)}
          ?loading=${this.busyAction === button.alias || (locking && (button.alias === 'lock' || button.alias === 'unlock'))}
          ?disabled=${busy || (waitsForLock(button.alias) && this.blocked)}
          @click=${() => this.handleButton(button.alias)}
          >${actionLabel(button.alias)}</sl-button
        >`,
      )}
    </div>`;
  }

  private renderDialog() {
    const action = this.dialogAction;
    const actions = this.actions;
    return html`<task-action-dialog
      ?open=${Boolean(action)}
      action=${action || 'reject'}
      task-id=${this.taskId}
      inst-id=${this.instId}
      leader-id=${this.leaderId}
      def-key=${this.defKey}
      .opinion=${this.opinion}
      .comms=${actions?.myPendingComms ?? []}
      sign-id=${actions?.mySignRequest?.id ?? ''}
      @eip-close=${(event: Event) => {
        event.stopPropagation();
        this.dialogAction = '';
      }}
    ></task-action-dialog>`;
  }

  override render() {
    const lock = this.lockStatus;
    return html`<section part="base" aria-labelledby="panel-title">
      <div class="heading">
        <h2 id="panel-title">${msg('审批')}</h2>
        ${
          lock !== undefined && lock !== LOCKLESS && lock in TASK_LOCK_NAME_BY_CODE
            ? html`<sl-tag part="lock" size="small" variant=${LOCK_VARIANTS[lock]}
                ><span class="visually-hidden">${msg('锁定状态')}：</span>${lockStatusText(lock, this.lockHolder)}</sl-tag
              >`
            : nothing
        }
      </div>
      ${this.renderOpinion()}
      <div id="opinion-error" part="message" class="message" role="alert">${this.problem || this.error}</div>
      ${this.buttonsLoader.render({
        initial: () => renderLoading(),
        pending: () => renderLoading(),
        error: (error) => renderLoadError(error, () => void this.buttonsLoader.run()),
        complete: (buttons) => this.renderButtons(buttons),
      })}
      ${this.renderDialog()}
    </section>`;
  }
}
