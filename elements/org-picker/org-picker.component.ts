import { localized, msg, str } from '@lit/localize';
import { html, nothing } from 'lit';
import type { SelectorOrg } from '../../api/contract/selectors.js';
import { answerValue } from '../core/load-states.js';
import { type Picked, PickerElement, type PickerTexts } from '../core/picker.js';
import { orgPickerStyles } from './org-picker.styles.js';

/** A chosen organisation: its id and name. */
export type PickedOrg = Picked;

/** An organisation as the list shows it: where it sits (its parents' names) and its dimension. */
interface OrgEntry {
  org: SelectorOrg;
  /** The names from the top of its tree down to its parent. */
  parents: string[];
  /** Its dimension's name when the organisations come in more than one. */
  dimension: string;
}

/**
 * Picks organisations from the organisation selector (getOrgPage), loaded once when first opened: the
 * whole tree in order while nothing is typed (each with its parents), or the organisations whose name or
 * code holds what is typed; pick with the mouse or the arrow keys and Enter. The chosen organisations
 * show as removable tags. One, or with `multiple` up to `max`. A form control: the form submits the ids
 * joined by commas; `required` asks for at least one.
 *
 * @tag org-picker
 * @summary Search and choose organisations (by name or code, shown where they sit in their tree), one or several.
 *
 * @event eip-change - The user added or removed an organisation. `detail: { value }` (PickedOrg[]).
 *
 * @csspart base - The wrapper.
 * @csspart chosen - The chosen organisations (tags).
 * @csspart search - The search box.
 * @csspart matches - The list of matches.
 * @csspart message - Why the value is refused, or that nothing matched.
 */
@localized()
export class OrgPicker extends PickerElement<OrgEntry> {
  static override styles = orgPickerStyles;

  /** Every organisation in tree order, loaded when the list is first opened. */
  private entries?: Promise<OrgEntry[]>;

  protected texts(): PickerTexts {
    return {
      label: msg('组织'),
      chosen: (count) => msg(str`已选择 ${count} 个组织`),
      placeholder: msg('输入组织名称或编码搜索'),
      full: (max) => msg(str`最多选择 ${max} 个组织`),
      searching: msg('加载中…'),
      failed: msg('组织加载失败'),
      noMatch: msg('没有匹配的组织'),
      matches: msg('匹配的组织'),
      missing: msg('请选择组织'),
    };
  }

  /** The list opens on focus with the whole tree: nothing needs typing first. */
  protected override searches(): boolean {
    return true;
  }

  protected async search(keyword: string, _args: readonly unknown[], signal: AbortSignal) {
    this.entries ??= this.load(signal).catch((error: unknown) => {
      this.entries = undefined;
      throw error;
    });
    const entries = await this.entries;
    const wanted = keyword.toLocaleLowerCase();
    if (!wanted) return entries;
    return entries.filter(
      ({ org }) =>
        org.name.toLocaleLowerCase().includes(wanted) || org.code.toLocaleLowerCase().includes(wanted),
    );
  }

  /** Every organisation, each after its parent and its siblings in their order (sn). */
  private async load(signal: AbortSignal): Promise<OrgEntry[]> {
    const page = answerValue(
      await this.api.ucSelectors.getOrgPage({ pageBean: { page: 1, pageSize: -1 } }, signal),
    );
    const orgs = page.rows;
    const byId = new Map(orgs.map((org) => [org.id, org]));
    const children = new Map<string | null, SelectorOrg[]>();
    for (const org of orgs) {
      const parent = org.parentId && byId.has(org.parentId) ? org.parentId : null;
      children.set(parent, [...(children.get(parent) ?? []), org]);
    }
    const dimensions = new Set(orgs.map((org) => org.demId));
    const ordered: OrgEntry[] = [];
    const visit = (parent: string | null, parents: string[]) => {
      const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.sn - b.sn);
      for (const org of siblings) {
        ordered.push({ org, parents, dimension: dimensions.size > 1 ? (org.demName ?? '') : '' });
        visit(org.id, [...parents, org.name]);
      }
    };
    visit(null, []);
    return ordered;
  }

  protected pickedOf({ org }: OrgEntry): Picked {
    return { id: org.id, name: org.name };
  }

  protected renderMatch({ org, parents, dimension }: OrgEntry) {
    const where = [dimension, ...parents].filter(Boolean).join(' / ');
    return html`<span style=${`padding-inline-start: ${parents.length}em`}>${org.name}</span>${
      where ? html`<span class="match__account">${where}</span>` : nothing
    }`;
  }
}
