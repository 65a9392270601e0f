import { defineElement } from '../core/define.js';
import { SiteNewsAdmin } from './site-news-admin.component.js';

export { SiteNewsAdmin };

defineElement('site-news-admin', SiteNewsAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'site-news-admin': SiteNewsAdmin;
  }
}
