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
import { openPage, withPortal } from './harness.js';
import { signedInPage, signIn, signInOverHttp } from './sign-in.js';

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

  it('lets the administrator make an organisation, a post, a role with a menu and a user holding both, who sees the menu', async () => {
    const { portal } = suite;
    const page = await signedInPage(suite, 'admin');
    await page.goto(`${portal.url}/front/home`);
    const menu = page.getByRole('navigation', { name: '菜单' });
    const open = async (name: string) => {
      await menu
        .locator('details', { has: page.locator('summary', { hasText: '系统管理' }) })
        .first()
        .locator('summary')
        .click();
      await menu.locator('a.staff-menu__link', { hasText: name }).first().click();
    };

    // 组织管理: a department under 信息中心, and a post in it.
    await open('组织管理');
    const orgs = page.locator('org-admin');
    await orgs.getByRole('button', { name: '信息中心', exact: true }).click();
    await orgs.getByRole('button', { name: '新建下级组织' }).click();
    await orgs.locator('#new-name').fill('数据中心');
    await orgs.locator('#new-code').fill('sjzx_e2e');
    await orgs.getByRole('button', { name: '创建' }).click();
    await orgs.getByRole('heading', { name: '数据中心', level: 2 }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await orgs.getByRole('button', { name: '新建岗位' }).click();
    await orgs.locator('#post-name').fill('数据分析师');
    await orgs.locator('#post-code').fill('sjzx_fxs_e2e');
    await orgs.getByRole('button', { name: '保存岗位' }).click();
    await orgs.getByRole('rowheader', { name: /数据分析师/ }).waitFor();

    // 菜单管理: an entry of the staff menu, opening outside the portal.
    await open('菜单管理');
    const menus = page.locator('menu-admin');
    await menus.getByRole('button', { name: '前台菜单' }).click();
    await menus.getByRole('button', { name: '新建下级菜单' }).click();
    await menus.locator('#menu-name').fill('数据看板');
    await menus.locator('#menu-nameEnUs').fill('Data board');
    await menus.locator('#menu-alias').fill('dataBoardE2e');
    await menus.locator('#menu-menuUrl').fill('https://www.example.com.cn/board');
    await menus.getByRole('checkbox', { name: '在新窗口打开' }).check();
    await menus.getByRole('button', { name: '保存', exact: true }).click();
    await menus.getByRole('heading', { name: '数据看板' }).waitFor();

    // 角色管理: a role that grants it.
    await open('角色管理');
    const roles = page.locator('role-admin');
    await roles.getByRole('button', { name: '新建角色' }).click();
    await roles.locator('#role-name').fill('数据分析员');
    await roles.locator('#role-code').fill('sjfxy_e2e');
    await roles.getByRole('button', { name: '创建' }).click();
    await roles.getByRole('heading', { name: '数据分析员', level: 2 }).waitFor();
    await roles.getByRole('checkbox', { name: '数据看板' }).check();
    await roles.getByRole('button', { name: '保存授权' }).click();
    await page.getByText('操作成功').first().waitFor();

    // 用户管理: a user in that post with that role, given a one-time password.
    await open('用户管理');
    const users = page.locator('user-admin');
    await users.getByRole('button', { name: '新建用户' }).click();
    await users.locator('#user-account').fill('fenxi_e2e');
    await users.locator('#user-fullname').fill('数据分析员甲');
    await users.locator('#user-org').selectOption({ label: '数据中心' });
    await users.locator('#user-posts').selectOption({ label: '数据中心 / 数据分析师' });
    await users.locator('#user-roles').selectOption({ label: '数据分析员' });
    await users.getByRole('button', { name: '保存', exact: true }).click();
    const oneTime = ((await users.locator('[part="one-time-password"] code').textContent()) ?? '').trim();
    assert.ok(oneTime, 'the one-time password shows');
    await page.context().close();

    // The user signs in, changes the one-time password, and sees the entry the role grants.
    const holder = await openPage(suite.browser);
    await holder.goto(`${portal.url}/front/login`);
    await signIn(holder, 'fenxi_e2e', oneTime);
    const dialog = holder.locator('change-password-dialog');
    await dialog.getByRole('textbox', { name: '旧密码' }).fill(oneTime);
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill('Fenxi#2027');
    await dialog.getByRole('textbox', { name: '确认新密码' }).fill('Fenxi#2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await holder.waitForURL(`${portal.url}/front/login`);
    await signIn(holder, 'fenxi_e2e', 'Fenxi#2027');
    await holder.getByRole('navigation', { name: '菜单' }).getByRole('link', { name: '数据看板' }).waitFor();
    await holder.context().close();
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
