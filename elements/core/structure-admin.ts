import { msg } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Envelope } from '../../api/contract/envelope.js';
import type { AdminMenu } from '../../api/contract/structure-admin.js';
import { ChangeElement } from './change-element.js';
import { checkGroupStyles } from './check-group.styles.js';
import { dataTableStyles } from './data-table.styles.js';
import { formElementSheets } from './forms/form-field.styles.js';
import { currentLanguage } from './localize.js';

/**
 * What the structure editors (org-admin, post-admin, role-admin, menu-admin, password-strategy-form) share:
 * a list or tree beside the selected record's panel, a save that shows the server's refusal where the
 * user acted and tells the page with `eip-settings-change`, and the tree drawn as nested lists of buttons.
 */

export const structureAdminStyles = [
  ...formElementSheets,
  dataTableStyles,
  checkGroupStyles,
  css`
    [part='base'] {
      display: grid;
      grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
      gap: var(--sl-spacing-large);
      align-items: start;
    }
    @media (max-width: 48rem) {
      [part='base'] {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    [part='tree'] {
      display: grid;
      gap: var(--sl-spacing-x-small);
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-border-radius-medium);
      padding: var(--sl-spacing-small);
      max-height: 70vh;
      overflow: auto;
    }
    .tree,
    .tree ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .tree ul {
      padding-inline-start: var(--sl-spacing-medium);
    }
    .tree button {
      display: flex;
      align-items: center;
      gap: var(--sl-spacing-2x-small);
      width: 100%;
      text-align: start;
      border: 0;
      border-radius: var(--sl-border-radius-small);
      background: none;
      color: var(--eip-color-text);
      font: inherit;
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
      cursor: pointer;
    }
    .tree button:hover {
      background: var(--eip-color-fill, var(--sl-color-neutral-100));
    }
    .tree button[aria-current='true'] .muted {
      color: inherit;
    }
    .tree button[aria-current='true'] {
      background: var(--sl-color-primary-100);
      color: var(--sl-color-primary-800);
      font-weight: var(--sl-font-weight-semibold);
    }
    .tree .muted {
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-x-small);
    }
    [part='panel'] {
      display: grid;
      gap: var(--sl-spacing-large);
      min-width: 0;
    }
    section {
      display: grid;
      gap: var(--sl-spacing-small);
    }
    h2 {
      margin: 0;
      font-size: var(--sl-font-size-medium);
    }
    .toolbar {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-x-small);
    }
    .row {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      gap: var(--sl-spacing-medium);
    }
    .checks legend {
      padding: 0;
      margin-block-end: var(--sl-spacing-2x-small);
    }
    /* A checkbox keeps its own size beside its text (the form sheets stretch other inputs). */
    label > input[type='checkbox'] {
      flex: none;
      width: auto;
      min-width: 0;
      height: auto;
      margin: 0;
      padding: 0;
    }
    .checks label {
      display: inline-flex;
      gap: var(--sl-spacing-2x-small);
      align-items: center;
    }
    select {
      font: inherit;
      color: var(--eip-color-text);
      background: var(--eip-color-surface, var(--sl-color-neutral-0));
      border: 1px solid var(--eip-color-border);
      border-radius: var(--sl-input-border-radius-medium);
      padding: var(--sl-spacing-2x-small) var(--sl-spacing-x-small);
      min-height: var(--sl-input-height-medium);
    }
    .hint {
      margin: 0;
      color: var(--eip-color-text-secondary);
      font-size: var(--sl-font-size-small);
    }
    .reason {
      color: var(--eip-color-danger);
    }
  `,
];

/** A menu entry's name in the language the page is shown in, where it has one (else the zh-CN name). */
export function menuNameIn(menu: Pick<AdminMenu, 'name' | 'nameZhTw' | 'nameEnUs'>): string {
  const language = currentLanguage();
  if (language === 'zh-TW') return menu.nameZhTw || menu.name;
  if (language === 'en-US') return menu.nameEnUs || menu.name;
  return menu.name;
}

/** A node of a tree the editors draw: its id, its parent's, what it shows. */
export interface TreeNode {
  id: string;
  parentId: string | null;
  label: string;
  /** Shown after the label, smaller (a code, "hidden"). */
  note?: string;
}

/**
 * The nodes as nested lists of buttons: choosing one calls `onSelect`. The chosen node carries
 * aria-current, so a screen reader says which one the panel shows.
 */
export function renderTree(
  nodes: readonly TreeNode[],
  selected: string | undefined,
  onSelect: (id: string) => void,
  label: string,
): TemplateResult {
  const ids = new Set(nodes.map((node) => node.id));
  const childrenOf = new Map<string | null, TreeNode[]>();
  for (const node of nodes) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), node]);
  }
  const level = (parent: string | null, depth: number): TemplateResult | typeof nothing => {
    const children = childrenOf.get(parent) ?? [];
    if (!children.length || depth > 20) return nothing;
    return html`<ul class=${depth === 0 ? 'tree' : ''} aria-label=${depth === 0 ? label : nothing}>
      ${children.map(
        (node) => html`<li>
          <button type="button" aria-current=${node.id === selected ? 'true' : 'false'} @click=${() => onSelect(node.id)}>
            <span>${node.label}</span>${node.note ? html`<span class="muted">${node.note}</span>` : nothing}
          </button>
          ${level(node.id, depth + 1)}
        </li>`,
      )}
    </ul>`;
  };
  return level(null, 0) as TemplateResult;
}

/**
 * The base of the structure editors: `act` runs one call, keeps the server's refusal in `refusal` (shown
 * where the user acted), and after a success tells the page (`eip-settings-change`) and answers the value.
 */
export abstract class StructureAdminElement extends ChangeElement {
  protected act<T>(
    work: () => Promise<Envelope<T>>,
    kind: 'save' | 'remove' = 'save',
  ): Promise<{ value: T | undefined } | undefined> {
    return this.runChange(work, (message) =>
      this.emit('eip-settings-change', {
        kind,
        message: message || (kind === 'save' ? msg('保存成功') : msg('删除成功')),
      }),
    );
  }
}
