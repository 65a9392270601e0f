import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from './axe.js';
import { withPortal } from './harness.js';
import { signedInTabs, signInOverHttp } from './sign-in.js';

/** One portal for the whole file; the tests run in order on the demo's comprehensive project. */
const suite = withPortal();
/** One tab per account, which each test goes on in. */
const tabOf = signedInTabs(suite);
afterEach(() => tabOf.park());

/** The purchaser's comprehensive project, quotation ended; supplier3 waits for review and scores. */
const PROJECT = 'p-111';
const WINNER = '上海启明信息技术有限公司';

/**
 * Checks the page with axe once its toasts are gone: a closing Shoelace toast hides itself while its
 * close button can still take focus (aria-hidden-focus), which is the shell's, not this page's.
 */
async function accessibleWhenSettled(page: Page, where: string): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.sl-toast-stack sl-alert'), undefined, {
    timeout: 15_000,
  });
  await assertAccessible(page, where);
}

async function unreadOf(account: string): Promise<number> {
  const { token } = await signInOverHttp(suite.portal.url, account);
  const answer = (await (
    await fetch(`${suite.portal.url}/portal/procureMessage/v1/getMyUnReadCount`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { value: number };
  return answer.value;
}

describe('comprehensive evaluation: review, score, confirm, award', () => {
  let unreadBefore = 0;
  let noticeHref = '';

  it('the purchaser reviews qualifications, scores and confirms; the award notice is published', async () => {
    unreadBefore = await unreadOf('supplier3');
    const page = await tabOf('purchaser');
    await page.goto(`${suite.portal.url}/front/project?id=${PROJECT}`);
    const table = page.locator('score-table');
    await table.locator('table').waitFor();
    // Before the review: supplier3 is not ranked and the confirmation waits.
    await table.getByText('请先完成全部供应商的资格审查').waitFor();
    const firstRow = table.locator('tbody tr').first();
    assert.match((await firstRow.textContent()) ?? '', /杭州恒远建设有限公司/);

    const review = page.locator('qualification-review [part="supplier"]').filter({ hasText: WINNER });
    const passes = review.getByRole('radio', { name: '通过', exact: true });
    assert.equal(await passes.count(), 4);
    for (let index = 0; index < 4; index += 1) await passes.nth(index).click();
    await review.getByRole('button', { name: /保存审查/ }).click();
    await table.getByText('请先完成全部供应商的评分').waitFor();

    const row = table.locator('tbody tr').filter({ hasText: WINNER });
    await row.getByRole('button', { name: /评分/ }).click();
    const fields = table.locator('[part="editor"] input');
    assert.equal(await fields.count(), 5);
    for (const [index, score] of ['20', '19', '9.5', '12', '8'].entries()) {
      await fields.nth(index).fill(score);
    }
    // 28.00 (30 × 1,796,500 / 1,925,000) + 48.5 + 20
    await table.locator('.preview').getByText('96.5').waitFor();
    await accessibleWhenSettled(page, 'the score table with its scoring form open');
    await table.getByRole('button', { name: '保存评分' }).click();
    await table.getByText('评审已完成，可以确认结果').waitFor();
    assert.match((await table.locator('tbody tr').first().textContent()) ?? '', new RegExp(WINNER));

    await table.getByRole('button', { name: '确认评审结果' }).click();
    const done = table.locator('.footer.done');
    await done.waitFor();
    assert.match((await done.textContent()) ?? '', new RegExp(`成交供应商：${WINNER}`));
    noticeHref = (await done.getByRole('link', { name: '查看成交公告' }).getAttribute('href')) ?? '';
    assert.match(noticeHref, /\/bargainNotice\?id=n-award-/);
    await accessibleWhenSettled(page, 'the confirmed evaluation');
    await done.getByRole('link', { name: '查看成交公告' }).click();
    await page.locator('notice-detail').getByText('“变电站综合自动化系统采购”成交公告').first().waitFor();
    // The notice names the winner in its content.
    await page.locator('notice-detail').getByText(WINNER).first().waitFor();
  });

  it('the winner’s badge gets the award message', async () => {
    assert.equal(await unreadOf('supplier3'), unreadBefore + 1);
    const page = await tabOf('supplier3');
    await page.goto(`${suite.portal.url}/front/project?id=${PROJECT}`);
    await page
      .locator('todo-badge sl-badge')
      .getByText(String(unreadBefore + 1), { exact: true })
      .waitFor();
  });

  it('the evaluation reads in zh-TW and en-US', async () => {
    for (const [lang, title, winner] of [
      ['zh-TW', '綜合評審', '評審結果已確認'],
      ['en-US', 'Comprehensive evaluation', 'Evaluation confirmed'],
    ] as const) {
      // The purchaser's tab on the project: the language chosen in its header.
      const page = await tabOf('purchaser');
      await page.goto(`${suite.portal.url}/front/project?id=${PROJECT}`);
      await page.getByRole('combobox', { name: /语言|語言|Language/ }).selectOption(lang);
      await page.getByRole('heading', { name: title }).waitFor();
      await page.locator('score-table .footer.done').getByText(winner).waitFor();
    }
  });
});
