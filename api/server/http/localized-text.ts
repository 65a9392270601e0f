import type { ColumnType } from 'kysely';
import { SERVER_LANGUAGES, type ServerLanguage, translate } from './translations/index.js';

/** A seeded or system text in the portal's languages: `{"zh-CN": …, "zh-TW": …, "en-US": …}`. */
export type TextI18n = Partial<Record<ServerLanguage, string>>;

/**
 * A jsonb `*_i18n` column beside its text column (migration 0026): read as the object (PGlite and pg
 * both parse jsonb), written as its JSON (textsJson).
 */
export type TextI18nColumn = ColumnType<TextI18n | null, string | null | undefined, string | null>;

function textsOf(i18n: unknown): TextI18n | undefined {
  if (typeof i18n === 'string') {
    try {
      return textsOf(JSON.parse(i18n));
    } catch {
      return undefined; // a hand-edited row with broken JSON keeps its own text
    }
  }
  return i18n && typeof i18n === 'object' && !Array.isArray(i18n) ? (i18n as TextI18n) : undefined;
}

/**
 * A stored text in the caller's language: its translation when the row carries one made for this very
 * text, else the text as stored. So users' own data (no translation) stays as typed, and a seeded row a
 * user renamed afterwards (its zh-CN translation source no longer equals the text) shows the new name.
 */
export function textIn(text: string, i18n: unknown, language: ServerLanguage): string {
  const texts = textsOf(i18n);
  if (!texts) return text;
  const source = texts['zh-CN'];
  if (typeof source === 'string' && source !== text) return text;
  const translated = texts[language];
  return typeof translated === 'string' && translated.trim() ? translated : text;
}

/** The same for a text that may be missing (a description). */
export function optionalTextIn<T extends string | null | undefined>(
  text: T,
  i18n: unknown,
  language: ServerLanguage,
): T | string {
  return typeof text === 'string' ? textIn(text, i18n, language) : text;
}

/**
 * A text the system writes from one of the server's messages (a zh-CN template of http/translations with
 * its values, `“{0}”项目已中止`) in every language, for its `*_i18n` column.
 */
export function systemTexts(text: string): TextI18n {
  return Object.fromEntries(SERVER_LANGUAGES.map((language) => [language, translate(text, language)]));
}

/** What goes into a `*_i18n` column: the texts as JSON, or null when there are none. */
export function textsJson(texts: TextI18n | null | undefined): string | null {
  return texts && Object.keys(texts).length ? JSON.stringify(texts) : null;
}
