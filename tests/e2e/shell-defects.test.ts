import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { CHUNK_LOAD_TIMEOUT_MS, MESSAGE_DURATION_MS } from '../../api/contract/limits.js';
import { openPage, withPortal } from './harness.js';
import { DEMO_PASSWORD, signIn } from './sign-in.js';

/** The shell's defects named in issue 9, each as a user meets it in the built portal. */
describe('the portal shell, as the spec has it', () => {
  const suite = withPortal();
  const at = (path: string) => `${suite.portal.url}/front${path}`;
  const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

  async function signedIn(account: string, path = '/login'): Promise<Page> {
    const page = await openPage(suite.browser);
    await page.goto(at(path));
    await signIn(page, account);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    return page;
  }

  /** Serves config.json with another sso mode (what an operator would write). */
  async function withSso(page: Page, sso: Record<string, string>): Promise<void> {
    await page.route('**/front/config.json', async (route) => {
      const response = await route.fetch();
      route.fulfill({ response, json: { ...(await response.json()), sso } });
    });
  }

  it('sends a bad ?token= in the address to /500, and signing in works from there', async () => {
    const page = await openPage(suite.browser);
    await page.goto(at('/index?token=not-a-token'));
    await page.waitForURL(at('/500'));
    await page.getByRole('heading', { name: '抱歉，服务器出错了' }).waitFor();
    await page.getByRole('link', { name: '重新登录' }).click();
    await page.waitForURL(at('/login'));
    await signIn(page, 'supplier');
    await page.waitForURL(at('/index'));
    await page.getByRole('button', { name: '用户菜单' }).waitFor();
    await page.context().close();
  });

  it('signs in from an address that nests logins and carries a bad token, without a loop', async () => {
    const page = await openPage(suite.browser);
    const inner = `/login?redirect=${encodeURIComponent('/index?token=not-a-token')}`;
    await page.goto(at(`/login?redirect=${encodeURIComponent(inner)}`));
    await signIn(page, 'supplier');
    await page.waitForURL(at('/index'));
    await page.getByRole('button', { name: '用户菜单' }).waitFor();
    await page.context().close();
  });

  for (const [mode, extra] of [
    ['cas', {}],
    ['oauth', { clientId: 'eip-portal' }],
  ] as const) {
    it(`after a ${mode} sign-on drops the ${mode === 'cas' ? 'ticket' : 'code'} from the address and keeps the page's query`, async () => {
      const page = await openPage(suite.browser);
      await withSso(page, { mode, url: '/dev-sso/login', logoutUrl: '/dev-sso/logout', ...extra });
      await page.goto(at('/home?tab=2'));
      await page.waitForURL(/\/dev-sso\/login/);
      await page.getByLabel('账号').fill('staff');
      await page.getByLabel('密码').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(at('/home?tab=2'));
      await page.getByRole('heading', { name: /王晓明/ }).waitFor();
      assert.equal(new URL(page.url()).search, '?tab=2');
      await page.context().close();
    });
  }

  it('restores the signed-in user after a reload: posts to switch, and the password changed by code', async () => {
    const page = await signedIn('staff', '/login?redirect=/home');
    await page.waitForURL(at('/home'));
    await page.reload();
    await page.getByRole('heading', { name: /王晓明/ }).waitFor();
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitemcheckbox', { name: '系统工程师' }).waitFor();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.locator('change-password-dialog');
    await dialog.getByRole('radio', { name: '验证码' }).click();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const sent = page.locator('sl-alert', { hasText: '验证码发送成功！' });
    await sent.waitFor();
    // An element's message stays as long as the shell's messages, not the toast's 3000 ms.
    assert.equal(
      await sent.evaluate((alert) => (alert as HTMLElement & { duration: number }).duration),
      MESSAGE_DURATION_MS,
    );
    await page.context().close();
  });

  it('reads ?isFullScreen=true on any page and keeps the full-screen layout after a reload', async () => {
    const page = await openPage(suite.browser);
    await page.goto(at('/bidNotice?isFullScreen=true'));
    const heading = page.getByRole('heading', { name: '招标公告', level: 1 });
    await heading.waitFor();
    assert.equal(await mainNav(page).count(), 0, 'no header in full screen');
    assert.equal(await page.locator('.portal-footer').count(), 0, 'no footer in full screen');
    await page.goto(at('/newsInformation'));
    await page.getByRole('heading', { name: '新闻资讯', level: 1 }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: '新闻资讯', level: 1 }).waitFor();
    assert.equal(await mainNav(page).count(), 0, 'still full screen after the reload');
    await page.goto(at('/index?isFullScreen=false'));
    await mainNav(page).waitFor();
    await page.context().close();
  });

  it('adds the personal centre to the header once signed in (not for visitors or administrators)', async () => {
    const visitor = await openPage(suite.browser);
    await visitor.goto(at('/index'));
    await mainNav(visitor).getByRole('link', { name: '关于我们' }).waitFor();
    assert.equal(await mainNav(visitor).getByRole('link', { name: '个人中心' }).count(), 0);
    await visitor.context().close();

    const supplier = await signedIn('supplier');
    await mainNav(supplier).getByRole('link', { name: '个人中心' }).click();
    await supplier.waitForURL(at('/personal'));
    await supplier.getByRole('heading', { name: '用户中心' }).first().waitFor();
    await supplier.context().close();

    const admin = await signedIn('admin');
    await admin.getByRole('button', { name: '用户菜单' }).waitFor();
    assert.equal(await mainNav(admin).getByRole('link', { name: '个人中心' }).count(), 0);
    await admin.context().close();
  });

  it('shows a page whose code failed to load as an error with a retry', async () => {
    const page = await openPage(suite.browser);
    await page.goto(at('/index'));
    await page.route('**/assets/NewsPage-*.js', (route) => route.abort());
    await mainNav(page).getByRole('link', { name: '新闻资讯' }).click();
    await page.getByRole('alert').getByText('页面加载失败').waitFor();
    await page.unroute('**/assets/NewsPage-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('heading', { name: '新闻资讯', level: 1 }).waitFor();
    await page.context().close();
  });

  it('runs the progress bar while a page loads and gives up after the chunk timeout', async () => {
    const page = await openPage(suite.browser);
    await page.clock.install();
    await page.goto(at('/index'));
    let held: Route | undefined;
    await page.route('**/assets/AboutUsPage-*.js', (route) => {
      held = route;
    });
    await mainNav(page).getByRole('link', { name: '关于我们' }).click();
    await page.locator('#nprogress .bar').waitFor();
    await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
    await page.getByRole('alert').getByText('页面加载失败').waitFor();
    // The late answer arrives after the page gave up; the retry then finds the chunk.
    await held?.continue();
    await page.unroute('**/assets/AboutUsPage-*.js');
    await page.getByRole('button', { name: '重试' }).click();
    await page.getByRole('link', { name: '联系我们' }).first().waitFor();
    await page.getByRole('heading', { name: '公司简介', level: 2 }).waitFor();
    await page.context().close();
  });
});
