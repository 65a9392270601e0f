import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { ContactGroup } from '../../api/contract/contacts.js';
import { INNER_MESSAGE_LIMITS, type SentMessage, textToParagraphs } from '../../api/contract/messages.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { renderField, renderFormMessage } from '../core/forms/form-field.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue } from '../core/load-states.js';
import type { PickedUser } from '../user-picker/user-picker.component.js';
import { messageComposeDialogStyles } from './message-compose-dialog.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-inner-message-sent': { id: string; receivers: number; message: string };
  }
}

type Field = 'receivers' | 'subject' | 'body';

/**
 * Writes an inner message (messageSend): receivers picked with `<user-picker>` (by name, account or
 * department) and, at will, the user's contact groups; a subject and the text. A refusal shows the
 * server's message in the dialog, which stays open with everything typed; a sent message emits
 * `eip-inner-message-sent` and closes.
 *
 * @tag message-compose-dialog
 * @summary The dialog to write an inner message to colleagues and contact groups.
 *
 * @event eip-inner-message-sent - The server accepted the message. `detail: { id, receivers, message }`.
 * @event eip-close - The dialog closed (sent, cancelled or dismissed). `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart base - The form.
 * @csspart groups - The contact groups to send to.
 * @csspart message - The refusal or the failed-check warning.
 * @csspart submit - The send button.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 600px.
 */
@localized()
export class MessageComposeDialog extends EipDialogElement {
  static override styles = messageComposeDialogStyles;

  private readonly groupsLoader = new Task(this, {
    task: async ([open], { signal }) => {
      if (!open) return [] as ContactGroup[];
      return answerValue(await this.api.contacts.queryGroups(undefined, signal)).rows;
    },
    args: () => [this.open] as const,
  });

  @query('form') private form!: HTMLFormElement;

  @state() private receivers: PickedUser[] = [];
  @state() private groupIds = new Set<string>();
  @state() private subject = '';
  @state() private text = '';
  @state() private problems: Partial<Record<Field, string>> = {};
  @state() private refusal = '';
  @state() private busy = false;

  /** The people the message starts addressed to (e.g. the contact 发消息 was clicked on). */
  @property({ attribute: false }) to: PickedUser[] = [];

  /** The contact groups the message starts addressed to. */
  @property({ attribute: false }) toGroups: string[] = [];

  /** The subject it starts with. */
  @property({ attribute: 'initial-subject' }) initialSubject = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('open') && this.open) {
      this.receivers = [...this.to];
      this.groupIds = new Set(this.toGroups);
      this.subject = this.initialSubject;
      this.text = '';
      this.problems = {};
      this.refusal = '';
    }
  }

  private handleGroup(id: string, event: Event): void {
    const next = new Set(this.groupIds);
    if ((event.target as HTMLInputElement).checked) next.add(id);
    else next.delete(id);
    this.groupIds = next;
    this.problems = { ...this.problems, receivers: undefined };
  }

  private check(): Partial<Record<Field, string>> {
    const problems: Partial<Record<Field, string>> = {};
    if (this.receivers.length === 0 && this.groupIds.size === 0)
      problems.receivers = msg('请选择接收人或分组');
    if (!this.subject.trim()) problems.subject = msg('请填写主题');
    if (!this.text.trim()) problems.body = msg('请填写消息内容');
    return problems;
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    this.problems = this.check();
    this.refusal = '';
    if (Object.values(this.problems).some(Boolean)) return;
    this.busy = true;
    try {
      const answer = await this.api.messages.send({
        receiverIds: this.receivers.map((user) => user.id),
        groupIds: [...this.groupIds],
        subject: this.subject.trim(),
        body: textToParagraphs(this.text.trim()),
      });
      const sent = acceptedValue(answer) as SentMessage;
      this.emit('eip-inner-message-sent', {
        id: sent.id,
        receivers: sent.receivers,
        message: answer.message,
      });
      this.closed();
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private renderGroups() {
    const groups = this.groupsLoader.value ?? [];
    if (groups.length === 0) return nothing;
    return html`<fieldset part="groups" class="groups">
      <legend>${msg('发送给分组')}</legend>
      ${groups.map(
        (group) => html`<label>
          <input
            type="checkbox"
            .checked=${this.groupIds.has(group.id)}
            @change=${(event: Event) => this.handleGroup(group.id, event)}
          />
          ${group.name}（${group.memberCount}）
        </label>`,
      )}
    </fieldset>`;
  }

  override render() {
    const hasProblems = Object.values(this.problems).some(Boolean);
    return html`<sl-dialog
      part="dialog"
      exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
      label=${msg('写消息')}
      ?open=${this.open}
      @sl-hide=${this.handleHide}
    >
      <form part="base" novalidate aria-busy=${this.busy ? 'true' : 'false'} @submit=${this.handleSubmit}>
        <user-picker
          label=${msg('接收人')}
          multiple
          org-filter
          max=${INNER_MESSAGE_LIMITS.receivers}
          .value=${this.receivers}
          error=${this.problems.receivers ?? ''}
          @eip-change=${(event: CustomEvent<{ value: unknown }>) => {
            event.stopPropagation();
            this.receivers = event.detail.value as PickedUser[];
            this.problems = { ...this.problems, receivers: undefined };
          }}
        ></user-picker>
        ${this.renderGroups()}
        ${renderField({
          id: 'subject',
          label: msg('主题'),
          value: this.subject,
          error: this.problems.subject,
          required: true,
          maxlength: INNER_MESSAGE_LIMITS.subject,
          onInput: (value) => {
            this.subject = value;
            this.problems = { ...this.problems, subject: undefined };
          },
        })}
        ${renderField({
          id: 'body',
          label: msg('内容'),
          value: this.text,
          error: this.problems.body,
          required: true,
          multiline: true,
          rows: 6,
          maxlength: 5000,
          onInput: (value) => {
            this.text = value;
            this.problems = { ...this.problems, body: undefined };
          },
        })}
        ${renderFormMessage(
          this.refusal
            ? { variant: 'danger', text: this.refusal }
            : hasProblems
              ? { variant: 'warning', text: msg('请按提示填写后再提交') }
              : null,
        )}
      </form>
      <sl-button slot="footer" @click=${this.handleCancel}>${msg('取消')}</sl-button>
      <sl-button
        slot="footer"
        part="submit"
        variant="primary"
        ?loading=${this.busy}
        ?disabled=${this.busy}
        @click=${() => this.form.requestSubmit()}
        >${msg('发送')}</sl-button
      >
    </sl-dialog>`;
  }
}
