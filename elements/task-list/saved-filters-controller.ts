import { msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { live } from 'lit/directives/live.js';
import type { ApiClient } from '../../api/client/index.js';
import type { QuerySorter } from '../../api/contract/envelope.js';
import type { SavedFilter } from '../../api/contract/workflow-lists.js';
import { answerValue } from '../core/load-states.js';
import {
  filterQuerys,
  hasSavedFilters,
  type TaskFilterValues,
  type TaskListKind,
} from './task-list-sources.js';

/** What the saved filters read of the list and tell it. */
export interface SavedFiltersOptions {
  api: () => ApiClient;
  kind: () => TaskListKind;
  /** The list offers saved filters now (asked for, loading its own rows, and a list that keeps them). */
  enabled: () => boolean;
  /** What the search form holds and the order chosen: what "save" keeps. */
  draft: () => TaskFilterValues;
  sorter: () => QuerySorter | undefined;
  /** A saved filter the user chose. */
  apply: (filter: SavedFilter) => void;
  /** A line for screen readers (saved, removed). */
  announce: (text: string) => void;
}

/**
 * The filters a user saved on the server for a list: loads them, offers them in a menu beside the
 * search buttons, and saves the current search under a name or removes one in a dialog.
 */
export class SavedFiltersController implements ReactiveController {
  private readonly loader: Task<readonly [TaskListKind, boolean, number], SavedFilter[]>;
  private reloads = 0;
  private open = false;
  private name = '';
  private error = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: SavedFiltersOptions,
  ) {
    host.addController(this);
    this.loader = new Task(host, {
      task: async ([kind, enabled], { signal }) => {
        if (!enabled || !hasSavedFilters(kind)) return [] as SavedFilter[];
        return answerValue(await options.api().workflowLists.listSavedFilters(kind, signal));
      },
      args: () => [options.kind(), options.enabled(), this.reloads] as const,
    });
  }

  hostConnected(): void {}

  /** The saved filters as last loaded. */
  get saved(): SavedFilter[] {
    return this.loader.value ?? [];
  }

  /** Loads the saved filters again. */
  reload(): void {
    this.reloads += 1;
    this.host.requestUpdate();
  }

  private set(changes: { open?: boolean; name?: string; error?: string }): void {
    Object.assign(this, changes);
    this.host.requestUpdate();
  }

  private async handleSave(event: Event): Promise<void> {
    event.preventDefault();
    const name = this.name.trim();
    if (!name) {
      this.set({ error: msg('请填写筛选名称') });
      return;
    }
    const kind = this.options.kind();
    try {
      if (!hasSavedFilters(kind)) return;
      const sorter = this.options.sorter();
      answerValue(
        await this.options.api().workflowLists.saveFilter({
          name,
          list: kind,
          querys: filterQuerys(kind, this.options.draft()),
          sorter: sorter ? [sorter] : [],
        }),
      );
      this.set({ error: '', name: '', open: false });
      this.options.announce(msg(str`已保存筛选“${name}”`));
      this.reload();
    } catch (error) {
      this.set({ error: error instanceof Error && error.message ? error.message : msg('保存失败') });
    }
  }

  private async handleRemove(filter: SavedFilter): Promise<void> {
    try {
      answerValue(await this.options.api().workflowLists.removeFilter(filter.id));
      this.options.announce(msg(str`已删除筛选“${filter.name}”`));
      this.reload();
    } catch (error) {
      this.set({ error: error instanceof Error && error.message ? error.message : msg('操作失败') });
    }
  }

  /** The menu of saved filters, with "save the current filter" at its end. */
  renderMenu(): TemplateResult | typeof nothing {
    if (!this.options.enabled()) return nothing;
    const saved = this.saved;
    return html`<sl-dropdown hoist>
      <sl-button slot="trigger" size="small" caret>${msg('已保存的筛选')}</sl-button>
      <sl-menu
        @sl-select=${(event: CustomEvent<{ item: { value: string } }>) => {
          const value = event.detail.item.value;
          if (value === '__save') this.set({ open: true });
          else {
            const filter = saved.find((f) => f.id === value);
            if (filter) this.options.apply(filter);
          }
        }}
      >
        ${saved.map((filter) => html`<sl-menu-item value=${filter.id}>${filter.name}</sl-menu-item>`)}
        ${saved.length ? html`<sl-divider></sl-divider>` : nothing}
        <sl-menu-item value="__save">${msg('保存当前筛选…')}</sl-menu-item>
      </sl-menu>
    </sl-dropdown>`;
  }

  /** The dialog that names the current filter and lists the saved ones to remove. */
  renderDialog(): TemplateResult | typeof nothing {
    if (!this.options.enabled()) return nothing;
    const saved = this.saved;
    return html`<sl-dialog
      label=${msg('保存当前筛选')}
      ?open=${this.open}
      @sl-after-hide=${(event: Event) => {
        if (event.target === event.currentTarget) this.set({ open: false });
      }}
    >
      <form class="save-form" @submit=${(event: Event) => this.handleSave(event)}>
        <label class="filter">
          <span>${msg('筛选名称')}</span>
          <input
            id="filter-name"
            maxlength="50"
            .value=${live(this.name)}
            aria-invalid=${this.error ? 'true' : 'false'}
            aria-describedby="filter-name-error"
            @input=${(event: Event) => this.set({ name: (event.target as HTMLInputElement).value })}
          />
        </label>
        <div id="filter-name-error" class="error" role="alert">${this.error}</div>
        <sl-button type="submit" variant="primary" size="small">${msg('保存')}</sl-button>
      </form>
      ${
        saved.length
          ? html`<h3 class="saved-title">${msg('已保存的筛选')}</h3>
              <ul class="saved">
                ${saved.map(
                  (filter) => html`<li>
                    <span>${filter.name}</span>
                    <sl-button size="small" variant="text" @click=${() => this.handleRemove(filter)}
                      >${msg(str`删除“${filter.name}”`)}</sl-button
                    >
                  </li>`,
                )}
              </ul>`
          : nothing
      }
    </sl-dialog>`;
  }
}
