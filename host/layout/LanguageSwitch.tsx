import { msg } from '@lit/localize';
import { LANGUAGE_NAMES, LANGUAGES, type Language, setLanguage } from '../../elements/core/localize.js';
import { useLanguage } from '../i18n/use-language.js';
import { message } from '../notify.js';

/** zh-CN, zh-TW, en-US: switches without a reload and says 切换成功. */
export function LanguageSwitch({ className = 'lang-switch' }: { className?: string }) {
  const lang = useLanguage();
  const change = async (next: Language) => {
    await setLanguage(next);
    message(msg('切换成功'), 'success');
  };
  return (
    <label className={className}>
      <span className="visually-hidden">{msg('语言')}</span>
      <select value={lang} onChange={(event) => void change(event.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
