import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { html as litHtml } from 'lit';
import { property } from 'lit/decorators.js';
import { defineElement } from '../../../elements/core/define.js';
import { EipElement } from '../../../elements/core/eip-element.js';
import '../../../elements/login-form/login-form.js';

/** An element with the landmarks elements draw: a section named by its heading, a named nav, a bare aside. */
class LandmarkProbe extends EipElement {
  @property() pages = '分页';

  override render() {
    return litHtml`<section aria-labelledby="files-heading"><h2 id="files-heading">附件</h2></section>
      <nav aria-label=${this.pages}></nav>
      <aside></aside>`;
  }
}
defineElement('landmark-probe', LandmarkProbe);

const landmark = (host: Element, selector: string) => host.shadowRoot!.querySelector(selector)!;

interface AxeNames {
  setup(node: Node): void;
  teardown(): void;
  commons: { text: { accessibleText(node: Element): string } };
}
const axe = (window as unknown as { axe: AxeNames }).axe;

/** The name a screen reader gives the landmark, as axe computes it (over the page as it is now). */
function nameOf(element: Element): string {
  axe.setup(document);
  try {
    return axe.commons.text.accessibleText(element);
  } finally {
    axe.teardown();
  }
}

describe('landmark-label', () => {
  it('adds the page’s name to each landmark, follows a new one, and gives them back when removed', async () => {
    const probe = await fixture<LandmarkProbe>(
      html`<landmark-probe landmark-label="第二个示例"></landmark-probe>`,
    );
    await waitUntil(
      () => nameOf(landmark(probe, 'nav')) === '分页 · 第二个示例',
      'the nav keeps its own name',
    );
    expect(nameOf(landmark(probe, 'section'))).to.equal('附件 第二个示例');
    expect(nameOf(landmark(probe, 'aside'))).to.equal('第二个示例');

    // The element's own name changes with a render; the page's stays after it.
    probe.pages = '页码';
    await waitUntil(() => nameOf(landmark(probe, 'nav')) === '页码 · 第二个示例', 'the new own name kept');

    probe.landmarkLabel = '归档';
    await waitUntil(() => nameOf(landmark(probe, 'nav')) === '页码 · 归档', 'the new label replaces the old');
    expect(nameOf(landmark(probe, 'section'))).to.equal('附件 归档');

    probe.removeAttribute('landmark-label');
    await waitUntil(() => nameOf(landmark(probe, 'nav')) === '页码', 'the own name given back');
    expect(nameOf(landmark(probe, 'section'))).to.equal('附件');
    expect(landmark(probe, 'aside').hasAttribute('aria-label')).to.equal(false);
  });

  it('keeps two copies of an element on one page apart for axe', async () => {
    const page = await fixture(html`<div>
      <login-form></login-form>
      <login-form identity="supplier" landmark-label="供应商入口"></login-form>
    </div>`);
    const [, second] = page.querySelectorAll('login-form');
    await waitUntil(
      () => second!.shadowRoot?.querySelector('form')?.getAttribute('aria-label') === '登录 · 供应商入口',
    );
    const result = await (
      window as unknown as {
        axe: { run(node: Element, options: object): Promise<{ violations: unknown[] }> };
      }
    ).axe.run(page, { runOnly: ['landmark-unique'] });
    expect(result.violations).to.deep.equal([]);
  });
});
