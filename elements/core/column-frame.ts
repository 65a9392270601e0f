import { msg } from '@lit/localize';
import { css, html, nothing, type TemplateResult } from 'lit';

/**
 * The frame of a list shown as a home-page column (`variant="compact"`): a title bar in the theme
 * colour with a 'more' link, around the list.
 */
export const columnFrameStyles = css`
  :host([variant='compact']) [part='base'] {
    background: var(--eip-color-surface);
    border: 1px solid var(--eip-color-border);
    border-radius: var(--eip-radius);
    overflow: hidden;
    height: 100%;
  }
  [part='header'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-medium);
    border-bottom: 2px solid var(--sl-color-primary-600);
  }
  [part='header'] h2 {
    margin: 0;
    font-size: var(--sl-font-size-large);
    color: var(--sl-color-primary-700);
  }
  [part='more'] {
    font-size: var(--sl-font-size-small);
    color: var(--eip-color-text-secondary);
    text-decoration: none;
    white-space: nowrap;
  }
  [part='more']:hover {
    color: var(--eip-color-primary-text);
  }
  :host([variant='compact']) ul {
    padding: var(--sl-spacing-2x-small) var(--sl-spacing-medium);
  }
`;

export interface ColumnFrame {
  heading: string;
  /** Where 'more' goes; no link without one. */
  moreHref: string;
  busy: boolean;
  onLink: (event: MouseEvent, href: string) => void;
  body: TemplateResult;
}

export function renderColumnFrame({ heading, moreHref, busy, onLink, body }: ColumnFrame): TemplateResult {
  return html`<section part="base" aria-label=${heading} aria-busy=${busy}>
    <header part="header">
      <h2>${heading}</h2>
      ${
        moreHref
          ? html`<a
              part="more"
              href=${moreHref}
              aria-label=${`${heading} ${msg('更多')}`}
              @click=${(event: MouseEvent) => onLink(event, moreHref)}
              >${msg('更多')} &gt;</a
            >`
          : nothing
      }
    </header>
    ${body}
  </section>`;
}
