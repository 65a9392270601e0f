import { ELEMENT_INDEX, PAGES, VERSION } from 'virtual:eip-docs-index';
import { html, LitElement, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { defineElement } from '../elements/core/define.js';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  setLanguage,
  storedLanguage,
} from '../elements/core/localize.js';
import { applyTheme, THEME_COLOR_PRESETS, THEME_STYLES, type ThemeStyle } from '../elements/core/theme.js';
import { AREAS, areaOf, chineseName } from './catalogue.js';
import { type ChromeText, chromeText, englishName } from './chrome-text.js';
import { installDocsStyles } from './docs.styles.js';
import type { ElementPage } from './element-page.js';
import type { DemoSource } from './fixtures/demo-backend.js';
import { GUIDES, GUIDES_HEADING, isGuideRoute } from './guides/guide-routes.js';
import { renderOverview } from './overview.js';

type IndexEntry = (typeof ELEMENT_INDEX)[number];

/** What a route shows once its module (and data) are loaded; the overview needs none. */
type Loaded =
  | { route: string; kind: 'element'; page: ElementPage; module: typeof import('./element-page.js') }
  | { route: string; kind: 'theming' }
  | { route: string; kind: 'guide' }
  | { route: string; kind: 'changelog'; module: typeof import('./changelog-page.js') };

const THEME_KEY = 'docs-theme';

/** The style and colour the reader last chose, so that a reload keeps them. */
function storedTheme(): { style: ThemeStyle; color: string } {
  const fallback = { style: 'light' as ThemeStyle, color: THEME_COLOR_PRESETS[0] as string };
  try {
    const stored = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as Partial<typeof fallback> | null;
    return {
      style: THEME_STYLES.includes(stored?.style as ThemeStyle)
        ? (stored?.style as ThemeStyle)
        : fallback.style,
      color: /^#[0-9a-f]{6}$/i.test(stored?.color ?? '') ? (stored?.color as string) : fallback.color,
    };
  } catch {
    return fallback;
  }
}

function rememberTheme(theme: { style: ThemeStyle; color: string }): void {
  try {
    localStorage.setItem(THEME_KEY, JSON.stringify(theme));
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** The docs site: a side list of elements, switches that apply to every demo, one page per element. */
export class EipDocsApp extends LitElement {
  @state() private route = location.hash.replace(/^#\/?/, '');
  @state() private themeStyle: ThemeStyle = storedTheme().style;
  @state() private themeColor: string = storedTheme().color;
  @state() private language: Language = storedLanguage();
  /** What the navigation is filtered by (tag, Chinese and English name, summary). */
  @state() private query = '';
  /** On a narrow screen the navigation is shown on demand. */
  @state() private navOpen = false;
  /** The route's module and data, once loaded (the overview needs none). */
  @state() private loaded?: Loaded;
  /** The element page's opening paragraphs (HTML), drawn before its code has loaded. */
  @state() private intro?: { route: string; html: string };
  /** Where the element page's demos get their data: the reference backend, or what was recorded from it. */
  @state() private demoSource?: DemoSource;
  /** The element page's playground and API tables are drawn (a task after its examples). */
  @state() private whole = false;
  /** The navigation is beside the page (a wide screen), not shown on demand (a phone's). */
  private wide = matchMedia('(min-width: 801px)');
  /** The route whose loading is the latest asked for (a slower earlier one is dropped). */
  private loading = '';

  // The live demos are plain HTML: render them in the light DOM so page styles and tokens apply.
  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.handleHashChange);
    this.wide.addEventListener('change', this.handleWidth);
    installDocsStyles();
    applyTheme({ style: this.themeStyle, color: this.themeColor });
    void this.load(this.route);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.handleHashChange);
    this.wide.removeEventListener('change', this.handleWidth);
  }

  private handleWidth = () => this.requestUpdate();

  private handleHashChange = () => {
    this.route = location.hash.replace(/^#\/?/, '');
    this.navOpen = false;
    void this.load(this.route);
    window.scrollTo(0, 0);
  };

  /** Loads what the route shows: an element page's module and data, the theming or changelog page. */
  private async load(route: string): Promise<void> {
    this.loading = route;
    let loaded: Loaded | undefined;
    if (route === 'theming') {
      await import('./theming-page.js');
      loaded = { route, kind: 'theming' };
    } else if (isGuideRoute(route)) {
      await import('./guides/guide-page.js');
      loaded = { route, kind: 'guide' };
    } else if (route === 'changelog') {
      loaded = { route, kind: 'changelog', module: await import('./changelog-page.js') };
    } else if (PAGES[route]) {
      // The page's data and its code at once; its opening paragraphs are drawn as soon as they are here.
      const data = PAGES[route]().then((page) => {
        if (this.loading === route) this.intro = { route, html: page.intro };
        return page;
      });
      const [module, page] = await Promise.all([import('./element-page.js'), data]);
      loaded = { route, kind: 'element', page, module };
    }
    if (this.loading === route) {
      this.whole = false;
      this.loaded = loaded;
    }
  }

  private handleStyle(style: ThemeStyle) {
    this.themeStyle = style;
    applyTheme({ style });
    rememberTheme({ style: this.themeStyle, color: this.themeColor });
  }

  private handleColor(color: string) {
    this.themeColor = color;
    applyTheme({ color });
    rememberTheme({ style: this.themeStyle, color: this.themeColor });
  }

  private async handleLanguage(lang: Language) {
    await setLanguage(lang);
    this.language = lang;
  }

  private renderSwitches(words: ChromeText) {
    return html`<div class="switches" role="group" aria-label=${words.settings}>
      <label
        >${words.style}
        <select @change=${(e: Event) => this.handleStyle((e.target as HTMLSelectElement).value as ThemeStyle)}>
          ${THEME_STYLES.map((s) => html`<option value=${s} ?selected=${s === this.themeStyle}>${words.styles[s]}</option>`)}
        </select>
      </label>
      <span class="switches__colors" role="radiogroup" aria-label=${words.colour}>
        ${THEME_COLOR_PRESETS.map(
          (c) =>
            html`<button
              role="radio"
              aria-checked=${c === this.themeColor}
              aria-label=${c}
              style="background:${c}"
              @click=${() => this.handleColor(c)}
            ></button>`,
        )}
        <input
          type="color"
          aria-label=${words.customColour}
          .value=${this.themeColor.toLowerCase()}
          @input=${(e: Event) => this.handleColor((e.target as HTMLInputElement).value)}
        />
      </span>
      <label
        >${words.language}
        <select @change=${(e: Event) => this.handleLanguage((e.target as HTMLSelectElement).value as Language)}>
          ${LANGUAGES.map((l) => html`<option value=${l} ?selected=${l === this.language}>${LANGUAGE_NAMES[l]}</option>`)}
        </select>
      </label>
    </div>`;
  }

  /** An element's names as the reader's language shows them: Chinese, or English in en-US. */
  private displayName(entry: IndexEntry): string {
    return this.language === 'en-US' ? englishName(entry.name) : chineseName(entry.tagName);
  }

  private renderCards() {
    return html`<ul class="cards">
      ${ELEMENT_INDEX.map(
        (e) =>
          html`<li>
            <a href="#/${e.tagName}"
              ><strong>&lt;${e.tagName}&gt;</strong> <span class="cards__name">${this.displayName(e)}</span
              ><span>${e.summary}</span></a
            >
          </li>`,
      )}
    </ul>`;
  }

  /** An element page: its heading at once, the rest once its module and data are here. */
  private renderElement(entry: IndexEntry) {
    const loaded =
      this.loaded?.route === entry.tagName && this.loaded.kind === 'element' ? this.loaded : undefined;
    return html`<article class="page" data-lang=${this.language}>
      <h1>&lt;${entry.tagName}&gt;</h1>
      <p class="page__name">${chineseName(entry.tagName)} · ${englishName(entry.name)}</p>
      <p class="page__summary">${entry.summary}</p>
      ${this.intro?.route === entry.tagName ? unsafeHTML(this.intro.html) : nothing}
      ${loaded ? loaded.module.renderElementPage(loaded.page, this.language, !this.whole) : nothing}
    </article>`;
  }

  override updated(): void {
    const loaded = this.loaded;
    if (loaded?.kind === 'element' && loaded.route === this.route) {
      if (!this.whole)
        setTimeout(() => {
          if (this.loaded === loaded) this.whole = true;
        });
      void loaded.module.afterElementRender(this, loaded.route).then((source) => {
        if (this.demoSource !== source) this.demoSource = source;
      });
    }
    // Code and tables that may scroll sideways are reachable by keyboard, with a name.
    // Numbered: every region of the page needs a name of its own.
    const words = chromeText(this.language);
    const regions = this.querySelectorAll('main pre:not([aria-label]), main .table-wrap');
    regions.forEach((region, index) => {
      region.setAttribute('tabindex', '0');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', `${region.matches('pre') ? words.code : words.table} ${index + 1}`);
    });
  }

  /**
   * Where the element page's demos get their data, once known; its place is kept from the page's first
   * render (on a phone it is a line of its own: its arrival would push the page down).
   */
  private renderSource(words: ChromeText) {
    if (!PAGES[this.route]) return nothing;
    const loaded = this.loaded;
    if (!this.demoSource || loaded?.kind !== 'element' || loaded.route !== this.route)
      return html`<span class="demo-source demo-source--pending">${words.loading}</span>`;
    const text = loaded.module.demoSourceText(this.demoSource, this.route, words);
    return html`<span class="demo-source" data-source=${this.demoSource}>${text}</span>`;
  }

  private renderNavigation(words: ChromeText) {
    const query = this.query.trim().toLowerCase();
    const matches = (element: IndexEntry) =>
      !query ||
      [element.tagName, chineseName(element.tagName), englishName(element.name), element.summary].some(
        (text) => text.toLowerCase().includes(query),
      );
    // On a phone the list is drawn when the navigation is opened (hidden, it would cost the first render).
    const drawn = this.navOpen || this.wide.matches;
    const groups = AREAS.map((area) => ({
      area,
      elements: drawn ? ELEMENT_INDEX.filter((e) => areaOf(e.tagName) === area.id && matches(e)) : [],
    })).filter((group) => group.elements.length);
    const link = (route: string, label: string) =>
      html`<a href="#/${route}" aria-current=${this.route === route ? 'page' : 'false'}>${label}</a>`;
    return html`<nav class="sidebar" id="docs-nav" aria-label=${words.nav}>
      <input
        type="search"
        class="sidebar__search"
        aria-label=${words.search}
        placeholder=${words.searchPlaceholder}
        .value=${this.query}
        @input=${(e: Event) => {
          this.query = (e.target as HTMLInputElement).value;
        }}
      />
      ${link('', words.overview)} ${link('theming', words.theming)} ${link('changelog', words.changelog)}
      <h2 class="sidebar__area">${GUIDES_HEADING[this.language]}</h2>
      ${GUIDES.map((guide) => link(guide.route, guide.title[this.language]))}
      ${groups.map(
        ({ area, elements }) => html`<h2 class="sidebar__area">${words.areas[area.id]}</h2>
          <ul>
            ${elements.map(
              (e) =>
                html`<li>
                  <a href="#/${e.tagName}" aria-current=${e.tagName === this.route ? 'page' : 'false'}
                    ><code>${e.tagName}</code><span>${this.displayName(e)}</span></a
                  >
                </li>`,
            )}
          </ul>`,
      )}
      <p class="sidebar__empty" role="status">${groups.length || !drawn ? '' : words.noMatch}</p>
    </nav>`;
  }

  private skipToContent(event: Event) {
    event.preventDefault();
    this.querySelector<HTMLElement>('#main-content')?.focus();
  }

  private renderPage(words: ChromeText) {
    const loaded = this.loaded?.route === this.route ? this.loaded : undefined;
    if (this.route === 'theming')
      return loaded
        ? html`<docs-theming
            .color=${this.themeColor}
            .pages=${PAGES}
            @docs-theme-color=${(event: CustomEvent<string>) => this.handleColor(event.detail)}
          ></docs-theming>`
        : html`<p role="status">${words.loading}</p>`;
    if (isGuideRoute(this.route))
      return loaded?.kind === 'guide'
        ? html`<docs-guide .route=${this.route} .language=${this.language} .version=${VERSION}></docs-guide>`
        : html`<p role="status">${words.loading}</p>`;
    if (this.route === 'changelog')
      return loaded?.kind === 'changelog'
        ? loaded.module.renderChangelog()
        : html`<p role="status">${words.loading}</p>`;
    const entry = ELEMENT_INDEX.find((e) => e.tagName === this.route);
    return entry ? this.renderElement(entry) : renderOverview(this.language, VERSION, this.renderCards());
  }

  override render() {
    const words = chromeText(this.language);
    return html`
      <a class="skip-link" href="#main-content" @click=${this.skipToContent}>${words.skip}</a>
      <header class="topbar">
        <a href="#/" class="topbar__brand">${words.brand} <span class="topbar__version">${VERSION}</span></a>
        <button
          type="button"
          class="topbar__nav-toggle"
          aria-controls="docs-nav"
          aria-expanded=${this.navOpen ? 'true' : 'false'}
          @click=${() => {
            this.navOpen = !this.navOpen;
          }}
        >
          ${words.navToggle}
        </button>
        ${this.renderSource(words)} ${this.renderSwitches(words)}
      </header>
      <div class="layout" ?data-nav-open=${this.navOpen}>
        ${this.renderNavigation(words)}
        <main id="main-content" tabindex="-1">${this.renderPage(words)}</main>
      </div>
    `;
  }
}

defineElement('eip-docs-app', EipDocsApp);
