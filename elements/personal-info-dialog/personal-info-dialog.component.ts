import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { type UserStatusKind, userStatusKind } from '../../api/contract/identity.js';
import type { UserDetail } from '../../api/contract/user.js';
import { EipDialogElement } from '../core/dialog-element.js';
import { acceptedValue, failureText, Refusal } from '../core/forms/server-calls.js';
import { personalInfoDialogStyles } from './personal-info-dialog.styles.js';

/** Status labels, looked up in render so they follow the language. */
export function userStatusLabel(kind: UserStatusKind): string {
  switch (kind) {
    case 'normal':
      return msg('正常');
    case 'disabled':
      return msg('禁用');
    case 'inactive':
      return msg('未激活');
    case 'left':
      return msg('离职');
  }
}

function sexLabel(sex: string | null | undefined): string {
  switch (sex) {
    case '男':
    case 'male':
      return msg('男');
    case '女':
    case 'female':
      return msg('女');
    default:
      return sex || '-';
  }
}

/**
 * The signed-in user's (or a colleague's) details in a dialog. Give it `user` to show, or let it
 * load them with getDetailByAccountOrId: the `account` given, else the signed-in user's. It loads
 * each time it opens.
 *
 * @tag personal-info-dialog
 * @summary A dialog with a user's name, account, contacts, status, roles, posts and organisations.
 *
 * @event eip-close - The user closed the dialog. `detail: {}`.
 *
 * @csspart dialog - The dialog (an `sl-dialog`); its parts are exported as `dialog-panel`, `dialog-title`, `dialog-body`, `dialog-footer`, `dialog-overlay`.
 * @csspart base - The content inside the dialog.
 * @csspart details - The list of fields.
 * @csspart close - The close button in the footer.
 *
 * @cssproperty --dialog-width - Width of the dialog. Defaults to 36rem.
 */
@localized()
export class PersonalInfoDialog extends EipDialogElement {
  static override styles = personalInfoDialogStyles;

  private readonly loader = new Task(this, {
    task: async ([account]: readonly [string], { signal }): Promise<UserDetail> => {
      const accountOrId = account || (await this.ownAccount(signal));
      const detail = acceptedValue(await this.api.ucUser.getDetailByAccountOrId(accountOrId, signal));
      if (!detail) throw new Refusal(msg('用户不存在'));
      return detail;
    },
    autoRun: false,
  });

  /** Account or user id whose details to load; the signed-in user's when empty. */
  @property() account = '';

  /** The details to show instead of loading them (as getDetailByAccountOrId answers them; JSON in HTML). */
  @property({ type: Object }) user: UserDetail | undefined;

  override willUpdate(changed: PropertyValues<this>): void {
    // Started here, not in updated(): the task's pending state then renders in this same update.
    const reopened = changed.has('open') && this.open;
    if ((reopened || changed.has('account')) && this.open && !this.user) {
      void this.loader.run([this.account]);
    }
  }

  private async ownAccount(signal: AbortSignal): Promise<string> {
    const info = acceptedValue(await this.api.ucAuth.getUserInfo({ signal }));
    if (!info?.account) throw new Refusal(msg('验证失败，请重新登录...'));
    return info.account;
  }

  private item(label: string, value: TemplateResult | string, wide = false): TemplateResult {
    return html`<div class="item ${wide ? 'item--wide' : ''}">
      <dt>${label}</dt>
      <dd>${value === '' ? '-' : value}</dd>
    </div>`;
  }

  private tags(names: string[]): TemplateResult | string {
    if (!names.length) return '-';
    return html`<ul class="tags">
      ${names.map((name) => html`<li><span class="tag">${name}</span></li>`)}
    </ul>`;
  }

  private posts(user: UserDetail): TemplateResult | string {
    const posts = user.posts ?? [];
    if (!posts.length) return '-';
    return html`<ul class="tags">
      ${posts.map((post) => {
        const path = post.pathName || post.orgName || '';
        return html`<li>
          <sl-tooltip content=${path} ?disabled=${!path}>
            <span class="tag tag--post" tabindex="0"
              >${post.postName}${path ? html`<span class="visually-hidden">（${path}）</span>` : nothing}</span
            >
          </sl-tooltip>
        </li>`;
      })}
    </ul>`;
  }

  private renderDetails(user: UserDetail): TemplateResult {
    const kind = userStatusKind(user.status);
    return html`<dl part="details">
      ${this.item(msg('用户名'), user.fullname ?? '')}
      ${this.item(msg('账号'), user.account ?? '')}
      ${this.item(msg('手机号'), user.mobile ?? '')}
      ${this.item(msg('邮箱'), user.email ?? '')}
      ${this.item(msg('性别'), sexLabel(user.sex))}
      ${this.item(msg('状态'), html`<span class="status status--${kind}">${userStatusLabel(kind)}</span>`)}
      ${this.item(msg('地址'), user.address ?? '', true)}
      ${this.item(msg('角色'), this.tags((user.roles ?? []).map((role) => role.name)), true)}
      ${this.item(msg('岗位'), this.posts(user), true)}
      ${this.item(msg('组织'), this.tags((user.orgs ?? []).map((org) => org.name)), true)}
    </dl>`;
  }

  private renderContent(): TemplateResult {
    if (this.user) return this.renderDetails(this.user);
    return this.loader.render({
      initial: () => html`<div class="state"></div>`,
      pending: () => html`<div class="state"><sl-spinner aria-label=${msg('加载中')}></sl-spinner></div>`,
      complete: (user) => this.renderDetails(user),
      error: (error) => html`<div class="state state--error" role="alert">${failureText(error)}</div>`,
    });
  }

  override render() {
    return html`
      <sl-dialog
        part="dialog"
        exportparts="overlay:dialog-overlay, panel:dialog-panel, title:dialog-title, body:dialog-body, footer:dialog-footer"
        label=${msg('个人信息')}
        ?open=${this.open}
        @sl-hide=${this.handleHide}
      >
        <div part="base">${this.renderContent()}</div>
        <sl-button slot="footer" part="close" @click=${this.handleCancel}>${msg('关闭')}</sl-button>
      </sl-dialog>
    `;
  }
}
