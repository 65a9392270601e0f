import { expect, fixture, html } from '@open-wc/testing';
import type { TransportRequest } from '../../../api/client/transport.js';
import * as EipElements from '../../../elements/bundle.js';
import { getDefaultApiClient, setDefaultApiClient } from '../../../elements/core/api-context.js';
import { defineElement } from '../../../elements/core/define.js';
import { setLanguage } from '../../../elements/core/localize.js';
import { applyTheme } from '../../../elements/core/theme.js';
import type { SignatureField } from '../../../elements/signature-field/signature-field.js';

/** What the default client sent: url and headers of one call, answered with an empty envelope. */
async function capture(call: () => Promise<unknown>): Promise<TransportRequest> {
  let seen: TransportRequest | undefined;
  getDefaultApiClient().http.transport = async (request) => {
    seen = request;
    const envelope = JSON.stringify({ state: true, message: '', value: 0, code: 200 });
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(envelope).buffer as ArrayBuffer,
    };
  };
  await call();
  return seen!;
}

describe('the script-tag bundle', () => {
  afterEach(async () => {
    setDefaultApiClient(undefined);
    sessionStorage.removeItem('intranet-token');
    // configure() remembers the language like the portal does; the next test file must not inherit it.
    localStorage.removeItem('lang');
    applyTheme({ style: 'light', color: '#2F54EB' });
    await setLanguage('zh-CN', { persist: false });
  });

  it('defines every element of the library', () => {
    for (const tag of ['file-upload', 'signature-field', 'todo-badge']) {
      expect(customElements.get(tag), tag).to.be.a('function');
    }
    expect(EipElements.FileUpload).to.equal(customElements.get('file-upload'));
  });

  describe('when a second bundle defines the same tags', () => {
    it('keeps the first definitions and throws nothing', () => {
      const tags = ['file-upload', 'signature-field', 'todo-badge', 'eip-preview-dialog'];
      const first = tags.map((tag) => customElements.get(tag));
      for (const tag of tags) {
        const original = customElements.get(tag)!;
        // A copy of the class, as a second bundle carries its own.
        const copy = class extends (original as typeof HTMLElement) {};
        expect(() => defineElement(tag, copy)).to.not.throw();
      }
      expect(tags.map((tag) => customElements.get(tag))).to.deep.equal(first);
    });

    it('installs the theme sheet only once per document', () => {
      const before = document.adoptedStyleSheets.length;
      EipElements.ensureDocumentTheme(document);
      EipElements.ensureDocumentTheme(document);
      expect(document.adoptedStyleSheets.length).to.equal(before);
    });
  });

  describe('EipElements.configure', () => {
    it('points the elements at the backend with its prefixes and a token', async () => {
      await EipElements.configure({
        baseUrl: 'https://portal.example.com',
        prefixes: { portal: '/gateway/portal' },
        token: 'given-token',
      });
      const sent = await capture(() => getDefaultApiClient().procureMessage.getMyUnReadCount());
      expect(sent.url).to.equal(
        'https://portal.example.com/gateway/portal/procureMessage/v1/getMyUnReadCount',
      );
      expect(sent.headers.Authorization).to.equal('Bearer given-token');
    });

    it('reads the token from the page’s sessionStorage key on every call', async () => {
      await EipElements.configure({ tokenKey: 'intranet-token' });
      sessionStorage.setItem('intranet-token', 'first');
      let sent = await capture(() => getDefaultApiClient().procureMessage.getMyUnReadCount());
      expect(sent.headers.Authorization).to.equal('Bearer first');
      sessionStorage.setItem('intranet-token', 'second');
      sent = await capture(() => getDefaultApiClient().procureMessage.getMyUnReadCount());
      expect(sent.headers.Authorization).to.equal('Bearer second');
    });

    it('switches the language of the elements on the page', async () => {
      const field = await fixture<SignatureField>(html`<signature-field field="f"></signature-field>`);
      await EipElements.configure({ lang: 'en-US' });
      await field.updateComplete;
      expect(document.documentElement.lang).to.equal('en-US');
      expect(field.shadowRoot!.querySelector('[part="sign-button"]')!.textContent!.trim()).to.equal('Sign');
    });

    it('applies a theme style and colour', async () => {
      await EipElements.configure({ theme: { style: 'dark', color: '#F5222D' } });
      const root = document.documentElement;
      expect(root.classList.contains('sl-theme-dark')).to.equal(true);
      expect(root.style.getPropertyValue('--eip-color-primary')).to.equal('#F5222D');
    });

    it('warns about an unknown language instead of failing', async () => {
      const warnings: unknown[] = [];
      const warn = console.warn;
      console.warn = (...args: unknown[]) => warnings.push(args[0]);
      try {
        await EipElements.configure({ lang: 'fr-FR' as 'en-US' });
      } finally {
        console.warn = warn;
      }
      expect(String(warnings[0])).to.contain('unknown language fr-FR');
    });
  });
});
