/**
 * The docs site's own words (its chrome: header, settings, navigation, headings, buttons) in the three
 * languages of the portal; the language switch changes them with the demos'.
 */
import type { Language } from '../elements/core/localize.js';
import type { ThemeStyle } from '../elements/core/theme.js';
import type { Area } from './catalogue.js';

export interface ChromeText {
  brand: string;
  skip: string;
  navToggle: string;
  settings: string;
  style: string;
  styles: Record<ThemeStyle, string>;
  colour: string;
  customColour: string;
  language: string;
  nav: string;
  search: string;
  searchPlaceholder: string;
  noMatch: string;
  overview: string;
  theming: string;
  changelog: string;
  areas: Record<Area, string>;
  loading: string;
  notFound: string;
  sourceBackend: (account: string, password: string) => string;
  sourceFixtures: (password: string) => string;
  playground: string;
  /** The heading over a page's first examples when its markdown gives them none. */
  examples: string;
  api: {
    properties: string;
    attributes: string;
    events: string;
    methods: string;
    slots: string;
    parts: string;
    cssProperties: string;
    name: string;
    attribute: string;
    property: string;
    description: string;
    type: string;
    default: string;
    defaultSlot: string;
  };
  copy: string;
  copied: string;
  code: string;
  table: string;
  example: (index: number) => string;
  exampleCode: (index: number, view: string) => string;
  version: string;
  /** The playground's words. */
  play: {
    open: string;
    properties: string;
    events: string;
    clear: string;
    log: string;
    useIt: string;
    noEvents: string;
    markup: string;
    empty: string;
    badJson: string;
  };
  /** The theming page's words. */
  themingPage: ThemingText;
}

/** The theming page: its builder, tokens, contrast checks and the gallery of states. */
export interface ThemingText {
  summary: string;
  builder: string;
  themeColour: string;
  hex: string;
  apply: string;
  hexError: string;
  palette: string;
  primaryPalette: string;
  contrast: string;
  pair: string;
  needs: string;
  passes: string;
  fails: string;
  themeCss: string;
  tokens: string;
  /** The tokens' introduction around `:root` and `--sl-*`, each shown as code. */
  tokensIntro: [before: string, between: string, after: string];
  token: string;
  use: string;
  /** What each `--eip-*` token is for, by name. */
  uses: Record<string, string>;
  /** The pairs the builder judges, by check. */
  checks: Record<ContrastCheck, string>;
  gallery: string;
  galleryIntro: string;
  states: Record<GalleryState, string>;
  /** Said of a dialog: it is shown open on its page (it covers the page). */
  dialog: string;
  /** The refusal the failed state shows, as a server would say it. */
  failure: string;
  /** The message the invalid state shows under a field. */
  invalid: string;
}

export type ContrastCheck =
  | 'body'
  | 'secondary'
  | 'primaryText'
  | 'onPrimary'
  | 'accent'
  | 'header'
  | 'danger';
export type GalleryState = 'filled' | 'loading' | 'failed' | 'empty' | 'disabled' | 'readonly' | 'invalid';

const ZH_CN: ChromeText = {
  brand: 'EIP 组件文档',
  skip: '跳到正文',
  navToggle: '组件目录',
  settings: '演示设置',
  style: '风格',
  styles: { light: '亮色', mashup: '混搭', dark: '暗色' },
  colour: '主题色',
  customColour: '自定义主题色',
  language: '语言',
  nav: '组件',
  search: '搜索组件',
  searchPlaceholder: '搜索：标签、名称',
  noMatch: '没有匹配的组件',
  overview: '概览',
  theming: '主题',
  changelog: '更新日志',
  areas: {
    tender: '招标采购',
    workflow: '流程审批',
    office: '协同办公',
    account: '账号与个人',
    shared: '共用',
  },
  loading: '加载中…',
  notFound: '没有这个页面',
  sourceBackend: (account, password) => `演示数据：参考后端，以 ${account} 登录（密码 ${password}）`,
  sourceFixtures: (password) => `演示数据：录制样例（签章密码 ${password}）`,
  playground: '演练场',
  examples: '示例',
  api: {
    properties: '属性',
    attributes: '特性',
    events: '事件',
    methods: '方法',
    slots: '插槽',
    parts: '部件 CSS parts',
    cssProperties: 'CSS 自定义属性',
    name: '名称',
    attribute: '特性',
    property: '属性',
    description: '说明',
    type: '类型',
    default: '默认',
    defaultSlot: '（默认）',
  },
  copy: '复制',
  copied: '已复制',
  code: '代码',
  table: '表格',
  example: (index) => `示例 ${index} 预览`,
  exampleCode: (index, view) => `示例 ${index} ${view} 代码`,
  version: '版本',
  play: {
    open: '改属性、看事件、复制标记',
    properties: '属性',
    events: '事件',
    clear: '清空',
    log: '事件记录',
    useIt: '与组件交互，它发出的事件列在这里',
    noEvents: '该组件不发出事件',
    markup: '当前标记',
    empty: '（空）',
    badJson: 'JSON 无法解析',
  },
  themingPage: {
    summary:
      '门户的令牌及其在每种风格下的取值；选一个主题色，看它的色阶和每种风格下文字的对比度，再复制 CSS；每个组件的各种状态并排可见。',
    builder: '主题生成器',
    themeColour: '主题色',
    hex: '十六进制',
    apply: '应用到本站演示',
    hexError: '请输入 #RGB 或 #RRGGBB 格式的颜色',
    palette: '色阶',
    primaryPalette: '主色色阶',
    contrast: '对比度（WCAG 2 AA）',
    pair: '文字与底色',
    needs: '要求',
    passes: '通过 AA',
    fails: '未达 AA',
    themeCss: '主题 CSS',
    tokens: '设计令牌',
    tokensIntro: ['在 ', ' 或任一容器上覆盖；组件内部使用的 Shoelace 令牌（', '）由它们派生。'],
    token: '令牌',
    use: '用途',
    uses: {
      '--eip-color-primary': '主题色：主色色阶由它混合而成',
      '--eip-color-primary-text': '主色文字、承载白字的主色填充（主题色加深至 AA）',
      '--eip-font-family': '字体',
      '--eip-color-danger': '危险与错误',
      '--eip-color-text': '正文',
      '--eip-color-text-secondary': '次要文字',
      '--eip-color-surface': '面板底色',
      '--eip-color-border': '边框',
      '--eip-header-background': '页头底色',
      '--eip-header-color': '页头文字',
      '--eip-radius': '圆角',
    },
    checks: {
      body: '正文',
      secondary: '次要文字',
      primaryText: '主色文字、链接',
      onPrimary: '主按钮文字',
      accent: '主色边框、强调（非文字）',
      header: '页头文字',
      danger: '危险文字',
    },
    gallery: '组件状态一览',
    galleryIntro:
      '每个组件在它支持的状态下并排显示（数据来自各组件页的演示数据）；滚动到哪一组才绘制哪一组。',
    states: {
      filled: '有数据',
      loading: '加载中',
      failed: '加载失败',
      empty: '无数据',
      disabled: '禁用',
      readonly: '只读',
      invalid: '校验未通过',
    },
    dialog: '对话框覆盖整个页面，请在它的页面中打开查看',
    failure: '服务暂不可用',
    invalid: '请填写此项',
  },
};

const ZH_TW: ChromeText = {
  ...ZH_CN,
  brand: 'EIP 元件文件',
  skip: '跳到正文',
  navToggle: '元件目錄',
  settings: '示範設定',
  style: '風格',
  styles: { light: '亮色', mashup: '混搭', dark: '暗色' },
  colour: '主題色',
  customColour: '自訂主題色',
  language: '語言',
  nav: '元件',
  search: '搜尋元件',
  searchPlaceholder: '搜尋：標籤、名稱',
  noMatch: '沒有符合的元件',
  overview: '概覽',
  theming: '主題',
  changelog: '更新日誌',
  areas: {
    tender: '招標採購',
    workflow: '流程審批',
    office: '協同辦公',
    account: '帳號與個人',
    shared: '共用',
  },
  loading: '載入中…',
  notFound: '沒有這個頁面',
  sourceBackend: (account, password) => `示範資料：參考後端，以 ${account} 登入（密碼 ${password}）`,
  sourceFixtures: (password) => `示範資料：錄製樣例（簽章密碼 ${password}）`,
  playground: '演練場',
  examples: '範例',
  api: {
    properties: '屬性',
    attributes: '特性',
    events: '事件',
    methods: '方法',
    slots: '插槽',
    parts: '部件 CSS parts',
    cssProperties: 'CSS 自訂屬性',
    name: '名稱',
    attribute: '特性',
    property: '屬性',
    description: '說明',
    type: '型別',
    default: '預設',
    defaultSlot: '（預設）',
  },
  copy: '複製',
  copied: '已複製',
  code: '程式碼',
  table: '表格',
  example: (index) => `示例 ${index} 預覽`,
  exampleCode: (index, view) => `示例 ${index} ${view} 程式碼`,
  version: '版本',
  play: {
    open: '改屬性、看事件、複製標記',
    properties: '屬性',
    events: '事件',
    clear: '清除',
    log: '事件記錄',
    useIt: '與元件互動，它發出的事件列在這裡',
    noEvents: '此元件不發出事件',
    markup: '目前標記',
    empty: '（空）',
    badJson: 'JSON 無法解析',
  },
  themingPage: {
    summary:
      '入口網站的令牌及其在每種風格下的取值；選一個主題色，看它的色階和每種風格下文字的對比度，再複製 CSS；每個元件的各種狀態並排可見。',
    builder: '主題產生器',
    themeColour: '主題色',
    hex: '十六進位',
    apply: '套用到本站示範',
    hexError: '請輸入 #RGB 或 #RRGGBB 格式的顏色',
    palette: '色階',
    primaryPalette: '主色色階',
    contrast: '對比度（WCAG 2 AA）',
    pair: '文字與底色',
    needs: '要求',
    passes: '通過 AA',
    fails: '未達 AA',
    themeCss: '主題 CSS',
    tokens: '設計令牌',
    tokensIntro: ['在 ', ' 或任一容器上覆寫；元件內部使用的 Shoelace 令牌（', '）由它們衍生。'],
    token: '令牌',
    use: '用途',
    uses: {
      '--eip-color-primary': '主題色：主色色階由它混合而成',
      '--eip-color-primary-text': '主色文字、承載白字的主色填色（主題色加深至 AA）',
      '--eip-font-family': '字型',
      '--eip-color-danger': '危險與錯誤',
      '--eip-color-text': '內文',
      '--eip-color-text-secondary': '次要文字',
      '--eip-color-surface': '面板底色',
      '--eip-color-border': '框線',
      '--eip-header-background': '頁首底色',
      '--eip-header-color': '頁首文字',
      '--eip-radius': '圓角',
    },
    checks: {
      body: '內文',
      secondary: '次要文字',
      primaryText: '主色文字、連結',
      onPrimary: '主按鈕文字',
      accent: '主色框線、強調（非文字）',
      header: '頁首文字',
      danger: '危險文字',
    },
    gallery: '元件狀態一覽',
    galleryIntro:
      '每個元件在它支援的狀態下並排顯示（資料來自各元件頁的示範資料）；捲動到哪一組才繪製哪一組。',
    states: {
      filled: '有資料',
      loading: '載入中',
      failed: '載入失敗',
      empty: '無資料',
      disabled: '停用',
      readonly: '唯讀',
      invalid: '驗證未通過',
    },
    dialog: '對話方塊會覆蓋整個頁面，請在它的頁面中開啟檢視',
    failure: '服務暫時無法使用',
    invalid: '請填寫此欄位',
  },
};

const EN_US: ChromeText = {
  brand: 'EIP element docs',
  skip: 'Skip to content',
  navToggle: 'Elements',
  settings: 'Demo settings',
  style: 'Style',
  styles: { light: 'Light', mashup: 'Mashup', dark: 'Dark' },
  colour: 'Theme colour',
  customColour: 'Custom colour',
  language: 'Language',
  nav: 'Elements',
  search: 'Search elements',
  searchPlaceholder: 'Search: tag or name',
  noMatch: 'No element matches',
  overview: 'Overview',
  theming: 'Theming',
  changelog: 'Changelog',
  areas: { tender: 'Tender', workflow: 'Workflow', office: 'Office', account: 'Account', shared: 'Shared' },
  loading: 'Loading…',
  notFound: 'No such page',
  sourceBackend: (account, password) =>
    `Demo data: the reference backend, signed in as ${account} (password ${password})`,
  sourceFixtures: (password) => `Demo data: recorded samples (seal password ${password})`,
  playground: 'Playground',
  examples: 'Examples',
  api: {
    properties: 'Properties',
    attributes: 'Attributes',
    events: 'Events',
    methods: 'Methods',
    slots: 'Slots',
    parts: 'CSS parts',
    cssProperties: 'CSS custom properties',
    name: 'Name',
    attribute: 'Attribute',
    property: 'Property',
    description: 'Description',
    type: 'Type',
    default: 'Default',
    defaultSlot: '(default)',
  },
  copy: 'Copy',
  copied: 'Copied',
  code: 'Code',
  table: 'Table',
  example: (index) => `Example ${index} preview`,
  exampleCode: (index, view) => `Example ${index} ${view} code`,
  version: 'Version',
  play: {
    open: 'Change properties, watch events, copy markup',
    properties: 'Properties',
    events: 'Events',
    clear: 'Clear',
    log: 'Event log',
    useIt: 'Use the element: its events appear here',
    noEvents: 'This element emits no events',
    markup: 'Current markup',
    empty: '(empty)',
    badJson: 'Not valid JSON',
  },
  themingPage: {
    summary:
      "The portal's tokens and their value in each style; pick a theme colour to see its palette and the contrast of text in every style, then copy the CSS; every element's states side by side.",
    builder: 'Theme builder',
    themeColour: 'Theme colour',
    hex: 'Hex',
    apply: 'Apply to the demos',
    hexError: 'Enter a colour as #RGB or #RRGGBB',
    palette: 'Palette',
    primaryPalette: 'Primary palette',
    contrast: 'Contrast (WCAG 2 AA)',
    pair: 'Text and surface',
    needs: 'Needs',
    passes: 'passes AA',
    fails: 'fails AA',
    themeCss: 'Theme CSS',
    tokens: 'Design tokens',
    tokensIntro: [
      'Override them on ',
      ' or any container; the Shoelace tokens (',
      ') the elements use derive from them.',
    ],
    token: 'Token',
    use: 'Use',
    uses: {
      '--eip-color-primary': 'Theme colour: the primary palette is mixed from it',
      '--eip-color-primary-text': 'Primary text and fills under white text (the theme colour darkened to AA)',
      '--eip-font-family': 'Font stack',
      '--eip-color-danger': 'Danger and errors',
      '--eip-color-text': 'Body text',
      '--eip-color-text-secondary': 'Secondary text',
      '--eip-color-surface': 'Panel surface',
      '--eip-color-border': 'Borders',
      '--eip-header-background': 'Header background',
      '--eip-header-color': 'Header text',
      '--eip-radius': 'Corner radius',
    },
    checks: {
      body: 'Body text',
      secondary: 'Secondary text',
      primaryText: 'Primary text, links',
      onPrimary: 'Text on a primary button',
      accent: 'Primary accents (non-text)',
      header: 'Header text',
      danger: 'Danger text',
    },
    gallery: 'Element states',
    galleryIntro:
      "Every element in the states it has, side by side (with its page's demo data); each group is drawn as it scrolls into view.",
    states: {
      filled: 'With data',
      loading: 'Loading',
      failed: 'Load failed',
      empty: 'Empty',
      disabled: 'Disabled',
      readonly: 'Read-only',
      invalid: 'Invalid',
    },
    dialog: 'A dialog covers the page: open it on its own page',
    failure: 'Service unavailable',
    invalid: 'Fill in this field',
  },
};

export const CHROME_TEXT: Record<Language, ChromeText> = { 'zh-CN': ZH_CN, 'zh-TW': ZH_TW, 'en-US': EN_US };

/** The chrome's words in the language the document is in now. */
export function chromeText(lang: string = document.documentElement.lang): ChromeText {
  return CHROME_TEXT[lang as Language] ?? ZH_CN;
}

/** An element's English name, from its class name: `ComprehensiveQuotationForm` → "Comprehensive quotation form". */
export function englishName(className: string): string {
  const words = className.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ');
  return words.map((word, index) => (index ? word.toLowerCase() : word)).join(' ');
}
