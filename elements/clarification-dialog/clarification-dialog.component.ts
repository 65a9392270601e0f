import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { generatedNoticeTitle } from '../../api/contract/notice-language.js';
import type { ProjectDetail } from '../../api/contract/procure-project.js';
import { fieldErrorsOf, PROJECT_FIELD_LABELS, ruleMessage } from '../../api/contract/project-editor.js';
import {
  BID_WINDOW_FIELDS,
  CLARIFICATION_RULE_MESSAGES,
  type ClarifyBody,
  clarificationFieldErrors,
  NOTICE_TITLE_MAX,
  type ProjectNoticeKind,
  type ProjectWindows,
  type PublishedNotice,
  WINDOW_FIELDS,
  type WindowField,
} from '../../api/contract/project-publication.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { localDateTimeInput } from '../core/format.js';
import { successNotice } from '../core/forms/form-events.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { failureText } from '../core/forms/server-calls.js';
import { isBlankHtml } from '../core/html-text.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { fieldLabel, localizeRuleMessage } from '../project-editor/field-labels.js';
import { clarificationDialogStyles } from './clarification-dialog.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    /** A clarification or a pre-notice was published: its kind, the project, the notice, how many were told. */
    'eip-notice-published': {
      kind: ProjectNoticeKind;
      projectId: string;
      noticeId: string;
      notified: number;
    };
  }
}

type WindowInputs = Record<WindowField, string>;
type Facts = Pick<
  ProjectDetail,
  'id' | 'fProjectName' | 'fState' | 'bidWindows' | 'fNoticeLanguage' | WindowField
>;

/** Quoting, its bidding rounds laid out: the bidding window follows the rounds and cannot move. */
const roundsLaidOut = (project: Facts): boolean =>
  project.fState === 'quoting' || (project.bidWindows?.length ?? 0) > 0;

const windowsOf = (project: Facts): ProjectWindows => ({
  fRegisterStartTime: project.fRegisterStartTime ?? null,
  fRegisterEndTime: project.fRegisterEndTime ?? null,
  fBidStartTime: project.fBidStartTime ?? null,
  fBidEndTime: project.fBidEndTime ?? null,
});

/** A datetime-local value as ISO 8601; one the browser cannot read goes as typed, for the rules to name. */
function isoOf(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/** A problem the contract's rules name (zh-CN) in the current language. */
function problemText(field: string, text: string): string {
  if (field === 'title') return msg('请输入公告标题');
  if (field === 'content') return msg('请输入公告内容');
  if (!(WINDOW_FIELDS as readonly string[]).includes(field)) return localizeRuleMessage(text);
  const window = field as WindowField;
  const label = fieldLabel(window);
  if (text === ruleMessage(CLARIFICATION_RULE_MESSAGES.started, PROJECT_FIELD_LABELS[window]))
    return msg(str`${label}已过，不能修改`);
  if (text === ruleMessage(CLARIFICATION_RULE_MESSAGES.past, PROJECT_FIELD_LABELS[window]))
    return msg(str`${label}不能早于当前时间`);
  if (text === ruleMessage(CLARIFICATION_RULE_MESSAGES.roundsLaidOut, PROJECT_FIELD_LABELS[window]))
    return msg(str`报价轮次已排定，${label}不能修改`);
  return localizeRuleMessage(text);
}

/**
 * The purchaser's clarification (澄清公告) of a published project: a title (offered as the project's
 * name and 澄清公告), the text in a rich text editor, and the registration and bidding windows, which it
 * may move. A time already past is shown read-only: it cannot change. With `kind` bidBefore it is the
 * project's pre-notice (招标预告) instead: a title and text, no times. What is wrong shows on its field
 * (the contract's rules, checked before sending and again by the server, whose refusals show the same
 * way in the user's language); a refused or failed save keeps everything typed. On success it emits
 * `eip-notice-published` and `eip-notify` and closes. Registrations and quotations already made stay
 * valid: the text under the windows says so.
 *
 * @tag clarification-dialog
 * @summary Publishes a clarification notice of a project, optionally moving its registration and bidding windows, or its pre-notice.
 *
 * @event eip-notice-published - The notice is published. `detail: { kind, projectId, noticeId, notified }`.
 * @event eip-notify - The server's message after publishing, shown by the page as a success. `detail: { variant, message, duration }`.
 * @event eip-close - The dialog closed (published, cancelled or dismissed). `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart base - The form inside the dialog.
 * @csspart field - The title field and each time field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart content - The rich text editor of the notice's text.
 * @csspart windows - The group of the four times (a clarification's).
 * @csspart message - The refusal or failure of the last save.
 * @csspart cancel - The cancel button.
 * @csspart submit - The publish button.
 * @csspart status - The loading or error line.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 760px.
 * @cssproperty --form-gap - Space between the fields.
 */
@localized()
export class ClarificationDialog extends EipDialogElement {
  static override styles = clarificationDialogStyles;

  /** The project's facts, loaded each time the dialog opens; the form starts afresh from them. */
  private readonly loader = new Task(this, {
    task: async ([id, open], { signal }): Promise<Facts | undefined> =>
      id && open
        ? answerValue(await this.api.procureProject.getDetailWithDocumentation(id, signal))
        : undefined,
    args: () => [this.projectId, this.open] as const,
    onComplete: (project) => {
      if (project) this.startAfresh(project);
    },
  });

  @state() private noticeTitle = '';
  @state() private content = '';
  @state() private times: WindowInputs = {
    fRegisterStartTime: '',
    fRegisterEndTime: '',
    fBidStartTime: '',
    fBidEndTime: '',
  };
  /** The times as the project has them (the inputs' first values): only a time changed is sent. */
  private initial: WindowInputs = { ...this.times };
  @state() private errors: Record<string, string> = {};
  @state() private refusal = '';
  @state() private busy = false;

  /** The published project to clarify (its id); the purchaser who owns it publishes. */
  @property({ attribute: 'project-id' }) projectId = '';

  /** What is published: `clear`, a clarification; `bidBefore`, a pre-notice (before the registration opens). */
  @property() kind: ProjectNoticeKind = 'clear';

  private get preNotice(): boolean {
    return this.kind === 'bidBefore';
  }

  private startAfresh(project: Facts): void {
    // The title is part of the notice: in the notice's language, not in the purchaser's interface one.
    this.noticeTitle = generatedNoticeTitle(
      this.preNotice ? 'bidBefore' : 'clear',
      project.fProjectName,
      project.fNoticeLanguage,
    );
    this.content = '';
    const times = {} as WindowInputs;
    for (const field of WINDOW_FIELDS) times[field] = localDateTimeInput(project[field] ?? '');
    this.times = times;
    this.initial = { ...times };
    this.errors = {};
    this.refusal = '';
  }

  private body(project: Facts): ClarifyBody {
    const notice = { projectId: project.id, title: this.noticeTitle.trim(), content: this.content };
    if (this.preNotice) return notice;
    const moved: Partial<Record<WindowField, string>> = {};
    for (const field of WINDOW_FIELDS) {
      const value = this.times[field].trim();
      if (value && value !== this.initial[field]) moved[field] = isoOf(value);
    }
    return { ...notice, ...moved };
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    const project = this.loader.value;
    if (!project || this.busy) return;
    const body = this.body(project);
    const problems = clarificationFieldErrors(
      body,
      windowsOf(project),
      isBlankHtml,
      Date.now(),
      roundsLaidOut(project),
    );
    this.refusal = '';
    this.errors = Object.fromEntries(
      Object.entries(problems).map(([field, text]) => [field, problemText(field, text)]),
    );
    if (Object.keys(problems).length) {
      this.refusal = msg('请修改标出的内容后再发布');
      return;
    }
    this.busy = true;
    try {
      const calls = this.api.procureProject;
      const answer = await (this.preNotice ? calls.preNotice(body) : calls.clarify(body));
      if (!answer.state) {
        // Refused: each field's message (in the user's language) on its field; everything typed stays.
        this.errors = fieldErrorsOf(answer);
        this.refusal = answer.message || msg('操作失败');
        return;
      }
      const published = answer.value as PublishedNotice;
      this.emit('eip-notice-published', { kind: this.kind, projectId: project.id, ...published });
      const done = this.preNotice ? msg('招标预告已发布') : msg('澄清公告已发布');
      this.emit('eip-notify', successNotice(answer.message, done));
      this.closed();
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private handleConfirm(): void {
    this.renderRoot.querySelector('form')?.requestSubmit();
  }

  private renderTime(field: WindowField, project: Facts) {
    const was = project[field];
    const passed = Boolean(was && Date.parse(was) <= Date.now());
    const locked =
      !passed && roundsLaidOut(project) && (BID_WINDOW_FIELDS as readonly string[]).includes(field);
    return renderField({
      id: field,
      label: fieldLabel(field),
      type: 'datetime-local',
      value: this.times[field],
      error: this.errors[field] ?? null,
      readonly: passed || locked,
      ...(passed ? { hint: msg('已过，不能修改') } : {}),
      ...(locked ? { hint: msg('报价轮次已排定，不能修改') } : {}),
      onInput: (value) => {
        this.times = { ...this.times, [field]: value };
      },
    });
  }

  private renderForm(project: Facts) {
    return html`<form part="base" novalidate aria-busy=${this.busy ? 'true' : 'false'} @submit=${this.handleSubmit}>
      <p class="project">${msg('项目：')}${project.fProjectName}</p>
      ${renderField({
        id: 'title',
        label: msg('公告标题'),
        value: this.noticeTitle,
        error: this.errors.title ?? null,
        required: true,
        maxlength: NOTICE_TITLE_MAX,
        onInput: (value) => {
          this.noticeTitle = value;
        },
      })}
      <rich-text-editor
        part="content"
        label=${msg('公告内容')}
        required
        .value=${this.content}
        error=${this.errors.content ?? ''}
        @eip-input=${(event: CustomEvent<{ value: string }>) => {
          event.stopPropagation();
          this.content = event.detail.value;
        }}
        @eip-change=${(event: Event) => event.stopPropagation()}
      ></rich-text-editor>
      ${this.preNotice ? nothing : this.renderWindows(project)}
      ${renderRefusalMessage(this.refusal)}
    </form>`;
  }

  private renderWindows(project: Facts) {
    return html`<fieldset part="windows">
        <legend>${msg('调整时间（选填）')}</legend>
        <p class="windows-hint field__hint">
          ${msg('只改需要调整的时间；已报名和已报价的记录继续有效，已报名的供应商会收到通知。')}
        </p>
        ${WINDOW_FIELDS.map((field) => this.renderTime(field, project))}
      </fieldset>`;
  }

  override render() {
    return html`<sl-dialog
      part="dialog"
      exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
      label=${this.preNotice ? msg('发布招标预告') : msg('发布澄清公告')}
      ?open=${this.open}
      @sl-hide=${this.handleHide}
    >
      ${
        this.open
          ? this.loader.render({
              initial: () => renderLoading(),
              pending: () => (this.loader.value ? this.renderForm(this.loader.value) : renderLoading()),
              error: (error) => renderLoadError(error, () => void this.loader.run()),
              complete: (project) => (project ? this.renderForm(project) : nothing),
            })
          : nothing
      }
      <sl-button slot="footer" part="cancel" @click=${this.handleCancel}>${msg('取消')}</sl-button>
      <sl-button
        slot="footer"
        part="submit"
        variant="primary"
        ?loading=${this.busy}
        ?disabled=${this.busy || !this.loader.value}
        @click=${this.handleConfirm}
        >${msg('发布')}</sl-button
      >
    </sl-dialog>`;
  }
}
