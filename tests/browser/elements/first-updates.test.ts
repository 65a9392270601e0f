import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html } from 'lit';
import { EipElement } from '../../../elements/core/eip-element.js';
import { firstUpdatesDone, SLICE_MS } from '../../../elements/core/first-updates.js';

/** Records the task each first render ran in (a task counter bumped by a message each task). */
let task = 0;
const renders: Array<{ name: string; task: number }> = [];

/** An element whose first render takes a third of a slice of the main thread. */
class SlowPart extends EipElement {
  override render() {
    const until = performance.now() + SLICE_MS / 3;
    while (performance.now() < until) {
      // busy: what a heavy first render costs
    }
    renders.push({ name: this.id || 'part', task });
    return html`<p part="text">drawn</p>`;
  }
}
customElements.define('test-slow-part', SlowPart);

/** An element that renders two parts of its own. */
class WholeWithParts extends EipElement {
  override render() {
    renders.push({ name: 'whole', task });
    return html`<test-slow-part id="inner-1"></test-slow-part><test-slow-part id="inner-2"></test-slow-part>`;
  }
}
customElements.define('test-whole-with-parts', WholeWithParts);

/** Counts tasks while the test runs: every message is a new task. */
function countTasks(): () => void {
  const channel = new MessageChannel();
  let running = true;
  channel.port1.onmessage = () => {
    task += 1;
    if (running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    running = false;
  };
}

describe('first updates of the elements a page holds', () => {
  beforeEach(() => {
    renders.length = 0;
  });

  it('render in slices of the main thread, in the order the page holds them', async () => {
    const stop = countTasks();
    const page = await fixture(
      testHtml`<div>${Array.from({ length: 12 }, (_, index) => testHtml`<test-slow-part id=${`p${index}`}></test-slow-part>`)}</div>`,
    );
    await firstUpdatesDone();
    stop();
    expect(renders.map((render) => render.name)).to.deep.equal(
      Array.from({ length: 12 }, (_, index) => `p${index}`),
    );
    // 12 renders of a third of a slice each: at least three slices, none with more than four renders.
    const perTask = new Map<number, number>();
    for (const render of renders) perTask.set(render.task, (perTask.get(render.task) ?? 0) + 1);
    expect(perTask.size).to.be.at.least(3);
    expect(Math.max(...perTask.values())).to.be.at.most(4);
    for (const part of page.querySelectorAll('test-slow-part'))
      expect(part.shadowRoot?.querySelector('[part="text"]')?.textContent).to.equal('drawn');
  });

  it('resolve updateComplete once the element is drawn', async () => {
    const part = document.createElement('test-slow-part') as SlowPart;
    document.body.append(part);
    expect(part.shadowRoot?.querySelector('[part="text"]') ?? null).to.equal(null);
    await part.updateComplete;
    expect(part.shadowRoot?.querySelector('[part="text"]')?.textContent).to.equal('drawn');
    part.remove();
  });

  it('draw the parts an element renders in its own turn: its updateComplete means they are drawn', async () => {
    const stop = countTasks();
    const whole = (await fixture(
      testHtml`<test-whole-with-parts></test-whole-with-parts>`,
    )) as WholeWithParts;
    await whole.updateComplete;
    stop();
    expect(renders.map((render) => render.name)).to.deep.equal(['whole', 'inner-1', 'inner-2']);
    expect(new Set(renders.map((render) => render.task)).size).to.equal(1);
    for (const part of whole.shadowRoot!.querySelectorAll('test-slow-part'))
      expect(part.shadowRoot?.querySelector('[part="text"]')?.textContent).to.equal('drawn');
  });

  it('settle at once when nothing waits', async () => {
    await firstUpdatesDone();
    let settled = false;
    void firstUpdatesDone().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).to.equal(true);
  });
});
