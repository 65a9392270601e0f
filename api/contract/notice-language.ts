/**
 * The language of a project's published notices (issue 36).
 *
 * What a Chinese public tender site expects: a notice is a legal record, published once and read the
 * same by every visitor, so its text is written in one language and never translated per reader. That
 * language is Chinese (简体, zh-CN) unless the project says otherwise: a purchaser in Hong Kong, Macao
 * or Taiwan publishes in 繁體 (zh-TW), an international tender in English (en-US). The project's
 * fNoticeLanguage sets it (none: zh-CN). Everything around the notice (the site's menus, headings,
 * buttons, dates of the lists, the to-do messages telling users of it) follows the reader's interface
 * language instead.
 *
 * The generated titles live here, so that the clarification dialog offers the same default title the
 * server would write, in the notice's language and not in the purchaser's interface language.
 */

export const NOTICE_LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];
export const DEFAULT_NOTICE_LANGUAGE: NoticeLanguage = 'zh-CN';

/** The notice language of a project: its own when it has a known one, else zh-CN. */
export function noticeLanguageOf(value: string | null | undefined): NoticeLanguage {
  return (NOTICE_LANGUAGES as readonly (string | null | undefined)[]).includes(value)
    ? (value as NoticeLanguage)
    : DEFAULT_NOTICE_LANGUAGE;
}

/** Each notice language's name, written in that language (the editor's choice shows them so). */
export const NOTICE_LANGUAGE_NAMES: Record<NoticeLanguage, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};

/** The notices whose title is generated from the project's name. */
export type GeneratedNoticeKind = 'clear' | 'bidBefore' | 'bargain';

const TITLES: Record<GeneratedNoticeKind, Record<NoticeLanguage, (name: string) => string>> = {
  clear: {
    'zh-CN': (name) => `${name}澄清公告`,
    'zh-TW': (name) => `${name}澄清公告`,
    'en-US': (name) => `Clarification notice: ${name}`,
  },
  bidBefore: {
    'zh-CN': (name) => `${name}招标预告`,
    'zh-TW': (name) => `${name}招標預告`,
    'en-US': (name) => `Tender pre-notice: ${name}`,
  },
  bargain: {
    'zh-CN': (name) => `“${name}”成交公告`,
    'zh-TW': (name) => `「${name}」成交公告`,
    'en-US': (name) => `Award notice: ${name}`,
  },
};

/** The default title of a project's notice of `kind`, in the notice's language. */
export function generatedNoticeTitle(
  kind: GeneratedNoticeKind,
  projectName: string,
  language: string | null | undefined,
): string {
  return TITLES[kind][noticeLanguageOf(language)](projectName);
}

/**
 * The name an award notice gives the n-th (0-based) bidder it does not name: 供应商A, 供应商B, … 供应商Z,
 * 供应商AA, … in the notice's language.
 */
export function anonymousBidder(index: number, language: string | null | undefined): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  const lang = noticeLanguageOf(language);
  return lang === 'en-US'
    ? `Supplier ${letters}`
    : lang === 'zh-TW'
      ? `供應商${letters}`
      : `供应商${letters}`;
}
