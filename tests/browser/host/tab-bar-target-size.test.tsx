import { expect } from '@open-wc/testing';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { ensureDocumentTheme } from '../../../elements/core/theme.js';
import { TabBar } from '../../../host/layout/TabBar.js';
import { addTab, clearTabs } from '../../../host/session/tabs-store.js';
import baseStyles from '../../../host/styles/base.css?inline';
import staffStyles from '../../../host/styles/staff.css?inline';
import { checkTargetSize } from '../shared/axe-wcag22.js';
import { useReactRoot } from '../shared/react-root.js';

describe('the tab bar, to the pointer', () => {
  const style = document.createElement('style');
  before(async () => {
    ensureDocumentTheme();
    style.textContent = `${baseStyles}\n${staffStyles}`;
    document.head.append(style);
    await checkTargetSize();
  });
  after(() => style.remove());
  beforeEach(() => clearTabs());
  const view = useReactRoot();

  it('gives each close button a target of at least 24 by 24 px (WCAG 2.2 target size)', async () => {
    addTab({ path: '/home', title: '首页', affix: true });
    addTab({ path: '/flow/myTask', title: '我的待办' });
    addTab({ path: '/flow/myDone', title: '我的已办' });
    const memory = memoryLocation({ path: '/flow/myTask' });
    await view.render(
      <Router hook={memory.hook}>
        <TabBar />
      </Router>,
    );
    for (const close of view.container.querySelectorAll('.tab-bar__close')) {
      const { width, height } = close.getBoundingClientRect();
      expect(Math.min(width, height), close.getAttribute('aria-label')!).to.be.at.least(24);
    }
    await expect(view.container).to.be.accessible();
  });
});
