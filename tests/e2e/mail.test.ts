/**
 * Mail that really travels, in the built portal with the development mail service: staff (王晓明)
 * writes to 刘洋 from the mail page — the composer first refuses a mail without a recipient — with an
 * address from the completion and a file attached; 刘洋 syncs, finds it unread, reads it and downloads
 * the attachment; a wrong password in 刘洋's account settings gives a clear connection test result.
 * The mail page is checked with axe as it is first shown, with a mail open and with the composer.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { withPortal } from './harness.js';
import { signedInTab } from './sign-in.js';

const SUBJECT = '第四季度采购计划（请审阅）';
const BODY = '刘经理：附件是第四季度的采购清单，请审阅。';
const FILE = {
  name: '采购清单.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('办公桌 10 张\n打印机 2 台\n'),
};

/**
 * axe over the page, or only `within` it: the portal around the mail page is checked whole once (the
 * mail page as first shown), its later states and tabs within the page.
 */
async function assertAccessible(page: Page, where: string, within?: string[]): Promise<void> {
  const violations = await axeViolations(page, within);
  assert.deepEqual(violations, [], `${where}: ${violations.join('\n')}`);
}

/** The page of the portal's tabs that is shown now. */
const SHOWN_PAGE = '.staff-content__page:not([hidden])';
const mailPage = (page: Page) => page.locator(SHOWN_PAGE);

describe('mail between two colleagues, through the mail server', () => {
  const suite = withPortal({ DEV_MAIL: '1' });

  it('is sent by staff with an attachment, synced, read and downloaded by 刘洋', async () => {
    const { portal } = suite;
    const staff = await signedInTab(suite, 'staff');
    await staff.goto(`${portal.url}/front/office/mail`);
    const tree = mailPage(staff).locator('mail-folder-tree');
    await tree.getByRole('button', { name: /收件箱/ }).waitFor();
    await assertAccessible(staff, 'the mail page');

    await mailPage(staff).getByRole('button', { name: '写邮件' }).click();
    const composer = mailPage(staff).locator('mail-composer');
    await composer.getByRole('button', { name: '发送' }).click();
    await composer.getByText('请填写收件人').waitFor();

    await composer.getByRole('combobox', { name: '收件人' }).fill('刘洋');
    await composer.getByRole('option', { name: /liuyang@hdny\.example\.com/ }).click();
    await composer.getByRole('textbox', { name: '主题' }).fill(SUBJECT);
    await composer.getByRole('textbox', { name: '正文' }).click();
    await staff.keyboard.type(BODY);
    await composer.locator('file-upload input[type="file"]').setInputFiles(FILE);
    // Stored (its download button shows), not only listed while it uploads: a reload during the upload
    // loses it, as it would for a user.
    await composer
      .locator('file-upload')
      .getByRole('button', { name: `下载 ${FILE.name}` })
      .waitFor();
    await assertAccessible(staff, 'the composer', [`${SHOWN_PAGE} mail-composer`]);
    // The address stays in the url's compose flag: a reload brings the composer back with what was typed.
    await staff.reload();
    await composer.getByRole('textbox', { name: '主题' }).waitFor();
    assert.equal(await composer.getByRole('textbox', { name: '主题' }).inputValue(), SUBJECT);
    // The recipient and the attachment came back too: sent before they had, the mail would lack them.
    await composer.locator('mail-address-input[name="to"] sl-tag').getByText('刘洋').waitFor();
    await composer.locator('file-upload').getByText(FILE.name).waitFor();
    await composer.getByRole('button', { name: '发送' }).click();
    await staff.getByText('邮件已发送').waitFor();
    await mailPage(staff).locator('mail-composer').waitFor({ state: 'detached' });

    const liuyang = await signedInTab(suite, 'liuyang');
    await liuyang.goto(`${portal.url}/front/office/mail`);
    const theirTree = mailPage(liuyang).locator('mail-folder-tree');
    await theirTree.getByRole('button', { name: /收件箱/ }).waitFor();
    // The account had never synced: opening the page fetched its folders and mail; 同步 asks again.
    await theirTree.getByRole('button', { name: '同步' }).click();
    await theirTree.getByText(/同步完成/).waitFor({ timeout: 30_000 });
    await theirTree.getByRole('button', { name: /收件箱\s*未读\s*1/ }).waitFor();
    const row = mailPage(liuyang)
      .locator('mail-list')
      .getByRole('button', { name: new RegExp(SUBJECT.replace(/[()（）]/g, '.')) });
    await row.waitFor();
    assert.match((await row.textContent()) ?? '', /未读/);
    assert.match((await row.textContent()) ?? '', /王晓明/);
    await row.click();

    const reader = mailPage(liuyang).locator('mail-reader');
    await reader.getByRole('heading', { name: SUBJECT }).waitFor();
    await reader.getByText(BODY).waitFor();
    await theirTree.getByRole('button', { name: /^\s*收件箱\s*$/ }).waitFor();
    await assertAccessible(liuyang, 'a mail open', [SHOWN_PAGE]);
    const download = liuyang.waitForEvent('download');
    await reader.getByRole('button', { name: new RegExp(`下载\\s*${FILE.name}`) }).click();
    // A download that fails says so in the reader: the test says what it said rather than time out.
    const problem = reader.getByRole('alert');
    const file = await Promise.race([
      download,
      problem.waitFor({ timeout: 30_000 }).then(async () => {
        throw new Error(`the download failed: ${await problem.textContent()}`);
      }),
    ]);
    assert.equal(file.suggestedFilename(), FILE.name);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    assert.equal(await readFile(path, 'utf8'), FILE.buffer.toString('utf8'));
    await staff.close();
    await liuyang.close();
  });

  it('tells which server refused a wrong password', async () => {
    const { portal } = suite;
    const page = await signedInTab(suite, 'liuyang');
    await page.goto(`${portal.url}/front/office/mail?tab=accounts`);
    const settings = mailPage(page).locator('mail-account-settings');
    await settings.getByRole('button', { name: /编辑/ }).first().click();
    await settings.getByRole('textbox', { name: '密码' }).fill('not-the-password');
    await settings.getByRole('button', { name: '测试连接' }).click();
    const result = settings.locator('[part="test-result"]');
    await result.getByText('连接测试未通过').waitFor({ timeout: 30_000 });
    const text = (await result.textContent())?.replace(/\s+/g, ' ') ?? '';
    assert.match(text, /收信服务器（IMAP） 连接失败：\S+/);
    await assertAccessible(page, 'the account form with a failed test', [SHOWN_PAGE]);
    await page.close();
  });

  it('opens the composer addressed from a link (the contacts page links so)', async () => {
    const { portal } = suite;
    const page = await signedInTab(suite, 'staff');
    await page.goto(
      `${portal.url}/front/office/mail?compose=1&to=lina%40hdny.example.com&name=${encodeURIComponent('李娜')}`,
    );
    const composer = mailPage(page).locator('mail-composer');
    await composer.locator('mail-address-input[name="to"] sl-tag').getByText('李娜').waitFor();
    // The address leaves the url once used: a reload keeps what was typed instead of starting again.
    await page.waitForURL((url) => !url.search.includes('to='));
    await page.close();
  });
});
