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
}

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
