// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import { SiteShortLinks } from './site-short-links.component.js';

export { SiteShortLinks };

defineElement('site-short-links', SiteShortLinks);

declare global {
  interface HTMLElementTagNameMap {
    'site-short-links': SiteShortLinks;
  }
}
