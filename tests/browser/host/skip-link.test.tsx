import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act, useEffect, useState } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createApiClient } from '../../../api/client/index.js';
import { resolveDeployment } from '../../../api/contract/deployment.js';
import { setDefaultApiClient } from '../../../elements/core/api-context.js';
import { ensureDocumentTheme } from '../../../elements/core/theme.js';
import { TenderLayout } from '../../../host/layout/TenderLayout.js';
import { PortalContext } from '../../../host/portal-context.js';
import { resetSession } from '../../../host/session/session-store.js';
import baseStyles from '../../../host/styles/base.css?inline';
import { useReactRoot } from '../shared/react-root.js';

/** A page whose heading comes after its data, as the lazy pages' do. */
function LatePage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 150);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>新闻资讯</h1> : <p>加载中</p>;
}

describe('the skip link and the focus after a navigation', () => {
  const deployment = resolveDeployment(undefined);
  const client = createApiClient({ deployment, getToken: () => undefined });
  const style = document.createElement('style');
  before(() => {
    ensureDocumentTheme();
    style.textContent = baseStyles;
    document.head.append(style);
  });
  after(() => style.remove());
  const view = useReactRoot(() => {
    resetSession();
    setDefaultApiClient(undefined);
  });

  async function render(path: string) {
    setDefaultApiClient(client);
    const location = memoryLocation({ path, record: true });
    await view.render(
      <PortalContext.Provider value={{ deployment, client }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <TenderLayout>
            <Switch>
              <Route path="/index">
                <h1>首页</h1>
                <a href="#x">第一条公告</a>
              </Route>
              <Route path="/news">
                <LatePage />
              </Route>
            </Switch>
          </TenderLayout>
        </Router>
      </PortalContext.Provider>,
    );
    return location;
  }

  it('is the first stop of the page and takes the keyboard to the main region', async () => {
    await render('/index');
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    const link = document.activeElement as HTMLAnchorElement;
    expect(link.textContent).to.equal('跳到主要内容');
    expect(link.getBoundingClientRect().top).to.be.at.least(0);
    await act(async () => sendKeys({ press: 'Enter' }));
    expect(document.activeElement).to.equal(view.container.querySelector('main'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.textContent).to.equal('第一条公告');
  });

  it('leaves the focus alone on the first load, and moves it to the new page’s heading after a navigation', async () => {
    const location = await render('/index');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement?.tagName).to.not.equal('H1');
    await act(async () => location.navigate('/news'));
    await waitUntil(() => document.activeElement?.textContent === '新闻资讯', 'the heading takes the focus', {
      timeout: 3000,
    });
    expect(document.activeElement!.tagName).to.equal('H1');
  });

  it('leaves the focus where the user put it when they act before the new page’s heading shows', async () => {
    const location = await render('/index');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await act(async () => location.navigate('/news'));
    // Before the late heading (150 ms), the user opens something in the header with a click.
    const skip = view.container.querySelector<HTMLAnchorElement>('a[href="#main"], .skip-link, a')!;
    skip.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    skip.focus();
    await waitUntil(
      () => view.container.querySelector('h1')?.textContent === '新闻资讯',
      'the heading shows',
    );
    // A few frames after it showed: the move, had it been made, would have happened by now.
    for (let frames = 0; frames < 5; frames += 1) await new Promise(requestAnimationFrame);
    // Compared as a flag: chai's diff of two DOM nodes would walk the whole document.
    expect(document.activeElement === skip, `the focus is on ${document.activeElement?.tagName}`).to.equal(
      true,
    );
  });
});
