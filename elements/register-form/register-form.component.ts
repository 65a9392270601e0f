import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { PHONE_LENGTH, UPLOAD_MAX_SIZE_BYTES, UPLOAD_MAX_SIZE_MB } from '../../api/contract/limits.js';
import {
  LICENSE_EXTENSIONS,
  LICENSE_REQUIRED_FOR,
  type PasswordStrategy,
  REGISTER_IDENTITIES,
  type RegisterBody,
  type RegisterIdentity,
  type RegisterResult,
} from '../../api/contract/user.js';
import { isContactPhone, isEmail, isMobile, passwordRuleError } from '../../api/contract/validators.js';
import { EipElement } from '../core/eip-element.js';
import {
  type FieldOptions,
  renderChoices,
  renderField,
  renderFormMessage,
} from '../core/forms/form-field.js';
import { FormSubmission } from '../core/forms/form-submission.js';
import { FormValidation } from '../core/forms/form-validation.js';
import { localizePasswordError, passwordStrategyHint } from '../core/forms/password-messages.js';
import {
  acceptedValue,
  failureText,
  passwordEncrypter,
  Refusal,
  submitOnEnter,
} from '../core/forms/server-calls.js';
import { registerFormStyles } from './register-form.styles.js';

export interface RegisterDetail {
  account: string;
  identity: RegisterIdentity;
}

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-register': RegisterDetail;
  }
}

const TEXT_FIELDS = [
  'account',
  'password',
  'confirmPassword',
  'fullname',
  'mobile',
  'email',
  'companyName',
  'creditCode',
  'legalPerson',
  'contactName',
  'contactPhone',
  'address',
  'businessScope',
] as const;
type RegisterField = (typeof TEXT_FIELDS)[number];
/** The checked fields: the typed ones, then the business licence's file. */
type CheckedField = RegisterField | 'license';
const CHECKED_FIELDS: readonly CheckedField[] = [...TEXT_FIELDS, 'license'];
const LICENSE_ACCEPT = LICENSE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The server's rule for accounts, checked here first so the user hears it at once. */
const ACCOUNT_PATTERN = /^[A-Za-z0-9_]{4,30}$/;
/** 18 letters or digits; the check character is the server's to verify. */
const CREDIT_CODE_PATTERN = /^[0-9A-Za-z]{18}$/;

const EMPTY_VALUES: Record<RegisterField, string> = Object.fromEntries(
  TEXT_FIELDS.map((field) => [field, '']),
) as Record<RegisterField, string>;

/**
 * Registers a supplier or purchaser with its company. Checks every field as the user goes (the
 * password against the server's password strategy), encrypts the password and calls register, then
 * uploads the business licence (required of suppliers, optional for purchasers) with the ticket the
 * registration answered. A failed check shows 必填项不可为空; a refusal from the server (such as
 * 账号已存在) shows above the button and keeps the input; a licence the server refused after the
 * registration went through is chosen again and sent alone. On success it emits `eip-register`.
 *
 * @tag register-form
 * @summary The self-registration form of suppliers and purchasers.
 *
 * @slot login - Replaces the sign-in link (e.g. a router link of the page).
 *
 * @event eip-register - Registered. `detail: { account, identity }`.
 *
 * @csspart base - The form.
 * @csspart choices - The supplier or purchaser choice.
 * @csspart section - Each group of fields (account, contact, company).
 * @csspart field - Each field: label, input and message.
 * @csspart field-label - The label of a field.
 * @csspart field-input - The input of a field.
 * @csspart field-error - The message under a field.
 * @csspart license - The business licence's file field.
 * @csspart message - The failed-check warning or the server's refusal.
 * @csspart actions - The row with the button and the sign-in link.
 * @csspart submit - The register button (an `sl-button`).
 *
 * @cssproperty --form-gap - Space between the groups of fields.
 */
@localized()
export class RegisterForm extends EipElement {
  static override styles = registerFormStyles;

  private readonly strategy = new Task(this, {
    task: async (_args, { signal }): Promise<PasswordStrategy | null> => {
      try {
        return (await this.api.ucAuth.getDefaultPwdStrategy(signal)).value ?? null;
      } catch {
        // Without a strategy the default rule (at least 6 characters) still applies; the server decides.
        return null;
      }
    },
    args: () => [],
  });

  private readonly validation = new FormValidation<CheckedField>(this, CHECKED_FIELDS, (field) =>
    this.check(field),
  );
  private readonly submission = new FormSubmission(this, () => this.validation);

  @query('form') private form!: HTMLFormElement;

  @state() private values: Record<RegisterField, string> = { ...EMPTY_VALUES };
  @state() private chosenIdentity: RegisterIdentity = 'supplier';
  @state() private license: File | undefined;
  /** The registration, once the server took it: a licence it refused is then sent alone with its ticket. */
  @state() private registered: RegisterResult | undefined;

  /** Which registration the form starts with: `supplier` or `purchaser`. */
  @property() identity: RegisterIdentity = 'supplier';

  /** Where the sign-in link goes; no link when empty (unless the `login` slot has one). */
  @property({ attribute: 'login-href' }) loginHref = '';

  override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('identity')) return;
    if ((REGISTER_IDENTITIES as readonly string[]).includes(this.identity)) {
      this.chosenIdentity = this.identity;
    } else {
      console.warn(
        `<register-form>: unknown identity "${String(this.identity)}"; expected one of ${REGISTER_IDENTITIES.join(', ')}`,
      );
    }
  }

  private get licenseRequired(): boolean {
    return LICENSE_REQUIRED_FOR.includes(this.chosenIdentity);
  }

  private checkLicense(): string | null {
    const file = this.license;
    if (!file) return this.licenseRequired ? msg('请上传营业执照') : null;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(LICENSE_EXTENSIONS as readonly string[]).includes(extension) || !file.name.includes('.')) {
      return msg('营业执照须为 jpg、jpeg、png 或 pdf 文件');
    }
    return file.size > UPLOAD_MAX_SIZE_BYTES ? msg(str`营业执照不能超过 ${UPLOAD_MAX_SIZE_MB}MB`) : null;
  }

  private check(field: CheckedField): string | null {
    if (field === 'license') return this.checkLicense();
    const value = this.values[field];
    const blank = value.trim() === '';
    switch (field) {
      case 'account':
        if (blank) return msg('请输入账号');
        return ACCOUNT_PATTERN.test(value.trim()) ? null : msg('账号须为4-30位字母、数字或下划线');
      case 'password': {
        if (value === '') return msg('请输入密码');
        const problem = passwordRuleError(value, this.strategy.value ?? null);
        return problem ? localizePasswordError(problem) : null;
      }
      case 'confirmPassword':
        if (value === '') return msg('请再次输入密码');
        return value === this.values.password ? null : msg('两次输入的密码不一致');
      case 'fullname':
        return blank ? msg('请输入姓名') : null;
      case 'mobile':
        if (blank) return msg('请输入手机号');
        return isMobile(value.trim()) ? null : msg('手机号格式不正确');
      case 'email':
        if (blank) return msg('邮箱不能为空');
        return isEmail(value.trim()) ? null : msg('邮箱格式错误');
      case 'companyName':
        return blank ? msg('请输入企业名称') : null;
      case 'creditCode':
        if (blank) return msg('请输入统一社会信用代码');
        return CREDIT_CODE_PATTERN.test(value.trim()) ? null : msg('统一社会信用代码应为18位数字或字母');
      case 'legalPerson':
        return blank ? msg('请输入法定代表人') : null;
      case 'contactName':
        return blank ? msg('请输入联系人姓名') : null;
      case 'contactPhone':
        if (blank) return msg('请输入联系电话');
        return isContactPhone(value.trim()) ? null : msg('联系电话格式不正确');
      case 'address':
        return blank ? msg('请输入企业地址') : null;
      case 'businessScope':
        return blank ? msg('请输入经营范围') : null;
    }
  }

  private async handleSubmit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    await this.submission.submit(async () => {
      let registered = this.registered;
      if (!registered) {
        const encrypt = await passwordEncrypter(this.api);
        registered = acceptedValue(await this.api.ucUser.register(this.body(encrypt(this.values.password))));
        if (!registered) throw new Refusal(msg('操作失败'));
      }
      if (this.license) {
        try {
          acceptedValue(await this.api.ucUser.uploadLicense(registered.licenseTicket, this.license));
        } catch (error) {
          this.registered = registered;
          throw new Refusal(
            msg(str`注册已提交，但营业执照未能上传：${failureText(error)}。请重新选择营业执照后再次提交。`),
          );
        }
      }
      this.emit('eip-register', { account: registered.account, identity: this.chosenIdentity });
    });
  }

  private body(encryptedPassword: string): RegisterBody {
    const text = (field: RegisterField) => this.values[field].trim();
    return {
      identity: this.chosenIdentity,
      account: text('account'),
      password: encryptedPassword,
      fullname: text('fullname'),
      mobile: text('mobile'),
      email: text('email'),
      company: {
        name: text('companyName'),
        creditCode: text('creditCode').toUpperCase(),
        legalPerson: text('legalPerson'),
        contactName: text('contactName'),
        contactPhone: text('contactPhone'),
        address: text('address'),
        businessScope: text('businessScope'),
      },
    };
  }

  private requestSubmit(): void {
    this.form.requestSubmit();
  }

  private field(
    field: RegisterField,
    label: string,
    options: Partial<Omit<FieldOptions, 'id' | 'label' | 'value' | 'onInput'>> = {},
  ): TemplateResult {
    return renderField({
      id: field,
      label,
      value: this.values[field],
      error: this.validation.error(field),
      required: true,
      ...options,
      onInput: (value) => {
        this.values = { ...this.values, [field]: value };
      },
      onBlur: () => {
        if (this.values[field] !== '') this.validation.show(field);
      },
    });
  }

  private renderLicense(): TemplateResult {
    const error = this.validation.error('license');
    const required = this.licenseRequired;
    const hint = required
      ? msg(str`供应商须上传营业执照：jpg、jpeg、png 或 pdf，不超过 ${UPLOAD_MAX_SIZE_MB}MB`)
      : msg(str`选填：jpg、jpeg、png 或 pdf，不超过 ${UPLOAD_MAX_SIZE_MB}MB`);
    return html`<div part="field license" class="field wide ${error ? 'field--invalid' : ''}" data-field="license">
      <label part="field-label" for="license">
        ${required ? html`<span class="field__required" aria-hidden="true">*</span>` : nothing}${msg('营业执照')}
      </label>
      <div class="field__control license">
        <!-- The browser's own file button speaks the browser's language: the label below is the portal's. -->
        <input
          id="license"
          name="license"
          class="license__input"
          type="file"
          accept=${LICENSE_ACCEPT}
          aria-required=${required ? 'true' : 'false'}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${error ? 'license-hint license-error' : 'license-hint'}
          @change=${(event: Event) => {
            this.license = (event.target as HTMLInputElement).files?.[0];
            this.validation.show('license');
          }}
        />
        <label for="license" class="license__button">${msg('选择文件')}</label>
        <span class="license__name">${this.license?.name ?? msg('未选择文件')}</span>
      </div>
      <div id="license-hint" class="field__hint">${hint}</div>
      <div id="license-error" part="field-error" class="field__error">${error ?? ''}</div>
    </div>`;
  }

  private renderLoginLink() {
    const link = this.loginHref
      ? html`${msg('已有账号？')}<a href=${this.loginHref}>${msg('去登录')}</a>`
      : nothing;
    return html`<span><slot name="login">${link}</slot></span>`;
  }

  override render() {
    const message = this.submission.message;
    return html`
      <form
        part="base"
        novalidate
        aria-label=${msg('注册')}
        aria-busy=${this.submission.busy ? 'true' : 'false'}
        @submit=${this.handleSubmit}
        @keydown=${submitOnEnter}
      >
        ${renderChoices({
          name: 'identity',
          legend: msg('注册身份'),
          value: this.chosenIdentity,
          choices: [
            { value: 'supplier', label: msg('供应商') },
            { value: 'purchaser', label: msg('采购人') },
          ],
          onChange: (value) => {
            this.chosenIdentity = value;
          },
        })}
        <fieldset part="section" class="section">
          <legend>${msg('账号信息')}</legend>
          ${this.field('account', msg('账号'), { maxlength: 30, autocomplete: 'username' })}
          <div class="spacer"></div>
          ${this.field('password', msg('密码'), {
            type: 'password',
            autocomplete: 'new-password',
            hint: passwordStrategyHint(this.strategy.value),
          })}
          ${this.field('confirmPassword', msg('确认密码'), { type: 'password', autocomplete: 'new-password' })}
        </fieldset>
        <fieldset part="section" class="section">
          <legend>${msg('联系人信息')}</legend>
          ${this.field('fullname', msg('姓名'), { maxlength: 50, autocomplete: 'name' })}
          ${this.field('mobile', msg('手机号'), {
            type: 'tel',
            maxlength: PHONE_LENGTH,
            inputmode: 'numeric',
            autocomplete: 'tel',
          })}
          ${this.field('email', msg('邮箱'), { type: 'email', maxlength: 100, autocomplete: 'email' })}
        </fieldset>
        <fieldset part="section" class="section">
          <legend>${msg('企业信息')}</legend>
          ${this.field('companyName', msg('企业名称'), { maxlength: 100, autocomplete: 'organization' })}
          ${this.field('creditCode', msg('统一社会信用代码'), { maxlength: 18 })}
          ${this.field('legalPerson', msg('法定代表人'), { maxlength: 50 })}
          ${this.field('contactName', msg('联系人姓名'), { maxlength: 50 })}
          ${this.field('contactPhone', msg('联系电话'), { type: 'tel', maxlength: 20 })}
          <div class="wide">
            ${this.field('address', msg('企业地址'), { maxlength: 200, autocomplete: 'street-address' })}
          </div>
          <div class="wide">
            ${this.field('businessScope', msg('经营范围'), { multiline: true, rows: 3, maxlength: 2000 })}
          </div>
          ${this.renderLicense()}
        </fieldset>
        ${renderFormMessage(message)}
        <div part="actions">
          <sl-button
            part="submit"
            variant="primary"
            ?loading=${this.submission.busy}
            ?disabled=${this.submission.busy}
            @click=${this.requestSubmit}
            >${this.registered ? msg('上传营业执照') : msg('注册')}</sl-button
          >
          ${this.renderLoginLink()}
        </div>
      </form>
    `;
  }
}
