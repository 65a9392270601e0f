/**
 * Every element the library defines, as an intranet page would first show it (no properties, no
 * backend answers): it upgrades and passes the axe checks. Each element's own test checks it
 * accessible with data as well.
 */
import { expect } from '@open-wc/testing';
import { createFakeClient } from '../../../docs/fixtures/fake-transport.js';
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

type Updating = Element & { updateComplete?: Promise<unknown> };

/** Waits until the element and every element it shows (Shoelace's included) has rendered. */
async function rendered(element: Updating): Promise<void> {
  await element.updateComplete;
  for (const inner of element.shadowRoot?.querySelectorAll<Updating>('*') ?? []) await rendered(inner);
}

describe('every element of the library', () => {
  before(() => setDefaultApiClient(createFakeClient({}).client));
  after(() => setDefaultApiClient(undefined));

  for (const tag of tags) {
    it(`<${tag}> is defined and accessible as first shown`, async () => {
      const element = document.createElement(tag) as HTMLElement & Updating;
      document.body.append(element);
      try {
        expect(element).to.be.instanceOf(customElements.get(tag)!);
        await rendered(element);
        await expect(element).to.be.accessible();
      } finally {
        element.remove();
      }
    });
  }
});
