import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import type { QueryBody, QueryFilter } from '../../api/contract/envelope.js';
import type { SelectorOrg, SelectorUser } from '../../api/contract/selectors.js';
import { answerValue } from '../core/load-states.js';
import { type Picked, PickerElement, type PickerTexts } from '../core/picker.js';
import { userPickerStyles } from './user-picker.styles.js';

/** A chosen person: the user's id and name. */
export type PickedUser = Picked;

/** How many matches a search shows. */
const MATCHES = 8;
/** Typing settles for this long before the search runs. */
const SEARCH_DELAY_MS = 250;

/**
 * Picks people from the user selector (users/queryByType): type part of a name or account, or choose a
 * department (the organisation selector, getOrgPage) to list its members; pick with the mouse or the
 * arrow keys and Enter. The chosen people show as removable tags. One person, or with `multiple` up to
 * `max`. A form control: the form submits the ids joined by commas; `required` asks for at least one.
 *
 * @tag user-picker
 * @summary Search and choose people (by name, account or department), one or several.
 *
 * @event eip-change - The user added or removed a person. `detail: { value }` (PickedUser[]).
 *
 * @csspart base - The wrapper.
 * @csspart chosen - The chosen people (tags).
 * @csspart org - The department filter.
 * @csspart search - The search box.
 * @csspart matches - The list of matches.
 * @csspart message - Why the value is refused, or that nothing matched.
 */
@localized()
export class UserPicker extends PickerElement<SelectorUser> {
  static override styles = userPickerStyles;

  private readonly orgsLoader = new Task(this, {
    task: async ([wanted], { signal }) => {
      if (!wanted) return [] as SelectorOrg[];
      const page = answerValue(
        await this.api.ucSelectors.getOrgPage({ pageBean: { page: 1, pageSize: -1 } }, signal),
      );
      return page.rows;
    },
    args: () => [this.orgFilter] as const,
  });

  @state() private orgId = '';

  /** Offers the department filter. */
  @property({ type: Boolean, attribute: 'org-filter' }) orgFilter = false;

  protected texts(): PickerTexts {
    return {
      label: msg('人员'),
      chosen: (count) => msg(str`已选择 ${count} 人`),
      placeholder: msg('输入姓名或账号搜索'),
      full: (max) => msg(str`最多选择 ${max} 人`),
      searching: msg('搜索中…'),
      failed: msg('人员加载失败'),
      noMatch: msg('没有匹配的人员'),
      matches: msg('匹配的人员'),
      missing: msg('请选择人员'),
    };
  }

  protected override searchArgs(): readonly unknown[] {
    return [this.orgId];
  }

  protected override searches(keyword: string, [orgId]: readonly unknown[]): boolean {
    return Boolean(keyword || orgId);
  }

  protected async search(keyword: string, [orgId]: readonly unknown[], signal: AbortSignal) {
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS));
    signal.throwIfAborted();
    const querys: QueryFilter[] = [{ property: 'status', value: 1, operation: 'EQUAL', relation: 'AND' }];
    if (orgId) querys.push({ property: 'orgId', value: orgId, operation: 'EQUAL', relation: 'AND' });
    if (keyword) {
      querys.push(
        { property: 'fullname', value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' },
        { property: 'account', value: keyword, operation: 'LIKE', relation: 'OR', group: 'keyword' },
      );
    }
    const body: QueryBody = { pageBean: { page: 1, pageSize: MATCHES }, querys };
    return answerValue(await this.api.ucSelectors.queryUsersByType(body, signal)).rows;
  }

  protected pickedOf(user: SelectorUser): Picked {
    return { id: user.id, name: user.fullname || user.name };
  }

  protected renderMatch(user: SelectorUser) {
    return html`<span>${user.fullname || user.name}</span><span class="match__account">${user.account}</span>`;
  }

  protected override renderFilters() {
    if (!this.orgFilter) return nothing;
    return html`<select
      part="org"
      aria-label=${msg('部门')}
      .value=${live(this.orgId)}
      ?disabled=${this.isDisabled}
      @change=${(event: Event) => {
        this.orgId = (event.target as HTMLSelectElement).value;
        this.showFromStart();
      }}
    >
      <option value="">${msg('全部部门')}</option>
      ${(this.orgsLoader.value ?? []).map((org) => html`<option value=${org.id}>${org.name}</option>`)}
    </select>`;
  }
}
