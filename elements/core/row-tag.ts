import shoelaceTagStyles from '@shoelace-style/shoelace/dist/components/tag/tag.styles.js';
import { css, html } from 'lit';

export type RowTagVariant = 'primary' | 'success' | 'neutral' | 'warning' | 'danger';

/**
 * A label in a list row (a notice's status, a news item's category): Shoelace's small `<sl-tag>` as
 * it draws itself (its classes and its own styles, `rowTagStyles`), in a plain span. A list draws one
 * per row, and each `<sl-tag>` is an element with a shadow root, styles and a localize controller of
 * its own: on the home page's three notice columns those 21 tags were much of the work of showing the
 * notices. Style it with `::part(tag)`.
 */
export function rowTag(label: string, variant: RowTagVariant = 'neutral', { pill = false } = {}) {
  return html`<span part="tag" class="tag tag--small tag--${variant} ${pill ? 'tag--pill' : ''}">${label}</span>`;
}

/**
 * Shoelace's tag styles, whose `:host` rule (the tag's own host) gives way to the element's: put these
 * before the element's own styles. The border is inside the tag's height, as in Shoelace's components.
 */
export const rowTagStyles = [
  shoelaceTagStyles,
  css`
    .tag {
      display: inline-flex;
      flex: none;
      box-sizing: border-box;
    }
  `,
];
