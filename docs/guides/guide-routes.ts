/**
 * The usage guides of the npm package @eip/elements (issue 40), each a route of the docs
 * (`#/guide/<name>`) with its title in each language; their text is in guide-page.ts and the files it
 * loads, fetched when a guide is opened.
 */
import { html, type TemplateResult } from 'lit';
import type { Language } from '../../elements/core/localize.js';

export const GUIDES = [
  {
    route: 'guide/react',
    title: {
      'zh-CN': '在 React 应用中使用',
      'zh-TW': '在 React 應用程式中使用',
      'en-US': 'Use in a React app',
    },
  },
  {
    route: 'guide/plain-page',
    title: { 'zh-CN': '在普通页面中使用', 'zh-TW': '在一般頁面中使用', 'en-US': 'Use in a plain page' },
  },
  {
    route: 'guide/loader',
    title: { 'zh-CN': '使用按需加载器', 'zh-TW': '使用按需載入器', 'en-US': 'Use with the lazy loader' },
  },
  { route: 'guide/theming', title: { 'zh-CN': '主题设置', 'zh-TW': '主題設定', 'en-US': 'Theming' } },
] as const satisfies ReadonlyArray<{ route: string; title: Record<Language, string> }>;

export type GuideRoute = (typeof GUIDES)[number]['route'];

export const isGuideRoute = (route: string): route is GuideRoute =>
  GUIDES.some((guide) => guide.route === route);

/** The sidebar's heading above the guides. */
export const GUIDES_HEADING: Record<Language, string> = {
  'zh-CN': '使用指南',
  'zh-TW': '使用指南',
  'en-US': 'Guides',
};

const THEMING_GUIDE_LINE: Record<Language, string> = {
  'zh-CN': '在自己的应用中设置颜色和风格（configure、CSS 令牌、theme.css）：',
  'zh-TW': '在自己的應用程式中設定顏色和風格（configure、CSS 權杖、theme.css）：',
  'en-US': 'Colour and style in your own application (configure, the CSS token, theme.css): ',
};

/** The theming page's pointer to the theming guide, in the page's language. */
export function themingGuideLink(lang: string = document.documentElement.lang): TemplateResult {
  const language = (lang in THEMING_GUIDE_LINE ? lang : 'zh-CN') as Language;
  const guide = GUIDES.find((entry) => entry.route === 'guide/theming')!;
  return html`<p class="theming__guide">
    ${THEMING_GUIDE_LINE[language]}<a href="#/${guide.route}">${guide.title[language]}</a>
  </p>`;
}
