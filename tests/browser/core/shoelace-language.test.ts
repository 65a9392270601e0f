import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';
import { type Language, setLanguage } from '../../../elements/core/localize.js';

/** The name the dialog's close button has for assistive technology. */
const closeName = (dialog: Element) =>
  dialog
    .shadowRoot!.querySelector('[part~="close-button"]')!
    .shadowRoot!.querySelector('button')!
    .getAttribute('aria-label');

describe("Shoelace's own words", () => {
  after(() => setLanguage('zh-CN', { persist: false }));

  const expected: Record<Language, [close: string, remove: string]> = {
    'zh-CN': ['关闭', '删除'],
    'zh-TW': ['關閉', '移除'],
    'en-US': ['Close', 'Remove'],
  };
  for (const [lang, [close, remove]] of Object.entries(expected) as [Language, [string, string]][]) {
    it(`name a dialog's close button and a tag's remove button in ${lang}`, async () => {
      await setLanguage(lang, { persist: false });
      expect(document.documentElement.lang).to.equal(lang);
      const dialog = await fixture(html`<sl-dialog label="确认报价" open>…</sl-dialog>`);
      await waitUntil(
        () => closeName(dialog) === close,
        `the close button is named ${close}, not ${closeName(dialog)}`,
      );
      const tag = await fixture(html`<sl-tag removable>A</sl-tag>`);
      const button = tag
        .shadowRoot!.querySelector('[part~="remove-button"]')!
        .shadowRoot!.querySelector('button')!;
      expect(button.getAttribute('aria-label')).to.equal(remove);
    });
  }
});
