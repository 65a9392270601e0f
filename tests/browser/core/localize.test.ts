import { expect } from '@open-wc/testing';
import {
  currentLanguage,
  initLanguage,
  LANG_KEY,
  onLanguageChange,
  setLanguage,
  storedLanguage,
} from '../../../elements/core/localize.js';

describe('localization', () => {
  afterEach(async () => {
    localStorage.removeItem(LANG_KEY);
    await setLanguage('zh-CN', { persist: false });
  });

  it('starts in zh-CN when nothing is stored', async () => {
    localStorage.removeItem(LANG_KEY);
    await initLanguage();
    expect(currentLanguage()).to.equal('zh-CN');
  });

  it('remembers the choice under lang and marks the document', async () => {
    await setLanguage('en-US');
    expect(localStorage.getItem(LANG_KEY)).to.equal('en-US');
    expect(document.documentElement.lang).to.equal('en-US');
    expect(storedLanguage()).to.equal('en-US');
  });

  it('applies the stored language at start', async () => {
    localStorage.setItem(LANG_KEY, 'zh-TW');
    await initLanguage();
    expect(currentLanguage()).to.equal('zh-TW');
  });

  it('falls back to zh-CN for an unknown stored value', () => {
    localStorage.setItem(LANG_KEY, 'fr-FR');
    expect(storedLanguage()).to.equal('zh-CN');
  });

  it('tells listeners when a language is ready', async () => {
    const seen: string[] = [];
    const stop = onLanguageChange((lang) => seen.push(lang));
    await setLanguage('zh-TW', { persist: false });
    await setLanguage('en-US', { persist: false });
    stop();
    await setLanguage('zh-CN', { persist: false });
    expect(seen).to.deep.equal(['zh-TW', 'en-US']);
  });
});
