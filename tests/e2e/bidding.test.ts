import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertAccessible } from './axe.js';
import { openPage, withPortal } from './harness.js';
import { signInOverHttp } from './sign-in.js';

/**
 * The live bidding hall end to end (issue 12): the purchaser starts quotation; two suppliers in two
 * browser contexts quote; ranks update live in both; the round closes; the purchaser compares and
 * confirms; the award message reaches the winner's badge.
 */

/** One portal for the whole file (its start-up dominates the time); the tests run in order. */
const suite = withPortal();

/** The purchaser's competitive sum project in registration, supplier and supplier2 passed, one round. */
const PROJECT = 'p-108';

/** A page signed in as `account`, as the portal keeps a session (token, name and identity in the tab). */
async function signedInPage(account: string, lang = 'zh-CN'): Promise<Page> {
  const user = await signInOverHttp(suite.portal.url, account);
  const page = await openPage(suite.browser, lang);
  await page.context().addInitScript(
    (session) => {
      sessionStorage.setItem('token', session.token);
      sessionStorage.setItem('username', session.username);
      if (session.identity) sessionStorage.setItem('identity', session.identity);
    },
    { token: user.token, username: user.fullname ?? account, identity: user.identity ?? '' },
  );
  return page;
}

const hallOf = (page: Page) => page.locator('bidding-hall');
const monitorOf = (page: Page) => page.locator('bid-monitor');
const rankOf = (page: Page) => hallOf(page).locator('[part="rank"]');

/** The to-do count the header's bell names (0 when it names none). */
async function badgeCount(page: Page): Promise<number> {
  const label = (await page.locator('a.todo-bell').getAttribute('aria-label')) ?? '';
  return Number(/(\d+)$/.exec(label)?.[1] ?? 0);
}

async function quote(page: Page, amount: string, capitals: string): Promise<void> {
  const form = hallOf(page).locator('quote-form');
  await form.getByRole('textbox', { name: '报价金额（元）' }).fill(amount);
  await form.locator('[part="capitals"]').getByText(capitals).waitFor();
  await form.getByRole('button', { name: '提交报价' }).click();
  const dialog = form.getByRole('dialog', { name: '确认报价' });
  await dialog.getByText(capitals).waitFor();
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function confirmIn(scope: Locator, button: string): Promise<void> {
  await scope.getByRole('button', { name: button }).first().click();
  const dialog = scope.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a round of live bidding', () => {
  let purchaser: Page;
  let supplier: Page;
  let supplier2: Page;

  it('the purchaser starts quotation from the bid monitor', async () => {
    purchaser = await signedInPage('purchaser');
    await purchaser.goto(`${suite.portal.url}/front/biddingHall?id=${PROJECT}`);
    const monitor = monitorOf(purchaser);
    await monitor.getByText('报价尚未开始').waitFor();
    await assertAccessible(purchaser, 'the bid monitor before quotation');
    await confirmIn(monitor, '开始报价');
    await monitor.locator('[part="round"]').getByText('第 1 轮').waitFor();
    await monitor.locator('[part="round"]').getByText('报价中').waitFor();
  });

  it('two suppliers quote in their own browsers; each sees only their own rank, updated live', async () => {
    supplier = await signedInPage('supplier');
    supplier2 = await signedInPage('supplier2');
    for (const page of [supplier, supplier2]) {
      await page.goto(`${suite.portal.url}/front/biddingHall?id=${PROJECT}`);
      await hallOf(page).locator('[part="round"]').getByText('报价中').waitFor();
      // The countdown runs (server time): a clock, not the placeholder.
      await hallOf(page)
        .getByRole('timer')
        .filter({ hasText: /^\d\d:\d\d:\d\d$/ })
        .waitFor();
    }
    await assertAccessible(supplier, "a supplier's room");

    await quote(supplier, '500000', '伍拾万元整');
    await rankOf(supplier).getByText('第 1 名').waitFor();
    // The purchaser counts it at once, without its amount.
    await monitorOf(purchaser).locator('[part="counts"] td.count').getByText('1').waitFor();
    assert.equal(await monitorOf(purchaser).getByText('¥500,000.00').count(), 0);

    await quote(supplier2, '480000.5', '肆拾捌万元伍角');
    await rankOf(supplier2).getByText('第 1 名').waitFor();
    // supplier was outbid: their rank drops live, and they never see supplier2's amount.
    await rankOf(supplier).getByText('第 2 名').waitFor();
    assert.equal(await hallOf(supplier).getByText('480,000.50').count(), 0);
    await monitorOf(purchaser).locator('[part="counts"] td.count').getByText('2').waitFor();
  });

  it('what a supplier typed survives a reload, and a worse quote is refused with the reason', async () => {
    const form = hallOf(supplier).locator('quote-form');
    await form.getByRole('textbox', { name: '报价金额（元）' }).fill('510000');
    await supplier.reload();
    const field = hallOf(supplier).locator('quote-form').getByRole('textbox', { name: '报价金额（元）' });
    await field.waitFor();
    assert.equal(await field.inputValue(), '510000');
    await hallOf(supplier).locator('quote-form').getByRole('button', { name: '提交报价' }).click();
    const dialog = hallOf(supplier).locator('quote-form').getByRole('dialog', { name: '确认报价' });
    await dialog.getByRole('button', { name: '确认提交' }).click();
    await dialog.getByRole('alert').filter({ hasText: /\S/ }).waitFor();
    assert.equal(await dialog.isVisible(), true);
    await dialog.getByRole('button', { name: '返回修改' }).click();
    assert.equal(await field.inputValue(), '510000');
  });

  it('the purchaser ends the round; everyone sees it close, and the purchaser compares', async () => {
    const monitor = monitorOf(purchaser);
    await confirmIn(monitor, '提前结束本轮');
    await monitor.locator('[part="round"]').getByText('报价已结束').waitFor();
    for (const page of [supplier, supplier2]) {
      await hallOf(page).locator('[part="round"]').getByText('报价已结束').waitFor();
    }
    const comparison = monitor.locator('[part="comparison"]');
    await comparison.waitFor();
    const rows = comparison.locator('tbody tr');
    await rows.first().getByText('江苏博瑞机电设备有限公司').waitFor();
    await rows.first().getByText('¥480,000.50').waitFor();
    await rows.nth(1).getByText('¥500,000.00').waitFor();
    await assertAccessible(purchaser, 'the comparison');
  });

  it('the purchaser confirms the lowest; the award message reaches the winner’s badge at once', async () => {
    const before = await badgeCount(supplier2);
    const comparison = monitorOf(purchaser).locator('[part="comparison"]');
    await comparison.locator('tbody tr').first().getByRole('button', { name: '确认成交' }).click();
    const dialog = monitorOf(purchaser).getByRole('dialog', { name: '确认成交' });
    await dialog.getByText('江苏博瑞机电设备有限公司').first().waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await comparison.getByText('成交', { exact: true }).waitFor();

    await hallOf(supplier2).locator('[part="award"]').getByText('恭喜，您的报价已成交').waitFor();
    await supplier2.waitForFunction(
      (count) => Number(/(\d+)$/.exec(document.querySelector('a.todo-bell')?.getAttribute('aria-label') ?? '')?.[1] ?? 0) > count,
      before,
    );
    await hallOf(supplier).locator('[part="award"]').getByText('采购方已确认成交结果').waitFor();
    assert.equal(await hallOf(supplier).getByText('恭喜，您的报价已成交').count(), 0);
    for (const page of [purchaser, supplier, supplier2]) await page.context().close();
  });
});
