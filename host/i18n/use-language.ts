import { useEffect, useState } from 'react';
import { currentLanguage, type Language, onLanguageChange } from '../../elements/core/localize.js';

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  const [lang, setLang] = useState<Language>(currentLanguage);
  useEffect(() => onLanguageChange(setLang), []);
  return lang;
}
