import { msg } from '@lit/localize';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language, setLanguage } from '../../elements/core/localize.js';
import { useLanguage } from '../i18n/use-language.js';
import { message } from '../notify.js';

/** Keys that move a closed select's choice at once (and fire its change) without the user choosing. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * zh-CN, zh-TW, en-US: switches without a reload and says 切换成功, on a confirmed choice only (WCAG
 * 3.2.2): a pick from the open list, or Enter after browsing the closed select with the arrow keys.
 * Browsing only shows the language to come; leaving the select unconfirmed puts the current one back.
 */
export function LanguageSwitch({ className = 'lang-switch' }: { className?: string }) {
  const lang = useLanguage();
  const hintId = useId();
  const [browsed, setBrowsed] = useState<Language | undefined>();
  // A closed select changes on an arrow key as that key's default action, before any timer runs.
  const browsing = useRef(false);
  const change = async (next: Language) => {
    setBrowsed(undefined);
    if (next === lang) return;
    await setLanguage(next);
    message(msg('切换成功'), 'success');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key === 'Enter' && browsed) {
      event.preventDefault();
      void change(browsed);
      return;
    }
    if (event.key === 'Escape' && browsed) {
      setBrowsed(undefined);
      return;
    }
    if (!BROWSING_KEYS.has(event.key) && event.key.length !== 1) return;
    browsing.current = true;
    setTimeout(() => {
      browsing.current = false;
    });
  };
  return (
    <label className={className}>
      <span className="visually-hidden">{msg('语言')}</span>
      <span id={hintId} className="visually-hidden">
        {msg('按回车键切换')}
      </span>
      <select
        value={browsed ?? lang}
        aria-describedby={hintId}
        onKeyDown={handleKeyDown}
        onBlur={() => setBrowsed(undefined)}
        onChange={(event) => {
          const next = event.target.value as Language;
          if (browsing.current) setBrowsed(next);
          else void change(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
