import { localized, msg, str } from '@lit/localize';
import { Task } from '@lit/task';
import { html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  type AdminIndexLayout,
  LAYOUT_COLUMNS_MAX,
  LAYOUT_DEFAULT_HEIGHT,
  LAYOUT_GRID_SPAN,
} from '../../api/contract/layout-admin.js';
import { renderRefusalMessage } from '../core/forms/form-field.js';
import { answerValue, renderLoadError, renderLoading } from '../core/load-states.js';
import { currentLanguage } from '../core/localize.js';
import { StructureAdminElement } from '../core/structure-admin.js';
import { layoutAdminStyles } from './layout-admin.styles.js';

/** A column as the draft places it: which one, how many grid units wide, its height units (kept). */
interface DraftColumn {
  alias: string;
  w: number;
  h: number;
}

const WIDTHS = Array.from({ length: LAYOUT_GRID_SPAN }, (_, index) => index + 1);

/**
 * 门户布局 (系统管理): the staff home's default layout as its administrator arranges it. The columns in
 * the order the home shows them (left to right, top to bottom, rows of 24 units), each with its width;
 * the administrator adds a column from the index columns, removes one, moves one up or down, sets its
 * width and saves. A preview draws them as the home does. Saved, users who never arranged their own
 * home see it at once; the others get it with 获取最新门户.
 *
 * @tag layout-admin
 * @summary Arrange the staff home's default layout: columns, their order and widths.
 *
 * @event eip-settings-change - The layout was saved. `detail: { kind: 'save', message }`.
 *
 * @csspart base - The form.
 * @csspart columns - The list of placed columns.
 * @csspart preview - The preview of the home's grid.
 * @csspart message - The server's refusal, or why the layout cannot be saved.
 */
@localized()
export class LayoutAdmin extends StructureAdminElement {
  static override styles = layoutAdminStyles;

  /** The layout as loaded or last saved. */
  private layout: AdminIndexLayout | undefined;
  @state() private draft: DraftColumn[] = [];
  @state() private adding = '';
  /** Why the draft cannot be saved, shown after the user tried. */
  @state() private problem = '';

  private readonly loader = new Task(this, {
    // Names come in the page's language: a switch asks again, the arrangement being edited stays.
    task: async ([_language], { signal }) => {
      const layout = answerValue(await this.api.structureAdmin.layoutAdmin(signal));
      if (!this.layout || this.layout.id !== layout.id) this.draft = layout.columns.map(toDraft);
      this.layout = layout;
      return layout;
    },
    args: () => [currentLanguage()],
  });

  private nameOf(alias: string): string {
    return this.layout?.available.find((column) => column.alias === alias)?.name ?? alias;
  }

  private changeDraft(draft: DraftColumn[]): void {
    this.draft = draft;
    this.refusal = '';
    this.problem = '';
  }

  private moveColumn(index: number, by: -1 | 1): void {
    const draft = [...this.draft];
    const [column] = draft.splice(index, 1);
    if (!column) return;
    draft.splice(index + by, 0, column);
    this.changeDraft(draft);
    // The focus follows the column moved, to its button that still can move it.
    void this.updateComplete.then(() => {
      const row = this.renderRoot.querySelectorAll<HTMLElement>('[part="columns"] > li')[index + by];
      const button = row?.querySelector<HTMLElement>(
        by < 0 ? '.up:not([disabled])' : '.down:not([disabled])',
      );
      (button ?? row?.querySelector<HTMLElement>('select'))?.focus();
    });
  }

  private removeColumn(index: number): void {
    this.changeDraft(this.draft.filter((_, at) => at !== index));
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('#layout-add')?.focus());
  }

  private addColumn(): void {
    const alias = this.adding || this.unplaced()[0]?.alias;
    if (!alias) return;
    this.changeDraft([...this.draft, { alias, w: LAYOUT_GRID_SPAN, h: LAYOUT_DEFAULT_HEIGHT }]);
    this.adding = '';
  }

  private unplaced() {
    const placed = new Set(this.draft.map((column) => column.alias));
    return (this.layout?.available ?? []).filter((column) => !placed.has(column.alias));
  }

  private async save(event: Event): Promise<void> {
    event.preventDefault();
    const layout = this.layout;
    if (!layout) return;
    if (!this.draft.length) {
      this.problem = msg('请至少放置一个栏目');
      return;
    }
    const saved = await this.act(() =>
      this.api.structureAdmin.saveLayout({
        layoutId: layout.id,
        columns: this.draft.map(({ alias, w, h }) => ({ alias, w, h })),
      }),
    );
    if (saved?.value) {
      this.layout = saved.value;
      this.draft = saved.value.columns.map(toDraft);
    }
  }

  private renderColumn(column: DraftColumn, index: number) {
    const name = this.nameOf(column.alias);
    const last = index === this.draft.length - 1;
    return html`<li>
      <span class="name" id=${`layout-column-${index}`}>${name}</span>
      <label class="width">
        <span>${msg('宽度')}</span>
        <select
          aria-describedby=${`layout-column-${index}`}
          .value=${live(String(column.w))}
          @change=${(event: Event) => {
            const w = Number((event.target as HTMLSelectElement).value);
            this.changeDraft(this.draft.map((each, at) => (at === index ? { ...each, w } : each)));
          }}
        >
          ${WIDTHS.map(
            (width) =>
              html`<option value=${String(width)} ?selected=${width === column.w}>
                ${width === LAYOUT_GRID_SPAN ? msg(str`${width}/24（整行）`) : `${width}/24`}
              </option>`,
          )}
        </select>
      </label>
      <span class="actions">
        <sl-button
          class="up"
          size="small"
          ?disabled=${index === 0}
          @click=${() => this.moveColumn(index, -1)}
          >${msg('上移')}<span class="visually-hidden"> ${name}</span></sl-button
        >
        <sl-button
          class="down"
          size="small"
          ?disabled=${last}
          @click=${() => this.moveColumn(index, 1)}
          >${msg('下移')}<span class="visually-hidden"> ${name}</span></sl-button
        >
        <sl-button
          class="remove"
          size="small"
          variant="danger"
          outline
          @click=${() => this.removeColumn(index)}
          >${msg('移除')}<span class="visually-hidden"> ${name}</span></sl-button
        >
      </span>
    </li>`;
  }

  private renderAdd() {
    const unplaced = this.unplaced();
    if (!unplaced.length || this.draft.length >= LAYOUT_COLUMNS_MAX) {
      return html`<p class="hint">
        ${unplaced.length ? msg(str`最多放置 ${LAYOUT_COLUMNS_MAX} 个栏目`) : msg('所有栏目都已放置')}
      </p>`;
    }
    const chosen = unplaced.some((column) => column.alias === this.adding) ? this.adding : unplaced[0]?.alias;
    return html`<div class="add">
      <label for="layout-add">${msg('添加栏目')}</label>
      <select
        id="layout-add"
        .value=${live(chosen ?? '')}
        @change=${(event: Event) => {
          this.adding = (event.target as HTMLSelectElement).value;
        }}
      >
        ${unplaced.map(
          (column) =>
            html`<option value=${column.alias} ?selected=${column.alias === chosen}>${column.name}</option>`,
        )}
      </select>
      <sl-button size="small" @click=${() => this.addColumn()}>${msg('添加')}</sl-button>
    </div>`;
  }

  private renderPreview() {
    if (!this.draft.length) return nothing;
    return html`<figure class="preview-figure">
      <figcaption>${msg('首页预览')}</figcaption>
      <div part="preview" class="preview">
        ${this.draft.map(
          (column) =>
            html`<div class="cell" style=${`grid-column: span ${column.w}`}>
              <span>${this.nameOf(column.alias)}</span>
              <span class="muted">${column.w}/24</span>
            </div>`,
        )}
      </div>
    </figure>`;
  }

  private renderForm() {
    const layout = this.layout as AdminIndexLayout;
    return html`<form part="base" novalidate @submit=${this.save}>
      <section aria-labelledby="layout-columns-title">
        <h2 id="layout-columns-title">${layout.name}</h2>
        <p class="hint">
          ${msg('首页按下列顺序从左到右、从上到下排列栏目，每行宽 24 格，放不下的栏目排到下一行。')}
        </p>
        ${
          this.draft.length
            ? html`<ol part="columns" class="columns" aria-label=${msg('已放置的栏目')}>
              ${this.draft.map((column, index) => this.renderColumn(column, index))}
            </ol>`
            : html`<p class="empty">${msg('布局中还没有栏目')}</p>`
        }
        ${this.renderAdd()}
      </section>
      ${this.renderPreview()}
      <p class="hint">${msg('保存后，没有自定义首页的用户立即看到新布局；其他用户点击“获取最新门户”后看到。')}</p>
      ${renderRefusalMessage(this.problem || this.refusal)}
      <div><sl-button type="submit" variant="primary" ?loading=${this.busy}>${msg('保存')}</sl-button></div>
    </form>`;
  }

  override render() {
    return this.loader.render({
      initial: () => renderLoading(),
      pending: () => (this.layout ? this.renderForm() : renderLoading()),
      error: (error) => renderLoadError(error, () => void this.loader.run()),
      complete: () => this.renderForm(),
    });
  }
}

function toDraft({ alias, w, h }: DraftColumn): DraftColumn {
  return { alias, w, h };
}
