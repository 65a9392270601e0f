import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { humanSize } from '../../api/contract/files.js';
import {
  formatMailAddress,
  type MailAddress,
  type MailAttachment,
  type MailDetail,
} from '../../api/contract/mail.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, recordLoadStates, renderEmpty } from '../core/load-states.js';
import type { MailChange } from '../core/mail-events.js';
import { ObjectUrlController, saveAs } from '../core/object-urls.js';
import type { MailComposePreset } from '../mail-composer/mail-composer.component.js';
import { mailBodyFragment } from './mail-body.js';
import { mailReaderStyles } from './mail-reader.styles.js';
import { type ReplyMode, replyPreset } from './reply-preset.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-mail-reply': { mode: ReplyMode; preset: MailComposePreset };
  }
}

/**
 * One mail, as its owner reads it: subject, sender, recipients and time; the html body sanitized by
 * the rich-text sanitizer, with pictures from other servers held back until the user clicks 显示图片
 * (loading them would tell the sender that the mail was read); the inline pictures the mail carries;
 * its attachments to download; and reply, reply to all, forward, mark unread and delete. Opening an
 * unread mail marks it read.
 *
 * @tag mail-reader
 * @summary A mail: headers, safe body with remote pictures blocked, attachments, reply and delete.
 *
 * @event eip-mail-reply - The user chose reply, reply all or forward. `detail: { mode, preset }`: how the new mail starts.
 * @event eip-mail-change - The mail was marked read (on opening) or unread, or deleted. `detail: { ids, change }`.
 *
 * @csspart base - The mail.
 * @csspart header - Subject, addresses and time.
 * @csspart actions - Reply, reply all, forward, mark unread, delete.
 * @csspart remote-notice - The line that says pictures were held back, with 显示图片.
 * @csspart body - The mail's body.
 * @csspart attachments - The list of attachments.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class MailReader extends EipElement {
  static override styles = mailReaderStyles;

  private readonly confirm = new ConfirmController(this);

  private readonly loader = new Task(this, {
    task: async ([id], { signal }) => {
      if (!id) return undefined;
      const mail = answerValue(await this.api.mail.getJson(id, signal));
      if (!mail.isRead) void this.markRead(mail, true, 'read');
      return mail;
    },
    args: () => [this.mailId] as const,
  });

  private readonly inlinePictures = new ObjectUrlController(this, {
    wanted: () => this.inlineFileIds(),
    fetch: (fileId) => this.api.files.getFileById(fileId),
  });

  @state() private showRemote = false;
  @state() private busy = false;
  @state() private problem = '';

  /** The mail to show (mail/getJson); empty shows a hint to choose one. */
  @property({ attribute: 'mail-id' }) mailId = '';

  /** The mail is in the trash: delete removes it for ever (after a confirmation). */
  @property({ type: Boolean }) trash = false;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('mailId')) {
      this.showRemote = false;
      this.problem = '';
    }
  }

  private inlineFileIds(): string[] {
    const mail = this.loader.value;
    if (!mail?.html || !/cid:/i.test(mail.html)) return [];
    return mail.attachments.filter((file) => file.contentId).map((file) => file.fileId);
  }

  private inlineUrl(mail: MailDetail, contentId: string): string | undefined {
    const file = mail.attachments.find((entry) => entry.contentId === contentId);
    return file ? this.inlinePictures.get(file.fileId) : undefined;
  }

  private async markRead(mail: MailDetail, isRead: boolean, change: MailChange): Promise<void> {
    try {
      acceptedValue(await this.api.mail.isRead([mail.id], isRead));
      mail.isRead = isRead;
      this.emit('eip-mail-change', { ids: [mail.id], change });
      this.requestUpdate();
    } catch (error) {
      this.problem = failureText(error);
    }
  }

  private async handleReply(mail: MailDetail, mode: ReplyMode): Promise<void> {
    let own: string[] = [];
    try {
      own = (acceptedValue(await this.api.mail.listAccounts()) ?? []).map((account) => account.email);
    } catch {
      // Without the accounts a reply to all may include the user's own address; the user can remove it.
    }
    this.emit('eip-mail-reply', { mode, preset: replyPreset(mode, mail, own) });
  }

  private async handleDelete(mail: MailDetail): Promise<void> {
    if (
      this.trash &&
      !(await this.confirm.ask(msg('彻底删除后无法恢复，确定删除这封邮件吗？'), {
        title: msg('彻底删除'),
        confirmLabel: msg('彻底删除'),
      }))
    ) {
      return;
    }
    this.busy = true;
    try {
      const type = this.trash ? 'forever' : 'trash';
      acceptedValue(await this.api.mail.remove([mail.id], type));
      this.emit('eip-mail-change', { ids: [mail.id], change: type });
    } catch (error) {
      this.problem = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private async handleDownload(file: MailAttachment): Promise<void> {
    try {
      const raw = await this.api.files.downloadFile(file.fileId);
      saveAs(raw.data, raw.contentType, file.name || raw.fileName || 'attachment');
    } catch (error) {
      this.problem = failureText(error);
    }
  }

  private renderAddresses(label: string, addresses: readonly MailAddress[]) {
    if (!addresses.length) return nothing;
    return html`<dt>${label}</dt>
      <dd>${addresses.map((address, index) => html`${index ? '，' : ''}<span title=${address.address}>${formatMailAddress(address)}</span>`)}</dd>`;
  }

  private renderActions(mail: MailDetail) {
    return html`<div part="actions" class="actions">
      <sl-button size="small" @click=${() => this.handleReply(mail, 'reply')}>
        <sl-icon slot="prefix" name="reply"></sl-icon>${msg('回复')}
      </sl-button>
      <sl-button size="small" @click=${() => this.handleReply(mail, 'replyAll')}>
        <sl-icon slot="prefix" name="reply-all"></sl-icon>${msg('全部回复')}
      </sl-button>
      <sl-button size="small" @click=${() => this.handleReply(mail, 'forward')}>
        <sl-icon slot="prefix" name="forward"></sl-icon>${msg('转发')}
      </sl-button>
      <sl-button size="small" ?disabled=${!mail.isRead} @click=${() => this.markRead(mail, false, 'unread')}>
        <sl-icon slot="prefix" name="envelope"></sl-icon>${msg('标为未读')}
      </sl-button>
      <sl-button size="small" variant=${this.trash ? 'danger' : 'default'} ?loading=${this.busy} @click=${() => this.handleDelete(mail)}>
        <sl-icon slot="prefix" name="trash"></sl-icon>${this.trash ? msg('彻底删除') : msg('删除')}
      </sl-button>
    </div>`;
  }

  private renderBody(mail: MailDetail) {
    if (!mail.html) {
      return html`<div part="body" class="body body--text">${mail.text ?? ''}</div>`;
    }
    const body = mailBodyFragment(mail.html, {
      showRemote: this.showRemote,
      inlineUrl: (contentId) => this.inlineUrl(mail, contentId),
    });
    return html`${
      body.blocked
        ? html`<div part="remote-notice" class="remote-notice" role="note">
            <sl-icon name="image" aria-hidden="true"></sl-icon>
            <span>${msg(str`为保护您的隐私，此邮件中的 ${body.blocked} 张外部图片未显示。`)}</span>
            <sl-button size="small" @click=${() => (this.showRemote = true)}>${msg('显示图片')}</sl-button>
          </div>`
        : nothing
    }
      <div part="body" class="body">${body.fragment}</div>`;
  }

  private renderAttachments(mail: MailDetail) {
    const files = mail.attachments.filter((file) => !file.inline);
    if (!files.length) return nothing;
    return html`<section class="attachments-section" aria-label=${msg('附件')}>
      <h3>${msg(str`附件（${files.length}）`)}</h3>
      <ul part="attachments" class="attachments">
        ${files.map(
          (file) => html`<li class="attachment">
            <sl-icon name="paperclip" aria-hidden="true"></sl-icon>
            <span class="attachment__name">${file.name}</span>
            <span class="attachment__size">${humanSize(file.size)}</span>
            <sl-button size="small" variant="text" @click=${() => this.handleDownload(file)}>
              <sl-icon slot="prefix" name="download"></sl-icon>${msg('下载')}
              <span class="visually-hidden">${file.name}</span>
            </sl-button>
          </li>`,
        )}
      </ul>
    </section>`;
  }

  private renderMail(mail: MailDetail) {
    return html`<article part="base" aria-labelledby="subject">
      <header part="header" class="header">
        <h2 id="subject" class="subject">${mail.subject || msg('（无主题）')}</h2>
        ${this.renderActions(mail)}
        <dl class="addresses">
          ${this.renderAddresses(msg('发件人'), mail.from ? [mail.from] : [])}
          ${this.renderAddresses(msg('收件人'), mail.to)} ${this.renderAddresses(msg('抄送'), mail.cc)}
          ${this.renderAddresses(msg('密送'), mail.bcc)}
          <dt>${msg('时间')}</dt>
          <dd><time datetime=${mail.date}>${formatDateTime(mail.date, 'YYYY-MM-DD HH:mm')}</time></dd>
        </dl>
      </header>
      ${this.problem ? html`<div class="problem" role="alert">${this.problem}</div>` : nothing}
      ${this.renderBody(mail)} ${this.renderAttachments(mail)}
    </article>`;
  }

  override render() {
    if (!this.mailId) return renderEmpty(msg('选择一封邮件阅读'));
    return html`${this.loader.render({
      ...recordLoadStates(() => void this.loader.run()),
      complete: (mail) => (mail ? this.renderMail(mail) : renderEmpty(msg('选择一封邮件阅读'))),
    })}
    ${this.confirm.render()}`;
  }
}
