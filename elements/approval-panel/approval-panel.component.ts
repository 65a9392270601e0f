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
import { EipElement } from '../core/eip-element.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { type FieldPermission, permissionRights } from '../core/permission.js';
import { approvalPanelStyles } from './approval-panel.styles.js';

/** The actions this panel performs; other buttons the server allows come with later features. */
export const APPROVAL_ACTIONS = TASK_BUTTON_ALIASES;
export type ApprovalAction = TaskButtonAlias;

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** The user chose an action with this opinion and these attachments. */
    'eip-task-action': { action: ApprovalAction; opinion: string; files: UploadedFile[] };
  }
}

/** Common phrases offered when no list is given (the approval-item calls are not served yet). */
export function defaultPhrases(): string[] {
  return [
    msg('同意'),
    msg('同意，请按规定办理'),
    msg('情况属实，同意'),
    msg('不同意'),
    msg('请补充材料后再提交'),
  ];
}

/** What each lock status means to the user (TASK_LOCK_STATUSES). */
export function lockStatusText(code: TaskLockCode): string {
  return {
    hasHandle: () => msg('已处理'),
    canLock: () => msg('未锁定'),
    NoUnlock: () => msg('已锁定，不可解锁'),
    canUnlock: () => msg('已由您锁定'),
    LockedBySomeone: () => msg('已被他人锁定'),
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

function actionLabel(action: ApprovalAction): string {
  return { agree: msg('同意'), oppose: msg('反对'), saveDraft: msg('保存草稿') }[action];
}

function isApprovalAction(value: string): value is ApprovalAction {
  return (APPROVAL_ACTIONS as readonly string[]).includes(value);
}

/**
 * The approval box of a task: the opinion (typed or picked from common phrases) with attachments,
 * the task's lock status, and the action buttons the server allows for the task
 * (getButtonsBytaskId; this panel acts on agree, oppose and save draft). The opinion's permission
 * works as a form field's: `b` an opinion is required, `w` optional, `r` shown only, `n` hidden.
 *
 * It performs nothing itself: a chosen action emits `eip-task-action` with the opinion and files,
 * and the page completes the task; the page puts the server's refusal in `error` (the opinion stays).
 *
 * @tag approval-panel
 * @summary Opinion box with common phrases and attachments, lock status and the task's action buttons.
 *
 * @event eip-task-action - The user chose an action. `detail: { action, opinion, files }`.
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

  @state() private opinion = '';
  @state() private files: UploadedFile[] = [];
  @state() private problem = '';

  /** The task whose buttons to load. */
  @property({ attribute: 'task-id' }) taskId = '';

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

  /** The opinion to start with (a saved draft's); setting it replaces what is typed. */
  @property() value = '';

  /** Common phrases to pick from (also a JSON attribute); empty for the built-in list. */
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
    const phrases = this.phrases.length ? this.phrases : defaultPhrases();
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
          <sl-dropdown part="phrases" hoist>
            <sl-button slot="trigger" size="small" caret>
              <sl-icon slot="prefix" name="chat-left-quote" aria-hidden="true"></sl-icon>${msg('常用语')}
            </sl-button>
            <sl-menu @sl-select=${(event: CustomEvent<{ item: { value: string } }>) => this.handlePhrase(event.detail.item.value)}>
              ${phrases.map((phrase) => html`<sl-menu-item value=${phrase}>${phrase}</sl-menu-item>`)}
            </sl-menu>
          </sl-dropdown>
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
    const actions = buttons.filter((button): button is TaskButton & { alias: ApprovalAction } =>
      isApprovalAction(button.alias),
    );
    if (!actions.length) return html`<p class="lock-hint">${msg('当前任务没有可执行的操作')}</p>`;
    const busy = Boolean(this.busyAction);
    return html`<div part="actions">
      ${actions.map(
        (button) => html`<sl-button
          variant=${button.alias === 'agree' ? 'primary' : button.alias === 'oppose' ? 'danger' : 'default'}
          ?loading=${this.busyAction === button.alias}
          ?disabled=${busy || (button.alias !== 'saveDraft' && this.blocked)}
          @click=${() => this.handleAction(button.alias)}
          >${actionLabel(button.alias)}</sl-button
        >`,
      )}
    </div>`;
  }

  override render() {
    const lock = this.lockStatus;
    return html`<section part="base" aria-labelledby="panel-title">
      <div class="heading">
        <h2 id="panel-title">${msg('审批')}</h2>
        ${
          lock !== undefined && lock in TASK_LOCK_NAME_BY_CODE
            ? html`<sl-tag part="lock" size="small" variant=${LOCK_VARIANTS[lock]}
                ><span class="visually-hidden">${msg('锁定状态')}：</span>${lockStatusText(lock)}</sl-tag
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
    </section>`;
  }
}
