import { expect, waitUntil } from '@open-wc/testing';
import { act } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setLanguage } from '../../../elements/core/localize.js';
import { useReactRoot } from '../shared/react-root.js';
import '../../../elements/index.js';
import { THEME_STORAGE_KEY } from '../../../api/contract/theme.js';
import { Breadcrumb } from '../../../host/layout/Breadcrumb.js';
import { ErrorLogDialog } from '../../../host/layout/ErrorLogDialog.js';
import { FullScreenToggle } from '../../../host/layout/FullScreenToggle.js';
import { LanguageSwitch } from '../../../host/layout/LanguageSwitch.js';
import { ThemeDrawer } from '../../../host/layout/ThemeDrawer.js';
import { Permission } from '../../../host/Permission.js';
import { clearErrorLog, errorLog, logError } from '../../../host/session/error-log-store.js';
import { resetSession, session } from '../../../host/session/session-store.js';
import { theme } from '../../../host/session/theme-store.js';
import { dismissToasts } from '../shared/toasts.js';

const toastTexts = () => [...document.querySelectorAll('sl-alert')].map((alert) => alert.textContent?.trim());

describe('chrome controls', () => {
  const view = useReactRoot(async () => {
    await dismissToasts();
    resetSession();
    localStorage.removeItem('lang');
    await setLanguage('zh-CN', { persist: false });
  });
  const render = async (node: React.ReactNode) => {
    const { hook } = memoryLocation({ path: '/home' });
    await view.render(<Router hook={hook}>{node}</Router>);
  };

  it('the language switch changes language without a reload and says 切换成功', async () => {
    await render(<LanguageSwitch />);
    const select = view.container.querySelector('select')!;
    expect([...select.options].map((o) => o.value)).to.deep.equal(['zh-CN', 'zh-TW', 'en-US']);
    await act(async () => {
      select.value = 'zh-TW';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitUntil(() => toastTexts().includes('切換成功'), 'the toast in the new language');
    expect(localStorage.getItem('lang')).to.equal('zh-TW');
    expect(document.documentElement.lang).to.equal('zh-TW');
  });

  it('the full-screen toggle says 开启全屏失败 when the browser refuses', async () => {
    const original = document.documentElement.requestFullscreen;
    document.documentElement.requestFullscreen = () => Promise.reject(new TypeError('not allowed'));
    try {
      await render(<FullScreenToggle />);
      await act(async () => view.container.querySelector('button')!.click());
      await waitUntil(() => toastTexts().includes('开启全屏失败'));
    } finally {
      document.documentElement.requestFullscreen = original;
    }
  });

  it('the theme drawer sets style and colour, saved under eip-front', async () => {
    await render(<ThemeDrawer open onClose={() => {}} />);
    const dark = view.container.querySelector<HTMLInputElement>('input[value="dark"]')!;
    await act(async () => dark.click());
    const purple = view.container.querySelector<HTMLInputElement>('input[aria-label="#722ED1"]')!;
    await act(async () => purple.click());
    expect(theme.style).to.equal('dark');
    expect(theme.themeColor).to.equal('#722ED1');
    expect(purple.checked).to.equal(true);
    expect([...view.container.querySelectorAll('legend')].map((l) => l.textContent)).to.deep.equal([
      '风格',
      '主题色',
    ]);
    expect(view.container.textContent).to.contain('清除主题缓存');
    theme.style = 'light';
    localStorage.removeItem(THEME_STORAGE_KEY);
  });

  it('the error log lists errors as 系统错误列表 and 暂不显示 clears it', async () => {
    clearErrorLog();
    const consoleError = console.error;
    console.error = () => {};
    logError(new Error('Module not found: flow/myTask'), '/flow/myTask');
    console.error = consoleError;
    await render(<ErrorLogDialog />);
    const trigger = view.container.querySelector<HTMLButtonElement>('.error-log__trigger')!;
    expect(trigger.textContent).to.equal('1');
    await act(async () => trigger.click());
    const dialog = view.container.querySelector('sl-dialog')!;
    expect(dialog.getAttribute('label') ?? (dialog as HTMLElement & { label: string }).label).to.equal(
      '系统错误列表',
    );
    expect(view.container.querySelector('tbody')!.textContent).to.contain('/flow/myTask');
    expect(view.container.querySelector('tbody')!.textContent).to.contain('Module not found: flow/myTask');
    const search = [...view.container.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'));
    expect(search[0]).to.contain(encodeURIComponent('Module not found: flow/myTask'));
    const dismiss = [...view.container.querySelectorAll('button')].find((b) => b.textContent === '暂不显示')!;
    await act(async () => dismiss.click());
    expect(errorLog.entries.length).to.equal(0);
    expect(view.container.querySelector('.error-log__trigger')).to.equal(null);
  });

  it('<Permission> removes what the user has no right to, and keeps unguarded things', async () => {
    Object.assign(session, { allMethods: ['news.edit', 'news.delete'], permissions: ['news.edit'] });
    await render(
      <>
        <Permission methods={['news.edit']}>
          <button type="button">编辑</button>
        </Permission>
        <Permission methods={['news.delete']}>
          <button type="button">删除</button>
        </Permission>
        <Permission methods={['news.view']}>
          <button type="button">查看</button>
        </Permission>
      </>,
    );
    expect([...view.container.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal([
      '编辑',
      '查看',
    ]);
  });

  it('the breadcrumb separates with > and marks the current page', async () => {
    await render(
      <Breadcrumb trail={[{ title: '首页', href: '/home' }, { title: '流程中心' }, { title: '我的待办' }]} />,
    );
    expect(view.container.querySelector('nav')!.textContent).to.equal('首页>流程中心>我的待办');
    expect(view.container.querySelector('[aria-current="page"]')!.textContent).to.equal('我的待办');
    expect(view.container.querySelector('a')!.getAttribute('href')).to.equal('/home');
  });
});
