import { proxy, subscribe, useSnapshot } from 'valtio';
import { applyTheme, isHexColor, isThemeStyle, TENDER_THEME_COLOR, type ThemeStyle } from '../../elements/core/theme.js';

/** localStorage key of the theme setting (tender-portal section 9). */
export const THEME_KEY = 'eip-front';

export interface ThemeSettingState {
  name: string;
  /** horizontal (top menu) or vertical (side menu); below 992 px it is always vertical. */
  layout: 'horizontal' | 'vertical';
  /** fixed or static header. */
  header: 'fixed' | 'static';
  tabsBar: boolean;
  style: ThemeStyle;
  themeColor: string;
}

export const DEFAULT_THEME: ThemeSettingState = {
  name: 'default',
  layout: 'horizontal',
  header: 'fixed',
  tabsBar: true,
  style: 'light',
  themeColor: TENDER_THEME_COLOR,
};

function restore(): ThemeSettingState {
  try {
    const stored = JSON.parse(localStorage.getItem(THEME_KEY) ?? '{}') as Partial<ThemeSettingState>;
    return {
      ...DEFAULT_THEME,
      ...stored,
      style: isThemeStyle(stored.style) ? stored.style : DEFAULT_THEME.style,
      themeColor: isHexColor(stored.themeColor) ? stored.themeColor : DEFAULT_THEME.themeColor,
    };
  } catch {
    return { ...DEFAULT_THEME };
  }
}

export const theme = proxy<ThemeSettingState>(restore());

/** Applies the stored theme now and on every change, and saves it. */
export function startTheme(): void {
  applyTheme({ style: theme.style, color: theme.themeColor });
  subscribe(theme, () => {
    localStorage.setItem(THEME_KEY, JSON.stringify(theme));
    applyTheme({ style: theme.style, color: theme.themeColor });
  });
}

export function setThemeStyle(style: ThemeStyle): void {
  theme.style = style;
}

export function setThemeColor(color: string): void {
  if (isHexColor(color)) theme.themeColor = color;
}

/** 'Clear theme cache': forget the saved theme and start again from the defaults. */
export function clearThemeCache(reload: () => void = () => window.location.reload()): void {
  localStorage.removeItem(THEME_KEY);
  reload();
}

export const useTheme = () => useSnapshot(theme);
