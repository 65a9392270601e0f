/**
 * `<docs-guide>`: one usage guide of the npm package (guide-routes.ts) in the reader's language, its
 * Markdown (the `*.<language>.md` files beside this module) loaded when the guide or language is
 * chosen; `{version}` in the text is the package's version. Drawn into the light DOM, under the docs'
 * page styles.
 */
import { html, LitElement, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { Marked } from 'marked';
import { defineElement } from '../../elements/core/define.js';
import type { Language } from '../../elements/core/localize.js';
import type { GuideRoute } from './guide-routes.js';

type Text = () => Promise<{ default: string }>;

const TEXTS: Record<GuideRoute, Record<Language, Text>> = {
  'guide/react': {
    'zh-CN': () => import('./react.zh-CN.md?raw'),
    'zh-TW': () => import('./react.zh-TW.md?raw'),
    'en-US': () => import('./react.en-US.md?raw'),
  },
  'guide/plain-page': {
    'zh-CN': () => import('./plain-page.zh-CN.md?raw'),
    'zh-TW': () => import('./plain-page.zh-TW.md?raw'),
    'en-US': () => import('./plain-page.en-US.md?raw'),
  },
  'guide/loader': {
    'zh-CN': () => import('./loader.zh-CN.md?raw'),
    'zh-TW': () => import('./loader.zh-TW.md?raw'),
    'en-US': () => import('./loader.en-US.md?raw'),
  },
  'guide/theming': {
    'zh-CN': () => import('./theming.zh-CN.md?raw'),
    'zh-TW': () => import('./theming.zh-TW.md?raw'),
    'en-US': () => import('./theming.en-US.md?raw'),
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Code blocks that scroll sideways take the keyboard's focus (axe: scrollable-region-focusable). */
const markdown = new Marked({
  renderer: {
    code: ({ text, lang }) =>
      `<pre tabindex="0"><code${lang ? ` class="language-${escapeHtml(lang)}"` : ''}>${escapeHtml(text)}</code></pre>\n`,
  },
});

export class DocsGuide extends LitElement {
  @property() route: GuideRoute = 'guide/react';
  @property() language: Language = 'zh-CN';
  @property() version = '';
  @state() private rendered = '';

  override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('route') || changed.has('language') || changed.has('version')) void this.load();
  }

  private async load(): Promise<void> {
    const { route, language, version } = this;
    const { default: text } = await TEXTS[route][language]();
    if (route !== this.route || language !== this.language) return;
    this.rendered = markdown.parse(text.replaceAll('{version}', version), { async: false });
  }

  override render() {
    return html`<article class="page guide" lang=${this.language}>${unsafeHTML(this.rendered)}</article>`;
  }
}

defineElement('docs-guide', DocsGuide);

declare global {
  interface HTMLElementTagNameMap {
    'docs-guide': DocsGuide;
  }
}
