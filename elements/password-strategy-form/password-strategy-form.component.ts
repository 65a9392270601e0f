import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html } from 'lit';
import { live } from 'lit/directives/live.js';
import type { PasswordStrategy } from '../../api/contract/user.js';
import { renderField, renderRefusalMessage } from '../core/forms/form-field.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { StructureAdminElement } from '../core/structure-admin.js';
import { passwordStrategyFormStyles } from './password-strategy-form.styles.js';

/** The lengths the form accepts (the server's PasswordStrategyBody). */
const MIN_LENGTH = 6;
const MAX_LENGTH = 32;

/**
 * The password strategy as the site administrator sets it (系统管理 · 密码策略): whether it applies, the
 * composition rule (1 to 4) and the minimum length. Saved, it applies at once to every change of password,
 * every reset and every registration, on every server.
 *
 * @tag password-strategy-form
 * @summary Edit the password strategy: enabled, rule 1-4, minimum length.
 *
 * @event eip-settings-change - The strategy was saved. `detail: { kind: 'save', message }`.
 *
 * @csspart base - The form.
 * @csspart message - The server's refusal, or why the length is refused.
 */
@localized()
export class PasswordStrategyForm extends StructureAdminElement {
  static override styles = passwordStrategyFormStyles;

  private draft: PasswordStrategy | undefined;

  private readonly loader = new Task(this, {
    task: async (_args, { signal }) => {
      const strategy = answerValue(await this.api.ucAuth.getDefaultPwdStrategy(signal));
      this.draft = { ...strategy };
      return strategy;
    },
    args: () => [],
  });

  private lengthError(): string | null {
    const length = this.draft?.pwdLength ?? 0;
    if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH) {
      return msg(str`最小长度须为${MIN_LENGTH}到${MAX_LENGTH}之间的整数`);
    }
    return null;
  }

  private change(patch: Partial<PasswordStrategy>): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, ...patch };
    this.refusal = '';
    this.requestUpdate();
  }

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    const draft = this.draft;
    if (!draft || this.lengthError()) {
      this.requestUpdate();
      return;
    }
    await this.act(() =>
      this.api.structureAdmin.savePasswordStrategy({
        enable: draft.enable,
        pwdRule: draft.pwdRule,
        pwdLength: draft.pwdLength,
      }),
    );
  }

  private renderForm() {
    const draft = this.draft as PasswordStrategy;
    const rules: Array<{ value: number; label: string }> = [
      { value: 1, label: msg('规则1：不限制字符组成') },
      { value: 2, label: msg('规则2：须包含数字、字母') },
      { value: 3, label: msg('规则3：须包含数字、字母、特殊字符') },
      { value: 4, label: msg('规则4：须包含数字、大小写字母、特殊字符') },
    ];
    return html`<form part="base" novalidate @submit=${this.handleSubmit}>
      <label class="switch">
        <input
          type="checkbox"
          .checked=${live(draft.enable)}
          @change=${(event: Event) => this.change({ enable: (event.target as HTMLInputElement).checked })}
        />
        <span>${msg('启用密码策略')}</span>
      </label>
      <fieldset class="choices" ?disabled=${!draft.enable}>
        <legend>${msg('密码规则')}</legend>
        ${rules.map(
          (rule) => html`<label class="choice">
            <input
              type="radio"
              name="pwdRule"
              .value=${String(rule.value)}
              .checked=${live(draft.pwdRule === rule.value)}
              @change=${() => this.change({ pwdRule: rule.value })}
            />
            <span>${rule.label}</span>
          </label>`,
        )}
      </fieldset>
      ${renderField({
        id: 'pwdLength',
        label: msg('最小长度'),
        value: String(draft.pwdLength),
        inputmode: 'numeric',
        required: true,
        disabled: !draft.enable,
        hint: msg(str`${MIN_LENGTH}到${MAX_LENGTH}位`),
        error: this.lengthError(),
        onInput: (value) => this.change({ pwdLength: Number(value.trim() || Number.NaN) }),
      })}
      <p class="hint">${msg('保存后立即用于修改密码、重置密码和注册。')}</p>
      ${renderRefusalMessage(this.refusal)}
      <div><sl-button type="submit" variant="primary" ?loading=${this.busy}>${msg('保存')}</sl-button></div>
    </form>`;
  }

  override render() {
    return this.loader.render({
      initial: () => renderLoading(),
      pending: () => (this.draft ? this.renderForm() : renderLoading()),
      error: (error) => renderLoadError(error, () => void this.loader.run()),
      complete: () => this.renderForm(),
    });
  }
}
