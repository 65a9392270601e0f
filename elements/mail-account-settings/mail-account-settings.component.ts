import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { MailAccount, MailSecurity, MailServerCheck, MailTestResult } from '../../api/contract/mail.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EditFormController } from '../core/edit-form-controller.js';
import { EipElement } from '../core/eip-element.js';
import { formatDateTime } from '../core/format.js';
import { renderField } from '../core/forms/form-field.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, recordLoadStates, renderEmpty } from '../core/load-states.js';
import { isMailAddress } from '../mail-address-input/mail-address.js';
import {
  type AccountForm,
  accountToForm,
  DEFAULT_PORTS,
  formToBody,
  isPort,
  newAccountForm,
} from './account-form.js';
import { mailAccountSettingsStyles } from './mail-account-settings.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-mail-accounts-change': { accounts: MailAccount[] };
  }
}

type Field = 'email' | 'password' | 'imapHost' | 'imapPort' | 'smtpHost' | 'smtpPort';
type Server = 'imap' | 'smtp';

const SECURITIES = Object.keys(DEFAULT_PORTS.imap) as MailSecurity[];

function securityLabel(security: MailSecurity): string {
  if (security === 'tls') return msg('SSL/TLS');
  if (security === 'starttls') return msg('STARTTLS');
  return msg('不加密');
}

/**
 * The user's mail accounts (mailSetting): the list with each account's servers and last sync, and a
 * form to add or edit one — address, name, login, password (never shown back: left blank it keeps the
 * stored one), the IMAP and SMTP servers with port and security. 测试连接 really connects to both
 * servers with what the form holds and says which one failed and why. An account can be removed
 * after a confirmation (its synced copy goes, the mail server keeps its mail).
 *
 * @tag mail-account-settings
 * @summary Mail accounts: list, add, edit, test the connection, remove.
 *
 * @event eip-mail-accounts-change - Accounts were saved or removed. `detail: { accounts }`.
 *
 * @csspart base - The wrapper.
 * @csspart item - One account in the list.
 * @csspart form - The add or edit form.
 * @csspart test-result - What the connection test found.
 * @csspart message - The form's message.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class MailAccountSettings extends EipElement {
  static override styles = mailAccountSettingsStyles;

  private readonly confirm = new ConfirmController(this);

  private readonly loader = new Task(this, {
    task: async (_args, { signal }) => answerValue(await this.api.mail.listAccounts(signal)),
    args: () => [] as const,
  });

  private readonly editor = new EditFormController<AccountForm, Field>(this, 'email');

  @state() private busy: 'save' | 'test' | '' = '';
  @state() private testResult: MailTestResult | undefined;
  @state() private listProblem = '';

  private get accounts(): MailAccount[] {
    return this.loader.value ?? [];
  }

  private edit(form: AccountForm): void {
    this.testResult = undefined;
    this.editor.open(form);
  }

  private changeSecurity(server: Server, security: MailSecurity): void {
    const form = this.editor.form;
    if (!form) return;
    const portKey = server === 'imap' ? 'imapPort' : 'smtpPort';
    const securityKey = server === 'imap' ? 'imapSecurity' : 'smtpSecurity';
    // A port the user kept at the usual one follows the security; a port of their own stays.
    const usual = form[portKey] === DEFAULT_PORTS[server][form[securityKey]];
    this.editor.change({
      [securityKey]: security,
      ...(usual ? { [portKey]: DEFAULT_PORTS[server][security] } : {}),
    });
  }

  private check(form: AccountForm): boolean {
    const problems: Partial<Record<Field, string>> = {};
    if (!form.email.trim()) problems.email = msg('请填写邮箱地址');
    else if (!isMailAddress(form.email)) problems.email = msg('邮箱地址格式不正确');
    if (!form.id && !form.password) problems.password = msg('请填写密码');
    if (!form.imapHost.trim()) problems.imapHost = msg('请填写收信服务器');
    if (!isPort(form.imapPort)) problems.imapPort = msg('端口应为 1 到 65535 的整数');
    if (!form.smtpHost.trim()) problems.smtpHost = msg('请填写发信服务器');
    if (!isPort(form.smtpPort)) problems.smtpPort = msg('端口应为 1 到 65535 的整数');
    return this.editor.check(problems);
  }

  private async handleTest(): Promise<void> {
    const form = this.editor.form;
    if (!form || !this.check(form)) return;
    this.busy = 'test';
    this.testResult = undefined;
    this.editor.refuse('');
    try {
      this.testResult = acceptedValue(await this.api.mail.testAccount(formToBody(form)));
    } catch (error) {
      this.editor.refuse(failureText(error));
    } finally {
      this.busy = '';
    }
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    const form = this.editor.form;
    if (!form || this.busy || !this.check(form)) return;
    this.busy = 'save';
    this.editor.refuse('');
    try {
      acceptedValue(await this.api.mail.saveAccount(formToBody(form)));
      this.editor.close();
      await this.loader.run();
      this.emit('eip-mail-accounts-change', { accounts: this.accounts });
    } catch (error) {
      // The form keeps what was typed.
      this.editor.refuse(failureText(error));
    } finally {
      this.busy = '';
    }
  }

  private async handleRemove(account: MailAccount): Promise<void> {
    const yes = await this.confirm.ask(
      msg(
        str`删除账户“${account.email}”后，门户中同步的邮件也一并删除（邮件服务器上的邮件不受影响）。确定删除吗？`,
      ),
      { title: msg('删除邮箱账户'), confirmLabel: msg('删除') },
    );
    if (!yes) return;
    this.listProblem = '';
    try {
      acceptedValue(await this.api.mail.removeAccounts([account.id]));
      await this.loader.run();
      this.emit('eip-mail-accounts-change', { accounts: this.accounts });
    } catch (error) {
      this.listProblem = failureText(error);
    }
  }

  private renderCheck(label: string, check: MailServerCheck) {
    return html`<li class=${check.ok ? 'check check--ok' : 'check check--failed'}>
      <sl-icon name=${check.ok ? 'check2-circle' : 'exclamation-octagon'} aria-hidden="true"></sl-icon>
      <span class="check__server">${label}</span>
      <span>${check.ok ? msg('连接成功') : msg('连接失败')}${check.ok ? '' : `：${check.message}`}</span>
    </li>`;
  }

  private renderTestResult() {
    const result = this.testResult;
    return html`<div part="test-result" class="test-result" role="status">
      ${
        result
          ? html`<p class="test-summary">${result.ok ? msg('两台服务器都连接成功。') : msg('连接测试未通过：')}</p>
              <ul>
                ${this.renderCheck(msg('收信服务器（IMAP）'), result.imap)}
                ${this.renderCheck(msg('发信服务器（SMTP）'), result.smtp)}
              </ul>`
          : this.busy === 'test'
            ? msg('正在连接服务器…')
            : nothing
      }
    </div>`;
  }

  private renderServer(server: Server, legend: string) {
    const form = this.editor.form!;
    const host = server === 'imap' ? 'imapHost' : 'smtpHost';
    const port = server === 'imap' ? 'imapPort' : 'smtpPort';
    const security = server === 'imap' ? form.imapSecurity : form.smtpSecurity;
    return html`<fieldset class="server">
      <legend>${legend}</legend>
      ${renderField({
        id: host,
        label: msg('服务器地址'),
        value: form[host],
        required: true,
        placeholder: server === 'imap' ? 'imap.example.com' : 'smtp.example.com',
        error: this.editor.problems[host] ?? null,
        onInput: (value) => this.editor.change({ [host]: value }, host),
      })}
      ${renderField({
        id: port,
        label: msg('端口'),
        value: form[port],
        required: true,
        inputmode: 'numeric',
        error: this.editor.problems[port] ?? null,
        onInput: (value) => this.editor.change({ [port]: value }, port),
      })}
      <div class="field">
        <label for=${`${server}-security`}>${msg('加密方式')}</label>
        <select
          id=${`${server}-security`}
          .value=${live(security)}
          @change=${(event: Event) => this.changeSecurity(server, (event.target as HTMLSelectElement).value as MailSecurity)}
        >
          ${SECURITIES.map((entry) => html`<option value=${entry}>${securityLabel(entry)}</option>`)}
        </select>
      </div>
    </fieldset>`;
  }

  private renderForm(form: AccountForm): TemplateResult {
    return html`<form part="form" class="form" novalidate @submit=${this.handleSubmit}>
      <h2>${form.id ? msg('编辑邮箱账户') : msg('添加邮箱账户')}</h2>
      <div class="grid">
        ${renderField({
          id: 'email',
          label: msg('邮箱地址'),
          value: form.email,
          type: 'email',
          required: true,
          autocomplete: 'email',
          error: this.editor.problems.email ?? null,
          onInput: (value) => this.editor.change({ email: value }, 'email'),
        })}
        ${renderField({
          id: 'displayName',
          label: msg('发件人名称'),
          value: form.displayName,
          hint: msg('收件人看到的名字，留空则用您的姓名'),
          onInput: (value) => this.editor.change({ displayName: value }),
        })}
        ${renderField({
          id: 'username',
          label: msg('登录用户名'),
          value: form.username,
          autocomplete: 'username',
          hint: msg('留空则用邮箱地址'),
          onInput: (value) => this.editor.change({ username: value }),
        })}
        ${renderField({
          id: 'password',
          label: msg('密码'),
          value: form.password,
          type: 'password',
          required: !form.id,
          autocomplete: 'new-password',
          hint: form.id ? msg('密码不会显示；留空则保留原密码') : msg('邮箱密码或客户端授权码'),
          error: this.editor.problems.password ?? null,
          onInput: (value) => this.editor.change({ password: value }, 'password'),
        })}
      </div>
      <div class="servers">
        ${this.renderServer('imap', msg('收信服务器（IMAP）'))} ${this.renderServer('smtp', msg('发信服务器（SMTP）'))}
      </div>
      <label class="default">
        <input type="checkbox" .checked=${live(form.isDefault)} @change=${(event: Event) => this.editor.change({ isDefault: (event.target as HTMLInputElement).checked })} />
        ${msg('设为默认账户')}
      </label>
      ${this.renderTestResult()}
      ${this.editor.renderMessage()}
      <div class="form-actions">
        <sl-button type="submit" variant="primary" ?loading=${this.busy === 'save'} ?disabled=${this.busy === 'test'}
          >${msg('保存')}</sl-button
        >
        <sl-button ?loading=${this.busy === 'test'} ?disabled=${this.busy === 'save'} @click=${this.handleTest}>
          <sl-icon slot="prefix" name="plug"></sl-icon>${msg('测试连接')}
        </sl-button>
        <sl-button ?disabled=${!!this.busy} @click=${() => this.editor.close()}>${msg('取消')}</sl-button>
      </div>
    </form>`;
  }

  private renderAccount(account: MailAccount) {
    const sync = account.lastSyncError
      ? html`<span class="sync sync--failed">${msg(str`上次同步失败：${account.lastSyncError}`)}</span>`
      : account.lastSyncTime
        ? html`<span class="sync">${msg(str`上次同步：${formatDateTime(account.lastSyncTime, 'YYYY-MM-DD HH:mm')}`)}</span>`
        : html`<span class="sync">${msg('尚未同步')}</span>`;
    return html`<li part="item" class="account">
      <div class="account__main">
        <div class="account__title">
          <strong>${account.email}</strong>
          ${account.isDefault ? html`<sl-tag size="small" variant="primary">${msg('默认')}</sl-tag>` : nothing}
        </div>
        <div class="account__meta">
          <span>${msg(str`收信 ${account.imapHost}:${account.imapPort}（${securityLabel(account.imapSecurity)}）`)}</span>
          <span>${msg(str`发信 ${account.smtpHost}:${account.smtpPort}（${securityLabel(account.smtpSecurity)}）`)}</span>
          ${sync}
        </div>
      </div>
      <div class="account__actions">
        <sl-button size="small" @click=${() => this.edit(accountToForm(account))}>
          ${msg('编辑')}<span class="visually-hidden">${account.email}</span>
        </sl-button>
        <sl-button size="small" variant="danger" outline @click=${() => this.handleRemove(account)}>
          ${msg('删除')}<span class="visually-hidden">${account.email}</span>
        </sl-button>
      </div>
    </li>`;
  }

  private renderList(accounts: MailAccount[]) {
    return html`<div class="list-head">
        <sl-button variant="primary" size="small" @click=${() => this.edit(newAccountForm(accounts.length === 0))}>
          <sl-icon slot="prefix" name="envelope-plus"></sl-icon>${msg('添加邮箱账户')}
        </sl-button>
      </div>
      ${this.listProblem ? html`<div class="problem" role="alert">${this.listProblem}</div>` : nothing}
      ${
        accounts.length
          ? html`<ul class="accounts">${accounts.map((account) => this.renderAccount(account))}</ul>`
          : renderEmpty(msg('尚未添加邮箱账户'))
      }`;
  }

  override render() {
    return html`<div part="base">
      ${
        this.editor.form
          ? this.renderForm(this.editor.form)
          : this.loader.render({
              ...recordLoadStates(() => void this.loader.run()),
              complete: (accounts) => this.renderList(accounts),
            })
      }
      ${this.confirm.render()}
    </div>`;
  }
}
