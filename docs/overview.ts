/**
 * The docs' landing page: what the library is, its version, how to embed it (the lazy loader, the
 * script-tag bundle), how to use it in React, the theme in one line, and every element; in the
 * language chosen.
 */
import { html, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { Language } from '../elements/core/localize.js';
import { chromeText } from './chrome-text.js';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const LOADER = `<script type="module">
  import { configure } from 'https://portal.example.com/elements/eip-loader.js';
  configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'zh-CN' });
</script>
<todo-badge source="procure-message"></todo-badge>`;

const BUNDLE = `<script src="https://portal.example.com/elements/eip-elements.js"></script>
<script>
  EipElements.configure({ baseUrl: 'https://portal.example.com', tokenKey: 'token', lang: 'zh-CN' });
</script>
<todo-badge count="5"></todo-badge>`;

const REACT = `import { FileUpload } from '@eip/elements/react/file-upload';

<FileUpload maxCount={3} onEipChange={(event) => save(event.detail.value)} />`;

/** The install line; the guides say how to install the tarball of the repository without a registry. */
const NPM = 'npm install @eip/elements';

const THEME = `:root {
  --eip-color-primary: #2f54eb;
}`;

/** The overview's prose, by language: HTML of our own, with {loader} {bundle} {react} {theme} for the code. */
const PROSE: Record<Language, string> = {
  'zh-CN': `<h1>EIP 组件库</h1>
<p>门户的每个界面部件都是一个与框架无关的 Web 组件：在门户中使用，也可以通过一个 <code>&lt;script&gt;</code> 标签嵌入任何内网页面，或在 React 中使用。上方的开关（风格、主题色、语言）作用于本站所有演示。</p>
<h2 id="install">安装与嵌入</h2>
<p>门户部署后，组件由门户本身提供（<code>/elements/</code>），无需另行安装。两种方式，选其一；两者的 <code>configure</code> 选项相同。</p>
<h3>按需加载（推荐）：<code>eip-loader.js</code></h3>
<p>页面引入一次加载器；某个组件的标签第一次出现在页面中（包括影子 DOM 里、以及之后才加入的标签）时，才下载并注册该组件。只有一个 <code>&lt;todo-badge&gt;</code> 的页面只下载徽标所需的代码。</p>
{loader}
<h3>一个文件：<code>eip-elements.js</code></h3>
<p>一个普通 <code>&lt;script&gt;</code> 标签注册全部组件（另有 ES 模块版 <code>eip-elements.module.js</code>）。</p>
{bundle}
<h3 id="npm">npm 包：<code>@eip/elements</code></h3>
<p>在自己的应用中构建时，安装一个包即可：组件（ES 模块与类型）、React 封装（React 为可选的 peer 依赖）、加载器、<code>configure</code>、主题样式表、上面两个脚本（<code>cdn/</code>），以及 <code>custom-elements.json</code> 和 VS Code、JetBrains 的编辑器数据。</p>
{npm}
<p>指南：<a href="#/guide/react">在 React 应用中使用</a>、<a href="#/guide/plain-page">在普通页面中使用</a>、<a href="#/guide/loader">使用按需加载器</a>、<a href="#/guide/theming">主题设置</a>。</p>
<h3><code>configure</code> 选项</h3>
<ul>
<li><code>baseUrl</code>、<code>prefixes</code>：门户后端的地址与各服务前缀；<code>token</code> 或 <code>tokenKey</code>（每次调用时从 sessionStorage 读取令牌的键名）。</li>
<li><code>lang</code>：zh-CN、zh-TW 或 en-US；<code>theme</code>：<code>{ style, color }</code>。</li>
<li><code>linkBase</code>：组件内链接（公告、新闻、快捷入口）的前缀，例如门户的 <code>'/front'</code>；默认为空。</li>
<li><code>user</code>：当前登录用户 <code>{ account, fullname }</code>，例如附件预览的水印显示其账号。</li>
<li><code>assetPath</code>：按地址加载的文件（Shoelace 图标，脚本版的流程图、流程设计器和富文本编辑器分块）所在的目录；默认为组件加载的位置（脚本旁或包内）。</li>
</ul>
<p>完整示例：<a href="examples/embedding.html">在普通内网页面中嵌入待办徽标、附件上传和签章</a>（一个 <code>&lt;script&gt;</code> 标签，普通 <code>&lt;form&gt;</code> 提交附件和签章）。</p>
<h2 id="react">在 React 中使用</h2>
<p>每个组件都有由组件清单生成的 React 封装，属性有类型，事件以 <code>onEip…</code> 属性传入。每个封装是一个模块（<code>@eip/elements/react/&lt;标签名&gt;</code>），只引入并注册它自己的组件：</p>
{react}
<p>每个组件页的示例都可切换到 React，代码可以直接复制。</p>
<h2>主题</h2>
<p>一个主题色驱动全部主色色阶；在 <code>:root</code> 或任一容器上设置即可：</p>
{theme}
<p>每个令牌在各风格下的取值、主题色的色阶与对比度：见<a href="#/theming">主题</a>。版本变化见<a href="#/changelog">更新日志</a>。</p>
<h2>组件</h2>`,
  'zh-TW': `<h1>EIP 元件庫</h1>
<p>入口網站的每個介面部件都是一個與框架無關的 Web 元件：在入口網站中使用，也可以透過一個 <code>&lt;script&gt;</code> 標籤嵌入任何內網頁面，或在 React 中使用。上方的開關（風格、主題色、語言）作用於本站所有示範。</p>
<h2 id="install">安裝與嵌入</h2>
<p>入口網站部署後，元件由入口網站本身提供（<code>/elements/</code>），無需另行安裝。兩種方式，擇一即可；兩者的 <code>configure</code> 選項相同。</p>
<h3>按需載入（建議）：<code>eip-loader.js</code></h3>
<p>頁面引入一次載入器；某個元件的標籤第一次出現在頁面中（包括影子 DOM 裡、以及之後才加入的標籤）時，才下載並註冊該元件。只有一個 <code>&lt;todo-badge&gt;</code> 的頁面只下載徽標所需的程式碼。</p>
{loader}
<h3>一個檔案：<code>eip-elements.js</code></h3>
<p>一個普通 <code>&lt;script&gt;</code> 標籤註冊全部元件（另有 ES 模組版 <code>eip-elements.module.js</code>）。</p>
{bundle}
<h3 id="npm">npm 套件：<code>@eip/elements</code></h3>
<p>在自己的應用程式中建置時，安裝一個套件即可：元件（ES 模組與型別）、React 封裝（React 為選用的 peer 相依）、載入器、<code>configure</code>、主題樣式表、上面兩個指令碼（<code>cdn/</code>），以及 <code>custom-elements.json</code> 和 VS Code、JetBrains 的編輯器資料。</p>
{npm}
<p>指南：<a href="#/guide/react">在 React 應用程式中使用</a>、<a href="#/guide/plain-page">在一般頁面中使用</a>、<a href="#/guide/loader">使用按需載入器</a>、<a href="#/guide/theming">主題設定</a>。</p>
<h3><code>configure</code> 選項</h3>
<ul>
<li><code>baseUrl</code>、<code>prefixes</code>：入口網站後端的位址與各服務前綴；<code>token</code> 或 <code>tokenKey</code>（每次呼叫時從 sessionStorage 讀取權杖的鍵名）。</li>
<li><code>lang</code>：zh-CN、zh-TW 或 en-US；<code>theme</code>：<code>{ style, color }</code>。</li>
<li><code>linkBase</code>：元件內連結（公告、新聞、捷徑）的前綴，例如入口網站的 <code>'/front'</code>；預設為空。</li>
<li><code>user</code>：目前登入的使用者 <code>{ account, fullname }</code>，例如附件預覽的浮水印顯示其帳號。</li>
<li><code>assetPath</code>：依位址載入的檔案（Shoelace 圖示，指令碼版的流程圖、流程設計器和富文字編輯器分塊）所在的目錄；預設為元件載入的位置（指令碼旁或套件內）。</li>
</ul>
<p>完整範例：<a href="examples/embedding.html">在普通內網頁面中嵌入待辦徽標、附件上傳和簽章</a>（一個 <code>&lt;script&gt;</code> 標籤，普通 <code>&lt;form&gt;</code> 提交附件和簽章）。</p>
<h2 id="react">在 React 中使用</h2>
<p>每個元件都有由元件清單產生的 React 封裝，屬性有型別，事件以 <code>onEip…</code> 屬性傳入。每個封裝是一個模組（<code>@eip/elements/react/&lt;標籤名&gt;</code>），只引入並註冊它自己的元件：</p>
{react}
<p>每個元件頁的範例都可切換到 React，程式碼可以直接複製。</p>
<h2>主題</h2>
<p>一個主題色驅動全部主色色階；在 <code>:root</code> 或任一容器上設定即可：</p>
{theme}
<p>每個權杖在各風格下的取值、主題色的色階與對比度：見<a href="#/theming">主題</a>。版本變化見<a href="#/changelog">更新日誌</a>。</p>
<h2>元件</h2>`,
  'en-US': `<h1>EIP elements</h1>
<p>Every widget of the portal is a framework-free web component: used by the portal, embeddable in any intranet page with one <code>&lt;script&gt;</code> tag, or used from React. The switches above (style, theme colour, language) apply to every demo of this site.</p>
<h2 id="install">Install and embed</h2>
<p>A deployed portal serves the elements itself (<code>/elements/</code>): there is nothing else to install. Two ways, pick one; both take the same <code>configure</code> options.</p>
<h3>On demand (recommended): <code>eip-loader.js</code></h3>
<p>A page includes the loader once; an element is downloaded and defined the first time its tag appears in the page (shadow DOM and tags added later included). A page with one <code>&lt;todo-badge&gt;</code> downloads what the badge needs only.</p>
{loader}
<h3>One file: <code>eip-elements.js</code></h3>
<p>A plain <code>&lt;script&gt;</code> tag defines every element (an ES module build is <code>eip-elements.module.js</code>).</p>
{bundle}
<h3 id="npm">The npm package: <code>@eip/elements</code></h3>
<p>To build the elements into your own application, install one package: the elements (ES modules and types), the React wrappers (React an optional peer dependency), the loader, <code>configure</code>, the theme stylesheet, the two scripts above (<code>cdn/</code>), and <code>custom-elements.json</code> with VS Code's and JetBrains' editor data.</p>
{npm}
<p>Guides: <a href="#/guide/react">Use in a React app</a>, <a href="#/guide/plain-page">Use in a plain page</a>, <a href="#/guide/loader">Use with the lazy loader</a>, <a href="#/guide/theming">Theming</a>.</p>
<h3><code>configure</code> options</h3>
<ul>
<li><code>baseUrl</code>, <code>prefixes</code>: the portal backend's address and its services' prefixes; <code>token</code> or <code>tokenKey</code> (the sessionStorage key the token is read from at each call).</li>
<li><code>lang</code>: zh-CN, zh-TW or en-US; <code>theme</code>: <code>{ style, color }</code>.</li>
<li><code>linkBase</code>: the prefix of the elements' links (notices, news, shortcuts), such as the portal's <code>'/front'</code>; empty by default.</li>
<li><code>user</code>: the signed-in user <code>{ account, fullname }</code>, whose account the preview's watermark shows, for one.</li>
<li><code>assetPath</code>: the folder of the files loaded by address (Shoelace's icons; the script's flow chart, process designer and rich text editor chunks); by default where the elements were loaded from (beside the script, or inside the package).</li>
</ul>
<p>A whole example: <a href="examples/embedding.html">the to-do badge, attachments and a seal in a plain intranet page</a> (one <code>&lt;script&gt;</code> tag; a plain <code>&lt;form&gt;</code> submits the attachments and the seal).</p>
<h2 id="react">In React</h2>
<p>Every element has a React wrapper generated from the manifest, with typed properties and its events as <code>onEip…</code> props. Each wrapper is a module of its own (<code>@eip/elements/react/&lt;tag&gt;</code>) that imports and defines its own element only:</p>
{react}
<p>Every example of an element page switches to React, and its code can be copied as it is.</p>
<h2>Theme</h2>
<p>One theme colour drives the whole primary palette; set it on <code>:root</code> or any container:</p>
{theme}
<p>Every token's value in each style, the theme colour's palette and contrast: see <a href="#/theming">Theming</a>. What changed between versions: the <a href="#/changelog">changelog</a>.</p>
<h2>Elements</h2>`,
};

const VERSION_LINE: Record<Language, (version: string) => string> = {
  'zh-CN': (version) => `版本 ${version}`,
  'zh-TW': (version) => `版本 ${version}`,
  'en-US': (version) => `Version ${version}`,
};

const block = (code: string) => `<pre><code>${esc(code)}</code></pre>`;

/** The overview in `lang`: prose, version and code, then `cards` (the elements). */
export function renderOverview(lang: Language, version: string, cards: TemplateResult): TemplateResult {
  const prose = (PROSE[lang] ?? PROSE['zh-CN'])
    .replace('{loader}', block(LOADER))
    .replace('{bundle}', block(BUNDLE))
    .replace('{react}', block(REACT))
    .replace('{npm}', block(NPM))
    .replace('{theme}', block(THEME))
    .replace(
      '</h1>',
      `</h1>\n<p class="page__version"><span>${esc(VERSION_LINE[lang](version))}</span> · <a href="#/changelog">${esc(chromeText(lang).changelog)}</a></p>`,
    );
  return html`<article class="page">${unsafeHTML(prose)} ${cards}</article>`;
}
