import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { EipElement } from '../../../elements/core/eip-element.js';
import { firstUpdatesDone } from '../../../elements/core/first-updates.js';
import { RenderInTurn } from '../../../host/layout/RenderInTurn.js';

/** The order in which the probes and the parts rendered for the first time. */
const rendered: string[] = [];

class TurnProbe extends EipElement {
  override render() {
    rendered.push(this.id);
    return html`<p>${this.id}</p>`;
  }
}
customElements.define('render-in-turn-probe', TurnProbe);

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'render-in-turn-probe': { id: string };
    }
  }
}

/** Records when the part's children commit. */
function Part({ name }: { name: string }) {
  rendered.push(name);
  return <render-in-turn-probe id={`${name}-probe`} />;
}

describe('RenderInTurn', () => {
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasActEnvironment: boolean | undefined;
  let container: HTMLElement;
  let root: Root;

  // The part commits in a turn of the queue, outside React's act(): as in the portal.
  before(() => {
    wasActEnvironment = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
  });
  after(() => {
    act.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });

  beforeEach(() => {
    rendered.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
  });

  it('renders its children in a turn of its own, and the queue waits for the elements they hold', async () => {
    flushSync(() =>
      root.render(
        <>
          <render-in-turn-probe id="top" />
          <RenderInTurn>
            <Part name="below" />
          </RenderInTurn>
        </>,
      ),
    );
    expect(container.querySelector('#top') !== null, 'the page committed').to.equal(true);
    expect(container.querySelector('#below-probe') === null, 'the part is not in the first commit').to.equal(
      true,
    );
    await waitUntil(() => rendered.includes('below'), 'the part rendered in its turn');
    await firstUpdatesDone();
    // The part rendered after the first commit, its element in a turn after it; all before the queue was done.
    expect([...rendered].sort()).to.deep.equal(['below', 'below-probe', 'top']);
    expect(rendered.indexOf('below-probe')).to.be.greaterThan(rendered.indexOf('below'));
    expect(container.querySelector('#below-probe')!.shadowRoot!.textContent).to.equal('below-probe');
  });

  it('lets the queue go on when it is gone before its turn', async () => {
    // Committed and taken out again in the same task: its turn was queued but had not come.
    flushSync(() =>
      root.render(
        <RenderInTurn>
          <Part name="gone" />
        </RenderInTurn>,
      ),
    );
    flushSync(() => root.render(<render-in-turn-probe id="after" />));
    await waitUntil(() => rendered.includes('after'), 'what came after rendered');
    await firstUpdatesDone();
    expect(rendered).to.deep.equal(['after']);
    expect(container.querySelector('#gone-probe') === null).to.equal(true);
  });

  it('renders at once once the queue is idle, in the next turn', async () => {
    await firstUpdatesDone();
    root.render(
      <RenderInTurn>
        <Part name="late" />
      </RenderInTurn>,
    );
    await waitUntil(() => container.querySelector('#late-probe')?.shadowRoot?.textContent === 'late-probe');
    expect(rendered).to.deep.equal(['late', 'late-probe']);
  });
});
