/**
 * Every page of the staff menu opens as a real page: for the staff demo user, each entry of the
 * menu the server answers (getCurrentUserMenu) that has a route of its own is opened in the built
 * portal; it must show its own content (never 页面模块未找到) and pass axe. The online forms
 * (/onlineMenu) and external links are left out: they have no view of their own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MenuItem } from '../../api/contract/menu.js';
import { axeViolations } from './axe.js';
import { withPortal } from './harness.js';
import { signedInPage, signInOverHttp } from './sign-in.js';

/** The menu's entries with a view of their own (a route definition that is not a layout), depth first. */
function pagesOf(items: readonly MenuItem[]): { path: string; name: string }[] {
  return items.flatMap((item) => {
    const own: { path: string; name: string }[] = [];
    if (item.route && item.target !== '_blank') {
      const route = JSON.parse(item.route) as { component?: string };
      if (route.component && route.component !== 'Layout') own.push({ path: item.menuUrl, name: item.name });
    }
    return [...own, ...pagesOf(item.children ?? [])];
  });
}

describe('the staff menu', () => {
  const suite = withPortal();

  it('opens every page it lists as a real page that passes axe', async () => {
    const { portal } = suite;
    const user = await signInOverHttp(portal.url, 'staff');
    const menu = (await (
      await fetch(`${portal.url}/portal/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json()) as { value: MenuItem[] };
    const pages = [...new Map(pagesOf(menu.value).map((page) => [page.path, page])).values()];
    for (const expected of ['/office/mail', '/office/innerMessage', '/office/contacts', '/setting/agent']) {
      assert.ok(
        pages.some((page) => page.path === expected),
        `${expected} in the menu of ${pages.map((p) => p.path)}`,
      );
    }

    const page = await signedInPage(suite, 'staff');
    const problems: string[] = [];
    for (const { path, name } of pages) {
      await page.goto(`${portal.url}/front${path}`);
      // The page's chunk has arrived and rendered: the visible page holds content and no progress bar runs.
      await page.waitForFunction(() => {
        const shown = document.querySelector('.staff-content__page:not([hidden])');
        return Boolean(shown?.firstElementChild) && !document.querySelector('#nprogress');
      });
      const shown = page.locator('.staff-content__page:not([hidden])');
      // Every page, real or not, names itself in a level-one heading once it has rendered.
      await shown.getByRole('heading', { level: 1 }).first().waitFor();
      if ((await shown.getByText(/页面模块未找到/).count()) > 0) {
        problems.push(`${name} (${path}): 页面模块未找到`);
        continue;
      }
      const violations = await axeViolations(page);
      if (violations.length) problems.push(`${name} (${path}): ${violations.join('\n  ')}`);
    }
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('names the menu and the open tabs in the language the user switches to', async () => {
    const page = await signedInPage(suite, 'staff');
    await page.goto(`${suite.portal.url}/front/flow/myTask`);
    const tabs = page.locator('.tab-bar__tabs');
    await tabs.getByRole('link', { name: '我的待办' }).waitFor();
    await page.getByRole('combobox', { name: '语言' }).selectOption('en-US');
    // The menu comes again from the server, named in English; the open tab takes its page's new title.
    await page.locator('summary', { hasText: 'Office' }).first().waitFor();
    await tabs.getByRole('link', { name: 'My to-do' }).waitFor();
    await tabs.getByRole('link', { name: 'Home' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
    await page.locator('summary', { hasText: '協同辦公' }).first().waitFor();
    await tabs.getByRole('link', { name: '我的待辦' }).waitFor();
    await page.context().close();
  });
});
