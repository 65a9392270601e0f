/**
 * Every element the library defines, as an intranet page would first show it (no properties, no
 * backend answers): it upgrades and passes the axe checks. Each element's own test checks it
 * accessible with data as well.
 */
import { expect } from '@open-wc/testing';
import { createFakeClient } from '../../../docs/fixtures/fake-adapter.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import '../../../elements/index.js';

interface Declaration {
  tagName?: string;
  customElement?: boolean;
}

const manifest = (await (await fetch('/elements/custom-elements.json')).json()) as {
  modules: Array<{ declarations?: Declaration[] }>;
};
const tags = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .flatMap((declaration) => (declaration.customElement && declaration.tagName ? [declaration.tagName] : []));

describe('every element of the library', () => {
  before(() => setDefaultApiClient(createFakeClient({}).client));
  after(() => setDefaultApiClient(undefined));

  for (const tag of tags) {
    it(`<${tag}> is defined and accessible as first shown`, async () => {
      const element = document.createElement(tag) as HTMLElement & { updateComplete?: Promise<unknown> };
      document.body.append(element);
      try {
        expect(element).to.be.instanceOf(customElements.get(tag)!);
        await element.updateComplete;
        await new Promise((resolve) => setTimeout(resolve, 50));
        await expect(element).to.be.accessible();
      } finally {
        element.remove();
      }
    });
  }
});
