import { expect, waitUntil } from '@open-wc/testing';
import { html } from 'lit';
import { createElement, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EipElement } from '../../../elements/core/eip-element.js';
import { HIDDEN_AT_MOST_MS, ShowWhenRendered } from '../../../host/layout/ShowWhenRendered.js';
import portalStyles from '../../../host/styles/base.css?inline';

/** An element whose first render is not done until the test lets it be (`release`). */
class HeldPart extends EipElement {
  static release: () => void = () => {};
  static held = new Promise<void>((resolve) => {
    HeldPart.release = resolve;
  });

  static hold(): void {
    HeldPart.held = new Promise<void>((resolve) => {
      HeldPart.release = resolve;
    });
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    await HeldPart.held;
    return done;
  }

  override render() {
    return html`<p>列表</p>`;
  }
}
customElements.define('test-held-part', HeldPart);

/** The first truthy answer of `find`, polled. */
async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  let found: T | null | undefined;
  await waitUntil(() => {
    found = find();
    return found;
  });
  return found as T;
}

/** Whether the element is painted (visibility counts, as it does for the person looking). */
const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });

describe('ShowWhenRendered (the first screen shows whole, but for what shows at once)', () => {
  const style = document.createElement('style');
  before(() => {
    style.textContent = portalStyles;
    document.head.append(style);
  });
  after(() => style.remove());

  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    HeldPart.release();
    root?.unmount();
    container?.remove();
  });

  /**
   * The portal's root as host/main.tsx starts it: hidden until the first screen rendered, rendered as a
   * transition (outside act(): React runs the commit's effects in a later task, as in the portal).
   */
  const renderStarting = async () => {
    const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT;
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-starting', '');
    document.body.append(container);
    const started = container;
    root = createRoot(started);
    const rendering = root;
    startTransition(() =>
      rendering.render(
        <ShowWhenRendered root={started}>
          <header data-shows-at-once>
            <h1>电子招投标采购平台</h1>
          </header>
          <main>{createElement('test-held-part')}</main>
        </ShowWhenRendered>,
      ),
    );
    const part = await waitFor(() => started.querySelector('test-held-part'));
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = acting;
    return { root: started, heading: started.querySelector('h1')!, part };
  };

  it('paints the marked parts at once and the rest once its elements rendered', async () => {
    HeldPart.hold();
    const { root, heading, part } = await renderStarting();
    await waitUntil(() => part.shadowRoot?.querySelector('p'), 'the held element drew its first render');
    expect(root.hasAttribute('data-starting')).to.equal(true);
    expect(shown(heading)).to.equal(true);
    expect(shown(part)).to.equal(false);

    HeldPart.release();
    await waitUntil(() => !root.hasAttribute('data-starting'), 'the root shows once the element is done');
    expect(shown(part)).to.equal(true);
    expect(shown(heading)).to.equal(true);
  });

  it('shows everything after HIDDEN_AT_MOST_MS however long an element takes', async () => {
    HeldPart.hold();
    const { root, part } = await renderStarting();
    await waitUntil(() => part.shadowRoot?.querySelector('p'), 'the held element drew its first render');
    expect(shown(part)).to.equal(false);
    await waitUntil(() => !root.hasAttribute('data-starting'), 'shown after at most the time allowed', {
      timeout: HIDDEN_AT_MOST_MS + 2000,
    });
    expect(shown(part)).to.equal(true);
  });
});
