import { expect, fixture, html as testHtml } from '@open-wc/testing';
import { html } from 'lit';
import { EipElement } from '../../../elements/core/eip-element.js';
import { firstUpdatesDone, SLICE_MS } from '../../../elements/core/first-updates.js';
import { later, withLaterParts } from '../../../elements/core/later.js';

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

/** An element whose two costly parts are drawn `later`, each in a turn of its own. */
class WholeWithLaterParts extends EipElement {
  /** Its height once its own render was done, before any later part. */
  heightAtFirstRender = -1;

  override render() {
    renders.push({ name: 'whole', task });
    return html`<p part="own">own</p>${later(html`<test-slow-part id="later-1"></test-slow-part>`)}${later(
      html`<test-slow-part id="later-2"></test-slow-part><test-slow-part id="later-3"></test-slow-part>`,
    )}`;
  }

  override firstUpdated() {
    this.heightAtFirstRender = this.getBoundingClientRect().height;
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return withLaterParts(this, super.getUpdateComplete());
  }
}
customElements.define('test-whole-with-later-parts', WholeWithLaterParts);

/** Takes itself out of the page once it rendered, before its later parts had their turns. */
class RemovedEarly extends WholeWithLaterParts {
  override firstUpdated() {
    this.remove();
  }
}
customElements.define('test-removed-early', RemovedEarly);

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

  it('draw later parts in turns after the element, out of the layout until all are drawn', async () => {
    const whole = document.createElement('test-whole-with-later-parts') as WholeWithLaterParts;
    document.body.append(whole);
    await whole.updateComplete;
    expect(whole.heightAtFirstRender, 'out of the layout while parts wait').to.equal(0);
    expect(whole.shadowRoot?.querySelector('[part="own"]')?.textContent).to.equal('own');
    expect(renders.map((render) => render.name)).to.deep.equal(['whole', 'later-1', 'later-2', 'later-3']);
    for (const id of ['later-1', 'later-2', 'later-3'])
      expect(
        whole.shadowRoot?.querySelector(`#${id}`)?.shadowRoot?.querySelector('[part="text"]')?.textContent,
      ).to.equal('drawn');
    expect(whole.getBoundingClientRect().height, 'in the layout once drawn').to.be.greaterThan(0);
    // Drawn once, a later part renders at once with its element.
    renders.length = 0;
    whole.requestUpdate();
    await whole.updateComplete;
    expect(renders.map((render) => render.name)).to.deep.equal(['whole']);
    whole.remove();
  });

  it('go on when an element is taken out of the page before its later parts are drawn', async () => {
    const early = document.createElement('test-removed-early');
    document.body.append(early);
    await new Promise<void>((resolve) => {
      const check = () => (early.isConnected ? setTimeout(check) : resolve());
      check();
    });
    // Its later parts never render (they are not in the page): the queue goes on without them.
    await firstUpdatesDone();
    const after = document.createElement('test-slow-part') as SlowPart;
    document.body.append(after);
    await after.updateComplete;
    expect(after.shadowRoot?.querySelector('[part="text"]')?.textContent).to.equal('drawn');
    after.remove();
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
