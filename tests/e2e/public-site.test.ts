import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.js';
import { navigateInApp, openPage, withPortal } from './harness.js';
import { signedInPage, signInOverHttp, signIn as signInWithForm } from './sign-in.js';

/** One portal for the whole file (its start-up dominates the time). */
const suite = withPortal();

/** Notice and news elements render in shadow roots; playwright's locators pierce them. */
const notice = (page: Page) => page.locator('notice-detail');

describe('a visitor reads the tender site', () => {
  // One tab for these pages, each opened by its address in turn (the browser keeps what it loaded).
  let tab: Page | undefined;
  const reader = async () => {
    tab ??= await openPage(suite.browser);
    return tab;
  };

  it('sees the latest notices and news on the home page, without search history', async () => {
    const page = await reader();
    await page.goto(`${suite.portal.url}/front/index`);
    const tenders = page.locator('notice-list[type="bid"]');
    await tenders.getByRole('heading', { name: '招标公告' }).waitFor();
    await tenders.locator('[part="item"]').first().waitFor();
    assert.equal(await tenders.locator('[part="item"]').count(), 7);
    await page.locator('notice-list[type="bargain"] [part="item"]').first().waitFor();
    await page.locator('notice-list[type="clear"] [part="item"]').first().waitFor();
    await page.locator('news-list [part="item"]').first().waitFor();
    assert.equal(
      await page.getByRole('link', { name: '招标公告 更多' }).getAttribute('href'),
      '/front/bidNotice',
    );
    // The search bar is where the history would be; a visitor's has none.
    await page.getByRole('search', { name: '项目搜索' }).getByRole('textbox', { name: '关键字' }).waitFor();
    assert.equal(await page.getByRole('group', { name: '搜索历史' }).count(), 0);
  });

  it('searches by status and text, opens a notice, downloads its attachment and reads its history', async () => {
    const page = await reader();
    await page.goto(`${suite.portal.url}/front/index`);
    const search = page.getByRole('search', { name: '项目搜索' });
    await search.getByRole('combobox', { name: '项目状态' }).click();
    await page.getByRole('option', { name: '报名中' }).click();
    await search.getByRole('textbox', { name: '关键字' }).fill('办公设备');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/front\/search\?status=inRegister&keyword=/);
    assert.equal(decodeURIComponent(new URL(page.url()).searchParams.get('keyword') ?? ''), '办公设备');

    const result = page.getByRole('link', { name: '2026年度办公设备集中采购比选公告' });
    await result.waitFor();
    // The tender notice and its clarification, both of a project open for registration.
    assert.equal(await page.locator('notice-list [part="item"]').count(), 2);
    const rows = await page.locator('notice-list [part="item"]').allTextContents();
    assert.ok(rows.every((row) => row.includes('报名中') && row.includes('办公设备')));
    await result.click();
    await page.waitForURL(/\/front\/bidNotice\?id=n-001$/);

    await notice(page).getByRole('heading', { name: '2026年度办公设备集中采购比选公告' }).waitFor();
    const facts = notice(page).locator('[part="facts"]');
    assert.match((await facts.textContent()) ?? '', /¥1,286,000\.00/);
    assert.match((await facts.textContent()) ?? '', /单价报价（不含税）/);
    await notice(page)
      .getByRole('region', { name: '公告正文' })
      .getByRole('heading', { name: '一、项目基本情况' })
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      notice(page)
        .getByRole('button', { name: /^下载\s*比选文件\.docx$/ })
        .click(),
    ]);
    assert.equal(download.suggestedFilename(), '比选文件.docx');
    const bytes = readFileSync((await download.path())!);
    assert.equal(bytes.subarray(0, 2).toString(), 'PK');

    const history = notice(page).locator('[part="history"]');
    await history.getByRole('heading', { name: '变更记录（2）' }).waitFor();
    await history.getByText('第 1 版').click();
    await history.getByText('首次发布').waitFor();
    await history.locator('sl-details').nth(1).getByRole('heading', { name: '一、项目基本情况' }).waitFor();

    await notice(page)
      .locator('[part="related"]')
      .getByRole('link', { name: /澄清公告/ })
      .click();
    await page.waitForURL(/\/front\/clearNotice\?id=n-\d+$/);
    await notice(page).getByRole('heading', { name: '2026年度办公设备集中采购澄清公告' }).waitFor();
  });

  it('narrows a list page with the filters and keeps them in the address', async () => {
    const page = await reader();
    await page.goto(`${suite.portal.url}/front/bidNotice`);
    const list = page.locator('notice-list');
    await list.locator('[part="item"]').first().waitFor();
    assert.match((await list.locator('[part="pagination"]').textContent()) ?? '', /共 32 条/);
    await list.getByRole('combobox', { name: '采购方式' }).click();
    await page.getByRole('option', { name: '邀请招标' }).click();
    await list.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/procureType=yqzb/);
    await page.waitForFunction(() => {
      const text = document
        .querySelector('notice-list')
        ?.shadowRoot?.querySelector('[part="pagination"]')?.textContent;
      return text?.includes('共 6 条');
    });
    const texts = await list.locator('[part="item"]').allTextContents();
    assert.ok(texts.every((text) => text.includes('邀请招标')));
    await page.goBack();
    await page.waitForURL(`${suite.portal.url}/front/bidNotice`);
    await page.waitForFunction(() =>
      document
        .querySelector('notice-list')
        ?.shadowRoot?.querySelector('[part="pagination"]')
        ?.textContent?.includes('共 32 条'),
    );
  });

  it('reads the news, the company intro, the contact page and the FAQ', async () => {
    const page = await reader();
    await page.goto(`${suite.portal.url}/front/newsInformation?classifyId=company`);
    const first = page.locator('news-list [part="item"] a').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await page.waitForURL(/newsInformation\?id=news-/);
    await page.locator('news-detail').getByRole('heading', { name: title }).waitFor();

    await page.goto(`${suite.portal.url}/front/aboutUs`);
    await page.getByRole('heading', { name: '发展历程' }).waitFor();
    assert.equal(
      await page.getByRole('link', { name: '公司简介' }).first().getAttribute('aria-current'),
      'page',
    );
    await page.goto(`${suite.portal.url}/front/aboutUs?active=1`);
    await page.getByText('0571-88886666（工作日 8:30—17:30）').waitFor();
    await page.goto(`${suite.portal.url}/front/tutorial?active=2`);
    await page.getByRole('heading', { name: '常见问题', level: 2 }).last().waitFor();
    await page.getByText('1. 忘记密码怎么办？').waitFor();
  });

  it('reads a notice the site administrator has just published with its attachment (系统管理 › 通知公告)', async () => {
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(`${suite.portal.url}/front/system/notices`);
    // The list first, as a person sees it before writing: a notice begun while the list (which brings
    // the categories) is still loading has no category, and 发布 then saves nothing and says nothing.
    const newsAdmin = admin.locator('site-news-admin');
    await newsAdmin.getByRole('table', { name: '通知公告' }).or(newsAdmin.getByText('暂无公告')).waitFor();
    await newsAdmin.getByRole('button', { name: '新建公告' }).click();
    const form = admin.locator('site-news-admin [part="form"]');
    await form.getByRole('textbox', { name: '标题' }).fill('门户平台系统升级公告');
    await form.locator('rich-text-editor [contenteditable="true"]').click();
    await admin.keyboard.type('本周六晚间系统升级，期间暂停服务。');
    await form.locator('file-upload input[type="file"]').setInputFiles({
      name: '升级安排.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('22:00—次日 6:00'),
    });
    await form.locator('file-upload tr', { hasText: '升级安排.txt' }).getByText('已上传').waitFor();
    // The button inside: Playwright waits until it is enabled (the host sl-button takes a click while busy).
    await newsAdmin.locator('sl-button[part="publish"]').getByRole('button').click();
    await admin
      .locator('site-news-admin tbody tr', { hasText: '门户平台系统升级公告' })
      .getByText('已发布')
      .waitFor();
    await admin.context().close();

    // A visitor finds it under the news page's 通知公告 tab at once, and downloads its file.
    const page = await reader();
    await page.goto(`${suite.portal.url}/front/newsInformation?classifyId=notice`);
    await page.locator('news-list [part="item"] a', { hasText: '门户平台系统升级公告' }).click();
    const detail = page.locator('news-detail');
    await detail.getByRole('heading', { name: '门户平台系统升级公告' }).waitFor();
    await detail.getByText('本周六晚间系统升级，期间暂停服务。').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: /^下载\s*升级安排\.txt$/ }).click(),
    ]);
    assert.equal(download.suggestedFilename(), '升级安排.txt');
    assert.equal(readFileSync((await download.path())!, 'utf8'), '22:00—次日 6:00');
  });

  it('switches the language of the pages and their elements', async () => {
    const page = await reader();
    await page.goto(`${suite.portal.url}/front/bidNotice?id=n-001`);
    await notice(page).locator('[part="facts"]').getByRole('heading', { name: '项目信息' }).waitFor();
    await page.getByRole('combobox', { name: '语言' }).selectOption('en-US');
    await notice(page)
      .locator('[part="facts"]')
      .getByRole('heading', { name: 'Project information' })
      .waitFor();
    assert.match((await notice(page).locator('[part="facts"]').textContent()) ?? '', /Budget/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-TW');
    await notice(page).locator('[part="facts"]').getByRole('heading', { name: '項目信息' }).waitFor();
    // The tab's last test: an open tab goes on drawing (spinners, timers) while others run.
    await page.context().close();
  });
});

/** A page of the suite and what shows once it has loaded (axe looks at it then). */
interface AxePage {
  path: string;
  lang?: string;
  /** Signs in through the login form first. */
  account?: string;
  ready: (page: Page) => Promise<unknown>;
}

const firstItem = (selector: string) => (page: Page) =>
  page.locator(`${selector} [part="item"]`).first().waitFor();

const AXE_PAGES: AxePage[] = [
  { path: '/index', ready: firstItem('notice-list[type="bid"]') },
  ...['bidNotice', 'bidNoticeBefore', 'bargainNotice', 'bargainNoticeBefore', 'clearNotice'].map((list) => ({
    path: `/${list}`,
    ready: firstItem('notice-list'),
  })),
  {
    path: '/bidNotice?id=n-001',
    ready: (page) => notice(page).getByRole('heading', { name: '变更记录（2）' }).waitFor(),
  },
  { path: '/newsInformation', ready: firstItem('news-list') },
  {
    path: '/newsInformation?id=news-001',
    ready: (page) => page.locator('news-detail rich-text p').first().waitFor(),
  },
  { path: '/aboutUs', ready: (page) => page.getByRole('heading', { name: '发展历程' }).waitFor() },
  { path: '/tutorial?active=2', ready: (page) => page.getByText('1. 忘记密码怎么办？').waitFor() },
  { path: '/search?keyword=办公设备', ready: firstItem('notice-list') },
  { path: '/login', ready: (page) => page.getByRole('textbox', { name: '账号' }).waitFor() },
  { path: '/register', ready: (page) => page.getByRole('heading', { name: '用户注册' }).waitFor() },
  {
    path: '/404',
    ready: (page) => page.getByRole('heading', { name: '抱歉，您访问的页面不存在' }).waitFor(),
  },
  { path: '/500', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    path: '/personal',
    account: 'supplier',
    ready: (page) => page.locator('todo-message-list [part="item"]').first().waitFor(),
  },
  {
    path: '/home',
    account: 'staff',
    ready: (page) => page.getByRole('heading', { name: '通知公告' }).waitFor(),
  },
  {
    path: '/bidNotice?id=n-001',
    lang: 'zh-TW',
    ready: (page) => notice(page).getByRole('heading', { name: '變更記錄（2）' }).waitFor(),
  },
  {
    path: '/index',
    lang: 'en-US',
    ready: (page) =>
      page.locator('notice-list[type="bid"]').getByRole('heading', { name: 'Tender notices' }).waitFor(),
  },
];

/**
 * The tab the visitor's pages are checked in, one after the other as the portal's links go (no reload
 * between them: the portal and axe load once), and the signed-in user's tab, each made by its first page.
 */
let tour: Page | undefined;
const signedIn = new Map<string, Page>();

describe('every page passes axe', () => {
  for (const entry of AXE_PAGES) {
    const { path, lang = 'zh-CN', account, ready } = entry;
    it(`${path} in ${lang}${account ? ` signed in as ${account}` : ''}`, async () => {
      let page: Page;
      if (account) {
        // Signed in through the form, which goes on to the page (?redirect=): one load of the portal.
        page = await openPage(suite.browser, lang);
        signedIn.set(account, page);
        await page.goto(`${suite.portal.url}/front/login?redirect=${encodeURIComponent(path)}`);
        await signInWithForm(page, account);
        await page.waitForURL(`${suite.portal.url}/front${path}`);
      } else if (!tour) {
        page = tour = await openPage(suite.browser, lang);
        await page.goto(`${suite.portal.url}/front${path}`);
      } else {
        page = tour;
        await navigateInApp(page, path);
        // Another language: chosen in the header of the page, as a visitor does.
        if ((await page.evaluate(() => localStorage.getItem('lang'))) !== lang) {
          await page.getByRole('combobox', { name: /语言|語言|Language/ }).selectOption(lang);
          await page.waitForFunction((wanted) => localStorage.getItem('lang') === wanted, lang);
          // Its 切换成功 toast gone first: a closing toast's button is the shell's, not the page's.
          await page.waitForFunction(() => !document.querySelector('.sl-toast-stack sl-alert'), undefined, {
            timeout: 15_000,
          });
        }
      }
      await ready(page);
      await assertAccessible(page, `${path} (${lang})`);
      // Done with a tab once nothing comes after it: an open tab goes on drawing while others run.
      if (account && account !== 'supplier') await page.context().close();
      if (entry === AXE_PAGES.filter((other) => !other.account).at(-1)) await page.context().close();
    });
  }
});

describe('a signed-in user uses their search history', () => {
  it('sees their earlier searches, adds one, removes one and clears them, kept on the server', async () => {
    // The supplier's tab of the checks above (signed in through the form), or a new one.
    const page = signedIn.get('supplier') ?? (await supplierPage());
    await page.goto(`${suite.portal.url}/front/index`);

    const history = page.getByRole('group', { name: '搜索历史' });
    await history.getByRole('button', { name: '办公设备', exact: true }).waitFor();
    assert.deepEqual(await history.locator('.name').allTextContents(), ['办公设备', '安防系统', '外墙保温']);

    const search = page.getByRole('search', { name: '项目搜索' });
    await search.getByRole('textbox', { name: '关键字' }).fill('光伏');
    await search.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/front\/search\?keyword=/);
    const searchHistory = page.getByRole('group', { name: '搜索历史' });
    await searchHistory.getByRole('button', { name: '光伏', exact: true }).waitFor();

    await page.goto(`${suite.portal.url}/front/index`);
    await history.getByRole('button', { name: '光伏', exact: true }).waitFor();
    await history.getByRole('button', { name: '删除搜索历史 安防系统' }).click();
    await page.waitForFunction(
      () => !document.querySelector('tender-search-bar')?.shadowRoot?.textContent?.includes('安防系统'),
    );
    await page.reload();
    await history.getByRole('button', { name: '光伏', exact: true }).waitFor();
    assert.deepEqual(await history.locator('.name').allTextContents(), ['光伏', '办公设备', '外墙保温']);

    await history.getByRole('button', { name: '清空' }).click();
    await history.waitFor({ state: 'detached' });
    // After a reload the chips come from the server: wait for its answer, which is empty.
    const loaded = page.waitForResponse((response) => response.url().includes('/portal/sysTag/v1/query'));
    await page.reload();
    assert.deepEqual(((await (await loaded).json()) as { value: unknown[] }).value, []);
    await search.waitFor();
    await page.locator('notice-list [part="item"]').first().waitFor();
    assert.equal(await page.getByRole('group', { name: '搜索历史' }).count(), 0);
    await page.context().close();
  });
});

/** A tab signed in as the supplier, as the portal keeps a session. */
async function supplierPage(): Promise<Page> {
  const user = await signInOverHttp(suite.portal.url, 'supplier');
  const page = await openPage(suite.browser);
  await page.context().addInitScript(
    (session) => {
      sessionStorage.setItem('token', session.token);
      sessionStorage.setItem('username', session.username);
      sessionStorage.setItem('identity', 'supplier');
    },
    { token: user.token, username: user.fullname ?? 'supplier' },
  );
  return page;
}

// The portal's front door (its own file once; here it shares the visitor's portal).
describe('a visitor opens the portal', () => {
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
    await signInWithForm(page, 'supplier');
    await page.waitForURL(`${suite.portal.url}/front/404`);
    await page.getByRole('heading', { name: '抱歉，您访问的页面不存在' }).waitFor();
    await page.close();
  });

  it('serves the deployment configuration and the docs and bundle', async () => {
    const config = await (await fetch(`${suite.portal.url}/front/config.json`)).json();
    assert.equal(config.tenant, 'platform');
    assert.equal(config.tenantId, -1);
    assert.equal((await fetch(`${suite.portal.url}/elements/eip-elements.js`)).status, 200);
    // The elements' manifest beside the bundle, as in the npm package (issue 40).
    const manifest = await (await fetch(`${suite.portal.url}/elements/custom-elements.json`)).json();
    assert.ok(
      manifest.modules.some((module: { declarations?: Array<{ tagName?: string }> }) =>
        module.declarations?.some((declaration) => declaration.tagName === 'file-upload'),
      ),
    );
    assert.equal((await fetch(`${suite.portal.url}/docs/`)).status, 200);
  });
});
