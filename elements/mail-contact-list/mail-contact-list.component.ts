import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import { formatMailAddress, type MailLinkman, type MailLinkmanBody } from '../../api/contract/mail.js';
import { ConfirmController } from '../core/confirm-controller.js';
import { EditFormController } from '../core/edit-form-controller.js';
import { EipElement } from '../core/eip-element.js';
import { renderField } from '../core/forms/form-field.js';
import { acceptedValue, failureText } from '../core/forms/server-calls.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { SearchController } from '../core/search-controller.js';
import { isMailAddress } from '../mail-address-input/mail-address.js';
import { mailContactListStyles } from './mail-contact-list.styles.js';

declare module '../core/eip-element.js' {
  interface EipEventDetailMap {
    'eip-mail-compose': { to: string[] };
  }
}

type Field = 'name' | 'email';
type ContactForm = {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  remark: string;
};

function toForm(contact?: MailLinkman): ContactForm {
  return {
    id: contact?.id ?? '',
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    company: contact?.company ?? '',
    remark: contact?.remark ?? '',
  };
}

function toBody(form: ContactForm): MailLinkmanBody {
  return {
    ...(form.id ? { id: form.id } : {}),
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim() || null,
    company: form.company.trim() || null,
    remark: form.remark.trim() || null,
  };
}

/**
 * The user's mail contacts (mailLinkman): searched and paged, added and edited in a form, removed
 * after a confirmation, and 写邮件 to start a mail to one of them. The contacts are also what the
 * address fields of a new mail offer first.
 *
 * @tag mail-contact-list
 * @summary Mail contacts: search, add, edit, remove, write a mail to one.
 *
 * @event eip-mail-compose - The user wants to write to a contact. `detail: { to }` (`name <address>`).
 *
 * @csspart base - The wrapper.
 * @csspart item - One contact.
 * @csspart form - The add or edit form.
 * @csspart pagination - The pager.
 * @csspart message - The form's message.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class MailContactList extends EipElement {
  static override styles = mailContactListStyles;

  private readonly confirm = new ConfirmController(this);

  private readonly loader = new Task(this, {
    task: async ([keyword, page, pageSize], { signal }) => {
      const querys: QueryFilter[] = keyword
        ? [{ property: 'keyword', value: keyword, operation: 'LIKE' }]
        : [];
      const body: QueryBody = { pageBean: { page, pageSize, showTotal: true }, querys };
      return answerValue(await this.api.mail.listLinkmen(body, signal));
    },
    args: () => [this.search.keyword, this.page, this.pageSize] as const,
  });

  private readonly search = new SearchController(this, () => {
    this.page = 1;
  });

  private readonly editor = new EditFormController<ContactForm, Field>(this, 'name');

  @state() private page = 1;
  @state() private busy = false;
  @state() private listProblem = '';

  /** Contacts per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  private async handleSubmit(event: Event): Promise<void> {
    event.preventDefault();
    const form = this.editor.form;
    if (!form || this.busy) return;
    const problems: Partial<Record<Field, string>> = {};
    if (!form.name.trim()) problems.name = msg('请填写姓名');
    if (!form.email.trim()) problems.email = msg('请填写邮箱地址');
    else if (!isMailAddress(form.email)) problems.email = msg('邮箱地址格式不正确');
    if (!this.editor.check(problems)) return;
    this.busy = true;
    try {
      acceptedValue(await this.api.mail.saveLinkman(toBody(form)));
      this.editor.close();
      void this.loader.run();
    } catch (error) {
      this.editor.refuse(failureText(error));
    } finally {
      this.busy = false;
    }
  }

  private async handleRemove(contact: MailLinkman): Promise<void> {
    const yes = await this.confirm.ask(msg(str`确定删除联系人“${contact.name}”吗？`), {
      title: msg('删除联系人'),
      confirmLabel: msg('删除'),
    });
    if (!yes) return;
    this.listProblem = '';
    try {
      acceptedValue(await this.api.mail.removeLinkmen([contact.id]));
      void this.loader.run();
    } catch (error) {
      this.listProblem = failureText(error);
    }
  }

  private renderForm(form: ContactForm): TemplateResult {
    const text = (id: 'phone' | 'company' | 'remark', label: string, multiline = false) =>
      renderField({
        id,
        label,
        value: form[id],
        multiline,
        onInput: (value) => this.editor.change({ [id]: value }),
      });
    return html`<form part="form" class="form" novalidate @submit=${this.handleSubmit}>
      <h2>${form.id ? msg('编辑联系人') : msg('添加联系人')}</h2>
      ${renderField({
        id: 'name',
        label: msg('姓名'),
        value: form.name,
        required: true,
        maxlength: 100,
        error: this.editor.problems.name ?? null,
        onInput: (value) => this.editor.change({ name: value }, 'name'),
      })}
      ${renderField({
        id: 'email',
        label: msg('邮箱地址'),
        value: form.email,
        type: 'email',
        required: true,
        error: this.editor.problems.email ?? null,
        onInput: (value) => this.editor.change({ email: value }, 'email'),
      })}
      ${text('phone', msg('电话'))} ${text('company', msg('单位'))} ${text('remark', msg('备注'), true)}
      ${this.editor.renderMessage()}
      <div class="form-actions">
        <sl-button type="submit" variant="primary" ?loading=${this.busy}>${msg('保存')}</sl-button>
        <sl-button ?disabled=${this.busy} @click=${() => this.editor.close()}>${msg('取消')}</sl-button>
      </div>
    </form>`;
  }

  private renderContact(contact: MailLinkman) {
    return html`<li part="item" class="contact">
      <div class="contact__main">
        <div class="contact__title"><strong>${contact.name}</strong><span>${contact.email}</span></div>
        <div class="contact__meta">
          ${contact.phone ? html`<span>${contact.phone}</span>` : nothing}
          ${contact.company ? html`<span>${contact.company}</span>` : nothing}
          ${contact.remark ? html`<span>${contact.remark}</span>` : nothing}
        </div>
      </div>
      <div class="contact__actions">
        <sl-button
          size="small"
          variant="primary"
          outline
          @click=${() => this.emit('eip-mail-compose', { to: [formatMailAddress({ name: contact.name, address: contact.email })] })}
        >
          <sl-icon slot="prefix" name="send"></sl-icon>${msg('写邮件')}<span class="visually-hidden">${contact.name}</span>
        </sl-button>
        <sl-button size="small" @click=${() => this.editor.open(toForm(contact))}>
          ${msg('编辑')}<span class="visually-hidden">${contact.name}</span>
        </sl-button>
        <sl-button size="small" variant="danger" outline @click=${() => this.handleRemove(contact)}>
          ${msg('删除')}<span class="visually-hidden">${contact.name}</span>
        </sl-button>
      </div>
    </li>`;
  }

  override render() {
    if (this.editor.form) return html`<div part="base">${this.renderForm(this.editor.form)}</div>`;
    return html`<div part="base">
      <div class="list-head">
        <input
          type="search"
          class="search"
          aria-label=${msg('搜索联系人')}
          placeholder=${msg('搜索姓名、邮箱或单位')}
          .value=${live(this.search.typed)}
          @input=${this.search.handleInput}
        />
        <sl-button variant="primary" size="small" @click=${() => this.editor.open(toForm())}>
          <sl-icon slot="prefix" name="person-plus"></sl-icon>${msg('添加联系人')}
        </sl-button>
      </div>
      ${this.listProblem ? html`<div class="problem" role="alert">${this.listProblem}</div>` : nothing}
      <div class="contacts-list">
        ${this.loader.render(
          pagedListRender({
            previous: this.loader.value,
            emptyText: this.search.keyword ? msg('没有找到相关联系人') : msg('还没有邮件联系人'),
            renderItem: (contact) => this.renderContact(contact),
            paging: { page: this.page, pageSize: this.pageSize },
            go: (page, pageSize) => {
              this.page = page;
              this.pageSize = pageSize;
            },
            retry: () => void this.loader.run(),
          }),
        )}
      </div>
      ${this.confirm.render()}
    </div>`;
  }
}
