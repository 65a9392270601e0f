/**
 * The docs pages of the staff office elements show each demo in a realistic state (docs/fixtures/
 * office-fakes.ts), not its empty state or a refusal: with the reference backend the docs are served
 * by, and as a static copy (no backend answers the sign-in, so the docs use the recorded fixtures).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openPage, withPortal } from './harness.js';

/** What each element's first demo shows from the fakes; `open` does what a designer does first. */
const DEMOS: Array<{
  tag: string;
  shows: string[];
  /** Shown as options of a select (in the page, not visible until opened). */
  offers?: string[];
  open?: (demo: Locator) => Promise<void>;
}> = [
  { tag: 'mail-folder-tree', shows: ['收件箱', '项目资料'], offers: ['chenjing@group.example'] },
  {
    tag: 'mail-list',
    shows: ['办公计算机采购项目招标文件（定稿）', '供应商月度简报：11 月新品', '周例会纪要'],
  },
  { tag: 'mail-reader', shows: ['办公计算机采购项目招标文件（定稿）', '招标文件.pdf', '显示图片'] },
  { tag: 'mail-composer', shows: ['主题'], offers: ['chenjing@eip.example', 'chenjing@group.example'] },
  {
    tag: 'mail-address-input',
    shows: ['wanglei@eip.example'],
    open: (demo) => demo.getByRole('combobox').or(demo.getByRole('textbox')).first().fill('王'),
  },
  { tag: 'mail-account-settings', shows: ['chenjing@eip.example', 'chenjing@group.example'] },
  { tag: 'mail-contact-list', shows: ['华东办公设备有限公司', '钱芳'] },
  { tag: 'inner-message-list', shows: ['关于评标专家抽取的通知', '系统将于周六 22:00 维护'] },
  {
    tag: 'message-compose-dialog',
    shows: ['评标小组'],
    open: (demo) => demo.page().getByRole('button', { name: '写消息' }).first().click(),
  },
  { tag: 'contact-directory', shows: ['孙伟', '法务部'] },
  { tag: 'contact-group-manager', shows: ['评标小组', '合同审核'] },
  { tag: 'agent-settings', shows: ['赵敏', '孙伟'] },
  { tag: 'secretary-settings', shows: ['周婷', '吴刚'] },
  { tag: 'phrase-settings', shows: ['请补充预算说明后再提交。', '情况属实，建议批准。'] },
  {
    tag: 'phrase-picker',
    shows: ['请补充预算说明后再提交。'],
    open: (demo) => demo.getByRole('button', { name: '常用语' }).click(),
  },
];

describe('the docs demos of the office elements', () => {
  const suite = withPortal();

  async function checkDemos(page: Page, source: 'backend' | 'fixtures') {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { tag, shows, offers = [], open } of DEMOS) {
      await page.goto(`${suite.portal.url}/docs/#/${tag}`);
      await page.locator(`.demo-source[data-source="${source}"]`).waitFor();
      const demo = page.locator('.example__stage[data-for="html"]').first().locator(tag);
      await demo.waitFor({ state: 'attached' });
      await open?.(demo);
      for (const text of shows) {
        // The dialog's and the dropdown's content may be hoisted out of the stage: look page-wide then.
        await page.getByText(text, { exact: false }).first().waitFor({ timeout: 10_000 });
      }
      for (const text of offers) {
        await demo
          .locator('option', { hasText: text })
          .first()
          .waitFor({ state: 'attached', timeout: 10_000 });
      }
    }
    assert.deepEqual(errors, []);
  }

  it('show realistic content with the reference backend', async () => {
    const page = await openPage(suite.browser);
    await checkDemos(page, 'backend');
    await page.context().close();
  });

  it('show the same content in a static copy, without a backend', async () => {
    const page = await openPage(suite.browser);
    // A static copy: nothing answers the API, so the docs fall back to the recorded fixtures.
    await page.route('**/getPublicKey*', (route) => route.abort());
    await checkDemos(page, 'fixtures');
    await page.context().close();
  });
});
