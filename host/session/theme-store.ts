import { useEffect } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import {
  DEFAULT_THEME_SETTING,
  HEADER_MODES,
  STAFF_THEME_COLOR,
  TENDER_THEME_COLOR,
  THEME_LAYOUTS,
  THEME_STORAGE_KEY,
  type ThemeSetting,
} from '../../api/contract/theme.js';
import { applyTheme, isHexColor, isThemeStyle } from '../../elements/core/theme.js';

/** Which part of the portal is showing: each has its own default theme colour. */
export type PortalArea = 'tender' | 'staff';
const AREA_COLORS: Record<PortalArea, string> = { tender: TENDER_THEME_COLOR, staff: STAFF_THEME_COLOR };

/** The saved setting; `themeColor` is empty until the user picks one (then it applies everywhere). */
export const theme = proxy<ThemeSetting & { area: PortalArea }>({ ...restore(), area: 'tender' });

function restore(): ThemeSetting {
  try {
    const stored = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}') as Partial<ThemeSetting>;
    return {
      ...DEFAULT_THEME_SETTING,
      ...stored,
      layout: THEME_LAYOUTS.includes(stored.layout as never) ? stored.layout! : DEFAULT_THEME_SETTING.layout,
      header: HEADER_MODES.includes(stored.header as never) ? stored.header! : DEFAULT_THEME_SETTING.header,
      style: isThemeStyle(stored.style) ? stored.style : DEFAULT_THEME_SETTING.style,
      themeColor: isHexColor(stored.themeColor) ? stored.themeColor : '',
    };
  } catch {
    return { ...DEFAULT_THEME_SETTING, themeColor: '' };
  }
}

/** The colour in force: the user's choice, else the default of the area showing. */
export function effectiveColor(state: Pick<typeof theme, 'themeColor' | 'area'>): string {
  return state.themeColor || AREA_COLORS[state.area];
}

function apply(): void {
  applyTheme({ style: theme.style, color: effectiveColor(theme) });
}

/** Applies the stored theme now and on every change, and saves the user's part of it. */
export function startTheme(): void {
  apply();
  subscribe(theme, () => {
    const { area: _area, ...setting } = theme;
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(setting));
    apply();
  });
}

/** A layout says which area it shows (for the default colour). */
export function useThemeArea(area: PortalArea): void {
  useEffect(() => {
    theme.area = area;
  }, [area]);
}

export function setThemeStyle(style: ThemeSetting['style']): void {
  theme.style = style;
}

export function setThemeColor(color: string): void {
  if (isHexColor(color)) theme.themeColor = color.toUpperCase();
}

/** 'Clear theme cache': forget the saved theme and start again from the defaults. */
export function clearThemeCache(reload: () => void = () => window.location.reload()): void {
  localStorage.removeItem(THEME_STORAGE_KEY);
  reload();
}

export const useTheme = () => useSnapshot(theme);
