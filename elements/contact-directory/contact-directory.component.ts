import { localized, msg } from '@lit/localize';
import { Task } from '@lit/task';
import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Contact } from '../../api/contract/contacts.js';
import { renderContact } from '../core/contact-actions.js';
import { EipElement } from '../core/eip-element.js';
import { answerValue, pagedListRender } from '../core/load-states.js';
import { contactDirectoryStyles } from './contact-directory.styles.js';

/**
 * The organisation's people (the contacts page's directory): a search by name, account, e-mail or
 * pinyin (full or initials: "wxm" finds 王晓明), paged. Each person offers 写邮件 (when they have an
 * address) and 发消息; the element reports the choice and the page opens the mail or message composer.
 *
 * @tag contact-directory
 * @summary Find colleagues by name, account or pinyin, and write them a mail or a message.
 *
 * @event eip-contact-action - 写邮件 or 发消息 was chosen on a person. `detail: { action: 'mail' | 'message', contact }`.
 *
 * @csspart base - The wrapper.
 * @csspart search - The search form.
 * @csspart item - One person.
 * @csspart pagination - The pager.
 * @csspart status - The loading, error or empty line.
 */
@localized()
export class ContactDirectory extends EipElement {
  static override styles = contactDirectoryStyles;

  private readonly loader = new Task(this, {
    task: async ([keyword, page, pageSize], { signal }) =>
      answerValue(await this.api.contacts.search({ keyword, page, pageSize }, signal)),
    args: () => [this.keyword, this.page, this.pageSize] as const,
  });

  @state() private keyword = '';
  @state() private page = 1;

  /** People per page. */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 10;

  private handleSearch(event: SubmitEvent): void {
    event.preventDefault();
    const input = (event.target as HTMLFormElement).elements.namedItem('keyword') as HTMLInputElement;
    this.keyword = input.value.trim();
    this.page = 1;
  }

  override render() {
    return html`<div part="base">
      <form part="search" class="search" role="search" @submit=${this.handleSearch}>
        <input
          type="search"
          name="keyword"
          aria-label=${msg('搜索姓名、账号或拼音')}
          placeholder=${msg('搜索姓名、账号或拼音')}
          .value=${this.keyword}
        />
        <sl-button size="small" type="submit">${msg('搜索')}</sl-button>
      </form>
      ${this.loader.render(
        pagedListRender({
          previous: this.loader.value,
          emptyText: msg('没有找到同事'),
          renderItem: (contact: Contact) =>
            html`<li part="item" class="person">${renderContact(this, contact)}</li>`,
          paging: { page: this.page, pageSize: this.pageSize },
          go: (page, size) => {
            this.page = page;
            this.pageSize = size;
          },
          retry: () => void this.loader.run(),
        }),
      )}
    </div>`;
  }
}
