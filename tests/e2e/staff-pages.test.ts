/**
 * Every page of the staff menu opens as a real page: for the staff demo user, each entry of the
 * menu the server answers (getCurrentUserMenu) that has a route of its own is opened in the built
 * portal as a person does, from its link in the menu (an entry the menu hides, from the address the
 * portal's own links go to); it must show its own content (never 页面模块未找到) and pass axe. The
 * online forms (/onlineMenu) and external links are left out: they have no view of their own.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MenuItem } from '../../api/contract/menu.js';
import { axeViolations } from './axe.js';
import { withPortal } from './harness.js';
import { signedInPage, signInOverHttp } from './sign-in.js';

interface MenuPage {
  path: string;
  name: string;
  /** The top-level group whose drop-down holds the entry's link; none for a top-level entry. */
  group?: string;
  /** Not in the menu the user sees (the entry or a group above it is hidden). */
  hidden: boolean;
}

/** The menu's entries with a view of their own (a route definition that is not a layout), depth first. */
function pagesOf(items: readonly MenuItem[], group?: string, hidden = false): MenuPage[] {
  return items.flatMap((item) => {
    const own: MenuPage[] = [];
    const itemHidden = hidden || Boolean(item.hidden);
    if (item.route && item.target !== '_blank') {
      const route = JSON.parse(item.route) as { component?: string };
      if (route.component && route.component !== 'Layout')
        own.push({ path: item.menuUrl, name: item.name, group, hidden: itemHidden });
    }
    return [...own, ...pagesOf(item.children ?? [], group ?? item.name, itemHidden)];
  });
}

describe('the staff menu', () => {
  const suite = withPortal();

  it('opens every page it lists as a real page that passes axe', async () => {
    const { portal } = suite;
    const user = await signInOverHttp(portal.url, 'staff');
    const served = (await (
      await fetch(`${portal.url}/portal/sys/sysMenu/v1/getCurrentUserMenu?menuAlias=front_menu`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json()) as { value: MenuItem[] };
    // The first entry of a path: the portal keeps its route and leaves later ones out of the menu.
    const pages = pagesOf(served.value).filter(
      (page, index, all) => all.findIndex((other) => other.path === page.path) === index,
    );
    for (const expected of ['/office/mail', '/office/innerMessage', '/office/contacts', '/setting/agent']) {
      assert.ok(
        pages.some((page) => page.path === expected),
        `${expected} in the menu of ${pages.map((p) => p.path)}`,
      );
    }

    // One page for the whole tour: each entry opens in the portal as it is, no reload between them.
    const page = await signedInPage(suite, 'staff');
    await page.goto(`${portal.url}/front/home`);
    const menu = page.getByRole('navigation', { name: '菜单' });
    await menu.getByRole('link', { name: '首页' }).waitFor();
    const activeTab = page
      .getByRole('navigation', { name: '已打开的页面' })
      .getByRole('listitem')
      .filter({ has: page.locator('[aria-current="page"]') });
    const problems: string[] = [];
    for (const { path, name, group, hidden } of pages) {
      const before = await page.evaluateHandle(() =>
        document.querySelector('.staff-content__page:not([hidden])'),
      );
      if (hidden) {
        // As the portal's own links go (a history entry the router follows): the menu does not show it.
        await page.evaluate((to) => history.pushState(null, '', to), `/front${path}`);
      } else {
        // Across the top, a group is a drop-down: opened, then its entry chosen.
        const holder = group
          ? menu.locator('details', { has: page.locator('summary', { hasText: group }) }).first()
          : menu;
        if (group) await holder.locator('summary').first().click();
        await holder.locator('a.staff-menu__link', { hasText: name }).first().click();
      }
      await page.waitForURL(`${portal.url}/front${path}`);
      // The page's chunk has arrived and rendered: another page than before is shown, with content, and
      // no progress bar runs.
      await page.waitForFunction((previous) => {
        const shown = document.querySelector('.staff-content__page:not([hidden])');
        return (
          Boolean(shown && shown !== previous && shown.firstElementChild) &&
          !document.querySelector('#nprogress')
        );
      }, before);
      await before.dispose();
      const shown = page.locator('.staff-content__page:not([hidden])');
      // Every page, real or not, names itself in a level-one heading once it has rendered.
      await shown.getByRole('heading', { level: 1 }).first().waitFor();
      if ((await shown.getByText(/页面模块未找到/).count()) > 0) {
        problems.push(`${name} (${path}): 页面模块未找到`);
        continue;
      }
      const violations = await axeViolations(page);
      if (violations.length) problems.push(`${name} (${path}): ${violations.join('\n  ')}`);
      // Its tab closed again, as a tidy person would: each page is checked with the chrome and itself,
      // not behind every page opened before it (axe goes through the hidden ones too).
      await activeTab.getByRole('button').click();
      await activeTab.filter({ hasText: name }).waitFor({ state: 'detached' });
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
