import { configureLocalization, LOCALE_STATUS_EVENT, type LocaleModule } from '@lit/localize';
import type { I18nText } from '../../api/contract/workflow.js';
import { sourceLocale, targetLocales } from '../locales/locale-codes.js';

/** In the order the switches offer them. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const satisfies readonly (
  | typeof sourceLocale
  | (typeof targetLocales)[number]
)[];
export type Language = (typeof LANGUAGES)[number];
/** localStorage key of the chosen language. */
export const LANG_KEY = 'lang';

export const LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};

// A static map of import() calls so both vite and the test runner can resolve the locale modules.
const loaders: Record<(typeof targetLocales)[number], () => Promise<LocaleModule>> = {
  'zh-TW': () => import('../locales/zh-TW.js'),
  'en-US': () => import('../locales/en-US.js'),
};

/**
 * Shoelace's own words (a dialog's close button, a tag's remove button, an alert's close) come from
 * its translation for the document's `lang`; English is built in. Registered when first used.
 */
const shoelaceTranslations: Partial<Record<Language, () => Promise<unknown>>> = {
  'zh-CN': () => import('@shoelace-style/shoelace/dist/translations/zh-cn.js'),
  'zh-TW': () => import('@shoelace-style/shoelace/dist/translations/zh-tw.js'),
};

const { getLocale, setLocale } = configureLocalization({
  sourceLocale,
  targetLocales,
  loadLocale: (locale) => loaders[locale as keyof typeof loaders](),
});

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANG_KEY);
    return isLanguage(stored) ? stored : sourceLocale;
  } catch {
    return sourceLocale;
  }
}

export function currentLanguage(): Language {
  return getLocale() as Language;
}

/**
 * A text of data in a language: its zh-CN text is the field itself, the other languages' in its `…I18n`
 * companion (a form's labels, the portal's name), falling back to the zh-CN text.
 */
export function localText(
  zhCN: string | undefined,
  i18n: I18nText | undefined,
  lang: Language = currentLanguage(),
): string {
  return (lang === 'zh-CN' ? undefined : i18n?.[lang]) || zhCN || '';
}

/**
 * Switches every element (and the host, which listens for the same event) without a reload, and
 * remembers the choice under `lang`.
 */
export async function setLanguage(lang: Language, options: { persist?: boolean } = {}): Promise<void> {
  if (!isLanguage(lang)) throw new Error(`unknown language ${String(lang)}`);
  if (options.persist !== false) {
    try {
      globalThis.localStorage?.setItem(LANG_KEY, lang);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }
  document.documentElement.lang = lang;
  await Promise.all([shoelaceTranslations[lang]?.(), setLocale(lang)]);
}

/** Applies the stored language; called once by whatever registers the elements. */
export function initLanguage(): Promise<void> {
  return setLanguage(storedLanguage(), { persist: false });
}

/** Calls back whenever a language finished loading; answers the unsubscribe function. */
export function onLanguageChange(callback: (lang: Language) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<{ status: string; readyLocale?: string }>).detail;
    if (detail.status === 'ready' && isLanguage(detail.readyLocale)) callback(detail.readyLocale);
  };
  window.addEventListener(LOCALE_STATUS_EVENT, listener);
  return () => window.removeEventListener(LOCALE_STATUS_EVENT, listener);
}
