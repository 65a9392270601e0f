// The Shoelace components this element renders (its own template and the shared pieces it uses).
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import { defineElement } from '../core/define.js';
import { SiteNewsAdmin } from './site-news-admin.component.js';

export { SiteNewsAdmin };

defineElement('site-news-admin', SiteNewsAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'site-news-admin': SiteNewsAdmin;
  }
}
