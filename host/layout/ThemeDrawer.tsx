import '@shoelace-style/shoelace/dist/components/drawer/drawer.js';
import { msg } from '@lit/localize';
import { useRef } from 'react';
import { THEME_COLOR_PRESETS, THEME_STYLES, type ThemeStyle } from '../../elements/core/theme.js';
import {
  clearThemeCache,
  effectiveColor,
  setThemeColor,
  setThemeStyle,
  useTheme,
} from '../session/theme-store.js';
import { useElementEvent } from '../use-element-event.js';

const styleLabel = (style: ThemeStyle) =>
  ({ light: msg('亮色'), mashup: msg('混搭'), dark: msg('暗色') })[style];

/** Style (light, mashup, dark), theme colour (presets and a custom picker), clear theme cache. */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const color = effectiveColor(theme);
  const drawer = useRef<HTMLElement>(null);
  useElementEvent(drawer, 'sl-after-hide', (event) => {
    if (event.target === drawer.current) onClose();
  });
  return (
    <sl-drawer ref={drawer} label={msg('主题配置')} open={open} className="theme-drawer">
      <fieldset className="theme-drawer__group">
        <legend>{msg('风格')}</legend>
        {THEME_STYLES.map((style) => (
          <label key={style} className="theme-drawer__option">
            <input
              type="radio"
              name="theme-style"
              value={style}
              checked={theme.style === style}
              onChange={() => setThemeStyle(style)}
            />
            {styleLabel(style)}
          </label>
        ))}
      </fieldset>
      <fieldset className="theme-drawer__group">
        <legend>{msg('主题色')}</legend>
        <div className="theme-drawer__colors">
          {THEME_COLOR_PRESETS.map((preset) => (
            <label key={preset} className="theme-drawer__swatch" title={preset}>
              <input
                type="radio"
                name="theme-color"
                value={preset}
                aria-label={preset}
                checked={color.toUpperCase() === preset}
                onChange={() => setThemeColor(preset)}
              />
              <span style={{ background: preset }} />
            </label>
          ))}
          <label className="theme-drawer__custom">
            <input
              type="color"
              value={color.toLowerCase()}
              onChange={(event) => setThemeColor(event.target.value)}
            />
            {msg('自定义')}
          </label>
        </div>
      </fieldset>
      <button type="button" className="button-secondary" slot="footer" onClick={() => clearThemeCache()}>
        {msg('清除主题缓存')}
      </button>
    </sl-drawer>
  );
}
