export const THEME_STYLES = ['light', 'mashup', 'dark'] as const;
export type ThemeStyle = (typeof THEME_STYLES)[number];

export const THEME_LAYOUTS = ['horizontal', 'vertical'] as const;
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];

export const HEADER_MODES = ['fixed', 'noFixed'] as const;
export type HeaderMode = (typeof HEADER_MODES)[number];

/** Theme colour presets of the staff portal; the first is its default. */
export const THEME_COLOR_PRESETS = [
  '#2F54EB',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
  '#13C2C2',
  '#1890FF',
  '#722ED1',
] as const;
export const STAFF_THEME_COLOR = '#2F54EB';
export const TENDER_THEME_COLOR = '#3385C8';

/** The theme setting saved locally (localStorage key THEME_STORAGE_KEY). */
export interface ThemeSetting {
  name: string;
  layout: ThemeLayout;
  header: HeaderMode;
  tabsBar: boolean;
  style: ThemeStyle;
  themeColor: string;
}

export const DEFAULT_THEME_SETTING: ThemeSetting = {
  name: 'default',
  layout: 'horizontal',
  header: 'fixed',
  tabsBar: true,
  style: 'light',
  themeColor: STAFF_THEME_COLOR,
};

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** localStorage key of the theme setting. */
export const THEME_STORAGE_KEY = 'eip-front';
/** localStorage key of the UI language, also sent as Accept-Language. */
export const LANG_STORAGE_KEY = 'lang';
