import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import {
  CODE_LENGTH,
  CODE_RESEND_SECONDS,
  MESSAGE_DURATION_MS,
  PASSWORD_CHANGE_LOGOUT_DELAY_MS,
  PHONE_LENGTH,
} from '../../api/contract/limits.js';
import type { ChangePasswordBody, PasswordStrategy } from '../../api/contract/user.js';
import { passwordRuleError } from '../../api/contract/validators.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { CountdownController } from '../core/forms/countdown-controller.js';
import { renderChoices, renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { FormValidation } from '../core/forms/form-validation.js';
import { localizePasswordError, passwordStrategyHint } from '../core/forms/password-messages.js';
import { acceptedValue, failureText, passwordEncrypter, submitOnEnter } from '../core/forms/server-calls.js';
import { changePasswordDialogStyles } from './change-password-dialog.styles.js';

/** How the user proves it is them: the old password, or a code sent to their mobile. */
export const CHANGE_PASSWORD_MODES = ['password', 'code'] as const;
export type ChangePasswordMode = (typeof CHANGE_PASSWORD_MODES)[number];

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-password-changed': Record<string, never>;
  }
}

type PasswordField = 'oldPwd' | 'code' | 'newPwd' | 'confirmPwd';
const FIELDS = ['oldPwd', 'code', 'newPwd', 'confirmPwd'] as const;
const EMPTY: Record<PasswordField, string> = { oldPwd: '', code: '', newPwd: '', confirmPwd: '' };

/** A directory's help that is a web address: shown as a link. */
function helpUrl(help: string): string | undefined {
  const url = URL.parse(help);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : undefined;
}

/**
 * Changes the signed-in user's password, proven with the old password or with a code sent to their
 * mobile. The new password follows the server's password strategy. Both passwords travel
 * RSA-encrypted. For an account of the company directory (`directory`) it offers no form: it says that
 * the password is changed in the directory, and where (`directory-help`). A refusal shows in the dialog and keeps the input; success asks the page to show
 * the server's message, closes the dialog and, 300 ms later, emits `eip-password-changed`: the page
 * signs the user out then (the server has already ended every session of the user).
 *
 * @tag change-password-dialog
 * @summary The change-password dialog, by old password or by a code sent to the user's mobile.
 *
 * @event eip-notify - A message for the page to show: the code was sent (验证码发送成功！), or the password was changed. `detail: { variant, message, duration }` (the shell's message duration, 1800 ms).
 * @event eip-close - The user closed the dialog without changing the password. `detail: {}`.
 * @event eip-password-changed - The password was changed, 300 ms after the dialog closed: sign the user out. `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart base - The form inside the dialog.
 * @csspart choices - The choice between old password and verification code.
 * @csspart field - Each field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart send-code - The 获取验证码 button (an `sl-button`).
 * @csspart message - The server's refusal.
 * @csspart directory-notice - For a directory account, instead of the form: where the password is changed.
 * @csspart directory-link - The directory's password page, when `directory-help` is a web address.
 * @csspart cancel - The cancel button.
 * @csspart submit - The confirm button.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 500px.
 * @cssproperty --form-gap - Space between the fields.
 */
@localized()
export class ChangePasswordDialog extends EipDialogElement {
  static override styles = changePasswordDialogStyles;

  private readonly countdown = new CountdownController(this);

  private readonly strategy = new Task(this, {
    task: async (_args: readonly [], { signal }): Promise<PasswordStrategy | null> => {
      try {
        return (await this.api.ucAuth.getDefaultPwdStrategy(signal)).value ?? null;
      } catch {
        // The default rule (at least 6 characters) still applies; the server has the last word.
        return null;
      }
    },
    autoRun: false,
  });

  private readonly validation = new FormValidation<PasswordField>(this, FIELDS, (field) => this.check(field));

  @query('form') private form!: HTMLFormElement;

  @state() private values: Record<PasswordField, string> = { ...EMPTY };
  @state() private activeMode: ChangePasswordMode = 'password';
  @state() private busy = false;
  @state() private sending = false;
  @state() private refusal = '';

  /** The signed-in user's mobile, where the code goes; without it only the old password works. */
  @property() mobile = '';

  /** Which way the dialog starts each time it opens: `password` or `code`. */
  @property() mode: ChangePasswordMode = 'password';

  /** The user's password is kept by the company directory (LDAP): the dialog says so instead of offering the form. */
  @property({ type: Boolean }) directory = false;

  /** Where a directory user changes their password: a web address (shown as a link) or a text; empty: the administrator. */
  @property({ attribute: 'directory-help' }) directoryHelp = '';

  /** Seconds the 获取验证码 button waits after a code was sent. */
  @property({ type: Number, attribute: 'resend-seconds' }) resendSeconds = CODE_RESEND_SECONDS;

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('mode') && !(CHANGE_PASSWORD_MODES as readonly string[]).includes(this.mode)) {
      console.warn(
        `<change-password-dialog>: unknown mode "${String(this.mode)}"; expected one of ${CHANGE_PASSWORD_MODES.join(', ')}`,
      );
    }
    if (changed.has('open') && this.open) {
      this.startAfresh();
      // A directory account has no form, so no strategy to follow.
      if (!this.directory) void this.strategy.run([]);
    }
  }

  private startAfresh(): void {
    this.values = { ...EMPTY };
    this.refusal = '';
    this.busy = false;
    this.activeMode = this.mode === 'code' && this.mobile ? 'code' : 'password';
    this.validation.reset();
  }

  private check(field: PasswordField): string | null {
    const { oldPwd, code, newPwd, confirmPwd } = this.values;
    const byPassword = this.activeMode === 'password';
    switch (field) {
      case 'oldPwd':
        return byPassword && !oldPwd ? msg('请输入旧密码') : null;
      case 'code':
        return !byPassword && !code.trim() ? msg('请输入验证码') : null;
      case 'newPwd': {
        const problem = passwordRuleError(
          newPwd,
          this.strategy.value ?? null,
          byPassword ? oldPwd : undefined,
        );
        return problem ? localizePasswordError(problem) : null;
      }
      case 'confirmPwd':
        if (!confirmPwd) return msg('请再次输入新密码');
        return confirmPwd === newPwd ? null : msg('两次输入的密码不一致');
    }
  }

  private handleModeChange(mode: ChangePasswordMode): void {
    this.activeMode = mode;
    this.refusal = '';
    // The field that just appeared starts clean, whatever the last attempt said.
    this.validation.hide(mode === 'password' ? 'oldPwd' : 'code');
  }

  private async handleSendCode(): Promise<void> {
    if (this.countdown.running || this.sending || !this.mobile) return;
    this.sending = true;
    this.refusal = '';
    try {
      acceptedValue(await this.api.ucUser.sendCode(this.mobile));
      this.countdown.start(this.resendSeconds);
      this.emit('eip-notify', {
        variant: 'success',
        message: msg('验证码发送成功！'),
        duration: MESSAGE_DURATION_MS,
      });
      // The button the user pressed is disabled now; the code field is where they go next.
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('#code')?.focus();
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.sending = false;
    }
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    if (!(await this.validation.checkAll(this.renderRoot))) return;
    this.busy = true;
    this.refusal = '';
    try {
      const encrypt = await passwordEncrypter(this.api);
      const { oldPwd, code, newPwd } = this.values;
      const body: ChangePasswordBody =
        this.activeMode === 'password'
          ? { newPwd: encrypt(newPwd), oldPwd: encrypt(oldPwd) }
          : { newPwd: encrypt(newPwd), code: code.trim(), mobile: this.mobile };
      const answer = await this.api.ucUser.changePassword(body);
      acceptedValue(answer);
      this.emit('eip-notify', {
        variant: 'success',
        message: answer.message || msg('密码修改成功'),
        duration: MESSAGE_DURATION_MS,
      });
      this.open = false;
      setTimeout(() => this.emit('eip-password-changed', {}), PASSWORD_CHANGE_LOGOUT_DELAY_MS);
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private handleConfirm(): void {
    this.form.requestSubmit();
  }

  private fieldInput(field: PasswordField) {
    return (value: string) => {
      this.values = { ...this.values, [field]: value };
    };
  }

  private fieldBlur(field: PasswordField) {
    return () => {
      if (this.values[field] !== '') this.validation.show(field);
    };
  }

  private renderSendCode() {
    const label = this.countdown.running
      ? msg(str`${this.countdown.remaining}秒后重新获取`)
      : msg('获取验证码');
    return html`<sl-button
      part="send-code"
      ?disabled=${this.countdown.running || this.sending || !this.mobile}
      ?loading=${this.sending}
      @click=${this.handleSendCode}
      >${label}</sl-button
    >`;
  }

  private renderProof() {
    if (this.activeMode === 'password') {
      return renderField({
        id: 'oldPwd',
        label: msg('旧密码'),
        type: 'password',
        value: this.values.oldPwd,
        error: this.validation.error('oldPwd'),
        required: true,
        autocomplete: 'current-password',
        autofocus: true,
        onInput: this.fieldInput('oldPwd'),
        onBlur: this.fieldBlur('oldPwd'),
      });
    }
    return html`
      ${renderField({
        id: 'mobile',
        label: msg('手机号'),
        type: 'tel',
        value: this.mobile,
        readonly: true,
        maxlength: PHONE_LENGTH,
        onInput: () => undefined,
      })}
      ${renderField({
        id: 'code',
        label: msg('验证码'),
        value: this.values.code,
        error: this.validation.error('code'),
        required: true,
        maxlength: CODE_LENGTH,
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        autofocus: true,
        suffix: this.renderSendCode(),
        onInput: this.fieldInput('code'),
        onBlur: this.fieldBlur('code'),
      })}
    `;
  }

  private renderDirectoryNotice() {
    const help = this.directoryHelp.trim();
    const url = helpUrl(help);
    let where: unknown = msg('请联系管理员修改密码。');
    if (url) {
      where = html`${msg('请前往以下地址修改密码：')}
        <a part="directory-link" href=${url} target="_blank" rel="noopener noreferrer">${help}</a>`;
    } else if (help) {
      where = msg(str`请前往${help}修改密码。`);
    }
    return html`
      <div part="directory-notice" class="directory-notice">
        <p>${msg('您的账号由公司目录（LDAP）管理，密码不能在门户中修改。')}</p>
        <p>${where}</p>
      </div>
      <sl-button slot="footer" part="cancel" variant="primary" @click=${this.handleCancel}>${msg('知道了')}</sl-button>
    `;
  }

  private renderForm() {
    return html`
      <form
        part="base"
        novalidate
        aria-busy=${this.busy ? 'true' : 'false'}
        @submit=${this.handleSubmit}
        @keydown=${submitOnEnter}
      >
        ${renderChoices<ChangePasswordMode>({
          name: 'mode',
          legend: msg('验证方式'),
          value: this.activeMode,
          choices: [
            { value: 'password', label: msg('旧密码验证') },
            { value: 'code', label: msg('手机验证码验证'), disabled: !this.mobile },
          ],
          onChange: (mode) => this.handleModeChange(mode),
        })}
        ${this.renderProof()}
        ${renderField({
          id: 'newPwd',
          label: msg('新密码'),
          type: 'password',
          value: this.values.newPwd,
          error: this.validation.error('newPwd'),
          hint: passwordStrategyHint(this.strategy.value),
          required: true,
          autocomplete: 'new-password',
          onInput: this.fieldInput('newPwd'),
          onBlur: this.fieldBlur('newPwd'),
        })}
        ${renderField({
          id: 'confirmPwd',
          label: msg('确认新密码'),
          type: 'password',
          value: this.values.confirmPwd,
          error: this.validation.error('confirmPwd'),
          required: true,
          autocomplete: 'new-password',
          onInput: this.fieldInput('confirmPwd'),
          onBlur: this.fieldBlur('confirmPwd'),
        })}
        ${renderRefusalMessage(this.refusal)}
      </form>
      <sl-button slot="footer" part="cancel" @click=${this.handleCancel}>${msg('取消')}</sl-button>
      <sl-button
        slot="footer"
        part="submit"
        variant="primary"
        ?loading=${this.busy}
        ?disabled=${this.busy}
        @click=${this.handleConfirm}
        >${msg('确定')}</sl-button
      >
    `;
  }

  override render() {
    return html`
      <sl-dialog
        part="dialog"
        exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
        label=${msg('修改密码')}
        ?open=${this.open}
        @sl-hide=${this.handleHide}
      >
        ${this.directory ? this.renderDirectoryNotice() : this.renderForm()}
      </sl-dialog>
    `;
  }
}
