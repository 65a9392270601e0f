import lightTheme from '@shoelace-style/shoelace/dist/themes/light.css?inline';
import { css, unsafeCSS } from 'lit';

import { STAFF_THEME_COLOR, THEME_STYLES, type ThemeStyle } from '../../api/contract/theme.js';

export {
  STAFF_THEME_COLOR,
  TENDER_THEME_COLOR,
  THEME_COLOR_PRESETS,
  THEME_STYLES,
  type ThemeStyle,
} from '../../api/contract/theme.js';

/** What applyTheme changes: the style and the one theme colour. */
export interface AppliedTheme {
  style: ThemeStyle;
  color: string;
}

/**
 * The most lightness (OKLCH) the primary colour keeps where it meets text: at 0.5 any hue reaches the
 * 4.5:1 of WCAG AA against white and the light greys of the pages, for text in it and for white text
 * on it.
 */
export const PRIMARY_TEXT_LIGHTNESS = 0.5;

/**
 * The least lightness (OKLCH) the primary colour takes where it meets text in the dark style: at 0.75
 * any hue reads at 4.5:1 on the dark surfaces, and the dark text Shoelace writes on a primary fill
 * reads on it too.
 */
export const DARK_PRIMARY_TEXT_LIGHTNESS = 0.75;

/**
 * The one input token, --eip-color-primary, drives Shoelace's whole primary palette by mixing it in
 * CSS. Declared on :host of every element too, so a page can theme one subtree by setting the token on
 * a container. The primary colour itself is for backgrounds, borders and accents (the light steps are
 * mixed from it); --eip-color-primary-text is the same hue moved until it passes WCAG AA: for text in
 * the primary colour and for fills that carry text. Shoelace's 600 step is that shade and the further
 * steps are mixed from it, because Shoelace (and our elements) fill primary buttons with 600 under
 * --sl-color-neutral-0 text and write primary text in it: white on the tender site's #3385C8 itself is
 * 3.94:1.
 *
 * Which way "light" and "far" go is the style's (as Shoelace's own palettes turn around in its dark
 * theme): in the light styles the near steps mix towards white, the far ones towards black, and the
 * text shade is darkened to at most 0.5; in the dark style the near steps mix towards the dark surface,
 * the far ones towards white, and the text shade is lightened to at least 0.75, so that primary text
 * reads on dark panels and the dark button text (neutral-0 there) reads on the fill.
 */
const paletteDeclarations = `
  --sl-color-primary-50: color-mix(in srgb, var(--eip-color-primary) 6%, var(--eip-palette-near, white));
  --sl-color-primary-100: color-mix(in srgb, var(--eip-color-primary) 14%, var(--eip-palette-near, white));
  --sl-color-primary-200: color-mix(in srgb, var(--eip-color-primary) 28%, var(--eip-palette-near, white));
  --sl-color-primary-300: color-mix(in srgb, var(--eip-color-primary) 45%, var(--eip-palette-near, white));
  --sl-color-primary-400: color-mix(in srgb, var(--eip-color-primary) 70%, var(--eip-palette-near, white));
  --sl-color-primary-500: color-mix(in srgb, var(--eip-color-primary) 88%, var(--eip-palette-near, white));
  --sl-color-primary-600: var(--eip-color-primary-text);
  --sl-color-primary-700: color-mix(in srgb, var(--eip-color-primary-text) 84%, var(--eip-palette-far, black));
  --sl-color-primary-800: color-mix(in srgb, var(--eip-color-primary-text) 68%, var(--eip-palette-far, black));
  --sl-color-primary-900: color-mix(in srgb, var(--eip-color-primary-text) 52%, var(--eip-palette-far, black));
  --sl-color-primary-950: color-mix(in srgb, var(--eip-color-primary-text) 36%, var(--eip-palette-far, black));
  --eip-color-primary-text: oklch(
    from var(--eip-color-primary)
      clamp(var(--eip-primary-text-lightness-min, 0), l, var(--eip-primary-text-lightness-max, ${PRIMARY_TEXT_LIGHTNESS}))
      c h
  );
`;

/** Where a browser has no relative colours: a fixed darkening, enough for the two built-in colours. */
const primaryTextFallback = (selector: string) => `
  @supports not (color: oklch(from red l c h)) {
    ${selector} {
      --eip-color-primary-text: color-mix(in srgb, var(--eip-color-primary) 75%, black);
    }
  }
`;

/** Global tokens with their defaults; an embedding page overrides any of them on :root. */
const documentTokens = `
  :root {
    --eip-color-primary: ${STAFF_THEME_COLOR};
    --eip-font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB',
      'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif;
    --eip-color-danger: var(--sl-color-danger-600);
    --eip-color-text: var(--sl-color-neutral-800);
    --eip-color-text-secondary: var(--sl-color-neutral-500);
    --eip-color-surface: var(--sl-color-neutral-0);
    --eip-color-border: var(--sl-color-neutral-200);
    --eip-header-background: var(--sl-color-neutral-0);
    --eip-header-color: var(--sl-color-neutral-800);
    --eip-radius: var(--sl-border-radius-medium);
    --sl-font-sans: var(--eip-font-family);
    ${paletteDeclarations}
  }
  :root.eip-theme-mashup {
    --eip-header-background: #001529;
    --eip-header-color: rgba(255, 255, 255, 0.88);
  }
  :root.sl-theme-dark {
    --eip-palette-near: var(--sl-color-neutral-0);
    --eip-palette-far: white;
    --eip-primary-text-lightness-min: ${DARK_PRIMARY_TEXT_LIGHTNESS};
    --eip-primary-text-lightness-max: 1;
    --eip-header-background: var(--sl-color-neutral-50);
    --eip-header-color: var(--sl-color-neutral-800);
    /* Dark's 500 step reads at about 3:1 on its surfaces; 700 keeps 4.5:1 on them. */
    --eip-color-text-secondary: var(--sl-color-neutral-700);
  }
  ${primaryTextFallback(':root')}
`;

/**
 * The names of the portal's own tokens (`--eip-*`), as the browser's CSS parser reads them from the
 * declarations above: for the docs' token table.
 */
export function themeTokenNames(): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(documentTokens);
  const names = new Set<string>();
  for (const rule of sheet.cssRules) {
    if (!(rule instanceof CSSStyleRule)) continue;
    for (const name of Array.from(rule.style)) if (name.startsWith('--eip-')) names.add(name);
  }
  return [...names];
}

/** Shared by every element's styles: the palette follows the token inherited by the host. */
export const hostThemeStyles = css`
  :host {
    ${unsafeCSS(paletteDeclarations)}
    font-family: var(--eip-font-family);
    box-sizing: border-box;
  }
  ${unsafeCSS(primaryTextFallback(':host'))}
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

/** Kept on the document itself, so a second bundle on the same page shares the one sheet too. */
type ThemedDocument = Document & {
  __eipTheme?: boolean;
  __eipThemeSheet?: CSSStyleSheet;
  __eipDark?: boolean;
};

/**
 * Installs Shoelace's light token sheet and our tokens into a document, once. Adopted sheets come
 * first, so a page's own :root rules still win. The dark tokens come when a page first asks for the
 * dark style (most pages never do: an embedded badge should not carry them).
 */
export function ensureDocumentTheme(doc: Document = document): void {
  const themed = doc as ThemedDocument;
  if (themed.__eipTheme) return;
  themed.__eipTheme = true;
  // A sheet may only be adopted by the document of the window that made it (a frame is another window).
  const sheet = new (doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet)();
  sheet.replaceSync(`${lightTheme}\n${documentTokens}`);
  themed.__eipThemeSheet = sheet;
  doc.adoptedStyleSheets = [sheet, ...doc.adoptedStyleSheets];
}

const darkThemes = new WeakMap<Document, Promise<void>>();

/** Adds Shoelace's dark tokens to the document's sheet (between light and ours), once. */
export function ensureDarkTheme(doc: Document = document): Promise<void> {
  ensureDocumentTheme(doc);
  const themed = doc as ThemedDocument;
  if (themed.__eipDark) return Promise.resolve();
  let loading = darkThemes.get(doc);
  if (!loading) {
    loading = import('@shoelace-style/shoelace/dist/themes/dark.css?inline').then(
      ({ default: darkTheme }) => {
        if (themed.__eipDark) return;
        themed.__eipDark = true;
        themed.__eipThemeSheet?.replaceSync(`${lightTheme}\n${darkTheme}\n${documentTokens}`);
      },
    );
    darkThemes.set(doc, loading);
  }
  return loading;
}

/** Shoelace's light and dark tokens and ours as one stylesheet: the npm package's themes/theme.css. */
export async function documentThemeCss(): Promise<string> {
  const { default: darkTheme } = await import('@shoelace-style/shoelace/dist/themes/dark.css?inline');
  return `${lightTheme}\n${darkTheme}\n${documentTokens}`;
}

export function isThemeStyle(value: unknown): value is ThemeStyle {
  return (THEME_STYLES as readonly unknown[]).includes(value);
}

/** A #RGB or #RRGGBB colour, as the custom picker and config files give it. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** Applies a style and a theme colour to a document: classes on <html> and the colour token. */
export function applyTheme(setting: Partial<AppliedTheme>, doc: Document = document): void {
  ensureDocumentTheme(doc);
  const root = doc.documentElement;
  if (setting.style) {
    if (setting.style === 'dark') void ensureDarkTheme(doc);
    root.classList.toggle('sl-theme-dark', setting.style === 'dark');
    root.classList.toggle('eip-theme-mashup', setting.style === 'mashup');
    root.dataset.eipStyle = setting.style;
  }
  if (setting.color && isHexColor(setting.color))
    root.style.setProperty('--eip-color-primary', setting.color);
}
