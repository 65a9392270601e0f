import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.js';
import { openPage, withPortal } from './harness.js';
import { DEMO_PASSWORD, signedInPage, signIn } from './sign-in.js';

/** What a new supplier types into the register form, by the label of each field. */
const SUPPLIER = {
  账号: 'e2e_supplier_01',
  密码: DEMO_PASSWORD,
  确认密码: DEMO_PASSWORD,
  姓名: '周建国',
  手机号: '13911112222',
  邮箱: 'zhou.jianguo@example.com',
  企业名称: '宁波东海测试器材有限公司',
  统一社会信用代码: '91330200MA2H3K4L55',
  法定代表人: '周海',
  联系人姓名: '陈晓燕',
  联系电话: '0574-87654321',
  企业地址: '浙江省宁波市鄞州区天童南路 588 号',
  经营范围: '实验室器材、计量检测设备的销售与维护',
} as const;
type Field = keyof typeof SUPPLIER;
/** A 1×1 PNG: the licence the supplier attaches. */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const form = (page: Page) => page.locator('register-form');
const input = (page: Page, label: Field) => form(page).getByRole('textbox', { name: label, exact: true });

async function fillRegisterForm(page: Page, values: Record<Field, string>): Promise<void> {
  await form(page).getByRole('radio', { name: '供应商' }).check();
  for (const [label, value] of Object.entries(values) as [Field, string][]) {
    await input(page, label).fill(value);
  }
  // A supplier attaches the business licence; it goes up with the ticket the registration answers.
  await form(page)
    .locator('input[type="file"]')
    .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: LICENCE_PNG });
}

/** The value the personal-info dialog shows for a label. */
const infoValue = (page: Page, label: string) =>
  page
    .locator('personal-info-dialog .item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

async function openPersonalInfo(page: Page): Promise<void> {
  await page.getByRole('button', { name: /用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await page.getByRole('dialog', { name: '个人信息' }).waitFor();
}

/**
 * Waits for an administration page to show what it loaded: its table, list, form or empty state, and no
 * loading line left (shadow roots included).
 */
async function shownContent(page: Page): Promise<void> {
  const shown = page.locator('.flow-page:visible, .online-menu:visible').first();
  await shown.locator('table, ul, select, form, .load-state, portal-column').first().waitFor();
  const loading = shown.locator('.load-state[role="status"]:not(.load-state--empty)');
  while ((await loading.count()) > 0) await loading.first().waitFor({ state: 'detached' });
  const refused = await shown.locator('.load-state--error').allTextContents();
  assert.deepEqual(refused, [], 'the page loaded what it shows');
}

describe('a new supplier registers, is admitted and signs in; an administrator runs a staff account', () => {
  const suite = withPortal();

  it('registers through the form with every field, is activated by the administrator, then signs in', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/register`);
    await fillRegisterForm(page, SUPPLIER);
    await assertAccessible(page, 'the filled register form');
    await form(page).getByRole('button', { name: '注册', exact: true }).click();

    await page.waitForURL(`${suite.portal.url}/front/login?account=${SUPPLIER.账号}`);
    await page.getByText('注册成功，请等待管理员审核，审核通过后即可登录').waitFor();
    // Not activated yet: sign-in says why.
    await signIn(page, SUPPLIER.账号, SUPPLIER.密码);
    await page.getByText('账号未激活：注册信息正在审核，审核通过后即可登录').waitFor();

    // The site administrator reviews the company (系统管理 in the avatar menu, then 注册审核) and activates it.
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(`${suite.portal.url}/front/index`);
    await admin.getByRole('button', { name: '用户菜单' }).click();
    await admin.getByRole('menuitem', { name: '系统管理' }).click();
    await admin.waitForURL(`${suite.portal.url}/front/system/users`);
    // The area's 首页 lists the pages of its menu: it asks nothing of the workflow, which would refuse it.
    await admin.locator('.tab-bar__tabs').getByRole('link', { name: '首页' }).click();
    const home = admin.getByRole('navigation', { name: '系统管理' });
    await home.getByRole('link', { name: '注册审核' }).click();
    const review = admin.locator('admission-review');
    await review.getByRole('button', { name: `审核 ${SUPPLIER.企业名称}` }).click();
    await review.locator('company-info').getByText(SUPPLIER.统一社会信用代码).waitFor();
    await review.locator('company-info file-upload').getByText('营业执照.png').waitFor();
    await review.getByRole('button', { name: '审核通过并激活' }).click();
    await admin.getByText('账号已激活').first().waitFor();
    assert.equal(await admin.getByText('没有权限访问流程').count(), 0, 'no workflow refusal was shown');
    await admin.context().close();

    await signIn(page, SUPPLIER.账号, SUPPLIER.密码);
    await page.waitForURL((url) => !url.pathname.startsWith('/front/login'));
    await page.getByRole('button', { name: new RegExp(`${SUPPLIER.姓名}.*用户菜单`) }).waitFor();

    await openPersonalInfo(page);
    const expected: [string, string][] = [
      ['用户名', SUPPLIER.姓名],
      ['账号', SUPPLIER.账号],
      ['手机号', SUPPLIER.手机号],
      ['邮箱', SUPPLIER.邮箱],
    ];
    for (const [label, value] of expected) {
      await infoValue(page, label).filter({ hasText: value }).waitFor();
    }

    // The session and what the dialog shows survive a reload.
    await page.reload();
    await openPersonalInfo(page);
    for (const [label, value] of expected) {
      await infoValue(page, label).filter({ hasText: value }).waitFor();
    }
    await page.context().close();
  });

  it('keeps what the user typed and shows the server’s reason when it refuses the registration', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/register`);
    // The form checks the code's shape; only the server checks its check character.
    const typed = { ...SUPPLIER, 账号: 'e2e_supplier_02', 统一社会信用代码: '91330200MA2H3K4L5P' };
    await fillRegisterForm(page, typed);
    await form(page).getByRole('button', { name: '注册', exact: true }).click();

    await form(page).getByText('请求参数不正确：统一社会信用代码格式不正确').waitFor();
    assert.equal(new URL(page.url()).pathname, '/front/register');
    for (const [label, value] of Object.entries(typed) as [Field, string][]) {
      assert.equal(await input(page, label).inputValue(), value, label);
    }
    assert.equal(await form(page).getByRole('radio', { name: '供应商' }).isChecked(), true);

    // Corrected, the same form goes through.
    await input(page, '统一社会信用代码').fill('91330200MA2H3K4L55');
    await form(page).getByRole('button', { name: '注册', exact: true }).click();
    await page.waitForURL(`${suite.portal.url}/front/login?account=${typed.账号}`);
    await page.context().close();
  });

  it('shows the server’s reason when the account is taken', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/register`);
    await fillRegisterForm(page, { ...SUPPLIER, 账号: 'supplier' });
    await form(page).getByRole('button', { name: '注册', exact: true }).click();
    await form(page).getByText('账号已存在').waitFor();
    assert.equal(await input(page, '账号').inputValue(), 'supplier');
    await page.context().close();
  });

  it('opens every page of the site administrator’s 系统管理 from its 首页, each axe-clean', async () => {
    const admin = await signedInPage(suite, 'admin');
    await admin.goto(`${suite.portal.url}/front/system/users`);
    const homeTab = admin.locator('.tab-bar__tabs').getByRole('link', { name: '首页' });
    await homeTab.click();
    const home = admin.getByRole('navigation', { name: '系统管理' });
    await home.getByRole('link').first().waitFor();
    const names = (await home.getByRole('link').allTextContents()).map((name) => name.trim());
    for (const name of [
      '用户管理',
      '门户布局',
      '新闻管理',
      '通知公告',
      '短链接管理',
      '注册审核',
      '变更记录',
    ]) {
      assert.ok(names.includes(name), `${name} among ${names.join('、')}`);
    }
    for (const name of names) {
      await homeTab.click();
      await home.getByRole('link', { name, exact: true }).click();
      await admin.getByRole('heading', { level: 1, name, exact: true }).waitFor();
      await shownContent(admin).catch((error: Error) => assert.fail(`系统管理 › ${name}: ${error.message}`));
      await assertAccessible(admin, `系统管理 › ${name}`);
    }
    await admin.context().close();
  });

  // The same portal: a second one would add its start-up to the suite.
  it('creates a user who must change the one-time password, then disables them: their next call is refused', async () => {
    const admin = await signedInPage(suite, 'zhaolei');
    await admin.goto(`${suite.portal.url}/front/system/users`);
    const users = admin.locator('user-admin');
    await users.getByRole('button', { name: '新建用户' }).click();
    await users.getByRole('textbox', { name: '账号' }).fill('e2e_staff_01');
    await users.getByRole('textbox', { name: '姓名' }).fill('钱多多');
    await users.getByRole('button', { name: '保存', exact: true }).click();
    const shown = users.locator('[part="one-time-password"] code');
    const oneTime = (await shown.textContent())?.trim() ?? '';
    assert.ok(oneTime.length >= 12, 'the one-time password shows once');
    await users.getByRole('button', { name: '我已记下' }).click();

    // The user signs in with it and must change it before anything else.
    const user = await openPage(suite.browser);
    await user.goto(`${suite.portal.url}/front/login`);
    await signIn(user, 'e2e_staff_01', oneTime);
    const dialog = user.locator('change-password-dialog');
    await dialog.getByRole('textbox', { name: '旧密码' }).fill(oneTime);
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill('Staff#2027');
    await dialog.getByRole('textbox', { name: '确认新密码' }).fill('Staff#2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await user.waitForURL(`${suite.portal.url}/front/login`);
    await signIn(user, 'e2e_staff_01', 'Staff#2027');
    await user.getByRole('button', { name: /钱多多.*用户菜单/ }).waitFor();
    assert.equal(await dialog.getByRole('textbox', { name: '旧密码' }).isVisible(), false);

    // Disabled by the administrator, the user's session is refused at its next call.
    await users.getByRole('searchbox', { name: '关键字' }).fill('e2e_staff_01');
    await users.getByRole('button', { name: '查询' }).click();
    await users.getByRole('button', { name: '禁用 钱多多' }).click();
    await users.locator('sl-dialog.confirm').getByRole('button', { name: '禁用' }).click();
    await users.getByRole('cell', { name: '已禁用' }).waitFor();
    await user.reload();
    await user.waitForURL((url) => url.pathname.startsWith('/front/login'));
    await admin.context().close();
    await user.context().close();
  });
});
