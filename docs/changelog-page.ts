/** The changelog page: CHANGELOG.md of the repository, loaded when the page is opened. */
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { marked } from 'marked';
import changelog from '../CHANGELOG.md?raw';

const rendered = marked.parse(changelog, { async: false });

export function renderChangelog(): TemplateResult {
  return html`<article class="page changelog">${unsafeHTML(rendered)}</article>`;
}
