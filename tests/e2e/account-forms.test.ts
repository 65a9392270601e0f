import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.js';
import { openPage, withPortal } from './harness.js';
import { DEMO_PASSWORD, signIn } from './sign-in.js';

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

const form = (page: Page) => page.locator('register-form');
const input = (page: Page, label: Field) => form(page).getByRole('textbox', { name: label, exact: true });

async function fillRegisterForm(page: Page, values: Record<Field, string>): Promise<void> {
  await form(page).getByRole('radio', { name: '供应商' }).check();
  for (const [label, value] of Object.entries(values) as [Field, string][]) {
    await input(page, label).fill(value);
  }
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

describe('a new supplier registers, signs in and reads their personal information', () => {
  const suite = withPortal();

  it('registers through the form with every field, then signs in as the new account', async () => {
    const page = await openPage(suite.browser);
    await page.goto(`${suite.portal.url}/front/register`);
    await fillRegisterForm(page, SUPPLIER);
    await assertAccessible(page, 'the filled register form');
    await form(page).getByRole('button', { name: '注册', exact: true }).click();

    await page.waitForURL(`${suite.portal.url}/front/login?account=${SUPPLIER.账号}`);
    await page.getByText('注册成功，请登录').waitFor();
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
});
