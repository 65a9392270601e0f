import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Envelope } from '../../api/contract/envelope.js';
import {
  allowedActions,
  MESSAGE_STATES,
  PROJECT_MESSAGE_MAX_LENGTH,
  type ProjectDetail,
  type ProjectStateAction,
  type ProjectSummary,
} from '../../api/contract/procure-project.js';
import type { ProjectRegistration } from '../../api/contract/procure-registration.js';
import {
  isClarifiable,
  isPreNoticeable,
  type ProjectNoticeKind,
} from '../../api/contract/project-publication.js';
import { EipElement } from '../core/eip-element.js';
import { failureText } from '../core/forms/server-calls.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import {
  projectActionLabel,
  projectActionQuestion,
  projectStateLabel,
  projectStateVariant,
} from '../core/procure-labels.js';
import { projectActionsStyles } from './project-actions.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A project action succeeded: the project's new summary. */
    'eip-project-change': { action: ProjectStateAction; project: ProjectSummary };
    /** A message reached the enrolled suppliers. */
    'eip-message-sent': { sent: number };
  }
}

type Dialog = HTMLElement & { open: boolean; show(): Promise<void>; hide(): Promise<void> };

/** What the open dialog is for: a project action or the message to suppliers. */
type Pending = ProjectStateAction | 'pushMessage';

/** The project facts the actions need. */
type ProjectFacts = Pick<
  ProjectDetail,
  'id' | 'fProjectName' | 'fState' | 'fTransactionMode' | 'actions' | 'fRegisterStartTime'
>;

/**
 * The purchaser's actions on one project: start project, start and end quotation, confirm
 * quotation, submit the approval report, approval, end project and interrupt, each asked in a
 * confirmation dialog, a message to the enrolled suppliers (pushMessage) and, while the project is
 * published and its bidding not over, a clarification notice (`clarification-dialog`, which may move
 * its windows; the project is loaded again after it), and before its registration opens a pre-notice
 * (the same dialog, kind bidBefore). Only the actions the
 * server allows in the project's state are offered; should the state have moved meanwhile, the
 * server's refusal shows in the dialog and nothing changes. After an action the element loads the
 * project again and emits `eip-project-change`.
 *
 * @tag project-actions
 * @summary A project's lifecycle actions and the message to its suppliers, each behind a confirmation.
 *
 * @event eip-project-change - An action succeeded. `detail: { action, project }`.
 * @event eip-message-sent - The message reached the enrolled suppliers. `detail: { sent }`.
 * @event eip-notice-published - A clarification or a pre-notice was published (from the clarification dialog). `detail: { kind, projectId, noticeId, notified }`.
 *
 * @csspart base - The wrapper of everything.
 * @csspart state - The project's lifecycle state.
 * @csspart actions - The row of buttons.
 * @csspart dialog - The confirmation dialog (an `sl-dialog`).
 * @csspart result - The last success or refusal.
 * @csspart status - The loading or error line.
 * @csspart clarification - The dialog of a clarification or a pre-notice (a `clarification-dialog`).
 */
@localized()
export class ProjectActions extends EipElement {
  static override styles = projectActionsStyles;

  private readonly loader = new Task(this, {
    task: async ([id], { signal }): Promise<ProjectFacts | undefined> =>
      id ? answerValue(await this.api.procureProject.getDetailWithDocumentation(id, signal)) : undefined,
    args: () => [this.projectId] as const,
  });

  /** The enrolled suppliers, to name a winner when confirming the quotation. */
  private readonly enrolled = new Task(this, {
    task: async ([id, pending], { signal }): Promise<ProjectRegistration[]> => {
      if (!id || pending !== 'confirmQuotation') return [];
      const answer = await this.api.procureProject.queryRegistration(
        {
          pageBean: { page: 1, pageSize: -1 },
          querys: [
            { property: 'projectId', value: id, operation: 'EQUAL' },
            { property: 'fStatus', value: 'pass', operation: 'EQUAL' },
          ],
        },
        signal,
      );
      return answerValue(answer).rows;
    },
    args: () => [this.projectId, this.pending] as const,
  });

  @query('sl-dialog') private dialog!: Dialog;

  @state() private pending: Pending | undefined;
  @state() private text = '';
  @state() private winner = '';
  @state() private approve = true;
  @state() private busy = false;
  @state() private dialogError = '';
  @state() private result: { variant: 'success' | 'danger'; text: string } | undefined;
  /** Whether the notice dialog is open, and for which notice (kept while it closes). */
  @state() private publishing = false;
  @state() private noticeKind: ProjectNoticeKind = 'clear';

  /** The project (its id). */
  @property({ attribute: 'project-id' }) projectId = '';

  /**
   * Offers 发布澄清公告 and 发布招标预告 while the project allows them. Only the project's own purchaser
   * publishes them: a page showing the actions to an administrator sets it false.
   */
  @property({ type: Boolean, attribute: 'can-publish-notices' }) canPublishNotices = true;

  private get project(): ProjectFacts | undefined {
    return this.loader.value;
  }

  private open(pending: Pending): void {
    this.pending = pending;
    this.text = '';
    this.winner = '';
    this.approve = true;
    this.dialogError = '';
    void this.updateComplete.then(() => this.dialog.show());
  }

  private async call(pending: Pending, project: ProjectFacts): Promise<Envelope<unknown>> {
    const calls = this.api.procureProject;
    const id = project.id;
    switch (pending) {
      case 'pushMessage':
        return calls.pushMessage(id, this.text.trim());
      case 'startProject':
      case 'endProject':
      case 'startQuotation':
      case 'endQuotation':
        return calls[pending](id);
      case 'interruptProject':
        return calls.interruptProject(id, this.text.trim() || undefined);
      case 'confirmQuotation':
        return calls.confirmQuotation(id, this.winner || undefined);
      case 'approvalReport':
        return calls.approvalReport({ projectId: id, report: this.text.trim() || undefined });
      case 'approval':
        return calls.approval({ projectId: id, pass: this.approve, opinion: this.text.trim() || undefined });
    }
  }

  private async handleConfirm(): Promise<void> {
    const pending = this.pending;
    const project = this.project;
    if (!pending || !project || this.busy) return;
    if (pending === 'pushMessage' && !this.text.trim()) {
      this.dialogError = msg('请输入消息内容');
      return;
    }
    this.busy = true;
    this.dialogError = '';
    try {
      const answer = await this.call(pending, project);
      if (!answer.state) {
        // Refused (e.g. the state moved on meanwhile): say why, keep the dialog and what was typed.
        this.dialogError = answer.message || msg('操作失败');
        return;
      }
      await this.dialog.hide();
      if (pending === 'pushMessage') {
        const sent = (answer.value as { sent?: number } | undefined)?.sent ?? 0;
        this.result = { variant: 'success', text: msg(str`消息已发送给 ${sent} 家供应商`) };
        this.emit('eip-message-sent', { sent });
      } else {
        this.result = { variant: 'success', text: answer.message || msg('操作成功') };
        this.emit('eip-project-change', { action: pending, project: answer.value as ProjectSummary });
        void this.loader.run();
      }
    } catch (error) {
      this.dialogError = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private openNotice(kind: ProjectNoticeKind): void {
    this.noticeKind = kind;
    this.publishing = true;
  }

  private handlePublished(event: CustomEvent<{ kind: ProjectNoticeKind; notified: number }>): void {
    const { kind, notified } = event.detail;
    const text =
      kind === 'bidBefore' ? msg('招标预告已发布') : msg(str`澄清公告已发布，已通知 ${notified} 家供应商`);
    this.result = { variant: 'success', text };
    void this.loader.run();
  }

  private handleAfterHide(event: Event): void {
    if (event.target === this.dialog) this.pending = undefined;
  }

  /** Loads the project again (e.g. after something else changed it). */
  reload(): void {
    void this.loader.run();
  }

  private renderTextArea(label: string, required: boolean, maxlength = PROJECT_MESSAGE_MAX_LENGTH) {
    return html`<sl-textarea
      label=${label}
      rows="4"
      maxlength=${maxlength}
      ?required=${required}
      help-text=${`${this.text.length}/${maxlength}`}
      .value=${this.text}
      @sl-input=${(event: Event) => {
        this.text = (event.target as HTMLTextAreaElement).value;
      }}
    ></sl-textarea>`;
  }

  private renderDialogBody(pending: Pending, project: ProjectFacts): TemplateResult {
    const name = project.fProjectName;
    switch (pending) {
      case 'pushMessage':
        return html`<p>${msg(str`消息将发送给“${name}”所有报名已通过的供应商。`)}</p>
          ${this.renderTextArea(msg('消息内容'), true)}`;
      case 'interruptProject':
        return html`<p>${projectActionQuestion(pending, name)}</p>
          ${this.renderTextArea(msg('中止原因（选填）'), false, 500)}`;
      case 'approvalReport':
        return html`<p>${projectActionQuestion(pending, name)}</p>
          ${this.renderTextArea(msg('报告说明（选填）'), false, 2000)}`;
      case 'approval':
        return html`<p>${msg(str`请审批“${name}”的结果报告。`)}</p>
          <sl-radio-group
            label=${msg('审批结果')}
            .value=${this.approve ? 'pass' : 'reject'}
            @sl-change=${(event: Event) => {
              this.approve = (event.target as HTMLInputElement).value === 'pass';
            }}
          >
            <sl-radio value="pass">${msg('通过')}</sl-radio>
            <sl-radio value="reject">${msg('不通过')}</sl-radio>
          </sl-radio-group>
          ${this.renderTextArea(msg('审批意见（选填）'), false, 2000)}`;
      case 'confirmQuotation': {
        const suppliers = this.enrolled.value ?? [];
        return html`<p>${projectActionQuestion(pending, name)}</p>
          <sl-select
            label=${msg('成交供应商（选填）')}
            help-text=${msg('不选择时按报价结果确定')}
            clearable
            .value=${this.winner}
            @sl-change=${(event: Event) => {
              this.winner = (event.target as HTMLSelectElement).value as string;
            }}
          >
            ${suppliers.map(
              (registration) =>
                html`<sl-option value=${registration.supplierId}>${registration.supplierName}</sl-option>`,
            )}
          </sl-select>`;
      }
      default:
        return html`<p>${projectActionQuestion(pending, name)}</p>`;
    }
  }

  private renderDialog(project: ProjectFacts) {
    const pending = this.pending;
    const title = pending === 'pushMessage' ? msg('发送消息') : pending ? projectActionLabel(pending) : '';
    return html`<sl-dialog part="dialog" label=${title} @sl-after-hide=${this.handleAfterHide}>
      ${pending ? this.renderDialogBody(pending, project) : nothing}
      <div class="dialog-error" role="alert">${this.dialogError}</div>
      <sl-button slot="footer" @click=${() => this.dialog.hide()}>${msg('取消')}</sl-button>
      <sl-button
        slot="footer"
        variant=${pending === 'interruptProject' ? 'danger' : 'primary'}
        ?loading=${this.busy}
        @click=${this.handleConfirm}
        >${pending === 'pushMessage' ? msg('发送') : msg('确定')}</sl-button
      >
    </sl-dialog>`;
  }

  private renderActions(project: ProjectFacts) {
    // The server's list when it gave one; the contract's rule otherwise (same table on both ends).
    const actions = project.actions ?? allowedActions(project.fState, project.fTransactionMode);
    const canMessage = (MESSAGE_STATES as readonly string[]).includes(project.fState);
    const canClarify = this.canPublishNotices && isClarifiable(project.fState);
    const canPreNotice =
      this.canPublishNotices && isPreNoticeable(project.fState, project.fRegisterStartTime ?? null);
    return html`<div part="state" class="state">
        <span>${msg('项目进度')}</span>
        <sl-tag variant=${projectStateVariant(project.fState)}>${projectStateLabel(project.fState)}</sl-tag>
      </div>
      <div part="actions" class="actions" role="group" aria-label=${msg('项目操作')}>
        ${actions.map(
          (action) => html`<sl-button
            size="small"
            variant=${action === 'interruptProject' ? 'default' : 'primary'}
            ?outline=${action === 'interruptProject'}
            @click=${() => this.open(action)}
            >${projectActionLabel(action)}</sl-button
          >`,
        )}
        ${canMessage ? html`<sl-button size="small" @click=${() => this.open('pushMessage')}>${msg('发送消息')}</sl-button>` : nothing}
        ${
          canPreNotice
            ? html`<sl-button size="small" @click=${() => {
                this.openNotice('bidBefore');
              }}>${msg('发布招标预告')}</sl-button>`
            : nothing
        }
        ${
          canClarify
            ? html`<sl-button size="small" @click=${() => {
                this.openNotice('clear');
              }}>${msg('发布澄清公告')}</sl-button>`
            : nothing
        }
        ${actions.length === 0 && !canMessage && !canClarify && !canPreNotice ? html`<span class="none">${msg('当前状态没有可执行的操作')}</span>` : nothing}
      </div>
      ${
        this.result
          ? html`<div part="result" class="result result--${this.result.variant}" role="status">${this.result.text}</div>`
          : nothing
      }
      ${this.renderDialog(project)}
      ${
        canClarify || canPreNotice
          ? html`<clarification-dialog
              part="clarification"
              project-id=${project.id}
              kind=${this.noticeKind}
              ?open=${this.publishing}
              @eip-notice-published=${this.handlePublished}
              @eip-close=${() => {
                this.publishing = false;
              }}
            ></clarification-dialog>`
          : nothing
      }`;
  }

  override render() {
    return html`<div part="base">
      ${this.loader.render({
        initial: () => renderLoading(),
        pending: () => (this.project ? this.renderActions(this.project) : renderLoading()),
        error: (error) => renderLoadError(error, () => this.reload()),
        complete: (project) => (project ? this.renderActions(project) : nothing),
      })}
    </div>`;
  }
}
