import { localized, msg, str } from '@lit/localize';
import { html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { IDENTITIES, type Identity, isIdentity } from '../../api/contract/identity.js';
import { DEFAULT_TENANT_CODE } from '../../api/contract/limits.js';
import type { LoginResult } from '../../api/contract/user.js';
import { EipElement } from '../core/eip-element.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { FormValidation } from '../core/forms/form-validation.js';
import {
  acceptedValue,
  failureText,
  passwordEncrypter,
  Refusal,
  submitOnEnter,
} from '../core/forms/server-calls.js';
import { loginFormStyles } from './login-form.styles.js';

/** What a successful sign-in hands to the page, which keeps the token. */
export type LoginDetail = Pick<
  LoginResult,
  'token' | 'account' | 'username' | 'fullname' | 'identity' | 'userId' | 'tenantCode'
>;

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-login': LoginDetail;
  }
}

type LoginField = 'tenant' | 'account' | 'password';

/**
 * Asks for account and password, encrypts the password with the server's public key and signs in.
 * A refusal (such as 账号或密码错误) shows under the fields and keeps what was typed. On success it
 * emits `eip-login`; the page stores the token (the form never touches storage).
 *
 * @tag login-form
 * @summary The sign-in form: account, password and optionally the tenant.
 *
 * @slot register - Replaces the register link (e.g. a router link of the page).
 * @slot forgot-password - Replaces the forgot-password link.
 *
 * @event eip-login - Signed in. `detail: { token, account, username, fullname, identity, userId, tenantCode }`.
 *
 * @csspart base - The form.
 * @csspart field - Each field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart message - The server's refusal, above the button.
 * @csspart submit - The sign-in button (an `sl-button`).
 * @csspart links - The row with the forgot-password and register links.
 *
 * @cssproperty --form-gap - Space between the fields.
 */
@localized()
export class LoginForm extends EipElement {
  static override styles = loginFormStyles;

  private readonly validation = new FormValidation<LoginField>(
    this,
    ['tenant', 'account', 'password'],
    (field) => this.check(field),
  );

  @query('form') private form!: HTMLFormElement;

  @state() private tenantValue = DEFAULT_TENANT_CODE;
  @state() private accountValue = '';
  @state() private passwordValue = '';
  @state() private busy = false;
  @state() private refusal = '';

  /** Tenant code the tenant field starts with. */
  @property() tenant = DEFAULT_TENANT_CODE;

  /** Shows the tenant field; without it the sign-in goes to `tenant-id`. */
  @property({ type: Boolean, attribute: 'show-tenant' }) showTenant = false;

  /** Tenant id sent with the sign-in (-1 is the platform tenant). */
  @property({ type: Number, attribute: 'tenant-id' }) tenantId = -1;

  /** Refuses accounts of another identity (purchaser, supplier, administrators); any when empty. */
  @property() identity: Identity | undefined;

  /** Account the account field starts with (e.g. just registered). */
  @property() account = '';

  /** Where the register link goes; no link when empty (unless the `register` slot has one). */
  @property({ attribute: 'register-href' }) registerHref = '';

  /** Where the forgot-password link goes; no link when empty (unless the slot has one). */
  @property({ attribute: 'forgot-password-href' }) forgotPasswordHref = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('tenant')) this.tenantValue = this.tenant;
    if (changed.has('account')) this.accountValue = this.account;
    if (changed.has('identity') && this.identity && !isIdentity(this.identity)) {
      console.warn(
        `<login-form>: unknown identity "${String(this.identity)}"; expected one of ${IDENTITIES.join(', ')}`,
      );
    }
  }

  private check(field: LoginField): string | null {
    switch (field) {
      case 'tenant':
        return this.showTenant && !this.tenantValue.trim() ? msg('请输入租户') : null;
      case 'account':
        return this.accountValue.trim() ? null : msg('请输入账号');
      case 'password':
        return this.passwordValue ? null : msg('请输入密码');
    }
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (this.busy) return;
    if (!(await this.validation.checkAll(this.renderRoot))) return;
    this.busy = true;
    this.refusal = '';
    try {
      const detail = await this.signIn();
      this.emit('eip-login', detail);
    } catch (error) {
      this.refusal = failureText(error);
    } finally {
      this.busy = false;
    }
  }

  private async signIn(): Promise<LoginDetail> {
    const tenantId = await this.resolveTenantId();
    const encrypt = await passwordEncrypter(this.api);
    const answer = await this.api.ucAuth.login(
      { account: this.accountValue.trim(), password: encrypt(this.passwordValue) },
      { tenantId, identity: isIdentity(this.identity) ? this.identity : undefined },
    );
    const result = acceptedValue(answer);
    if (!result?.token) {
      const tokenKey = this.api.http.options.deployment.tokenKey;
      throw new Refusal(msg(str`登录接口异常，未正确返回${tokenKey}...`));
    }
    const { token, account, username, fullname, identity, userId, tenantCode } = result;
    return { token, account, username, fullname, identity, userId, tenantCode };
  }

  /** The typed tenant's id, looked up only when the user typed a tenant other than the given one. */
  private async resolveTenantId(): Promise<number> {
    const code = this.tenantValue.trim();
    if (!this.showTenant || code === this.tenant) return this.tenantId;
    const tenant = acceptedValue(await this.api.ucAuth.getTenantByCode(code));
    if (!tenant) throw new Refusal(msg('租户不存在'));
    return tenant.id;
  }

  private requestSubmit(): void {
    this.form.requestSubmit();
  }

  private showWhenTyped(field: LoginField, value: string): void {
    if (value) this.validation.show(field);
  }

  private renderLinks() {
    const forgot = this.forgotPasswordHref
      ? html`<a href=${this.forgotPasswordHref}>${msg('忘记密码？')}</a>`
      : nothing;
    const register = this.registerHref
      ? html`${msg('还没有账号？')}<a href=${this.registerHref}>${msg('立即注册')}</a>`
      : nothing;
    return html`<div part="links">
      <span class="links__forgot"><slot name="forgot-password">${forgot}</slot></span>
      <span class="links__register"><slot name="register">${register}</slot></span>
    </div>`;
  }

  override render() {
    return html`
      <form
        part="base"
        novalidate
        aria-label=${msg('登录')}
        aria-busy=${this.busy ? 'true' : 'false'}
        @submit=${this.handleSubmit}
        @keydown=${submitOnEnter}
      >
        ${
          this.showTenant
            ? renderField({
                id: 'tenant',
                label: msg('租户'),
                value: this.tenantValue,
                error: this.validation.error('tenant'),
                required: true,
                autocomplete: 'organization',
                onInput: (value) => {
                  this.tenantValue = value;
                },
                onBlur: () => this.showWhenTyped('tenant', this.tenantValue),
              })
            : nothing
        }
        ${renderField({
          id: 'account',
          label: msg('账号'),
          value: this.accountValue,
          error: this.validation.error('account'),
          required: true,
          maxlength: 64,
          autocomplete: 'username',
          onInput: (value) => {
            this.accountValue = value;
          },
          onBlur: () => this.showWhenTyped('account', this.accountValue),
        })}
        ${renderField({
          id: 'password',
          label: msg('密码'),
          type: 'password',
          value: this.passwordValue,
          error: this.validation.error('password'),
          required: true,
          autocomplete: 'current-password',
          onInput: (value) => {
            this.passwordValue = value;
          },
          onBlur: () => this.showWhenTyped('password', this.passwordValue),
        })}
        ${renderRefusalMessage(this.refusal)}
        <sl-button
          part="submit"
          variant="primary"
          ?loading=${this.busy}
          ?disabled=${this.busy}
          @click=${this.requestSubmit}
          >${msg('登录')}</sl-button
        >
        ${this.renderLinks()}
      </form>
    `;
  }
}
