import { expect } from '@open-wc/testing';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { KEEP_ALIVE_MAX } from '../../../api/contract/limits.js';
import { TabBar } from '../../../host/layout/TabBar.js';
import {
  addTab,
  clearTabs,
  closeCommandsFor,
  closeTab,
  closeTabs,
  tabs,
} from '../../../host/session/tabs-store.js';
import { useReactRoot } from '../shared/react-root.js';

const open = (...paths: string[]) => {
  addTab({ path: '/home', title: '首页', affix: true });
  for (const path of paths) addTab({ path, title: path.slice(1) });
};
const paths = () => tabs.visited.map((tab) => tab.path);

describe('tabs', () => {
  beforeEach(() => clearTabs());

  it('adds one tab per visited route and refreshes a revisited one', () => {
    open('/a', '/b', '/a');
    expect(paths()).to.deep.equal(['/home', '/a', '/b']);
  });

  it('never closes an affix tab', () => {
    open('/a');
    expect(closeTab('/home', '/home')).to.equal(undefined);
    expect(paths()).to.deep.equal(['/home', '/a']);
  });

  it('closing the active tab goes to the last remaining one', () => {
    open('/a', '/b', '/c');
    expect(closeTab('/b', '/b')).to.equal('/c');
    expect(closeTab('/c', '/c')).to.equal('/a');
  });

  it('closing a background tab stays on the page', () => {
    open('/a', '/b');
    expect(closeTab('/a', '/b')).to.equal(undefined);
    expect(paths()).to.deep.equal(['/home', '/b']);
  });

  it('closing the last tab with no affix goes to /', () => {
    addTab({ path: '/a', title: 'a' });
    expect(closeTab('/a', '/a')).to.equal('/');
  });

  it('closes all, left, right and others, keeping affix tabs', () => {
    open('/a', '/b', '/c', '/d');
    closeTabs('left', '/c', '/c');
    expect(paths()).to.deep.equal(['/home', '/c', '/d']);
    closeTabs('right', '/c', '/c');
    expect(paths()).to.deep.equal(['/home', '/c']);
    open('/x', '/y');
    expect(closeTabs('others', '/x', '/y')).to.equal('/x', 'close others goes to the chosen tab');
    expect(paths()).to.deep.equal(['/home', '/x']);
    expect(closeTabs('all', '/x', '/x')).to.equal('/home');
    expect(paths()).to.deep.equal(['/home']);
  });

  it('disables left and right at the edges', () => {
    open('/a', '/b');
    expect(closeCommandsFor('/b')).to.deep.equal({ all: true, others: true, left: true, right: false });
    expect(closeCommandsFor('/home')).to.deep.equal({ all: true, others: true, left: false, right: true });
    expect(closeCommandsFor('/a').left).to.equal(false, 'only the affix home is to the left');
  });

  it(`keeps at most ${KEEP_ALIVE_MAX} tabs, dropping the oldest closable`, () => {
    open(...Array.from({ length: KEEP_ALIVE_MAX + 5 }, (_, i) => `/p${i}`));
    expect(tabs.visited.length).to.equal(KEEP_ALIVE_MAX);
    expect(paths()[0]).to.equal('/home');
    expect(paths()).to.not.include('/p0');
  });

  it('survives a reload of the page (sessionStorage)', () => {
    open('/a');
    expect(
      JSON.parse(sessionStorage.getItem('visitedTabs')!).map((t: { path: string }) => t.path),
    ).to.deep.equal(['/home', '/a']);
  });
});

describe('TabBar', () => {
  beforeEach(() => {
    clearTabs();
  });
  const view = useReactRoot();

  const render = async (path: string) => {
    const memory = memoryLocation({ path, record: true });
    await view.render(
      <Router hook={memory.hook}>
        <TabBar actions={<button type="button">获取最新门户</button>} />
      </Router>,
    );
    return memory;
  };

  it('shows the tabs as links to the pages, the current one marked, and no close button on affix tabs', async () => {
    open('/a', '/b');
    await render('/a');
    const nav = view.container.querySelector('nav[aria-label="已打开的页面"]')!;
    const tabEls = [...nav.querySelectorAll('li > a')];
    expect(tabEls.map((t) => t.textContent)).to.deep.equal(['首页', 'a', 'b']);
    expect(tabEls.map((t) => t.getAttribute('aria-current'))).to.deep.equal([null, 'page', null]);
    expect(view.container.querySelectorAll('.tab-bar__close').length).to.equal(2);
    expect(view.container.textContent).to.contain('获取最新门户');
  });

  it('closes the active tab with its button and moves to the last one', async () => {
    open('/a', '/b');
    const memory = await render('/b');
    const close = view.container.querySelector<HTMLButtonElement>('[aria-label="关闭 b"]')!;
    await act(async () => close.click());
    expect(memory.history.at(-1)).to.equal('/a');
  });

  it('opens a context menu on right click with the edge commands disabled', async () => {
    open('/a', '/b');
    await render('/b');
    const tab = view.container.querySelectorAll('.tab-bar__tab > a')[2]!;
    await act(async () => {
      tab.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, clientX: 40, clientY: 40 }));
    });
    const items = [...view.container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    expect(items.map((b) => b.textContent)).to.deep.equal(['关闭全部', '关闭左侧', '关闭右侧', '关闭其他']);
    expect(items.map((b) => b.disabled)).to.deep.equal([false, false, true, false]);
    await act(async () => items[3]!.click());
    expect(paths()).to.deep.equal(['/home', '/b']);
  });
});
