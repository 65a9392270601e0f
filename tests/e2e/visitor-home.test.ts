import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from './axe.js';
import { openPage, withPortal } from './harness.js';
import { signIn } from './sign-in.js';

describe('a visitor opens the portal', () => {
  const suite = withPortal();

  it('lands on /front/index with the chrome and no to-do badge', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/`);
    await page.waitForURL(`${suite.portal.url}/front/index`);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).waitFor();
    assert.equal(await page.getByRole('link', { name: '首页' }).first().getAttribute('aria-current'), 'page');
    // The visitor's corner of the header is where a signed-in user's to-do badge would be.
    await page.getByRole('link', { name: '游客' }).waitFor();
    await page.getByRole('link', { name: '请登录' }).waitFor();
    assert.equal(await page.locator('todo-badge').count(), 0);
    await page.close();
  });

  it("names the portal in the visitor's language: the banner, the header and the window's title", async () => {
    const page = await openPage(suite.browser, 'en-US');
    await page.goto(`${suite.portal.url}/front/index`);
    const name = 'E-Tendering and Procurement Platform';
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('.portal-header').getByText(name).waitFor();
    await page.waitForFunction((title) => document.title === title, `Home - ${name}`);
    // Switched without a reload: the name follows the language.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
    await page.getByRole('heading', { level: 1, name: '電子招投標採購平台' }).waitFor();
    await page.waitForFunction(() => document.title === '首頁 - 電子招投標採購平台');
    await page.close();
  });

  it('folds the navigation behind 菜单 on a phone: opened, every entry is in sight', async () => {
    const page = await openPage(suite.browser);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${suite.portal.url}/front/index`);
    const menu = page.getByRole('button', { name: '菜单', exact: true });
    const nav = page.getByRole('navigation', { name: '主导航' });
    await page.getByRole('heading', { level: 1, name: '电子招投标采购平台' }).waitFor();
    assert.equal(await menu.getAttribute('aria-expanded'), 'false');
    assert.equal(await nav.isVisible(), false);
    await menu.click();
    const names = ['首页', '招标公告', '中标公告', '澄清公告', '在线竞价', '新闻资讯', '关于我们'];
    for (const name of names) {
      const box = await nav.getByRole('link', { name }).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 412, `${name} in sight: ${JSON.stringify(box)}`);
    }
    await assertAccessible(page, 'the home page on a phone, its menu open');
    // Opening a page folds the menu; Escape does too, back on the button.
    await nav.getByRole('link', { name: '招标公告' }).click();
    await page.waitForURL(`${suite.portal.url}/front/bidNotice`);
    await nav.waitFor({ state: 'hidden' });
    await menu.click();
    await nav.waitFor();
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    assert.equal(await menu.evaluate((button) => button === document.activeElement), true);
    await page.close();
  });

  it('asks a visitor to sign in for a page that is not public (it may be a staff route)', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/no-such-page`);
    await page.waitForURL(`${suite.portal.url}/front/login?redirect=${encodeURIComponent('/no-such-page')}`);
    await page.close();
  });

  it('shows a signed-in user /front/404 for an unknown page', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/login?redirect=${encodeURIComponent('/no-such-page')}`);
    await signIn(page, 'supplier');
    await page.waitForURL(`${suite.portal.url}/front/404`);
    await page.getByRole('heading', { name: '抱歉，您访问的页面不存在' }).waitFor();
    await page.close();
  });

  it('serves the deployment configuration and the docs and bundle', async () => {
    const config = await (await fetch(`${suite.portal.url}/front/config.json`)).json();
    assert.equal(config.tenant, 'platform');
    assert.equal(config.tenantId, -1);
    assert.equal((await fetch(`${suite.portal.url}/elements/eip-elements.js`)).status, 200);
    assert.equal((await fetch(`${suite.portal.url}/docs/`)).status, 200);
  });
});
