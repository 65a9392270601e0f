import Negotiator from 'negotiator';

export const SERVER_LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];
/** A zh-CN message's text in the other languages. `{0}`, `{1}` are the values a message carries. */
export type Translations = Record<Exclude<ServerLanguage, 'zh-CN'>, string>;

/** The language a language tag asks for, if it is one of ours (`en-GB` → en-US, `zh-Hant`/`zh-HK` → zh-TW). */
function languageOfTag(tag: string): ServerLanguage | undefined {
  const [primary, ...rest] = tag.toLowerCase().split(/[-_]/);
  if (primary === 'en') return 'en-US';
  if (primary === '*') return 'zh-CN';
  if (primary !== 'zh') return undefined;
  const traditional = rest.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
  return traditional ? 'zh-TW' : 'zh-CN';
}

/**
 * The best of our languages for an `Accept-Language` header (by q-value, then order); zh-CN by default.
 * Negotiator ranks the caller's tags; each is then mapped onto ours, since negotiating against our three
 * tags would neither take en-GB as en-US nor keep the caller's order among equal q-values.
 */
export function languageOf(acceptLanguage: string | string[] | undefined): ServerLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = new Negotiator({ headers: { 'accept-language': header } }).languages();
  for (const tag of ranked) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'zh-CN';
}
