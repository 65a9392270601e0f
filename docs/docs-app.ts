import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { defineElement } from '../elements/core/define.js';
import {
  currentLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  setLanguage,
} from '../elements/core/localize.js';
import { applyTheme, THEME_COLOR_PRESETS, THEME_STYLES, type ThemeStyle } from '../elements/core/theme.js';
import { AREAS, areaOf, chineseName, DEMO_ACCOUNTS, demoIdentity } from './catalogue.js';
import { installDocsStyles } from './docs.styles.js';
import { firstPreview, renderMarkdown, storedView, wireExamples } from './examples.js';
import { DEMO_PASSWORD, type DemoSource } from './fixtures/demo-backend.js';
import { type Described, ELEMENTS, type ElementDoc, publicMembers } from './manifest.js';
import './playground.js';
import { mountTwins } from './react-twin-view.js';
import { STYLE_LABELS } from './theming-page.js';

/** Each element's docs page, written for designers, next to its source. */
const PAGES = import.meta.glob<string>('../elements/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function pageSource(tag: string): string {
  return PAGES[`../elements/${tag}/${tag}.md`] ?? '';
}

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

function table(headings: string[], rows: Array<Array<string | TemplateResult>>): TemplateResult {
  return html`<div class="table-wrap">
    <table>
      <thead>
        <tr>${headings.map((heading) => html`<th scope="col">${heading}</th>`)}</tr>
      </thead>
      <tbody>
        ${rows.map((row) => html`<tr>${row.map((cell) => html`<td>${cell}</td>`)}</tr>`)}
      </tbody>
    </table>
  </div>`;
}

const code = (text: string | undefined) => (text ? html`<code>${text}</code>` : '');
/** A description from the JSDoc, with its `code` spans shown as code. */
const describe = (item: Described): TemplateResult => {
  const parts = (item.description ?? item.summary ?? '').split('`');
  return html`${parts.map((part, index) => (index % 2 === 1 ? html`<code>${part}</code>` : part))}`;
};

function apiTables(element: ElementDoc): TemplateResult {
  const properties = publicMembers(element, 'field');
  const methods = publicMembers(element, 'method');
  const section = (title: string, count: number, body: () => TemplateResult) =>
    count ? html`<h3>${title}</h3>${body()}` : nothing;
  return html`
    <h2 id="api">API</h2>
    ${section('属性 Properties', properties.length, () =>
      table(
        ['名称 Name', '特性 Attribute', '说明 Description', '类型 Type', '默认 Default'],
        properties.map((p) => [
          code(p.name),
          code(p.attribute),
          describe(p),
          code(p.type?.text),
          code(p.default),
        ]),
      ),
    )}
    ${section('特性 Attributes', element.attributes?.length ?? 0, () =>
      table(
        ['名称 Name', '属性 Property', '说明 Description'],
        (element.attributes ?? []).map((a) => [code(a.name), code(a.fieldName), describe(a)]),
      ),
    )}
    ${section('事件 Events', element.events?.length ?? 0, () =>
      table(
        ['名称 Name', 'React', '说明 Description'],
        (element.events ?? []).map((e) => [
          code(e.name),
          code(
            `on${e.name
              .split('-')
              .map((w) => w[0]!.toUpperCase() + w.slice(1))
              .join('')}`,
          ),
          describe(e),
        ]),
      ),
    )}
    ${section('方法 Methods', methods.length, () =>
      table(
        ['名称 Name', '说明 Description'],
        methods.map((m) => [code(`${m.name}()`), describe(m)]),
      ),
    )}
    ${section('插槽 Slots', element.slots?.length ?? 0, () =>
      table(
        ['名称 Name', '说明 Description'],
        (element.slots ?? []).map((s) => [s.name ? code(s.name) : '（默认 default）', describe(s)]),
      ),
    )}
    ${section('部件 CSS parts', element.cssParts?.length ?? 0, () =>
      table(
        ['名称 Name', '说明 Description'],
        (element.cssParts ?? []).map((p) => [code(p.name), describe(p)]),
      ),
    )}
    ${section('CSS 自定义属性 Custom properties', element.cssProperties?.length ?? 0, () =>
      table(
        ['名称 Name', '说明 Description', '默认 Default'],
        (element.cssProperties ?? []).map((p) => [code(p.name), describe(p), code(p.default)]),
      ),
    )}
  `;
}

/** The docs site: a side list of elements, switches that apply to every demo, one page per element. */
export class EipDocsApp extends LitElement {
  @state() private route = location.hash.replace(/^#\/?/, '');
  @state() private themeStyle: ThemeStyle = storedTheme().style;
  @state() private themeColor: string = storedTheme().color;
  @state() private language: Language = currentLanguage();
  /** What the navigation is filtered by (tag, Chinese name, summary). */
  @state() private query = '';
  /** On a narrow screen the navigation is shown on demand. */
  @state() private navOpen = false;

  /** Where the demos' data comes from: the reference backend, or what was recorded from it. */
  @property({ attribute: 'demo-source' }) demoSource: DemoSource = 'fixtures';

  // The live demos are plain HTML: render them in the light DOM so page styles and tokens apply.
  override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('hashchange', this.handleHashChange);
    installDocsStyles();
    applyTheme({ style: this.themeStyle, color: this.themeColor });
    if (!this.hasAttribute('data-wired')) {
      this.setAttribute('data-wired', '');
      wireExamples(this);
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('hashchange', this.handleHashChange);
  }

  private handleHashChange = () => {
    this.route = location.hash.replace(/^#\/?/, '');
    this.navOpen = false;
    window.scrollTo(0, 0);
  };

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

  private renderSwitches() {
    return html`<div class="switches" role="group" aria-label="演示设置 Demo settings">
      <label
        >风格 Style
        <select @change=${(e: Event) => this.handleStyle((e.target as HTMLSelectElement).value as ThemeStyle)}>
          ${THEME_STYLES.map((s) => html`<option value=${s} ?selected=${s === this.themeStyle}>${STYLE_LABELS[s]}</option>`)}
        </select>
      </label>
      <span class="switches__colors" role="radiogroup" aria-label="主题色 Theme colour">
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
          aria-label="自定义主题色 Custom colour"
          .value=${this.themeColor.toLowerCase()}
          @input=${(e: Event) => this.handleColor((e.target as HTMLInputElement).value)}
        />
      </span>
      <label
        >语言 Language
        <select @change=${(e: Event) => this.handleLanguage((e.target as HTMLSelectElement).value as Language)}>
          ${LANGUAGES.map((l) => html`<option value=${l} ?selected=${l === this.language}>${LANGUAGE_NAMES[l]}</option>`)}
        </select>
      </label>
    </div>`;
  }

  private renderOverview() {
    return html`<article class="page">
      <h1>EIP 组件库</h1>
      <p>
        门户的每个界面部件都是一个与框架无关的 Web 组件：在门户中使用，也可以通过一个
        <code>&lt;script&gt;</code> 标签嵌入任何内网页面，或在 React 中使用。上方的开关（风格、主题色、语言）作用于本站所有演示。
      </p>
      <h2>在页面中嵌入</h2>
      <p>两种方式，选其一；两者的 <code>configure</code> 选项相同。</p>
      <h3>按需加载（推荐）：<code>eip-loader.js</code></h3>
      <p>
        页面引入一次加载器；某个组件的标签第一次出现在页面中（包括影子 DOM 里、以及之后才加入的标签）时，才下载并注册该组件。
        只有一个 <code>&lt;todo-badge&gt;</code> 的页面只下载徽标所需的代码。
      </p>
      <pre><code>&lt;script type="module"&gt;
  import { configure } from 'https://portal.example.com/elements/eip-loader.js';
  configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'zh-CN' });
&lt;/script&gt;
&lt;todo-badge source="procure-message"&gt;&lt;/todo-badge&gt;</code></pre>
      <h3>一个文件：<code>eip-elements.js</code></h3>
      <p>一个普通 <code>&lt;script&gt;</code> 标签注册全部组件（另有 ES 模块版 <code>eip-elements.module.js</code>）。</p>
      <pre><code>&lt;script src="https://portal.example.com/elements/eip-elements.js"&gt;&lt;/script&gt;
&lt;script&gt;
  EipElements.configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'zh-CN' });
&lt;/script&gt;
&lt;todo-badge count="5"&gt;&lt;/todo-badge&gt;</code></pre>
      <h3><code>configure</code> 选项</h3>
      <ul>
        <li><code>baseUrl</code>、<code>prefixes</code>：门户后端的地址与各服务前缀；<code>token</code> 或 <code>tokenKey</code>（每次调用时从 sessionStorage 读取令牌的键名）。</li>
        <li><code>lang</code>：zh-CN、zh-TW 或 en-US；<code>theme</code>：<code>{ style, color }</code>。</li>
        <li><code>linkBase</code>：组件内链接（公告、新闻、快捷入口）的前缀，例如门户的 <code>'/front'</code>；默认为空。</li>
        <li><code>user</code>：当前登录用户 <code>{ account, fullname }</code>，例如附件预览的水印显示其账号。</li>
      </ul>
      <p>
        完整示例：<a href="examples/embedding.html">在普通内网页面中嵌入待办徽标、附件上传和签章</a>
        （一个 <code>&lt;script&gt;</code> 标签，普通 <code>&lt;form&gt;</code> 提交附件和签章）。
      </p>
      <h2>在 React 中使用</h2>
      <p>
        每个组件都有由组件清单生成的 React 封装，属性有类型，事件以 <code>onEip…</code> 属性传入。每个封装是一个模块
        （<code>elements/react/&lt;标签名&gt;</code>），只引入并注册它自己的组件：
      </p>
      <pre><code>import { FileUpload } from 'eip-portal/elements/react/file-upload';

&lt;FileUpload maxCount={3} onEipChange={(event) =&gt; save(event.detail.value)} /&gt;</code></pre>
      <h2>主题</h2>
      <p>一个主题色驱动全部主色色阶；在 <code>:root</code> 或任一容器上设置即可：</p>
      <pre><code>:root {
  --eip-color-primary: #2f54eb;
}</code></pre>
      <p>每个令牌在各风格下的取值、主题色的色阶与对比度：见<a href="#/theming">主题 Theming</a>。</p>
      <h2>组件</h2>
      <ul class="cards">
        ${ELEMENTS.map(
          (e) =>
            html`<li>
              <a href="#/${e.tagName}"
                ><strong>&lt;${e.tagName}&gt;</strong> <span class="cards__name">${chineseName(e.tagName)}</span
                ><span>${e.summary}</span></a
              >
            </li>`,
        )}
      </ul>
    </article>`;
  }

  private renderElement(element: ElementDoc) {
    return html`<article class="page" data-lang=${this.language}>
      <h1>&lt;${element.tagName}&gt;</h1>
      <p class="page__name">${chineseName(element.tagName)}</p>
      <p class="page__summary">${element.summary}</p>
      ${unsafeHTML(renderMarkdown(element.tagName, pageSource(element.tagName), storedView()))}
      <h2 id="playground">演练场 Playground</h2>
      <docs-playground .element=${element} .markup=${firstPreview(pageSource(element.tagName))}></docs-playground>
      ${apiTables(element)}
    </article>`;
  }

  override updated(): void {
    mountTwins(this);
    // Code and tables that may scroll sideways are reachable by keyboard, with a name.
    // Numbered: every region of the page needs a name of its own.
    const regions = this.querySelectorAll('main pre:not([aria-label]), main .table-wrap');
    regions.forEach((region, index) => {
      region.setAttribute('tabindex', '0');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', `${region.matches('pre') ? '代码 Code' : '表格 Table'} ${index + 1}`);
    });
  }

  private renderSource() {
    const text =
      this.demoSource === 'backend'
        ? `演示数据：参考后端，以 ${DEMO_ACCOUNTS[demoIdentity(this.route)]} 登录（密码 ${DEMO_PASSWORD}） Live backend`
        : `演示数据：录制样例（签章密码 ${DEMO_PASSWORD}） Recorded fixtures`;
    return html`<span class="demo-source" data-source=${this.demoSource}>${text}</span>`;
  }

  private renderNavigation() {
    const query = this.query.trim().toLowerCase();
    const matches = (element: ElementDoc) =>
      !query ||
      [element.tagName, chineseName(element.tagName), element.summary ?? ''].some((text) =>
        text.toLowerCase().includes(query),
      );
    const groups = AREAS.map((area) => ({
      area,
      elements: ELEMENTS.filter((e) => areaOf(e.tagName) === area.id && matches(e)),
    })).filter((group) => group.elements.length);
    return html`<nav class="sidebar" id="docs-nav" aria-label="组件 Elements">
      <input
        type="search"
        class="sidebar__search"
        aria-label="搜索组件 Search elements"
        placeholder="搜索：标签、名称 Search"
        .value=${this.query}
        @input=${(e: Event) => {
          this.query = (e.target as HTMLInputElement).value;
        }}
      />
      <a href="#/" aria-current=${this.route === '' ? 'page' : 'false'}>概览 Overview</a>
      <a href="#/theming" aria-current=${this.route === 'theming' ? 'page' : 'false'}>主题 Theming</a>
      ${groups.map(
        ({ area, elements }) => html`<h2 class="sidebar__area">${area.name}</h2>
          <ul>
            ${elements.map(
              (e) =>
                html`<li>
                  <a href="#/${e.tagName}" aria-current=${e.tagName === this.route ? 'page' : 'false'}
                    ><code>${e.tagName}</code><span>${chineseName(e.tagName)}</span></a
                  >
                </li>`,
            )}
          </ul>`,
      )}
      <p class="sidebar__empty" role="status">${groups.length ? '' : '没有匹配的组件 No element matches'}</p>
    </nav>`;
  }

  private skipToContent(event: Event) {
    event.preventDefault();
    this.querySelector<HTMLElement>('#main-content')?.focus();
  }

  private renderPage() {
    if (this.route === 'theming')
      return html`<docs-theming
        .color=${this.themeColor}
        @docs-theme-color=${(event: CustomEvent<string>) => this.handleColor(event.detail)}
      ></docs-theming>`;
    const element = ELEMENTS.find((e) => e.tagName === this.route);
    return element ? this.renderElement(element) : this.renderOverview();
  }

  override render() {
    return html`
      <a class="skip-link" href="#main-content" @click=${this.skipToContent}>跳到正文 Skip to content</a>
      <header class="topbar">
        <a href="#/" class="topbar__brand">EIP 组件文档</a>
        <button
          type="button"
          class="topbar__nav-toggle"
          aria-controls="docs-nav"
          aria-expanded=${this.navOpen ? 'true' : 'false'}
          @click=${() => {
            this.navOpen = !this.navOpen;
          }}
        >
          组件目录 Elements
        </button>
        ${this.renderSource()} ${this.renderSwitches()}
      </header>
      <div class="layout" ?data-nav-open=${this.navOpen}>
        ${this.renderNavigation()}
        <main id="main-content" tabindex="-1">${this.renderPage()}</main>
      </div>
    `;
  }
}

defineElement('eip-docs-app', EipDocsApp);
