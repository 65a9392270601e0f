import { defineElement } from '../core/define.js';
import { SiteShortLinks } from './site-short-links.component.js';

export { SiteShortLinks };

defineElement('site-short-links', SiteShortLinks);

declare global {
  interface HTMLElementTagNameMap {
    'site-short-links': SiteShortLinks;
  }
}
