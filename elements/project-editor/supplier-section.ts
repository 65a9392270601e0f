import { msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { ApiClient } from '../../api/client/index.js';
import type { QueryFilter } from '../../api/contract/envelope.js';
import type { SupplierCandidate } from '../../api/contract/procure-registration.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import type { InvitedSupplier } from './editor-model.js';

const PAGE_SIZE = 20;

/**
 * The registered suppliers a purchaser may invite, searched by company or account (querySupplier):
 * loads when the section first shows and again for each search.
 */
export class SupplierSearch {
  keyword = '';
  draft = '';
  private started = false;

  readonly task: Task<readonly [string, boolean], SupplierCandidate[]>;

  constructor(
    private readonly host: ReactiveControllerHost,
    api: () => ApiClient,
  ) {
    this.task = new Task(host, {
      task: async ([keyword, started], { signal }) => {
        if (!started) return [];
        const querys: QueryFilter[] = keyword
          ? [{ property: 'keyword', value: keyword, operation: 'LIKE' }]
          : [];
        const answer = await api().procureProject.querySupplier(
          { pageBean: { page: 1, pageSize: PAGE_SIZE }, querys },
          signal,
        );
        return answerValue(answer).rows;
      },
      args: () => [this.keyword, this.started] as const,
    });
  }

  /** Loads the first page once the section is on screen (invite mode); call it before an update. */
  start(): void {
    this.started = true;
  }

  search(): void {
    this.keyword = this.draft.trim();
    this.host.requestUpdate();
  }
}

export interface SupplierSectionOptions {
  search: SupplierSearch;
  chosen: readonly InvitedSupplier[];
  error: string | null;
  onChange: (chosen: InvitedSupplier[]) => void;
}

function nameOf(candidate: SupplierCandidate): string {
  return candidate.companyName || candidate.fullname || candidate.account;
}

/**
 * The suppliers invited (invite mode, 邀请供应商): the chosen ones as removable tags, and a search of
 * the registered suppliers whose rows are ticked to choose. The invitations go out when the project
 * is published.
 */
export function renderSupplierSection(options: SupplierSectionOptions): TemplateResult {
  const { search, chosen } = options;
  const chosenIds = new Set(chosen.map((supplier) => supplier.id));
  const toggle = (candidate: SupplierCandidate, on: boolean) =>
    options.onChange(
      on
        ? [...chosen, { id: candidate.id, name: nameOf(candidate) }]
        : chosen.filter((supplier) => supplier.id !== candidate.id),
    );
  const count = chosen.length;
  return html`<div class="suppliers ${options.error ? 'field--invalid' : ''}" data-field="suppliers">
    <p class="suppliers__chosen-head" id="suppliers-chosen">${msg(str`已选 ${count} 家供应商`)}</p>
    <div class="suppliers__chosen" role="list" aria-labelledby="suppliers-chosen">
      ${chosen.map(
        (supplier) => html`<sl-tag
          role="listitem"
          removable
          size="small"
          @sl-remove=${() => options.onChange(chosen.filter((it) => it.id !== supplier.id))}
          >${supplier.name}</sl-tag
        >`,
      )}
    </div>
    <div id="suppliers-error" class="field__error">${options.error ?? ''}</div>
    <form
      class="suppliers__search"
      role="search"
      aria-label=${msg('搜索供应商')}
      @submit=${(event: SubmitEvent) => {
        event.preventDefault();
        search.search();
      }}
    >
      <label class="visually-hidden" for="suppliers-keyword">${msg('供应商名称或账号')}</label>
      <input
        id="suppliers-keyword"
        type="search"
        placeholder=${msg('供应商名称或账号')}
        aria-describedby=${options.error ? 'suppliers-error' : nothing}
        .value=${live(search.draft)}
        @input=${(event: Event) => {
          search.draft = (event.target as HTMLInputElement).value;
        }}
      />
      <sl-button size="small" type="submit">${msg('搜索')}</sl-button>
    </form>
    ${search.task.render({
      pending: () => renderLoading(),
      error: (error) => renderLoadError(error, () => void search.task.run()),
      complete: (rows) =>
        rows.length
          ? html`<ul class="suppliers__list" aria-label=${msg('可邀请的供应商')}>
              ${rows.map(
                (candidate) => html`<li>
                  <label class="choice">
                    <input
                      type="checkbox"
                      .checked=${live(chosenIds.has(candidate.id))}
                      @change=${(event: Event) => toggle(candidate, (event.target as HTMLInputElement).checked)}
                    />
                    <span>${nameOf(candidate)}</span>
                    <span class="suppliers__account">${candidate.account}</span>
                  </label>
                </li>`,
              )}
            </ul>`
          : html`<p class="lines__empty">${search.keyword ? msg('没有符合条件的供应商') : msg('暂无供应商')}</p>`,
    })}
  </div>`;
}
